import Foundation
import L10nModel

extension CodeScanner {
  /// Scans one file's text, as an editor has it (saved or not), as if it were the file at
  /// `path`.
  ///
  /// Swift through `l10nedit-swift-scan --stdin-path PATH` (the text on its standard
  /// input, bounded by `bufferTimeLimit` and `bufferOutputLimit`), Objective-C and C in
  /// process. What `scan(paths:)` finds in that file alone: declarations of other files (a
  /// wrapper, a `#define`) are not known.
  ///
  /// A path that is not code gives an empty usage. A Swift scanner that crashes, fails, runs
  /// too long or prints too much throws `ScanError.swiftScannerFailed`.
  package func scan(path: String, text: String) throws -> CodeUsage {
    switch SourceFiles.codeLanguage(ofPath: path) {
    case nil: return CodeUsage()
    case .objectiveC?: return ObjCScanner(routines: routines).scan([(path, text)])
    case .swift?:
      let run = SwiftScannerRun(
        executable: try swiftScanner().get(),
        arguments: swiftScannerArguments + ["--stdin-path", path], input: Array(text.utf8),
        timeLimit: bufferTimeLimit, outputLimit: bufferOutputLimit)
      let outcome = try run.run()
      guard case .finished(let data) = outcome else { throw Self.failure(outcome, of: run) }
      var usage = try Self.decoded(data, executable: run.executable)
      // The scanner reports what it was given; only this file's references are its.
      usage.references.removeAll { $0.path != path }
      return usage
    }
  }
}
