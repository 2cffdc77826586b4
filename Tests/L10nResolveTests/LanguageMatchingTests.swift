import L10nResolve
import Testing

/// One row: the bundle's localizations, the user's preferences, what Apple's matching gives.
struct MatchCase: CustomTestStringConvertible, Sendable {
  let available: [String]
  let preferences: [String]
  let expected: [String]
  let source: String

  /// A row written `available | preferences | expected` with comma-separated lists.
  init(_ row: String, _ source: String) {
    let parts = row.split(separator: "|").map { part in
      part.split(separator: ",").map { String($0.filter { $0 != " " }) }.filter { !$0.isEmpty }
    }
    available = parts[0]
    preferences = parts[1]
    expected = parts.count > 2 ? parts[2] : []
    self.source = source
  }

  var testDescription: String {
    "\(preferences.joined(separator: ",")) in [\(available.joined(separator: ","))] (\(source))"
  }
}

// The lproj sets of ualoc.h's "BEHAVIOR EXAMPLES" and cloctst.c's appleLocs tables.
private let zh1 = "zh_CN, zh_TW"
private let zh2 = "zh_CN, zh_TW, zh_HK"
private let zh3 = "zh_CN, zh_TW, zh_HK, zh_MO"
private let zh4 = "zh_Hans, zh_Hant, zh_Hant_HK"
private let zh5 = "zh_CN, zh_TW, zh_Hans, zh_Hant"
private let zh6 = "zh_CN, zh_TW, zh_HK, zh_Hans, zh_Hant, zh_Hant_HK"
private let en2 = "en, en_AU, en_GB"
private let en3 = "en, en_AU, en_GB, en_CA"
private let en4 = "en, en_AU, en_GB, en_CA, en_IN, en_US"
private let en5 = "en, en_AU, en_GB, en_001"
private let en6 = "en, en_AU, en_GB, en_001, en_150"
private let es2 = "es, es_MX"
private let es3 = "es, es_419"
private let es4 = "es, es_419, es_MX"
private let es5 = "es, es_ES, es_MX"
private let es6 = "es, es_ES, es_419, es_MX"
private let pt2 = "pt, pt_PT"
private let pt3 = "pt, pt_BR, pt_PT"
private let pt4 = "pt, pt_BR"

/// Apple's documented and tested results (ualoc.h, cloctst.c `TestAppleLocalizationsToUse`,
/// TN2418, the issue's examples), as ordered lists.
///
/// Four of ualoc.h's examples are not here: Apple's current ICU answers otherwise and the
/// header warns its examples lag the code (zh-Hant-MO in zh list3 gives zh_MO, zh_TW, zh_HK;
/// zh-HK and zh-Hant-HK in list6 also list zh_TW and zh_HK; en-CA in en list5 gives en).
let matchCases: [MatchCase] = [
  // The issue's examples.
  MatchCase("de, fr, en, es_MX, es | fr-CA, de, en | fr", "issue 14"),
  MatchCase("de, fr, en, es_MX, es | fr-CA, de | fr", "issue 14; corelibs says de"),
  MatchCase("de, en | fr-CA, de, en | de", "issue 14"),
  MatchCase("zh-Hans, zh-Hant | zh-HK | zh-Hant", "issue 14"),
  MatchCase("es, es_ES, es_MX, en | es-419 | es", "issue 14"),
  MatchCase("en, en_GB | en-IN | en_GB, en", "issue 14, TN2418"),
  MatchCase("fr, de, en | fr-CA | fr", "notes 2"),
  MatchCase("es, es-419 | es-MX | es-419, es", "notes 3"),
  MatchCase("es-MX, es | es-AR | es-MX, es", "notes 5: ties go to the earlier entry"),
  MatchCase("en, pt-BR | pt-PT, en | en", "cloctst MM54: pt-PT takes pt-BR only as a last resort"),
  MatchCase("zh-TW, zh-CN, zh-HK | zh-Hans-HK, zh-HK, en | zh-CN", "cloctst MH"),
  MatchCase("en, en-AU | en-GB | en", "notes 16: tie order"),
  MatchCase("en, en-AU, en-GB | en-US, en-GB | en", "cloctst MAC"),
  MatchCase("en, sr | sr-Latn, en | en", "notes 22"),
  MatchCase("es-es, fr-fr | fr-US, fr, en-US | fr-fr", "cloctst M3"),
  MatchCase("fr-CH, ja-JP, fr-CA | fr-FR, ja-JP, fr-CA | fr-CA", "cloctst MAA"),
  MatchCase("zxx, en_HK, en_MO | th_TH | zxx", "cloctst MAF: zxx when nothing matches"),
  // Chinese (ualoc.h).
  MatchCase("\(zh1) | zh | zh_CN", "ualoc.h"),
  MatchCase("\(zh1) | zh-Hant | zh_TW", "ualoc.h"),
  MatchCase("\(zh1) | zh-HK | zh_TW", "ualoc.h"),
  MatchCase("\(zh2) | zh-Hant-HK | zh_HK, zh_TW", "ualoc.h"),
  MatchCase("\(zh2) | zh-HK | zh_HK, zh_TW", "cloctst"),
  MatchCase("\(zh2) | zh-Hans-SG | zh_CN", "ualoc.h"),
  MatchCase("\(zh3) | zh-HK | zh_HK, zh_TW", "ualoc.h"),
  MatchCase("\(zh4) | zh | zh_Hans", "ualoc.h"),
  MatchCase("\(zh4) | zh-TW | zh_Hant", "ualoc.h, cloctst"),
  MatchCase("\(zh4) | zh-HK | zh_Hant_HK, zh_Hant", "ualoc.h"),
  MatchCase("\(zh4) | zh-Hans-HK | zh_Hans", "ualoc.h"),
  MatchCase("\(zh5) | zh-Hans-CN | zh_CN, zh_Hans", "ualoc.h"),
  MatchCase("\(zh5) | zh-Hant-TW | zh_TW, zh_Hant", "ualoc.h"),
  MatchCase("\(zh5) | zh-HK | zh_Hant", "ualoc.h"),
  MatchCase("\(zh5) | zh-SG | zh_Hans", "ualoc.h"),
  MatchCase("\(zh6) | zh-CN | zh_CN, zh_Hans", "ualoc.h"),
  // English (ualoc.h, TN2418).
  MatchCase("English, French | en | English", "cloctst L1"),
  MatchCase("\(en2) | en-US | en", "ualoc.h"),
  MatchCase("\(en2) | en-AU | en_AU, en_GB, en", "ualoc.h, cloctst"),
  MatchCase("\(en2) | en-GB | en_GB, en", "ualoc.h"),
  MatchCase("\(en2) | en-IN | en_GB, en", "ualoc.h, TN2418"),
  MatchCase("\(en2) | en-CA | en", "ualoc.h"),
  MatchCase("\(en2) | en-150 | en_GB, en", "ualoc.h"),
  MatchCase("\(en3) | en-CA | en_CA, en", "ualoc.h"),
  MatchCase("\(en3) | en-IN | en_GB, en", "ualoc.h"),
  MatchCase("\(en4) | en-US | en_US, en", "ualoc.h"),
  MatchCase("\(en4) | en-IN | en_IN, en_GB, en", "ualoc.h"),
  MatchCase("\(en5) | en-GB | en_GB, en_001, en", "ualoc.h, cloctst L5"),
  MatchCase("\(en5) | en-AU | en_AU, en_GB, en_001, en", "ualoc.h"),
  MatchCase("\(en5) | en-IL | en_001, en", "ualoc.h"),
  MatchCase("\(en5) | en-Latn | en", "ualoc.h"),
  MatchCase("\(en6) | en-FR | en_150, en_GB, en_001, en", "ualoc.h"),
  MatchCase("\(en6) | en-150 | en_150, en_GB, en_001, en", "ualoc.h"),
  // Spanish (ualoc.h).
  MatchCase("Spanish, English | es-MX | Spanish", "ualoc.h list1"),
  MatchCase("\(es2) | es-419 | es", "ualoc.h"),
  MatchCase("\(es2) | es-MX | es_MX, es", "ualoc.h"),
  MatchCase("\(es2) | es-AR | es", "ualoc.h, cloctst"),
  MatchCase("\(es3) | es-ES | es", "ualoc.h"),
  MatchCase("\(es3) | es-MX | es_419, es", "ualoc.h"),
  MatchCase("\(es3) | es-AR | es_419, es", "ualoc.h"),
  MatchCase("\(es4) | es-MX | es_MX, es_419, es", "ualoc.h"),
  MatchCase("\(es5) | es-ES | es_ES, es", "ualoc.h"),
  MatchCase("\(es5) | es-419 | es", "ualoc.h"),
  MatchCase("\(es6) | es-419 | es_419, es", "ualoc.h"),
  MatchCase("\(es6) | es-MX | es_MX, es_419, es", "ualoc.h"),
  // Portuguese (ualoc.h, cloctst).
  MatchCase("\(pt2) | pt-BR | pt", "cloctst"),
  MatchCase("\(pt2) | pt-PT | pt_PT, pt", "ualoc.h"),
  MatchCase("\(pt2) | pt-MO | pt_PT, pt", "ualoc.h"),
  MatchCase("\(pt3) | pt-BR | pt_BR, pt", "ualoc.h, cloctst"),
  MatchCase("\(pt3) | pt | pt", "ualoc.h"),
  MatchCase("\(pt4) | pt-PT | pt", "ualoc.h, cloctst"),
  MatchCase("\(pt4) | pt-MO | pt", "ualoc.h"),
  // Aliases and language groups (cloctst).
  MatchCase("sr, sr-Latn | sr-Latn | sr-Latn", "cloctst L5"),
  MatchCase("sr, sr-Latn | sr-Cyrl | sr", "cloctst L5"),
  MatchCase("en, no | nb | no", "cloctst L2"),
  MatchCase("en, nb | no | nb", "cloctst L3"),
  MatchCase("en, he | iw | he", "cloctst L2"),
  MatchCase("en, iw | he | iw", "cloctst L6"),
  // Base never matches; nothing matches.
  MatchCase("Base | en |", "notes 28: Base never matches"),
  MatchCase("Base, de | en |", "Base never matches"),
  MatchCase("de, fr | ja |", "notes 29: nothing matches"),
  MatchCase("de, fr | |", "no preferences"),
]

@Suite struct LanguageMatchingTests {
  @Test("Apple's matching, ordered results", arguments: matchCases)
  func matches(row: MatchCase) {
    #expect(
      LanguageMatching.localizationsToUse(preferences: row.preferences, available: row.available)
        == row.expected)
  }

  @Test("the table has at least 60 rows")
  func tableSize() {
    #expect(matchCases.count >= 60)
  }
}
