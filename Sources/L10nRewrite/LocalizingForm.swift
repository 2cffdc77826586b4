import L10nModel

/// How a rewrite localizes a Swift text (Objective-C's is always `NSLocalizedString(@"…",
/// @"comment")`): what the project's code uses most, or the settings' `localizingForm`.
package enum LocalizingForm: String, CaseIterable, Sendable {
  /// `String(localized: "…", comment: "…")`: interpolations stay in the literal (a
  /// `String.LocalizationValue`).
  case stringLocalized = "String(localized:)"
  /// `NSLocalizedString("…", comment: "…")`, in `String(format:…, args)` when interpolated.
  case nsLocalizedString = "NSLocalizedString"

  /// The form the project's Swift code uses most (`String(localized:)`/`LocalizedStringKey`
  /// lookups against `NSLocalizedString`); on a tie, `String(localized:)` — the form for a
  /// String Catalog and Apple's default since iOS 16.
  package static func detected(in usage: CodeUsage) -> LocalizingForm {
    var modern = 0
    var classic = 0
    for reference in usage.references
    where !reference.path.hasSuffix(".m") && !reference.path.hasSuffix(".h")
      && !reference.path.hasSuffix(".mm") && !reference.path.hasSuffix(".c")
    {
      if reference.routine == "NSLocalizedString" {
        classic += 1
      } else if reference.routine.hasSuffix("(localized:)") {
        modern += 1
      }
    }
    return classic > modern ? .nsLocalizedString : .stringLocalized
  }
}
