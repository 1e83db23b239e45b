// zlib: adler32_combine joins the Adler-32 of the PNG encoder's kept segments.
#include <zlib.h>
