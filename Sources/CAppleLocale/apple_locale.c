#include "capplelocale.h"

#include <stdint.h>
#include <stdlib.h>

// Apple's ICU (libicucore on macOS, the Swift toolchain's lib_FoundationICU on Linux) exports
// this function unrenamed; its header is not public on macOS, so the prototype is declared
// here. UErrorCode is an int-sized enum: 0 is success, positive values are failures.
int32_t ualoc_localizationsToUse(const char *const *preferredLanguages,
                                 int32_t preferredLanguagesCount,
                                 const char *const *availableLocalizations,
                                 int32_t availableLocalizationsCount,
                                 const char **localizationsToUse,
                                 int32_t localizationsToUseCapacity, int *status);

int capple_localizations_to_use(const char *const *preferred, int preferredCount,
                                const char *const *available, int availableCount,
                                int *indices, int capacity) {
  if (capacity <= 0 || availableCount <= 0) return 0;
  const char **chosen = calloc((size_t)capacity, sizeof(const char *));
  if (chosen == NULL) return -1;
  int status = 0;
  int32_t count = ualoc_localizationsToUse(preferred, preferredCount, available, availableCount,
                                           chosen, capacity, &status);
  if (status > 0 || count < 0) {
    free(chosen);
    return -1;
  }
  if (count > capacity) count = capacity;
  int written = 0;
  for (int32_t i = 0; i < count; i++) {
    for (int j = 0; j < availableCount; j++) {
      if (available[j] == chosen[i]) {
        indices[written++] = j;
        break;
      }
    }
  }
  free(chosen);
  return written;
}
