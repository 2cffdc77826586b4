#define _GNU_SOURCE
#include "cprocessspawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <unistd.h>

#if defined(__APPLE__)
#include <crt_externs.h>
#define L10N_ENVIRON (*_NSGetEnviron())
#else
extern char **environ;
#define L10N_ENVIRON environ
#endif

int l10n_pipe_cloexec(int fds[2]) {
#if defined(__linux__)
  return pipe2(fds, O_CLOEXEC) == 0 ? 0 : errno;
#else
  if (pipe(fds) != 0) return errno;
  fcntl(fds[0], F_SETFD, FD_CLOEXEC);
  fcntl(fds[1], F_SETFD, FD_CLOEXEC);
  return 0;
#endif
}

int l10n_spawn(pid_t *pid, char *const argv[], const char *directory, int input, int output,
               int errors) {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  int status = posix_spawn_file_actions_init(&actions);
  if (status != 0) return status;
  status = posix_spawnattr_init(&attributes);
  if (status != 0) {
    posix_spawn_file_actions_destroy(&actions);
    return status;
  }
  short flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK;
#if defined(__APPLE__)
  // No descriptor of ours but the three the file actions set.
  flags |= POSIX_SPAWN_CLOEXEC_DEFAULT;
#endif
  sigset_t all, none;
  sigfillset(&all);
  sigemptyset(&none);
  if ((status = posix_spawn_file_actions_adddup2(&actions, input, 0)) == 0
      && (status = posix_spawn_file_actions_adddup2(&actions, output, 1)) == 0
      && (status = posix_spawn_file_actions_adddup2(&actions, errors, 2)) == 0
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
      // No descriptor of ours but the three (those another thread opened without
      // close-on-exec included).
      && (status = posix_spawn_file_actions_addclosefrom_np(&actions, 3)) == 0
#endif
      && (directory == NULL
          || (status = posix_spawn_file_actions_addchdir_np(&actions, directory)) == 0)
      && (status = posix_spawnattr_setflags(&attributes, flags)) == 0
      && (status = posix_spawnattr_setpgroup(&attributes, 0)) == 0
      && (status = posix_spawnattr_setsigdefault(&attributes, &all)) == 0
      && (status = posix_spawnattr_setsigmask(&attributes, &none)) == 0) {
    status = posix_spawnp(pid, argv[0], &actions, &attributes, argv, L10N_ENVIRON);
  }
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  return status;
}
