#ifndef CNCURSESSUPPORT_H
#define CNCURSESSUPPORT_H

/// Registers atexit and signal handlers (INT, TERM, HUP, QUIT, SEGV, BUS, ILL, TRAP, ABRT,
/// FPE) that restore the terminal (leave bracketed paste, endwin) and then pass the signal on.
void cnc_install_terminal_restore(void);

/// Restores the terminal now (idempotent).
void cnc_restore_terminal(void);

/// Writes raw bytes to the terminal (escape sequences curses does not know, such as
/// bracketed paste on/off).
void cnc_write_raw(const char *bytes);

#endif
