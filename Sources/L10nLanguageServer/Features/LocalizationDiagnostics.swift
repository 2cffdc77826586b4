import L10nCheck
import L10nFormats
import L10nModel

/// The diagnostics of an open localization file (`.strings`, `.stringsdict`, `.xcstrings`):
/// `lint`'s findings in that file, from its text as the editor has it (saved or not).
///
/// The text is read by its format's reader, as loading reads the file: a text that does not
/// parse is one `parse-error` at its line and column. The project is the snapshot's with this
/// file's content replaced (its table's grid rebuilt); the file and row rules check its table
/// only (`Linter.run(only:)`), which gives this file the findings of a whole run; the project
/// rules and, with the snapshot's code scan, the usage rules (`unused-key`) run whole.
package enum LocalizationDiagnostics {
  /// The findings of `lint` (`--sources` when the snapshot has a scan) in `document`'s file.
  ///
  /// Sorted; `history` is what `lint` reads from git for the history rules
  /// (`outdated-translation`), when the caller has it. Empty for a document that is not one
  /// of the project's localization files.
  package static func findings(
    _ document: TextDocument, snapshot: WorkspaceSnapshot, history: TranslationHistory? = nil
  ) -> [Finding] {
    guard let path = document.path,
      let index = snapshot.project.files.firstIndex(where: { $0.path == path }),
      let format = LocalizationFormats.format(ofPath: path)
    else { return [] }
    let content: LocalizationFile.Content
    do {
      content = try format.read(Array(document.text.utf8), path: path)
    } catch {
      content = .failed(error)
    }
    let project = snapshot.project.replacingContent(ofFileAt: index, with: content)
    let configuration = snapshot.configuration
    let usage = snapshot.usage.map { index in
      // Ignored keys are ignored where code uses them, too (as `lint` does).
      var usage = index.usage
      usage.references.removeAll {
        configuration.ignores(key: LocalizationKey($0.key.description))
      }
      return KeyUsageIndex(project: project, usage: usage)
    }
    let findings = Linter(configuration: configuration).run(
      project, usage: usage, history: history, only: project.files[index].table)
    return findings.filter { $0.path == path }
  }

  /// The diagnostics of `document` (see `findings`), in `encoding`.
  package static func diagnostics(
    _ document: TextDocument, snapshot: WorkspaceSnapshot, encoding: PositionEncoding,
    history: TranslationHistory? = nil
  ) -> [LSPDiagnostic] {
    findings(document, snapshot: snapshot, history: history).map {
      FindingDiagnostic.diagnostic($0, in: document, encoding: encoding)
    }
  }
}
