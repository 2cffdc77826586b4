import Foundation
import L10nModel
import L10nTranslate

/// apertium's translation directions ("modes": `eng-spa`, `eng-cat_valencia`) and which one
/// translates between two of l10nedit's language codes.
///
/// apertium names languages with ISO 639-3 codes (`eng`, `spa`, `cat`); a mode's target may
/// carry a variant (`eng-cat_valencia`, `spa-eng_US`). A language code of l10nedit (`es`,
/// `es-419`, `ca-ES-valencia`, `en`) maps to its language's three letters; a variant or region
/// of the target picks the mode of that variant when one is installed, else the plain mode
/// (apertium's Spanish is Spain's: an `es-419` result is a first draft to review like any
/// other).
package struct ApertiumModes: Hashable, Sendable {
  /// The installed modes, as `apertium -l` lists them.
  package var names: Set<String>

  /// The modes `apertium -l` listed in `listing` (one a line, indented).
  package init(listing: String) {
    names = Set(
      listing.split(whereSeparator: \.isNewline)
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.contains(" ") })
  }

  /// Modes given by name.
  package init(names: Set<String>) {
    self.names = names
  }

  /// The mode that translates `source` into `target` (l10nedit's codes), or why none does.
  package func mode(from source: String, to target: String) -> Result<String, ProviderFailure> {
    guard let from = Self.apertiumCode(source) else {
      return .failure(ProviderFailure("apertium: no apertium language code is known for \(source)"))
    }
    guard let into = Self.apertiumCode(target) else {
      return .failure(ProviderFailure("apertium: no apertium language code is known for \(target)"))
    }
    let plain = "\(from)-\(into)"
    let variants = target.split(separator: "-").dropFirst().map { "\(plain)_\($0)" }
    if let variant = variants.first(where: { names.contains($0) }) { return .success(variant) }
    if names.contains(plain) { return .success(plain) }
    let installed = names.isEmpty ? "none" : names.sorted().joined(separator: ", ")
    return .failure(
      ProviderFailure(
        "apertium has no \(plain) pair installed (installed: \(installed)); "
          + Self.installAdvice(from: from, to: into)))
  }

  /// The mode's name without a variant (`eng-spa` from `en` into `es-MX`), as said before
  /// apertium's installed modes are known; a language without an apertium code is named as it is.
  package static func plainMode(from source: LanguageID, to target: LanguageID) -> String {
    "\(apertiumCode(source.code) ?? source.code)-\(apertiumCode(target.code) ?? target.code)"
  }

  /// How to install the pair between two apertium codes.
  static func installAdvice(from source: String, to target: String) -> String {
    let package = debianPairs.first { $0.languages == Set([source, target]) }?.package
    guard let package else {
      return "on Debian or Ubuntu, `apt-cache search apertium` lists the pairs there are"
    }
    return "on Debian or Ubuntu: `sudo apt-get install \(package)`"
  }

  /// What to do when the `apertium` program is not found.
  package static let notInstalled =
    "apertium is not installed (no `apertium` program on PATH): on Debian or Ubuntu, "
    + "`sudo apt-get install apertium apertium-eng-spa` (and the pair packages you need, "
    + "such as apertium-eng-cat); Homebrew has no formula for it: see "
    + "https://wiki.apertium.org/wiki/Installation"

  /// Debian's packages of pairs with English (`apt-cache search apertium`, Debian 13).
  static let debianPairs: [(languages: Set<String>, package: String)] = [
    (["eng", "spa"], "apertium-eng-spa"), (["eng", "cat"], "apertium-eng-cat"),
    (["eng", "glg"], "apertium-en-gl"), (["eng", "isl"], "apertium-isl-eng"),
    (["eng", "mkd"], "apertium-mkd-eng"), (["eng", "hbs"], "apertium-hbs-eng"),
    (["eng", "epo"], "apertium-eo-en"), (["eng", "eus"], "apertium-eu-en"),
  ]

  /// The apertium (ISO 639-3) code of a language code of l10nedit, or `nil` when none is known.
  ///
  /// The first subtag is mapped; a three-letter one is taken as it is.
  static func apertiumCode(_ code: String) -> String? {
    guard let first = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first else {
      return nil
    }
    let language = first.lowercased()
    guard language.allSatisfy({ $0 >= "a" && $0 <= "z" }) else { return nil }
    if language.count == 3 { return language }
    return alpha3[language]
  }

  /// Two-letter codes of the languages apertium has pairs for, and their three letters.
  static let alpha3: [String: String] = [
    "af": "afr", "an": "arg", "ar": "ara", "be": "bel", "bg": "bul", "br": "bre", "bs": "hbs",
    "ca": "cat", "cs": "ces", "cy": "cym", "da": "dan", "de": "deu", "en": "eng", "eo": "epo",
    "es": "spa", "eu": "eus", "fr": "fra", "ga": "gle", "gl": "glg", "hi": "hin", "hr": "hbs",
    "id": "ind", "is": "isl", "it": "ita", "kk": "kaz", "mk": "mkd", "ms": "zlm", "mt": "mlt",
    "nb": "nob", "nl": "nld", "nn": "nno", "no": "nob", "oc": "oci", "pl": "pol", "pt": "por",
    "ro": "ron", "ru": "rus", "sc": "srd", "se": "sme", "sk": "slk", "sl": "slv", "sr": "hbs",
    "sv": "swe", "tr": "tur", "tt": "tat", "uk": "ukr", "ur": "urd",
  ]
}
