import L10nModel
import Testing

@Suite("lproj names")
struct LprojNameTests {
  @Test("legacy and underscore codes normalize to Xcode's folder names")
  func normalized() throws {
    let expected = [
      "zh_CN": "zh-Hans", "zh_TW": "zh-Hant", "zh-CN": "zh-Hans", "zh_SG": "zh-Hans",
      "zh_HK": "zh-HK", "es_MX": "es-MX", "pt_br": "pt-BR", "es_419": "es-419",
      "zh-hant": "zh-Hant", "en": "en", "Base": "Base", "iw": "he", "tl": "fil",
      "sr_Latn_RS": "sr-Latn-RS", "fil": "fil",
    ]
    for (code, folder) in expected {
      #expect(try LprojName(validating: code).normalized.code == folder, "\(code)")
    }
  }

  @Test("codes that are not folder names are refused with a reason")
  func invalid() {
    let reasons = [
      "": "an empty language code",
      "../x": "\"../x\" is a path, not a language code",
      "..": "\"..\" is a path, not a language code",
      "a b": "a language code has only letters, digits, '-' and '_'; \"a b\" has U+0020 (a space)",
      "a\u{7}": "a language code has only letters, digits, '-' and '_'; \"a?\" has U+0007 "
        + "(a control character)",
      "-en": "a language code starts with a letter; \"-en\" does not",
      "fr.lproj": "a language code has only letters, digits, '-' and '_'; \"fr.lproj\" has '.'",
    ]
    for (code, reason) in reasons {
      do {
        _ = try LprojName(validating: code)
        Issue.record("\(code) was accepted")
      } catch {
        #expect(error.reason == reason)
        #expect(error.code == code)
      }
    }
    #expect(throws: LprojName.Invalid.self) {
      try LprojName(validating: String(repeating: "a", count: 65))
    }
  }

  @Test("codes collide when they differ only in case or _ against -")
  func collisions() throws {
    #expect(
      try LprojName(validating: "es_MX").collisionKey
        == LprojName(validating: "ES-mx").collisionKey)
    #expect(
      try LprojName(validating: "es-MX").collisionKey
        != LprojName(validating: "es-419").collisionKey)
  }
}
