#ifndef CHEAPTUNING_H
#define CHEAPTUNING_H

/// Tunes the C library's allocator for a long-running process that allocates large buffers
/// (whole files' texts, grids) again and again from several threads: with glibc, every block of
/// 256 KiB or more is mapped on its own and given back to the system when freed (instead of
/// the threshold growing with each large block freed, which leaves them in the heap), and at
/// most two arenas hold the small ones. Does nothing with other C libraries.
void l10n_heap_tune_for_server(void);

/// Gives the free memory of every arena back to the system (glibc's `malloc_trim`); does
/// nothing with other C libraries.
void l10n_heap_trim(void);

#endif
