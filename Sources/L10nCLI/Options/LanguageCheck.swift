import L10nFormats
import L10nModel

/// Language codes named on the command line or in the settings file, checked against the
/// project's: an unknown one is exit status 2 with the project's languages and the likeliest
/// meant, never a silent empty column (a CI gate that passes because `--source-language jp`
/// compares nothing).
enum LanguageCheck {
  /// Fails with exit status 2 and a message unless every one of `codes` is a language of
  /// `project`.
  ///
  /// A language of the project is one of its files, `.lproj` folders or catalog
  /// localizations. `named` says where the codes were given: `--source-language`, `the
  /// settings file's sourceLanguage`.
  static func require(_ codes: [LanguageID], named: String, in project: Project) throws {
    let known = present(in: project)
    for code in codes where !known.contains(code) {
      let choices = known.sorted()
      let hint = suggestion(for: code, among: choices).map { " (did you mean \($0)?)" } ?? ""
      Output.standardError(
        "error: \(named) \(code): the project has no language \"\(code)\"\(hint); its "
          + "languages: \(choices.map(\.code).joined(separator: ", "))")
      throw ExitStatus.failure
    }
  }

  /// The languages the project has: those of its files and catalogs and of the `.lproj`
  /// folders beside them (not a source language forced onto it without files).
  static func present(in project: Project) -> Set<LanguageID> {
    var languages = Set(project.files.filter { !$0.isCatalog }.map(\.language))
    for bundle in project.bundleLanguages.values { languages.formUnion(bundle) }
    for file in project.files {
      languages.formUnion(file.cellDocument?.languages ?? [])
    }
    return languages
  }

  /// The language of `choices` most likely meant by `code`: the same code but for case and
  /// `_`/`-`, a country code written for its language (`jp` → `ja`), or one within an edit (two for codes longer than three letters).
  static func suggestion(for code: LanguageID, among choices: [LanguageID]) -> LanguageID? {
    let wanted = folded(code.code)
    if let same = choices.first(where: { folded($0.code) == wanted }) { return same }
    if let language = countryCodes[wanted] {
      // A country's code: its language, or nothing (another code one letter off is a guess).
      return choices.first { folded($0.code).split(separator: "-").first == Substring(language) }
    }
    // Any two-letter code is two edits from any other: short codes get one.
    let allowed = wanted.count <= 3 ? 1 : 2
    let scored = choices.map { ($0, EditDistance.between(wanted, folded($0.code))) }.filter {
      $0.1 <= allowed
    }
    return scored.min { $0.1 < $1.1 }?.0
  }

  /// Country codes people write for a language, and the language.
  private static let countryCodes: [String: String] = [
    "jp": "ja", "cn": "zh", "tw": "zh", "kr": "ko", "dk": "da", "se": "sv", "gr": "el", "cz": "cs",
    "ua": "uk", "br": "pt", "il": "he", "ir": "fa", "vn": "vi", "no": "nb", "ee": "et", "by": "be",
    "kz": "kk", "gb": "en", "us": "en", "at": "de", "ch": "de", "mx": "es", "ar": "es", "in": "hi",
  ]

  private static func folded(_ code: String) -> String {
    String(code.lowercased().map { $0 == "_" ? "-" : $0 })
  }
}
