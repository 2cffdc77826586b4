import L10nModel

/// `needs-review`: a translation that needs review — its source changed since it was made, a
/// machine filled it, it came in needing review, or someone marked it.
///
/// Off by default (a review state is a to-do, not a defect); `lint --fail-on needs-review`
/// turns it on as an error, so that CI fails while any translation awaits review.
package struct NeedsReviewRule: RowRule {
  package static let id = "needs-review"
  package static let defaultSeverity = Severity.warning
  package static let isEnabledByDefault = false
  package static let summary =
    "A translation needs review (its source changed, a machine filled it, …)."

  /// Creates the rule.
  package init() {}

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    // A key's row only: a plural form's row is the same cell, said once.
    guard row.form == nil, let project = row.facts?.project else { return }
    for cell in row.translations where cell.isPresent && !cell.isBaseBesideSource {
      let id = cell.reference(row)
      guard let reason = project.reviewState(of: id)?.reason else { continue }
      report(
        Problem(
          path: cell.path, location: cell.location ?? row.sourceLocation,
          message: Self.message(row, cell, reason: reason), cell: id))
    }
  }

  /// `"key" in de needs review: its source changed from "old" to "new"`, or the reason.
  private static func message(_ row: RowContext, _ cell: RowContext.Cell, reason: ReviewReason)
    -> String
  {
    let head = "\(Quoted.key(row.key)) in \(cell.language) needs review"
    guard let old = reason.oldSource else { return head + " (\(reason))" }
    guard let new = row.source.value else {
      return head + ": its source changed (it was \(Quoted.text(old)))"
    }
    return head + ": its source changed from \(Quoted.text(old)) to \(Quoted.text(new))"
  }
}

// MARK: - Documentation and examples

extension NeedsReviewRule {
  package static let explanation = """
    A translation that needs review: its source text changed since it was translated (the \
    finding shows the old and the new source text), a machine filled it (`fill`, a \
    translation service), it came in needing review (an XLIFF `needs-review-translation`, a \
    String Catalog's `needs_review` set outside l10nedit), or someone marked it. A String \
    Catalog keeps the state itself; other formats keep it in the project's review file (see \
    [Review states](../Guides/ReviewStates.md)). Off by default: `lint --fail-on \
    needs-review` turns it on as an error, for CI that must not ship a translation awaiting \
    review; `--rule needs-review=info` lists them without failing.
    """

  package static let triggeringExamples = [
    RuleExample([
      "Localizable.xcstrings": #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Delete all notes?" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Alle Notizen löschen?" } }
            }
          }
        },
        "version" : "1.0"
      }

      """#
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "Localizable.xcstrings": #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Delete all notes?" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Alle Notizen löschen?" } }
            }
          }
        },
        "version" : "1.0"
      }

      """#
    ])
  ]
}
