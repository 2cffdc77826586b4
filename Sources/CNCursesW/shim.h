// The ncursesw macros and globals Swift cannot import, as plain functions and constants.
#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <wchar.h>
#include <stdio.h>
#include <unistd.h>
#ifdef __APPLE__
#include <curses.h>
#else
#include <ncursesw/curses.h>
#endif

static inline WINDOW *cnc_stdscr(void) { return stdscr; }
static inline int cnc_lines(void) { return LINES; }
static inline int cnc_cols(void) { return COLS; }
static inline int cnc_colors(void) { return COLORS; }
static inline void cnc_set_escdelay(int ms) { set_escdelay(ms); }
static inline void cnc_getmaxyx(WINDOW *w, int *y, int *x) { int a, b; getmaxyx(w, a, b); *y = a; *x = b; }
static inline int cnc_key_f(int n) { return KEY_F(n); }
static const attr_t CNC_A_NORMAL = A_NORMAL;
static const attr_t CNC_A_BOLD = A_BOLD;
static const attr_t CNC_A_REVERSE = A_REVERSE;
static const attr_t CNC_A_UNDERLINE = A_UNDERLINE;
static const attr_t CNC_A_DIM = A_DIM;
static const mmask_t CNC_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;
static const mmask_t CNC_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t CNC_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t CNC_BUTTON4_PRESSED = BUTTON4_PRESSED;
#if defined(BUTTON5_PRESSED)
static const mmask_t CNC_BUTTON5_PRESSED = BUTTON5_PRESSED;
#else
static const mmask_t CNC_BUTTON5_PRESSED = 0;
#endif
static inline FILE *cnc_open_tty_out(void) { return fdopen(dup(1), "w"); }
static inline FILE *cnc_open_tty_in(void) { return fdopen(dup(0), "r"); }

#endif
