import L10nModel

/// How a rewrite localizes a Swift text (Objective-C's is always `NSLocalizedString(@"…",
/// @"comment")`): what the project's code uses most, or the settings' `localizingForm`.
package enum LocalizingForm: String, CaseIterable, Sendable {
  /// `String(localized: "…", comment: "…")`: interpolations stay in the literal (a
  /// `String.LocalizationValue`).
  case stringLocalized = "String(localized:)"
  /// `NSLocalizedString("…", comment: "…")`, in `String(format:…, args)` when interpolated.
  case nsLocalizedString = "NSLocalizedString"
  /// The generated accessors (`l10nedit gen swift`'s, SwiftGen's): `L10n.Settings.title`, or
  /// `L10n.filesLeft(count)` for a text with values; named by the caller's `AccessorNaming`.
  /// A `String(format:)` text's format takes `NSLocalizedString` (its arguments are outside
  /// the text).
  case generated

  /// The form the project's Swift code uses most: the generated accessors when the keys it
  /// looks up through them outnumber `NSLocalizedString` and `String(localized:)` together,
  /// else `String(localized:)` against `NSLocalizedString`; on a tie, `String(localized:)` for
  /// a String Catalog (Apple's pairing since Xcode 15), else `NSLocalizedString`, which every
  /// OS version has (`String(localized:)` needs iOS 15 / macOS 12).
  package static func detected(in usage: CodeUsage, catalog: Bool = false) -> LocalizingForm {
    var modern = 0
    var classic = 0
    var generated = 0
    for reference in usage.references
    where !reference.path.hasSuffix(".m") && !reference.path.hasSuffix(".h")
      && !reference.path.hasSuffix(".mm") && !reference.path.hasSuffix(".c")
    {
      if reference.routine == "NSLocalizedString" {
        classic += 1
      } else if reference.routine.hasSuffix("(localized:)") {
        modern += 1
      } else if isGeneratedAccessor(reference.routine) {
        generated += 1
      }
    }
    if generated > modern + classic { return .generated }
    if modern == classic { return catalog ? .stringLocalized : .nsLocalizedString }
    return classic > modern ? .nsLocalizedString : .stringLocalized
  }

  /// The project's own localizing function its Swift code looks keys up through more than
  /// through both standard forms (`localizedString("…")`: a settings routine or a wrapper the
  /// scanner recognised), if any.
  ///
  /// A routine counts when its name is a lower-camel-case identifier (SwiftUI's views and the
  /// standard macros are capitalised); the most used one is taken.
  package static func detectedRoutine(in usage: CodeUsage) -> String? {
    var counts: [String: Int] = [:]
    var standard = 0
    for reference in usage.references where reference.path.hasSuffix(".swift") {
      let routine = reference.routine
      if routine == "NSLocalizedString" || routine.hasSuffix("(localized:)") {
        standard += 1
      } else if let first = routine.first, first.isLowercase,
        routine.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
      {
        counts[routine, default: 0] += 1
      }
    }
    guard let (routine, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
      count > standard
    else { return nil }
    return routine
  }

  /// Whether `routine` names a generated accessor: the scanner names a referenced accessor by
  /// its path (`L10n.Alert.title`), a capitalised enum and its members, no call.
  package static func isGeneratedAccessor(_ routine: String) -> Bool {
    routine.contains(".") && !routine.contains("(") && routine.first?.isUppercase == true
  }
}
