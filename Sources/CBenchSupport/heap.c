#include "heap.h"

#if defined(__linux__)
#include <malloc.h>

size_t l10nedit_heap_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}
#else
size_t l10nedit_heap_in_use(void) { return 0; }
#endif
