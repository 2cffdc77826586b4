import L10nGrammar
import L10nModel

/// `mixed-scripts`: a translation has letters of a script its language is not written in (and
/// its source does not use) — Cyrillic in a German text, Japanese kana in Chinese, Latin
/// look-alikes inside a Cyrillic word.
///
/// Latin is accepted everywhere (names, code, units); which scripts each language uses is data
/// (L10nGrammar's `LanguageScripts`); a language the table does not know is not checked.
package struct MixedScriptsRule: RowRule, FormTextRule {
  package static let id = "mixed-scripts"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "A translation has letters of a script its language does not use (Cyrillic in German)."

  /// Creates the rule.
  package init() {}

  /// Whether a text with these facts may have what the rule looks for (a function, not a key
  /// path: applying a key path cost more than the test).
  private static func hasNonASCII(_ facts: TextFacts) -> Bool { facts.hasNonASCII }

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    var sourceScripts: ScriptSet?
    // Pure ASCII is Latin and symbols: nothing to find.
    TranslationCheck.eachCell(row, where: Self.hasNonASCII, report: report) {
      value, source, index in
      let language = row.translations[index].language
      // The language's scripts, found once for its column when the row was read.
      guard
        let scripts =
          row.translations[index].hasLanguageTables
          ? row.translations[index].scripts : LanguageScripts.scriptSet(of: language)
      else { return nil }
      let inSource = sourceScripts ?? Self.scripts(of: source)
      sourceScripts = inSource
      let foreign = Self.scripts(of: value).subtracting(scripts).subtracting(inSource)
        .subtracting(Self.latin)
      if !foreign.isEmpty {
        let named = Self.names(foreign)
        return Joined.text(
          "has letters of ", named, ", a script ", language.code, " is not written in")
      }
      if let word = Self.mixedWord(value, scripts: scripts) {
        return "mixes Latin letters into the word “\(word)”"
      }
      return nil
    }
  }

  /// The names of `scripts` in their order, joined by commas (one script's, the most common
  /// case, from a table).
  private static func names(_ scripts: ScriptSet) -> String {
    guard scripts.bits & (scripts.bits &- 1) != 0 else {
      return names[scripts.bits.trailingZeroBitCount]
    }
    return scripts.sortedByName.map(\.rawValue).joined(separator: ", ")
  }

  /// Each script's name, by its place among the cases (`Script.ordinal`).
  private static let names = Script.allCases.map(\.rawValue)

  private static let latin = ScriptSet([.latin])
  private static let cyrillicOrGreek = ScriptSet([.cyrillic, .greek])

  /// The scripts of the letters of `text` beyond ASCII.
  static func scripts(of text: String) -> ScriptSet {
    var scripts = ScriptSet()
    var copy = text
    copy.withUTF8 { bytes in
      // Scalars beyond ASCII decoded from their bytes (the text is valid UTF-8); ASCII bytes,
      // most of most texts, skipped one by one.
      var index = 0
      while index < bytes.count {
        let lead = bytes[index]
        guard lead >= 0xC0 else {
          index += 1
          continue
        }
        var value = UInt32(lead & 0x1F)
        var length = 2
        if lead >= 0xF0 {
          (value, length) = (UInt32(lead & 0x07), 4)
        } else if lead >= 0xE0 {
          (value, length) = (UInt32(lead & 0x0F), 3)
        }
        for offset in 1..<min(length, bytes.count - index) {
          value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        if let scalar = Unicode.Scalar(value), let script = Script.of(scalar) {
          scripts.insert(script)
        }
        index += length
      }
    }
    return scripts
  }

  /// Latin letters drawn like Cyrillic or Greek ones.
  private static let lookAlikes = Set("aceopxyABCEHKMOPTXi".unicodeScalars)

  /// A word of Cyrillic or Greek letters with Latin look-alikes among them, in a language
  /// written in one of those two.
  ///
  /// A look-alike slipped in, as in `Фaйл` with a Latin `a`; a Latin abbreviation with a
  /// suffix, as in `URLи`, is written so on purpose.
  private static func mixedWord(_ text: String, scripts: ScriptSet) -> Substring? {
    guard !scripts.contains(.latin), scripts.bits & cyrillicOrGreek.bits != 0,
      hasLatinBesideOther(text)
    else { return nil }
    for word in text.split(whereSeparator: { !$0.isLetter }) {
      var latin: [Unicode.Scalar] = []
      var hasOther = false
      for scalar in word.unicodeScalars {
        switch Script.of(scalar) {
        case .latin: latin.append(scalar)
        case .some(let script) where scripts.contains(script): hasOther = true
        default: break
        }
      }
      if hasOther, !latin.isEmpty, latin.allSatisfy(lookAlikes.contains) { return word }
    }
    return nil
  }
}

extension MixedScriptsRule {
  /// Whether an ASCII letter touches a letter or mark beyond ASCII that is not a Latin letter
  /// in `text`: a word mixing Latin look-alikes (all ASCII) with other letters has one such
  /// place (words are runs of letters; a word with a Latin letter beyond ASCII, as `é`, mixes
  /// in no look-alike only).
  fileprivate static func hasLatinBesideOther(_ text: String) -> Bool {
    func isASCIILetter(_ value: UInt32) -> Bool { value | 0x20 >= 0x61 && value | 0x20 <= 0x7A }
    // First the bytes: most texts have no ASCII letter beside a byte beyond ASCII at all.
    var copy = text
    let bytesMayHave = copy.withUTF8 { bytes in
      var previous: UInt8 = 0x20
      for byte in bytes {
        if (byte >= 0x80 && isASCIILetter(UInt32(previous)))
          || (previous >= 0x80 && isASCIILetter(UInt32(byte)))
        {
          return true
        }
        previous = byte
      }
      return false
    }
    guard bytesMayHave else { return false }
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      let (before, now) = (previous.value, scalar.value)
      if before < 0x80, now >= 0x80, isASCIILetter(before), Script.of(scalar) != .latin {
        return true
      }
      if now < 0x80, before >= 0x80, isASCIILetter(now), Script.of(previous) != .latin {
        return true
      }
      previous = scalar
    }
    return false
  }
}

// MARK: - Documentation and examples

extension MixedScriptsRule {
  package static let explanation = """
    A translation has letters of a script its language is not written in and its source does \
    not use — Cyrillic in a German text, Japanese kana in a Chinese one, Devanagari in \
    Bengali — or, in a language written in Cyrillic or Greek, a word mixing in Latin \
    look-alikes (`Фaйл` with a Latin `a`): a copy-paste or machine-translation slip that \
    looks right and breaks search. Latin is accepted everywhere (names, code, units); the \
    scripts of each language are data (L10nGrammar's `LanguageScripts`), and a language it \
    does not list is not checked.
    """

  package static let triggeringExamples = RuleExample.translations(
    of: "Open file",
    [
      "de": "Datei öffnen файл",
      "zh-Hans": "打开の文件",
      "ar": "افتح الملف फ़ाइल",
      "bn": "ফাইল खोलें",
      "ru": "Открыть фaйл",
    ])

  package static let nonTriggeringExamples = [
    RuleExample.translation("Open file", "de", "Datei öffnen"),
    RuleExample.translation("Open file in Xcode", "ja", "Xcodeでファイルを開く"),
    RuleExample.translation("Open file", "ar", "افتح ملف PDF"),
    RuleExample.translation("Open file", "hi", "फ़ाइल खोलें"),
  ]
}
