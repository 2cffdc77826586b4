import Foundation
import L10nModel

extension CodeScanner {
  /// Scans one file's text, as an editor has it (saved or not), as if it were the file at
  /// `path`.
  ///
  /// Swift through `l10nedit-swift-scan --stdin-path PATH -- CONTEXT…` (the text on its
  /// standard input, bounded by `bufferTimeLimit` and `bufferOutputLimit`), Objective-C and C
  /// in process. `context` are the saved files whose declarations the scan needs (a whole
  /// scan's `declaringFiles`: wrappers, `#define`s); those of the other language are skipped.
  /// What a scan of every file finds in that file (`CodeUsage.keepOnly`), when `context` holds
  /// every file that declares something.
  ///
  /// With a `declarationsCache`, the Swift context files are parsed once (by a run bounded like
  /// a scan of files) and their declarations given to every scan until one of them changes.
  ///
  /// A path that is not code gives an empty usage. A Swift scanner that crashes, fails, runs
  /// too long or prints too much throws `ScanError.swiftScannerFailed`; an Objective-C context
  /// file that cannot be read is skipped.
  package func scan(path: String, text: String, context: [String] = []) throws -> CodeUsage {
    guard let language = SourceFiles.codeLanguage(ofPath: path) else { return CodeUsage() }
    // The Swift declaring files, the buffer's own included: one cache serves every buffer.
    let swiftContext = context.filter { SourceFiles.codeLanguage(ofPath: $0) == .swift }
    let context = context.filter { $0 != path && SourceFiles.codeLanguage(ofPath: $0) == language }
    var usage: CodeUsage
    switch language {
    case .objectiveC:
      var sources = [(path: path, text: text)]
      for file in context {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        sources.append((file, String(decoding: data, as: UTF8.self)))
      }
      // In a whole scan's order: the first `#define` of a name wins.
      usage = ObjCScanner(routines: routines).scan(sources.sorted { $0.path < $1.path })
    case .swift:
      let executable = try swiftScanner().get()
      var arguments = swiftScannerArguments + ["--stdin-path", path]
      if let declarationsCache, !swiftContext.isEmpty {
        let file = try declarationsCache.file(
          declaring: swiftContext, arguments: swiftScannerArguments
        ) { try readDeclarations(of: swiftContext, executable: executable) }
        arguments += ["--declarations", file]
      } else {
        arguments += ["--"] + context
      }
      let run = SwiftScannerRun(
        executable: executable, arguments: arguments, input: Array(text.utf8),
        timeLimit: bufferTimeLimit, outputLimit: bufferOutputLimit)
      let outcome = try run.run()
      guard case .finished(let data) = outcome else { throw Self.failure(outcome, of: run) }
      usage = try Self.decoded(data, executable: run.executable)
    }
    usage.keepOnly(path)
    return usage
  }

  /// What `l10nedit-swift-scan --declarations-only` prints for `files`: a scan of files, bounded
  /// like one (`swiftScannerTimeLimit`, `swiftScannerOutputLimit`), not like a buffer's.
  private func readDeclarations(of files: [String], executable: String) throws -> Data {
    let run = SwiftScannerRun(
      executable: executable,
      arguments: swiftScannerArguments + ["--progress", "--declarations-only", "--"] + files,
      timeLimit: swiftScannerTimeLimit, outputLimit: swiftScannerOutputLimit)
    let outcome = try run.run()
    guard case .finished(let data) = outcome else { throw Self.failure(outcome, of: run) }
    return data
  }
}
