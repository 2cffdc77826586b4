import Foundation
import L10nModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of `l10nedit-swift-scan` as a child process, bounded in time and output: its JSON,
/// or how it ended and the file it was reading then.
struct SwiftScannerRun {
  /// How a run ended.
  enum Outcome {
    /// Exit 0: its standard output.
    case finished(Data)
    /// Killed by a signal (a crash: a stack overflow, a trap) while reading `file`.
    case crashed(signal: Int32, file: String?)
    /// Exit status other than 0, with the messages it wrote.
    case failed(status: Int32, messages: String)
    /// Still running after the time bound (killed), while reading `file`.
    case timedOut(file: String?)
    /// More output than `outputLimit` (killed).
    case tooMuchOutput
  }

  /// The executable.
  var executable: String
  /// Its arguments.
  var arguments: [String]
  /// How long it may run, in seconds.
  var timeLimit: Double
  /// How many bytes of JSON it may print.
  var outputLimit: Int

  /// Runs it to its end.
  func run() throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let collected = Collected(limit: outputLimit)
    let readers = DispatchGroup()
    for (pipe, isOutput) in [(output, true), (errors, false)] {
      DispatchQueue.global().async(group: readers) {
        let handle = pipe.fileHandleForReading
        while let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty {
          if !collected.append(chunk, isOutput: isOutput) { process.terminate() }
        }
      }
    }
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try process.run()
    var timedOut = false
    if ended.wait(timeout: .now() + timeLimit) == .timedOut {
      timedOut = true
      kill(process.processIdentifier, SIGKILL)
      ended.wait()
    }
    readers.wait()
    let (data, messages, overflowed) = collected.result
    let file = Self.lastFile(in: messages)
    if timedOut { return .timedOut(file: file) }
    if overflowed { return .tooMuchOutput }
    if process.terminationReason == .uncaughtSignal {
      return .crashed(signal: process.terminationStatus, file: file)
    }
    guard process.terminationStatus == 0 else {
      return .failed(status: process.terminationStatus, messages: Self.plainMessages(messages))
    }
    return .finished(data)
  }

  /// The path of the last `reading<TAB>PATH<NUL>` record of standard error.
  static func lastFile(in messages: Data) -> String? {
    let records = messages.split(separator: 0, omittingEmptySubsequences: true)
    for record in records.reversed() {
      let text = String(decoding: record, as: UTF8.self)
      // A crash's own message may follow the last record without a NUL of its own.
      if let range = text.range(of: "reading\t", options: .backwards) {
        let path = text[range.upperBound...]
        return String(path.prefix { $0 != "\n" })
      }
    }
    return nil
  }

  /// Standard error without the progress records: the scanner's own messages.
  static func plainMessages(_ messages: Data) -> String {
    messages.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
      .filter { !$0.hasPrefix("reading\t") }.joined()
  }
}

/// What the two pipes of a run gave, from the threads that read them.
private final class Collected: @unchecked Sendable {
  private let lock = NSLock()
  private let limit: Int
  private var output = Data()
  private var errors = Data()
  private var overflowed = false

  init(limit: Int) { self.limit = limit }

  /// Adds a chunk of standard output (or error); `false` once the output is over its limit.
  ///
  /// Of standard error, only the last 64 KB are kept (progress records and messages).
  func append(_ chunk: Data, isOutput: Bool) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if isOutput {
      guard !overflowed, output.count + chunk.count <= limit else {
        overflowed = true
        output = Data()
        return false
      }
      output.append(chunk)
    } else {
      errors.append(chunk)
      if errors.count > 1 << 17 { errors = errors.suffix(1 << 16) }
    }
    return true
  }

  var result: (Data, Data, Bool) {
    lock.lock()
    defer { lock.unlock() }
    return (output, errors, overflowed)
  }
}
