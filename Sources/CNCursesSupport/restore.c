#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include "cncursessupport.h"
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef __APPLE__
#include <curses.h>
#else
#include <ncursesw/curses.h>
#endif

static volatile sig_atomic_t restored = 0;
static const int signals_to_handle[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
#define SIGNAL_COUNT (sizeof(signals_to_handle) / sizeof(signals_to_handle[0]))
static struct sigaction previous[SIGNAL_COUNT];

void cnc_write_raw(const char *bytes) {
  ssize_t ignored = write(STDOUT_FILENO, bytes, strlen(bytes));
  (void)ignored;
}

void cnc_restore_terminal(void) {
  if (restored) return;
  restored = 1;
  cnc_write_raw("\033[?2004l\033[?1000l\033[?1006l");
  if (!isendwin()) endwin();
}

/* Whether `signal_number` asks the program to stop (rather than reporting a crash). */
static int is_stop_request(int signal_number) {
  return signal_number == SIGINT || signal_number == SIGTERM || signal_number == SIGHUP ||
         signal_number == SIGQUIT;
}

/* Restores the terminal, then lets the signal do what it does by default. A stop request ends
   the process by that signal (exit status 128 + its number in a shell), never through
   ncurses' own handlers, which exit with status 1; a crash goes on to the handler that was
   there before (the Swift runtime's backtrace). */
static void handle_signal(int signal_number) {
  cnc_restore_terminal();
  for (unsigned i = 0; i < SIGNAL_COUNT; i++) {
    if (signals_to_handle[i] == signal_number) {
      if (is_stop_request(signal_number)) {
        signal(signal_number, SIG_DFL);
      } else {
        sigaction(signal_number, &previous[i], NULL);
      }
      break;
    }
  }
  raise(signal_number);
}

void cnc_install_terminal_restore(void) {
  restored = 0;
  atexit(cnc_restore_terminal);
  for (unsigned i = 0; i < SIGNAL_COUNT; i++) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handle_signal;
    sigemptyset(&action.sa_mask);
    sigaction(signals_to_handle[i], &action, &previous[i]);
  }
}
