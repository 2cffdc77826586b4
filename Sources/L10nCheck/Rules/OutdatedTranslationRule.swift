import L10nModel

/// `outdated-translation`: a translation last written before its source text's latest change,
/// found in git history (`OutdatedTranslations` in `L10nHistory` reads it).
///
/// Outside a git work tree, or when the history cannot be read, one info says so; never an
/// error. What the reader could not do in full (a shallow clone, unreadable versions) is an
/// info, too.
package struct OutdatedTranslationRule: HistoryRule {
  package static let id = "outdated-translation"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "A translation was last changed before its source text's latest change (git history)."

  /// Creates the rule.
  package init() {}

  package func check(
    _ history: TranslationHistory, in project: Project, report: (Problem) -> Void
  ) {
    switch history {
    case .unavailable(let reason):
      report(note("needs git history, and there is none to read: \(reason)", in: project))
    case .read(let outdated, let notes):
      for text in notes { report(note("read the git history in part: \(text)", in: project)) }
      // A translation marked reviewed against the source as it is now is not outdated.
      for finding in outdated where !project.isReviewedAgainstSource(finding.cell) {
        guard let (path, location) = place(of: finding.cell, in: project) else { continue }
        let old = finding.oldSource.map { Quoted.text($0) } ?? "(not in the source then)"
        report(
          Problem(
            path: path, location: location,
            message:
              "\(Quoted.key(finding.cell.key)) in \(finding.cell.language) was last changed in "
              + "\(finding.translationCommit.description), before its source changed in "
              + "\(finding.sourceCommit.description): \(old) → \(Quoted.text(finding.newSource))",
            cell: finding.cell))
      }
    }
  }

  /// A note about the rule itself, located at the project: an info whatever the rule's level.
  private func note(_ text: String, in project: Project) -> Problem {
    var problem = Problem(
      path: project.root, location: SourceLocation(line: 1, column: 1), message: text)
    problem.severity = .info
    return problem
  }

  /// Where the translation `cell` is: its file and its entry's place.
  private func place(of cell: CellID, in project: Project) -> (String, SourceLocation)? {
    guard let (grid, row, column) = project.position(of: cell), let row,
      let entry = project.grids[grid].entry(row: row, language: column)
    else { return nil }
    let file = project.files[Int(entry.file)]
    let location =
      file.cellDocument?.location(entry: Int(entry.entry), language: cell.language)
      ?? SourceLocation(line: 1, column: 1)
    return (file.path, location)
  }
}

// MARK: - Documentation and examples

extension OutdatedTranslationRule {
  package static let explanation = """
    In a git work tree, for each table, key and language other than the source with a \
    non-empty translation: S is the most recent commit (`git log --topo-order` over HEAD's \
    history) that added or changed the source text, T the most recent that added or changed \
    the translation. The translation is outdated when S exists, S is not T and S is not an \
    ancestor of T: someone changed the source after the translation was written, or on a \
    branch the translation's commit does not contain. The commit that creates the source \
    language's file adds none of its keys (apps often add `en.lproj` years after their \
    translations); a renamed or moved file is followed. Values are compared decoded (escapes \
    resolved, whitespace counts, a catalog's review state does not); `.strings`, \
    `.stringsdict` (per entry), String Catalogs (the source language's value, or the key where \
    the key is the text) and remote strings. The finding shows the source text the \
    translation was made from and the new one, and both commits. Not reported for a cell \
    already marked needing review, for one marked reviewed against the source text it has \
    now (the review file keeps that), nor for a translation changed in the work tree since \
    HEAD. Outside git, one info says the rule needs git history. History is read with the \
    `git` executable, bounded in time; see \
    [Outdated translations](../Guides/ReviewStates.md#outdated-translations-the-outdated-translation-rule).
    """

  package static let triggeringExamples = [
    RuleExample(
      [
        "en.lproj/Localizable.strings": #"""
        "export.title" = "Export as PDF…";

        """#,
        "de.lproj/Localizable.strings": #"""
        "export.title" = "Exportieren…";

        """#,
      ],
      history: [
        [
          "en.lproj/Localizable.strings": #"""
          "export.title" = "Export…";

          """#,
          "de.lproj/Localizable.strings": #"""
          "export.title" = "Exportieren…";

          """#,
        ]
      ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample(
      [
        "en.lproj/Localizable.strings": #"""
        "export.title" = "Export as PDF…";

        """#,
        "de.lproj/Localizable.strings": #"""
        "export.title" = "Als PDF exportieren…";

        """#,
      ],
      history: [
        [
          "en.lproj/Localizable.strings": #"""
          "export.title" = "Export…";

          """#,
          "de.lproj/Localizable.strings": #"""
          "export.title" = "Exportieren…";

          """#,
        ],
        [
          "en.lproj/Localizable.strings": #"""
          "export.title" = "Export as PDF…";

          """#
        ],
      ])
  ]
}
