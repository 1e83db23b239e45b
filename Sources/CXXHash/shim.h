// xxHash (libxxhash): XXH3-128 of each frame's display list and settings, its FrameKey.
#include <xxhash.h>
