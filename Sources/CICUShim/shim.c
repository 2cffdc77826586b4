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
#include <unicode/unum.h>
#include <unicode/ustring.h>
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

// The categories whole numbers select: 0…1000, and with `large` the powers of ten up to 10^7.
static int integer_keywords(const char *locale, int large, char *buffer, int capacity) {
  UErrorCode status = 0;
  UPluralRules *rules = uplrules_open(locale, &status);
  if (U_FAILURE(status) || rules == NULL) return -1;
  static const char *const order[] = {"zero", "one", "two", "few", "many", "other"};
  int seen[6] = {0, 0, 0, 0, 0, 1};
  double extra[] = {10000, 100000, 1000000, 10000000};
  for (int i = 0; i <= 1000 + (large ? 4 : 0); i++) {
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

int cicu_plural_integer_keywords(const char *locale, char *buffer, int capacity) {
  return integer_keywords(locale, 1, buffer, capacity);
}

int cicu_plural_small_integer_keywords(const char *locale, char *buffer, int capacity) {
  return integer_keywords(locale, 0, buffer, capacity);
}

#ifdef __APPLE__
typedef void UNumberFormat;
UNumberFormat *unum_open(int style, const UChar *pattern, int patternLength, const char *locale,
                         void *parseError, UErrorCode *status);
void unum_close(UNumberFormat *format);
int unum_formatInt64(const UNumberFormat *format, long long number, UChar *result,
                     int capacity, void *position, UErrorCode *status);
int unum_getTextAttribute(const UNumberFormat *format, int tag, UChar *result, int capacity,
                          UErrorCode *status);
void unum_setTextAttribute(UNumberFormat *format, int tag, const UChar *value, int length,
                           UErrorCode *status);
char *u_strToUTF8(char *destination, int capacity, int *length, const UChar *source,
                  int sourceLength, UErrorCode *status);
#define UNUM_SPELLOUT 5
#define UNUM_DEFAULT_RULESET 6
#define UNUM_PUBLIC_RULESETS 7
#endif

int cicu_spellout(const char *locale, long long number, char *buffer, int capacity) {
  UErrorCode status = 0;
  UNumberFormat *format = unum_open(UNUM_SPELLOUT, NULL, 0, locale, NULL, &status);
  if (U_FAILURE(status) || format == NULL) return -1;
  UChar sets[2048];
  int setsLength = unum_getTextAttribute(format, UNUM_PUBLIC_RULESETS, sets, 2048, &status);
  if (U_FAILURE(status) || setsLength <= 0 || setsLength >= 2048) {
    unum_close(format);
    return -1;
  }
  static const UChar cardinal[] = {'%', 's', 'p', 'e', 'l', 'l', 'o', 'u', 't', '-',
                                   'c', 'a', 'r', 'd', 'i', 'n', 'a', 'l'};
  const int cardinalLength = (int)(sizeof(cardinal) / sizeof(cardinal[0]));
  static const UChar numbering[] = {'%', 's', 'p', 'e', 'l', 'l', 'o', 'u', 't', '-',
                                    'n', 'u', 'm', 'b', 'e', 'r', 'i', 'n', 'g'};
  const int numberingLength = (int)(sizeof(numbering) / sizeof(numbering[0]));
  int used = 0;
  buffer[0] = 0;
  int start = 0;
  for (int end = 0; end <= setsLength; end++) {
    if (end < setsLength && sets[end] != ';') continue;
    int length = end - start;
    int isCardinal = length >= cardinalLength;
    for (int i = 0; isCardinal && i < cardinalLength; i++) {
      if (sets[start + i] != cardinal[i]) isCardinal = 0;
    }
    int isNumbering = length == numberingLength;
    for (int i = 0; isNumbering && i < numberingLength; i++) {
      if (sets[start + i] != numbering[i]) isNumbering = 0;
    }
    isCardinal = isCardinal || isNumbering;
    if (isCardinal) {
      UErrorCode setStatus = 0;
      unum_setTextAttribute(format, UNUM_DEFAULT_RULESET, sets + start, length, &setStatus);
      UChar spelled[256];
      int spelledLength =
          U_FAILURE(setStatus) ? -1 : unum_formatInt64(format, number, spelled, 256, NULL, &setStatus);
      int utf8Length = 0;
      if (!U_FAILURE(setStatus) && spelledLength > 0 && spelledLength < 256 &&
          used + 1 < capacity) {
        if (used > 0) buffer[used++] = '\n';
        u_strToUTF8(buffer + used, capacity - used - 1, &utf8Length, spelled, spelledLength,
                    &setStatus);
        if (U_FAILURE(setStatus) || used + utf8Length >= capacity) {
          if (used > 0) used--;
        } else {
          used += utf8Length;
        }
        buffer[used] = 0;
      }
    }
    start = end + 1;
  }
  unum_close(format);
  return used;
}
