import L10nModel

/// How a rewrite localizes a Swift text (Objective-C's is always `NSLocalizedString(@"…",
/// @"comment")`): what the project's code uses most, or the settings' `localizingForm`.
package enum LocalizingForm: String, CaseIterable, Sendable {
  /// `String(localized: "…", comment: "…")`: interpolations stay in the literal (a
  /// `String.LocalizationValue`).
  case stringLocalized = "String(localized:)"
  /// `NSLocalizedString("…", comment: "…")`, in `String(format:…, args)` when interpolated.
  case nsLocalizedString = "NSLocalizedString"

  /// The form the project's Swift code uses most (`String(localized:)` against
  /// `NSLocalizedString`); on a tie, `String(localized:)` for a String Catalog (Apple's
  /// pairing since Xcode 15), else `NSLocalizedString`, which every OS version has
  /// (`String(localized:)` needs iOS 15 / macOS 12).
  package static func detected(in usage: CodeUsage, catalog: Bool = false) -> LocalizingForm {
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
    if modern == classic { return catalog ? .stringLocalized : .nsLocalizedString }
    return classic > modern ? .nsLocalizedString : .stringLocalized
  }
}
