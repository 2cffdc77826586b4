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

/// Writes the categories the whole numbers 0…1000 select in `locale`, separated by spaces, into
/// `buffer` (without the large round numbers that give French, Spanish or Italian `many`).
/// Returns the length, or -1 on failure.
int cicu_plural_small_integer_keywords(const char *locale, char *buffer, int capacity);

/// Writes `number` spelled out in `locale`'s words (UTF-8), once per public
/// `%spellout-cardinal…` rule set (masculine, feminine, neuter…) and for `%spellout-numbering`
/// (German `eins`), separated by line breaks,
/// into `buffer`. Returns the length, or -1 when the locale has no spellout rules.
int cicu_spellout(const char *locale, long long number, char *buffer, int capacity);

#endif
