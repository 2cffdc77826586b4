import CProcessSpawn
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A started child process (`ChildProcess.run`): the leader of its own process group, its
/// standard input a deleted temporary file of the input bytes (so that writing it can neither
/// block nor raise `SIGPIPE`), its standard output and error pipes read by the parent.
final class Spawned {
  /// The process id, also its process group's.
  let pid: pid_t
  /// The read ends of standard output and error.
  let output: Int32
  let errors: Int32
  private var reaped = false

  init(_ arguments: [String], in directory: String?, input: [UInt8])
    throws(ChildProcess.SpawnFailure)
  {
    guard let program = arguments.first else {
      throw ChildProcess.SpawnFailure(description: "no program to run")
    }
    func failure(_ what: String, _ code: Int32) -> ChildProcess.SpawnFailure {
      ChildProcess.SpawnFailure(
        description: "\(program) could not be run: \(what) (\(String(cString: strerror(code))))")
    }
    let inputFile = try Self.inputFile(input, failure: failure)
    defer { close(inputFile) }
    var outputPipe: [Int32] = [-1, -1]
    var errorPipe: [Int32] = [-1, -1]
    var code = l10n_pipe_cloexec(&outputPipe)
    guard code == 0 else { throw failure("no pipe", code) }
    code = l10n_pipe_cloexec(&errorPipe)
    guard code == 0 else {
      close(outputPipe[0])
      close(outputPipe[1])
      throw failure("no pipe", code)
    }
    defer {
      close(outputPipe[1])
      close(errorPipe[1])
    }
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    code = l10n_spawn(&pid, &argv, directory, inputFile, outputPipe[1], errorPipe[1])
    guard code == 0 else {
      close(outputPipe[0])
      close(errorPipe[0])
      throw failure("not found or not executable", code)
    }
    self.pid = pid
    output = outputPipe[0]
    errors = errorPipe[0]
  }

  deinit {
    if !reaped {
      killGroup()
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
    }
    close(output)
    close(errors)
  }

  /// Kills every process of its group.
  func killGroup() {
    _ = killpg(pid, SIGKILL)
  }

  /// How it ended, once it has (reaped then); `nil` while it runs.
  func poll() -> ChildProcess.Termination? {
    var status: Int32 = 0
    let result = waitpid(pid, &status, WNOHANG)
    if result == 0 { return nil }
    reaped = true
    guard result == pid else { return .exited(-1) }
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
    let signal = status & 0x7F
    return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
  }

  /// A deleted temporary file holding `bytes`, open for reading at its start.
  private static func inputFile(
    _ bytes: [UInt8], failure: (String, Int32) -> ChildProcess.SpawnFailure
  ) throws(ChildProcess.SpawnFailure) -> Int32 {
    var template = Array((NSTemporaryDirectory() + "/l10nedit-input-XXXXXX").utf8CString)
    let fd = mkstemp(&template)
    guard fd >= 0 else { throw failure("no temporary file", errno) }
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    unlink(template)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        let code = errno
        close(fd)
        throw failure("the input could not be written", code)
      }
      written += count
    }
    lseek(fd, 0, SEEK_SET)
    return fd
  }
}
