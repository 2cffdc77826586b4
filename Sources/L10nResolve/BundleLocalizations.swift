/// A bundle's localizations and development region, and CFBundle's rules on top of Apple's
/// matching: the search list `NSLocalizedString` uses and the order it looks in.
///
/// From swift-corelibs-foundation's `CFBundle_Locale.c` and `CFBundle_Resources.c` (see
/// Documentation/Development/LanguageMatching.md, "Two layers").
package struct BundleLocalizations: Hashable, Sendable {
  /// The `.lproj` names (and `CFBundleLocalizations`), including `Base`.
  package var localizations: [String]
  /// `CFBundleDevelopmentRegion`: the language of the source text.
  package var developmentRegion: String

  /// A bundle with these localizations and development region.
  package init(localizations: [String], developmentRegion: String) {
    self.localizations = localizations
    self.developmentRegion = developmentRegion
  }

  /// `Bundle.preferredLocalizations(from:forPreferences:)`: Apple's matching, or the first
  /// localization when nothing matches (the development region plays no part).
  package func preferredLocalizations(for preferences: [String]) -> [String] {
    let matched = LanguageMatching.localizationsToUse(
      preferences: preferences, available: localizations)
    return matched.isEmpty ? Array(localizations.prefix(1)) : matched
  }

  /// The localizations Apple's matching gives for `preferences`, before CFBundle's
  /// fallbacks: empty when none of the user's languages matches.
  package func matchedLocalizations(for preferences: [String]) -> [String] {
    LanguageMatching.localizationsToUse(preferences: preferences, available: candidates)
  }

  /// The localizations, plus the development region when `Base.lproj` exists and no
  /// localization stands for it already: an old-style name (`English.lproj` for `en`), which
  /// Apple's matching pairs with the region, is that localization.
  private var candidates: [String] {
    guard localizations.contains("Base"), !localizations.contains(developmentRegion) else {
      return localizations
    }
    let oldStyle = localizations.filter { name in
      name != "Base" && name.count > 3 && name.first?.isUppercase == true
        && name.allSatisfy(\.isLetter)
    }
    if !oldStyle.isEmpty,
      !LanguageMatching.localizationsToUse(preferences: [developmentRegion], available: oldStyle)
        .isEmpty
    {
      return localizations
    }
    return localizations + [developmentRegion]
  }

  /// The localizations CFBundle searches for a user preferring `preferences`, best first.
  ///
  /// Apple's matching over the localizations (plus the development region when `Base.lproj`
  /// exists and the region is not listed); when nothing matches, the development region, else
  /// `en_US`, else the first localization; the development region is appended when missing.
  package func searchList(for preferences: [String]) -> [String] {
    let candidates = self.candidates
    var list = matchedLocalizations(for: preferences)
    if list.isEmpty {
      let fallback =
        [developmentRegion, "en_US"].first(where: candidates.contains) ?? candidates.first
      list = fallback.map { [$0] } ?? []
    }
    if !list.contains(developmentRegion) { list.append(developmentRegion) }
    return list
  }

  /// The `.lproj` folders a resource (a strings table) is looked for in, in order: the first
  /// of the search list, then `Base` when the bundle has it, then the rest of the list.
  package func lookupOrder(for preferences: [String]) -> [String] {
    let list = searchList(for: preferences)
    guard let first = list.first else { return [] }
    var order = [first]
    if localizations.contains("Base"), first != "Base" { order.append("Base") }
    order += list.dropFirst().filter { !order.contains($0) }
    return order
  }
}
