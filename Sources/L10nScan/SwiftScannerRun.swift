import Foundation
import L10nModel
import L10nProcess

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
  /// Its standard input.
  var input: [UInt8] = []
  /// How long it may run, in seconds.
  var timeLimit: Double
  /// How many bytes of JSON it may print.
  var outputLimit: Int

  /// Runs it to its end (its process group killed past the time bound or the output bound).
  func run() throws -> Outcome {
    var output: [UInt8] = []
    let start = DispatchTime.now().uptimeNanoseconds
    let ending = try ChildProcess.run(
      [executable] + arguments, in: nil, input: input, errorLimit: 1 << 16
    ) { chunk in
      guard output.count + chunk.count <= outputLimit else { return .stop(Self.overflow) }
      output += chunk
      return .proceed
    } tick: {
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      return elapsed > timeLimit ? .stop(Self.timeout) : .proceed
    }
    let messages = Data(ending.errors)
    let file = Self.lastFile(in: messages)
    switch (ending.stopReason, ending.termination) {
    case (Self.timeout?, _): return .timedOut(file: file)
    case (Self.overflow?, _): return .tooMuchOutput
    case (_, .signalled(let signal)): return .crashed(signal: signal, file: file)
    case (_, .exited(0)): return .finished(Data(output))
    case (_, .exited(let status)):
      return .failed(status: status, messages: Self.plainMessages(messages))
    }
  }

  private static let timeout = "timed out"
  private static let overflow = "too much output"

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
