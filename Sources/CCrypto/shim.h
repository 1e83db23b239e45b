// OpenSSL's libcrypto: SHA-256 of frame files for the manifest (it uses the processor's SHA
// instructions where there are some).
#include <openssl/evp.h>
