#ifndef L10NEDIT_BENCH_HEAP_H
#define L10NEDIT_BENCH_HEAP_H

#include <stddef.h>

/// Bytes the C heap has handed out and not taken back (glibc's mallinfo2; 0 elsewhere).
size_t l10nedit_heap_in_use(void);

#endif
