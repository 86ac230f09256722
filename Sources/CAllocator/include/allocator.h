// The allocator's settings a one-shot `render` changes (malloc.h is not visible to Swift).

#ifndef WIDGET_RENDER_CALLOCATOR_H
#define WIDGET_RENDER_CALLOCATOR_H

/// Keeps memory the process frees for its own reuse: blocks under 4 MiB come from the heap
/// instead of a mapping of their own, and up to 32 MiB at the heap's top stay with the
/// process. Returns 0 when the allocator has no such settings.
int allocator_keep_freed_memory(void);

#endif
