#include "cheaptuning.h"

// Defines __GLIBC__ with glibc (through features.h).
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>

void l10n_heap_tune_for_server(void) {
  // Setting the threshold turns its growth (and the trim threshold's) off.
  mallopt(M_MMAP_THRESHOLD, 256 * 1024);
  mallopt(M_ARENA_MAX, 2);
}

void l10n_heap_trim(void) { malloc_trim(0); }
#else
void l10n_heap_tune_for_server(void) {}
void l10n_heap_trim(void) {}
#endif
