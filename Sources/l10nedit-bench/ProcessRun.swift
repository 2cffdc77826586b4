#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of another executable as a whole process: its wall time, peak memory and status.
struct ProcessRun {
  /// Wall time from spawn to exit, in seconds.
  var wall: Double
  /// CPU time, user and system, of all its threads, in seconds: what it costs on a machine
  /// shared with other work, where wall time also counts waiting for a core.
  var cpu: Double
  /// The child's peak resident set size, in bytes (`wait4`'s `ru_maxrss`).
  var peakBytes: Int
  /// The exit status (128 + the signal's number when a signal ended it).
  var status: Int32
  /// Whether it was killed for running longer than the timeout.
  var timedOut = false

  /// Runs `executable` with `arguments` (standard input, output and error on /dev/null) and
  /// waits for it, killing it after `timeout` seconds when one is given; `nil` when it cannot
  /// be started.
  static func run(_ executable: String, _ arguments: [String], timeout: Double? = nil)
    -> ProcessRun?
  {
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
    #else
    var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let start = ContinuousClock.now
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    if let timeout {
      while wait4(pid, &status, WNOHANG, &usage) == 0 {
        if !timedOut, seconds(since: start) > timeout {
          kill(pid, SIGKILL)
          timedOut = true
        }
        usleep(500)
      }
    } else {
      while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
    }
    let elapsed = seconds(since: start)
    #if os(Linux)
    let peak = usage.ru_maxrss * 1024
    #else
    let peak = usage.ru_maxrss
    #endif
    let signal = status & 0x7F
    return ProcessRun(
      wall: elapsed, cpu: cpuSeconds(usage.ru_utime) + cpuSeconds(usage.ru_stime), peakBytes: peak,
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, timedOut: timedOut)
  }

  private static func cpuSeconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) / 1e6
  }
}
