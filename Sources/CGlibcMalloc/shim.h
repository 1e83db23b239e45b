// glibc's allocator parameters (mallopt): the padding of a recording's heaps, see
// Sources/SceneRender/Recording/AllocatorTuning.swift.
#include <malloc.h>
