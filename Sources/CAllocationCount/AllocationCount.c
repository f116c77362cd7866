// Counts the calling thread's heap allocations while asked to, for the
// benchmark's `allocs=` figures (issue 28: no per-view allocation in a
// layout pass). An executable's own `malloc` comes before libc's for
// every library it loads, the Swift runtime's `swift_slowAlloc`
// (objects, array and dictionary buffers, closure contexts) included:
// this one counts and passes each call to glibc's. Linux with glibc only;
// elsewhere the counter says it is not available and counts nothing.
#include "AllocationCount.h"
#include <stdlib.h>

#if defined(__linux__) && defined(__GLIBC__)
extern void *__libc_malloc(size_t size);

static __thread int counting;
static __thread long counted;

void *malloc(size_t size) {
    if (counting) counted += 1;
    return __libc_malloc(size);
}

int stacklab_allocation_counting_available(void) { return 1; }

void stacklab_allocation_count_begin(void) {
    counted = 0;
    counting = 1;
}

long stacklab_allocation_count_end(void) {
    counting = 0;
    return counted;
}
#else
int stacklab_allocation_counting_available(void) { return 0; }
void stacklab_allocation_count_begin(void) {}
long stacklab_allocation_count_end(void) { return 0; }
#endif
