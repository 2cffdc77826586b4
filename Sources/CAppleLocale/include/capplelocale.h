#ifndef CAPPLELOCALE_H
#define CAPPLELOCALE_H

/// Apple's ualoc_localizationsToUse (see Documentation/Development/LanguageMatching.md):
/// which of the `availableCount` localizations a user preferring `preferred` gets, best first.
/// Writes their indices into `available` to `indices` (at most `capacity`) and returns how
/// many, or -1 when ICU reports an error.
int capple_localizations_to_use(const char *const *preferred, int preferredCount,
                                const char *const *available, int availableCount,
                                int *indices, int capacity);

#endif
