#include <isa-l.h>
#include <isa-l/igzip_lib.h>
#include <isa-l/crc.h>

/// Bytes of the level-1 work buffer igzip uses by default (a macro Swift cannot import).
static inline uint32_t scenekit_isal_level1_buffer_size(void) { return ISAL_DEF_LVL1_DEFAULT; }
/// The ISA-L version this project was built against, as "major.minor.patch" parts.
static inline int scenekit_isal_version(void) { return ISAL_VERSION; }
