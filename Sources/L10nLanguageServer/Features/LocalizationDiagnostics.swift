import L10nCheck
import L10nFormats
import L10nGrammar
import L10nModel

/// The diagnostics of an open localization file (`.strings`, `.stringsdict`, `.xcstrings`):
/// `lint`'s findings in that file, from its text as the editor has it (saved or not).
///
/// The text is read by its format's reader, as loading reads the file: a text that does not
/// parse is one `parse-error` at its line and column. The project is the snapshot's with this
/// file's content replaced (its table's grid rebuilt; the snapshot's own when it already holds
/// this text); the file and row rules check its table only (`Linter.run(only:)`), which gives
/// this file the findings of a whole run; the project rules and, with the snapshot's code
/// scan, the usage rules (`unused-key`) run whole.
///
/// With a `LocalizationFindingsMemo`, the row rules' findings are kept per key between runs:
/// after a change of this file alone, only the rows whose entries in it changed are checked
/// again (`Linter.rowFindings(inFileAt:of:reusing:)`), and the file rules check this file only
/// (they report in the file they check); the findings stay equal to a whole run's.
package enum LocalizationDiagnostics {
  /// The findings of `lint` (`--sources` when the snapshot has a scan) in `document`'s file.
  ///
  /// Sorted; `history` is what `lint` reads from git for the history rules
  /// (`outdated-translation`), when the caller has it. Empty for a document that is not one
  /// of the project's localization files, or when `isCancelled` says so before the end.
  package static func findings(
    _ document: TextDocument, snapshot: WorkspaceSnapshot, history: TranslationHistory? = nil,
    memo: LocalizationFindingsMemo? = nil, isCancelled: () -> Bool = { false }
  ) -> [Finding] {
    guard let path = document.path,
      let index = snapshot.project.files.firstIndex(where: { $0.path == path }),
      let format = LocalizationFormats.format(ofPath: path)
    else { return [] }
    let configuration = snapshot.configuration
    let project: Project
    let usage: KeyUsageIndex?
    if snapshot.bufferTexts[path] == document.text, snapshot.bufferErrors[path] == nil {
      // The snapshot holds this text already (the server set it as the buffer).
      project = snapshot.project
      usage = snapshot.usage
    } else {
      let content: LocalizationFile.Content
      do {
        content = try format.read(Array(document.text.utf8), path: path)
      } catch {
        content = .failed(error)
      }
      project = snapshot.project.replacingContent(ofFileAt: index, with: content)
      usage = snapshot.usage.map { index in
        // Ignored keys are ignored where code uses them, too (as `lint` does).
        var usage = index.usage
        usage.references.removeAll {
          configuration.ignores(key: LocalizationKey($0.key.description))
        }
        return KeyUsageIndex(project: project, usage: usage)
      }
    }
    let file = project.files[index]
    // The rules over the code's keys report in code (`ReferenceRule`) or at the source entry
    // (`unused-key`, `unjudged-keys`): in a translation's file, none; in the source's, those.
    let isSource =
      file.holdsEveryLanguage || file.language == project.sourceLanguage || file.language == .base
    let linter = Linter(configuration: configuration).turningOff(
      Linter.allRules.filter {
        $0 is any ReferenceRule.Type || !isSource && $0 is any UsageRule.Type
      }
      .map { $0.id })
    // A String Catalog holds every language's cells: its rows are checked whole.
    guard let memo, !file.holdsEveryLanguage, file.error == nil else {
      return linter.run(project, usage: usage, history: history, only: file.table)
        .filter { $0.path == path }
    }
    // A translation's file: the project rules that can check its language alone (its
    // findings lie in its language's files or the source's).
    let translation = isSource ? nil : file.language
    var findings = linter.run(
      project, usage: usage, history: history, only: file.table, checksTables: false,
      translationsInto: translation)
    guard !isCancelled() else { return [] }
    for finding in linter.check(file: file, in: project) { findings.append(finding) }
    let basis = snapshot.revisions.excluding(path)
    let rows = linter.rowFindings(
      inFileAt: index, of: project, reusing: memo.findings(of: path, basis: basis))
    memo.keep(rows, of: path, basis: basis)
    for finding in rows.findings { findings.append(finding) }
    findings.sort()
    return findings.filter { $0.path == path }
  }

  /// The diagnostics of `document` (see `findings`), in `encoding`.
  package static func diagnostics(
    _ document: TextDocument, snapshot: WorkspaceSnapshot, encoding: PositionEncoding,
    history: TranslationHistory? = nil, memo: LocalizationFindingsMemo? = nil,
    isCancelled: () -> Bool = { false }
  ) -> [LSPDiagnostic] {
    findings(
      document, snapshot: snapshot, history: history, memo: memo, isCancelled: isCancelled
    ).map {
      FindingDiagnostic.diagnostic($0, in: document, encoding: encoding)
    }
  }
}

/// The row rules' findings of each open localization file as last found, to find them again
/// after a change of that file alone (see `LocalizationDiagnostics`).
package final class LocalizationFindingsMemo: Sendable {
  private let lock = Lock()
  nonisolated(unsafe) private var kept:
    [String: (basis: WorkspaceSnapshot.Revisions, rows: FileRowFindings)] = [:]

  /// No findings kept.
  package init() {}

  /// The findings kept for `path`, when found in a snapshot whose other files and buffers were
  /// as `basis` counts them.
  package func findings(of path: String, basis: WorkspaceSnapshot.Revisions) -> FileRowFindings? {
    lock.withLock { kept[path].flatMap { $0.basis == basis ? $0.rows : nil } }
  }

  /// Keeps `rows` for `path`.
  package func keep(
    _ rows: FileRowFindings, of path: String, basis: WorkspaceSnapshot.Revisions
  ) {
    lock.withLock { kept[path] = (basis, rows) }
  }

  /// Forgets `path`'s findings (its document closed).
  package func forget(_ path: String) {
    lock.withLock { _ = kept.removeValue(forKey: path) }
  }
}
