import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of the `git` executable in a work tree, bounded in time and in output: killed when
/// it runs past its deadline or prints more than its limit, so that no history, however long,
/// makes a check hang.
final class GitProcess: @unchecked Sendable {
  /// Why a run gave no usable output.
  struct Failure: Error, Sendable {
    /// What happened, in words (git's own first line of error when it said one).
    var reason: String
  }

  private let process = Process()
  private let output = Pipe()
  private let errors = Pipe()
  private let input: FileHandle?
  private let lock = NSLock()
  private var errorText = Data()
  private var killed: String?
  private let ended = DispatchSemaphore(value: 0)
  private let errorReader = DispatchGroup()
  private var lastOutput: UInt64 = 0
  private let arguments: [String]

  /// Starts `git -C folder arguments…`, its standard input the file `input` (none without),
  /// killed once it printed nothing for `timeLimit` seconds.
  init(in folder: String, _ arguments: [String], timeLimit: Double, input: String? = nil)
    throws(Failure)
  {
    self.arguments = arguments
    self.input = input.flatMap { FileHandle(forReadingAtPath: $0) }
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // Configuration that would change what plumbing prints is set aside: no pager, no
    // signatures, no external diff or text conversion, no colour.
    process.arguments =
      [
        "git", "-C", folder, "--no-pager", "-c", "log.showSignature=false", "-c",
        "core.quotePath=false", "-c", "diff.external=", "-c", "log.follow=false",
      ] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment["GIT_OPTIONAL_LOCKS"] = "0"
    environment["LC_ALL"] = "C"
    process.environment = environment
    process.standardOutput = output
    process.standardError = errors
    if let input = self.input {
      process.standardInput = input
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    process.terminationHandler = { [ended] _ in ended.signal() }
    do { try process.run() } catch {
      throw Failure(reason: "git could not be run (is it installed? Debian: apt-get install git)")
    }
    DispatchQueue.global().async(group: errorReader) { [self] in
      let handle = errors.fileHandleForReading
      while let chunk = try? handle.read(upToCount: 1 << 14), !chunk.isEmpty {
        lock.withLock {
          errorText.append(chunk)
          if errorText.count > 1 << 16 { errorText = errorText.prefix(1 << 16) }
        }
      }
    }
    touch()
    DispatchQueue.global().async { [self] in
      // Killed once it printed nothing for `timeLimit` seconds (however long it runs while
      // its output is read).
      while ended.wait(timeout: .now() + min(timeLimit, 1)) == .timedOut {
        let idle = lock.withLock { DispatchTime.now().uptimeNanoseconds - lastOutput }
        if Double(idle) / 1e9 > timeLimit {
          stop(because: "git \(arguments.first ?? "") printed nothing for \(Int(timeLimit)) s")
          ended.wait()
          break
        }
      }
      ended.signal()
    }
  }

  /// Notes that output came (the time limit counts from the last).
  func touch() {
    lock.withLock { lastOutput = DispatchTime.now().uptimeNanoseconds }
  }

  /// Kills the process, saying why (the reason `finish` then throws).
  func stop(because reason: String) {
    lock.withLock { if killed == nil { killed = reason } }
    kill(process.processIdentifier, SIGKILL)
  }

  /// The standard output, read as it comes.
  var outputHandle: FileHandle { output.fileHandleForReading }

  /// All of standard output, up to `limit` bytes (killed beyond it), then `finish()`.
  func readAll(limit: Int) throws(Failure) -> Data {
    var data = Data()
    let handle = outputHandle
    while let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty {
      touch()
      data.append(chunk)
      if data.count > limit {
        stop(because: "git \(arguments.first ?? "") printed more than \(limit >> 20) MB")
        break
      }
    }
    try finish()
    return data
  }

  /// Waits for the end; throws when the process was killed or failed (its first line of
  /// error).
  func finish() throws(Failure) {
    try? input?.close()
    ended.wait()
    ended.signal()
    process.waitUntilExit()
    errorReader.wait()
    let (reason, messages) = lock.withLock { (killed, errorText) }
    if let reason { throw Failure(reason: reason) }
    guard process.terminationStatus == 0 else {
      let first =
        String(decoding: messages, as: UTF8.self).split(separator: "\n").first.map(String.init)
        ?? "exit status \(process.terminationStatus)"
      throw Failure(reason: first)
    }
  }
}
