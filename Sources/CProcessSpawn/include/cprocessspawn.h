#ifndef CPROCESSSPAWN_H
#define CPROCESSSPAWN_H

#include <sys/types.h>

/// Makes a pipe whose two ends are closed on exec (atomically where the system can).
///
/// Returns 0, or an errno value.
int l10n_pipe_cloexec(int fds[2]);

/// Starts `argv` (argv[0] looked up in PATH unless it holds a slash, relative to `directory`
/// when given) in `directory`, with this process's environment, `input`, `output` and `errors`
/// as its descriptors 0, 1 and 2 and no other of ours, every signal at its default and none
/// blocked, as the leader of a new process group.
///
/// Returns 0 and sets `pid`, or an errno value.
int l10n_spawn(pid_t *pid, char *const argv[], const char *directory, int input, int output,
               int errors);

#endif
