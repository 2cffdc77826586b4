import CAppleLocale

/// Apple's matching of a user's preferred languages against a bundle's localizations.
///
/// The answer is Apple's own `ualoc_localizationsToUse`, called in Apple's ICU (the Swift
/// toolchain's `_FoundationICU` on Linux, `libicucore` on macOS): parent overrides such as
/// `en_IN → en_GB`, `es_MX → es_419`, `zh_HK → zh_Hant`, script and alias handling, and the
/// tie-breaking order are Apple's, not tables of ours.
package enum LanguageMatching {
  /// The localizations a user preferring `preferences` (BCP 47 or ICU IDs, best first) gets
  /// from `available` (`.lproj` names), best first; empty when none matches.
  ///
  /// The result holds elements of `available` as given: the chosen localization, then the
  /// ones it falls back to. `Base` never matches.
  package static func localizationsToUse(preferences: [String], available: [String]) -> [String] {
    guard !preferences.isEmpty, !available.isEmpty else { return [] }
    let indices: [Int32]?? = withCStrings(preferences) { preferred in
      withCStrings(available) { offered -> [Int32] in
        var indices = [Int32](repeating: -1, count: available.count)
        let count = capple_localizations_to_use(
          preferred, Int32(preferences.count), offered, Int32(available.count), &indices,
          Int32(available.count))
        return Array(indices.prefix(Int(max(count, 0))))
      }
    }
    return (indices.flatMap { $0 } ?? []).map { available[Int($0)] }
  }

  /// Calls `body` with a C array of C strings that live as long as the call; `nil` for no
  /// strings.
  private static func withCStrings<R>(
    _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R
  ) -> R? {
    let copies = strings.map { string -> UnsafeMutablePointer<CChar> in
      let utf8 = Array(string.utf8CString)
      let copy = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count)
      copy.initialize(from: utf8, count: utf8.count)
      return copy
    }
    defer { for copy in copies { copy.deallocate() } }
    let pointers = copies.map { UnsafePointer<CChar>?($0) }
    return pointers.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map(body)
    }
  }
}
