#ifndef CICUSHIM_H
#define CICUSHIM_H

/// Writes the plural category `number` selects in `locale` ("one", "few", …) into `buffer`.
/// Returns the length, or -1 when the locale's rules cannot be loaded.
int cicu_plural_select(const char *locale, double number, char *buffer, int capacity);

/// Writes the locale's plural categories, separated by spaces, into `buffer`.
/// Returns the length, or -1 on failure.
int cicu_plural_keywords(const char *locale, char *buffer, int capacity);

/// Writes the categories whole numbers select in `locale` (0…1000 and powers of ten up to
/// 10^7), separated by spaces, into `buffer`. Returns the length, or -1 on failure.
int cicu_plural_integer_keywords(const char *locale, char *buffer, int capacity);

#endif
