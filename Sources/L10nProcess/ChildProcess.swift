import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of a program as a child process, bounded: its standard input a file of given bytes,
/// its output read in one thread with `poll`, stopped (its whole process group killed) when the
/// caller says, its messages (standard error) kept up to a limit.
///
/// The child is the leader of a process group of its own, so that killing the group also ends
/// the programs it started (a provider script's `curl`): nothing is left running after a run.
package enum ChildProcess {
  /// Why a program could not be started.
  package struct SpawnFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What happened, in words (the program's name and the system's reason).
    package var description: String
  }

  /// How a run ended.
  package enum Termination: Hashable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it (a crash, or the kill of `stop`).
    case signalled(Int32)
  }

  /// What a run gave besides its output.
  package struct Ending: Hashable, Sendable {
    /// How the program ended.
    package var termination: Termination
    /// Why it was stopped, when the caller stopped it.
    package var stopReason: String?
    /// The last bytes of its standard error (at most the run's `errorLimit`).
    package var errors: [UInt8]

    /// The last line of standard error with text, as it is (not made inert).
    package var lastMessage: String? {
      let text = String(decoding: errors, as: UTF8.self)
      return text.split(whereSeparator: \.isNewline).last { !$0.allSatisfy(\.isWhitespace) }
        .map(String.init)
    }
  }

  /// What the caller tells a run after each chunk of output or tick: go on, or stop it.
  package enum Decision: Sendable {
    /// Go on.
    case proceed
    /// Kill the process group and end the run, for this reason.
    case stop(String)
  }

  /// Runs `arguments` (the first looked up in `PATH`, or a path, relative to `directory`) in
  /// `directory` with the environment of this process and `input` as its standard input.
  ///
  /// `output` is called with each chunk of standard output as it comes; `tick` at least every
  /// `tickSeconds` (and after each chunk). Either may stop the run. Once standard output and
  /// standard error are closed the run waits for the program to end (still asking `tick`).
  /// Standard error is kept up to its last `errorLimit` bytes.
  package static func run(
    _ arguments: [String], in directory: String?, input: [UInt8], errorLimit: Int = 1 << 14,
    tickSeconds: Double = 0.1, output: (ArraySlice<UInt8>) -> Decision, tick: () -> Decision
  ) throws(SpawnFailure) -> Ending {
    let child = try Spawned(arguments, in: directory, input: input)
    var errors: [UInt8] = []
    var stopReason: String?
    var fds = [
      pollfd(fd: child.output, events: Int16(POLLIN), revents: 0),
      pollfd(fd: child.errors, events: Int16(POLLIN), revents: 0),
    ]
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    func decide(_ decision: Decision) {
      if case .stop(let reason) = decision, stopReason == nil {
        stopReason = reason
        child.killGroup()
      }
    }
    while stopReason == nil, fds.contains(where: { $0.fd >= 0 }) {
      let ready = poll(&fds, nfds_t(fds.count), Int32(tickSeconds * 1000))
      if ready < 0 && errno != EINTR { break }
      for index in fds.indices where fds[index].fd >= 0 && fds[index].revents != 0 {
        let count = buffer.withUnsafeMutableBytes { read(fds[index].fd, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
        guard count > 0 else {
          // Closed: the fd is left to `Spawned` to close; poll ignores negative ones.
          fds[index].fd = -1
          continue
        }
        if index == 0 {
          decide(output(buffer[0..<count]))
          if stopReason != nil { break }
        } else {
          errors += buffer[0..<count]
          if errors.count > errorLimit { errors.removeFirst(errors.count - errorLimit) }
        }
      }
      decide(tick())
    }
    // Both pipes closed (or stopped): wait for the end, still bounded by the caller.
    var termination = child.poll()
    while termination == nil {
      decide(tick())
      usleep(10_000)
      termination = child.poll()
    }
    // Whatever the leader left running in its group goes with it.
    child.killGroup()
    return Ending(termination: termination ?? .exited(0), stopReason: stopReason, errors: errors)
  }
}
