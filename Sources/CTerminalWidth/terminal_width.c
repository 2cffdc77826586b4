#define _XOPEN_SOURCE 700
#include "cterminalwidth.h"
#include <locale.h>
#include <pthread.h>
#include <wchar.h>
#ifdef __APPLE__
#include <xlocale.h>
#endif

static locale_t utf8_locale = (locale_t)0;
static pthread_once_t utf8_locale_once = PTHREAD_ONCE_INIT;

static void open_utf8_locale(void) {
  static const char *const names[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8"};
  for (unsigned i = 0; i < sizeof(names) / sizeof(names[0]) && utf8_locale == (locale_t)0; i++) {
    utf8_locale = newlocale(LC_CTYPE_MASK, names[i], (locale_t)0);
  }
}

int l10n_terminal_widths(uint32_t first, uint32_t count, int8_t *widths) {
  pthread_once(&utf8_locale_once, open_utf8_locale);
  if (utf8_locale == (locale_t)0) return 0;
  // The locale is switched for this thread only, and back before returning.
  locale_t previous = uselocale(utf8_locale);
  for (uint32_t i = 0; i < count; i++) {
    int width = wcwidth((wchar_t)(first + i));
    widths[i] = (int8_t)(width < -1 || width > 2 ? -1 : width);
  }
  uselocale(previous);
  return 1;
}
