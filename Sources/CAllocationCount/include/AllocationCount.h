#ifndef STACKLAB_ALLOCATION_COUNT_H
#define STACKLAB_ALLOCATION_COUNT_H

/// Whether this build counts allocations (Linux with glibc: the binary's
/// own `malloc` counts).
int stacklab_allocation_counting_available(void);
/// Starts counting the calling thread's `malloc` calls from zero.
void stacklab_allocation_count_begin(void);
/// Stops counting and returns the calling thread's count since the begin.
long stacklab_allocation_count_end(void);

#endif
