#ifndef CTERMINALWIDTH_H
#define CTERMINALWIDTH_H

#include <stdint.h>

/// Writes the C library's `wcwidth` of each scalar in [first, first + count) to `widths`,
/// measured in a UTF-8 locale whatever the process's locale is (-1: no width known).
///
/// Returns 0, and writes nothing, when no UTF-8 locale is installed.
int l10n_terminal_widths(uint32_t first, uint32_t count, int8_t *widths);

#endif
