// The system ICU's plural rules behind plain C functions: importing ICU's headers into Swift
// clashes with Foundation's bundled ICU module, so no ICU type appears in the public header.
#include "cicushim.h"
#include <string.h>

#ifdef __APPLE__
// Apple's libicucore exports unversioned names but ships no headers.
typedef struct UPluralRules UPluralRules;
typedef struct UEnumeration UEnumeration;
typedef unsigned short UChar;
typedef int UErrorCode;
#define U_FAILURE(x) ((x) > 0)
UPluralRules *uplrules_open(const char *locale, UErrorCode *status);
void uplrules_close(UPluralRules *rules);
int uplrules_select(const UPluralRules *rules, double number, UChar *keyword, int capacity, UErrorCode *status);
UEnumeration *uplrules_getKeywords(const UPluralRules *rules, UErrorCode *status);
const char *uenum_next(UEnumeration *en, int *length, UErrorCode *status);
void uenum_close(UEnumeration *en);
#else
#include <unicode/upluralrules.h>
#include <unicode/uenum.h>
#endif

int cicu_plural_select(const char *locale, double number, char *buffer, int capacity) {
  UErrorCode status = 0;
  UPluralRules *rules = uplrules_open(locale, &status);
  if (U_FAILURE(status) || rules == NULL) return -1;
  UChar keyword[32];
  int length = uplrules_select(rules, number, keyword, 32, &status);
  uplrules_close(rules);
  if (U_FAILURE(status) || length < 0 || length >= capacity) return -1;
  for (int i = 0; i < length; i++) buffer[i] = (char)keyword[i];
  buffer[length] = 0;
  return length;
}

int cicu_plural_keywords(const char *locale, char *buffer, int capacity) {
  UErrorCode status = 0;
  UPluralRules *rules = uplrules_open(locale, &status);
  if (U_FAILURE(status) || rules == NULL) return -1;
  UEnumeration *keywords = uplrules_getKeywords(rules, &status);
  int used = 0;
  buffer[0] = 0;
  if (!U_FAILURE(status) && keywords != NULL) {
    int length = 0;
    const char *keyword;
    while ((keyword = uenum_next(keywords, &length, &status)) != NULL && !U_FAILURE(status)) {
      if (used + length + 2 >= capacity) break;
      if (used > 0) buffer[used++] = ' ';
      memcpy(buffer + used, keyword, (size_t)length);
      used += length;
      buffer[used] = 0;
    }
    uenum_close(keywords);
  }
  uplrules_close(rules);
  return U_FAILURE(status) ? -1 : used;
}

int cicu_plural_integer_keywords(const char *locale, char *buffer, int capacity) {
  UErrorCode status = 0;
  UPluralRules *rules = uplrules_open(locale, &status);
  if (U_FAILURE(status) || rules == NULL) return -1;
  static const char *const order[] = {"zero", "one", "two", "few", "many", "other"};
  int seen[6] = {0, 0, 0, 0, 0, 1};
  double extra[] = {10000, 100000, 1000000, 10000000};
  for (int i = 0; i <= 1000 + 4; i++) {
    double number = i <= 1000 ? (double)i : extra[i - 1001];
    UChar keyword[32];
    int length = uplrules_select(rules, number, keyword, 32, &status);
    if (U_FAILURE(status) || length <= 0 || length >= 32) continue;
    char ascii[32];
    for (int j = 0; j < length; j++) ascii[j] = (char)keyword[j];
    ascii[length] = 0;
    for (int k = 0; k < 6; k++) {
      if (strcmp(ascii, order[k]) == 0) seen[k] = 1;
    }
  }
  uplrules_close(rules);
  int used = 0;
  buffer[0] = 0;
  for (int k = 0; k < 6; k++) {
    if (!seen[k]) continue;
    int length = (int)strlen(order[k]);
    if (used + length + 2 >= capacity) return -1;
    if (used > 0) buffer[used++] = ' ';
    memcpy(buffer + used, order[k], (size_t)length);
    used += length;
    buffer[used] = 0;
  }
  return used;
}
