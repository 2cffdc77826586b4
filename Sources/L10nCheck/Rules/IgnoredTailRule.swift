import L10nModel

/// `ignored-tail`: a file Apple's reader stops reading early, without an error.
///
/// That is after a second `;`, or at an unterminated key or comment after the last entry. The
/// rest of the file is never read on a device; l10nedit reads the file as Apple does and keeps
/// that text.
package struct IgnoredTailRule: FileRule {
  package static let id = "ignored-tail"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "Apple's reader stops reading a .strings file early: the text after that place is never read."

  /// Creates the rule.
  package init() {}

  package func check(_ file: LocalizationFile, in project: Project, report: (Problem) -> Void) {
    guard let tail = file.cellDocument?.ignoredTail else { return }
    report(Problem(path: file.path, location: tail.location, message: tail.reason))
  }
}

// MARK: - Documentation and examples

extension IgnoredTailRule {
  package static let explanation = """
    Apple's `.strings` reader (CoreFoundation's, which `Bundle` uses) stops reading a file \
    without an error where, after an entry, no key can start: a second `;` (`"a" = "1";;`), a \
    character no key starts with (`}`, `=`, `#`, a letter outside ASCII, a byte-order mark), a \
    key whose quote is never closed, or a `/*` comment that is never closed. Everything after \
    that place is silently never read on a device, so its keys show untranslated. l10nedit \
    reads such a file as Apple does — its entries up to that place — and keeps the rest byte \
    for byte at the end of the file (new keys go before it, so they are read); remove the \
    character, or close the quote or comment, so that the rest is read again.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "done" = "Done";;
      "cancel" = "Cancel";

      """#
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "done" = "Done";
      "cancel" = "Cancel";

      """#
    ])
  ]
}
