#include "allocator.h"

// Any C library header defines the library's own macros (__GLIBC__ among them); without
// one, the test below is always false.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>

int allocator_keep_freed_memory(void) {
    return mallopt(M_MMAP_THRESHOLD, 4 << 20) && mallopt(M_TRIM_THRESHOLD, 32 << 20);
}
#else
int allocator_keep_freed_memory(void) { return 0; }
#endif
