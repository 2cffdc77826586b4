import Foundation
import L10nCheck
import L10nModel
import L10nScan

/// The diagnostics of an open source file (Swift, Objective-C, C): what `lint --sources` finds
/// in that file, from its text as the editor has it (saved or not).
///
/// The rules that report on code (`ReferenceRule`s: `key-not-found`, `wrong-table`,
/// `format-arguments`) run over the buffer's references alone, at the project's configured
/// levels with its ignored tables and keys; every other file's references are the snapshot's,
/// and they do not change what these rules find here. No baseline is applied.
package enum CodeDiagnostics {
  /// The scan of `document`'s text (a child process for Swift: run it off the request queue),
  /// with the declarations of the files the snapshot's scan found declaring some (wrappers,
  /// `#define`s), kept in the snapshot's `declarations` (when the scanner has no cache of
  /// its own).
  ///
  /// A document without a file path, or not code, gives an empty usage.
  package static func scan(
    _ document: TextDocument, scanner: CodeScanner, snapshot: WorkspaceSnapshot
  ) throws -> CodeUsage {
    guard let path = document.path else { return CodeUsage() }
    var scanner = scanner
    if scanner.declarationsCache == nil { scanner.declarationsCache = snapshot.declarations }
    return try scanner.scan(
      path: path, text: document.text, context: snapshot.usage?.usage.declaringFiles ?? [])
  }

  /// The findings `lint --sources` has in the file at `path` when its references are those of
  /// `usage` (its scan), sorted by place.
  package static func findings(
    of usage: CodeUsage, path: String, snapshot: WorkspaceSnapshot
  ) -> [Finding] {
    let configuration = snapshot.configuration
    var usage = usage
    // Ignored keys are ignored where code uses them, too (as `lint` does).
    usage.references.removeAll {
      $0.path != path || configuration.ignores(key: LocalizationKey($0.key.description))
    }
    // The project's keys as the snapshot's index gathered them: the cost is the buffer's.
    let index = KeyUsageIndex(
      keys: snapshot.usage?.keys ?? KeyUsageIndex.Keys(snapshot.project), usage: usage)
    return Linter(configuration: configuration).checkReferences(index, in: snapshot.project)
      .filter { $0.path == path }
      .sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
  }

  /// The diagnostics of `document` whose scan is `usage`, in `encoding`; each names the
  /// reference's key and table in its `data` (what "add the missing key" needs).
  package static func diagnostics(
    _ document: TextDocument, usage: CodeUsage, snapshot: WorkspaceSnapshot,
    encoding: PositionEncoding
  ) -> [LSPDiagnostic] {
    guard let path = document.path else { return [] }
    let references = Dictionary(
      usage.references.filter { $0.path == path }.map { ($0.location, $0) },
      uniquingKeysWith: { first, _ in first })
    return findings(of: usage, path: path, snapshot: snapshot).map { finding in
      let reference = references[finding.location]
      let data = reference.map {
        LSPDiagnosticData(
          key: $0.key.description, table: finding.cell.map(\.table.path) ?? $0.table ?? "",
          language: snapshot.project.sourceLanguage.code)
      }
      return FindingDiagnostic.diagnostic(finding, in: document, encoding: encoding, data: data)
    }
  }
}
