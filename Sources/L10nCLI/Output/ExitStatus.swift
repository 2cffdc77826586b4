import ArgumentParser

/// The exit statuses every subcommand uses.
enum ExitStatus {
  /// Findings were reported (or files would change, for `format --check`).
  static let findings = ExitCode(1)
  /// A usage or I/O error.
  static let failure = ExitCode(2)
  /// Stopped by Ctrl-C after writing what was done (`translate`), as a shell says of a command
  /// ended by `SIGINT`.
  static let interrupted = ExitCode(130)
}
