import L10nModel
import Testing

@testable import L10nCheck

@Suite("FindingList: findings stored compactly")
struct FindingListTests {
  static func finding(
    _ rule: String, _ path: String, _ line: Int, _ column: Int = 1, _ message: String,
    _ severity: Severity = .warning, cell: CellID? = nil
  ) -> Finding {
    Finding(
      ruleID: rule, severity: severity, path: path,
      location: SourceLocation(line: line, column: column), message: message, cell: cell)
  }

  static let cellDE = CellID(
    table: TableID("Localizable"), key: LocalizationKey("greeting"), language: LanguageID("de"))
  static let cellJA = CellID(
    table: TableID("Localizable"), key: LocalizationKey("greeting"), language: LanguageID("ja"))
  static let cellOther = CellID(
    table: TableID("Settings"), key: LocalizationKey("👋 \u{202E}title"),
    language: LanguageID("ar"))

  static let sample = [
    finding("missing-translation", "de.lproj/Localizable.strings", 3, 5, "\"greeting\" is missing"),
    finding(
      "format-mismatch", "ja.lproj/Localizable.strings", 10, 1, "「%@」 ≠ %d", .error, cell: cellJA),
    finding("format-mismatch", "de.lproj/Localizable.strings", 2, 1, "Grüße: %@", cell: cellDE),
    finding("empty-value", "ar.lproj/Settings.strings", 7, 3, "", .info, cell: cellOther),
    finding("empty-value", "ar.lproj/Settings.strings", 7, 3, "مرحبا", .info, cell: cellOther),
  ]

  @Test("every field, cell or none, non-ASCII and empty messages, reads back as appended")
  func roundTrip() {
    let list = FindingList(Self.sample)
    #expect(list.count == Self.sample.count)
    #expect(Array(list) == Self.sample)
  }

  @Test(
    "messages naming their key read back exactly: the key twice, inside a longer word, non-ASCII, empty, or absent; alike messages stored once"
  )
  func messagesWithTheirKeys() {
    let keys = ["greeting", "a", "👋 \u{202E}title", "", "key.1", "key.10", "é", "e\u{301}"]
    let templates = [
      { (key: String) in "\"\(key)\" has no translation in de" },
      { (key: String) in "\(key)\(key) twice: \(key)" },
      { (key: String) in "no key here" },
      { (key: String) in "prefix\(key)suffix, then \"\(key)\"" },
      { (key: String) in "" },
      { (key: String) in "\u{FFFD} \(key) \u{10FFFF}" },
    ]
    var findings: [Finding] = []
    for key in keys {
      for (number, template) in templates.enumerated() {
        let cell = CellID(
          table: TableID("Localizable"), key: LocalizationKey(key), language: LanguageID("de"))
        findings.append(
          Self.finding(
            "rule", "de.lproj/Localizable.strings", number + 1, 1, template(key), cell: cell))
        // The same message without a cell keeps the key's text as it is.
        findings.append(Self.finding("rule", "de.lproj/Localizable.strings", 1, 1, template(key)))
      }
    }
    let list = FindingList(findings)
    #expect(Array(list) == findings)
    #expect(list.map(\.message) == findings.map(\.message))

    // A gap message for each of 1,000 keys is stored once, the key left out.
    let gaps = FindingList(
      (0..<1_000).map { index in
        let cell = CellID(
          table: TableID("Localizable"), key: LocalizationKey("key.\(index)"),
          language: LanguageID("de"))
        return Self.finding(
          "missing-translation", "en.lproj/Localizable.strings", index + 1, 1,
          "\"key.\(index)\" has no translation in de", cell: cell)
      })
    #expect(gaps[999].message == "\"key.999\" has no translation in de")
    #expect(gaps.storedMessageBytes < 40)
  }

  @Test(
    "messages naming their language read back exactly: inside the key, twice, inside a word, absent; a thousand languages' gaps stored once"
  )
  func messagesWithTheirLanguages() {
    let cells = [
      ("greeting", "de"), ("de.title", "de"), ("in", "in"), ("a", "zh-Hant"), ("x", "de"),
      ("ab-1", "ab-1"), ("é", "e\u{301}"),
    ]
    let templates = [
      { (key: String, language: String) in "\"\(key)\" has no translation in \(language)" },
      { (key: String, language: String) in
        "\"\(key)\" has no translation in \(language) (\(language).lproj has no L.strings)"
      },
      { (key: String, language: String) in "decided in \(language): \(key)\(language)" },
      { (key: String, language: String) in "no language here" },
      { (key: String, language: String) in "\(language)" },
    ]
    var findings: [Finding] = []
    for (key, language) in cells {
      for (number, template) in templates.enumerated() {
        let cell = CellID(
          table: TableID("L"), key: LocalizationKey(key), language: LanguageID(language))
        findings.append(
          Self.finding(
            "rule", "en.lproj/L.strings", number + 1, 1, template(key, language), cell: cell))
      }
    }
    #expect(Array(FindingList(findings)) == findings)

    // One key's gaps in 1,000 languages: one message, the key and the language left out.
    let gaps = FindingList(
      (0..<1_000).map { index in
        let language = "ab-\(index)"
        let cell = CellID(
          table: TableID("L"), key: LocalizationKey("key.0"), language: LanguageID(language))
        return Self.finding(
          "missing-translation", "L.xcstrings", 3, 5,
          "\"key.0\" has no translation in \(language)", cell: cell)
      })
    #expect(gaps[999].message == "\"key.0\" has no translation in ab-999")
    #expect(gaps.storedMessageBytes < 40)
  }

  @Test("appended lists keep every finding of each, in order, with their own paths, rules and keys")
  func appending() {
    var list = FindingList(Self.sample.prefix(2))
    for part in [
      FindingList(), FindingList(Self.sample.suffix(3)), FindingList(Self.sample.reversed()),
    ] {
      list.append(contentsOf: part)
    }
    #expect(Array(list) == Self.sample + Self.sample.reversed())
  }

  /// `findings` sorted as `FindingList.sort` promises: path, line, column, rule, message, then
  /// the order added.
  static func sortedByPromise(_ findings: [Finding]) -> [Finding] {
    findings.enumerated().sorted { lhs, rhs in
      let (left, right) = (lhs.element, rhs.element)
      if left.path != right.path { return left.path < right.path }
      if left.location != right.location { return left.location < right.location }
      if left.ruleID != right.ruleID { return left.ruleID < right.ruleID }
      if left.message != right.message { return left.message < right.message }
      return lhs.offset < rhs.offset
    }
    .map(\.element)
  }

  @Test("sorted by path, line, column, rule, then message; equal findings keep their order")
  func sorting() {
    var list = FindingList(Self.sample + [Self.sample[0]])
    list.sort()
    #expect(Array(list) == Self.sortedByPromise(Self.sample + [Self.sample[0]]))
    // The two Settings findings differ only in their message: the empty one first.
    #expect(list.first?.path == "ar.lproj/Settings.strings")
    #expect(list.first?.message == "")
  }

  @Test("sorted across parts, sorted again after more are appended: still in the order added")
  func sortingParts() {
    var list = FindingList(Self.sample.reversed())
    list.sort()
    list.append(contentsOf: FindingList(Self.sample))
    list.append(contentsOf: FindingList(Self.sample.prefix(2)))
    list.sort()
    #expect(
      Array(list)
        == Self.sortedByPromise(Self.sample.reversed() + Self.sample + Self.sample.prefix(2)))
  }

  @Test(
    "lines and columns from the lowest to the highest stored, 65 bits of key and more: in order",
    arguments: [[Int32.min, -1, 0, 1, Int32.max], [7, 7, 8, 1 << 20]])
  func sortingWideKeys(numbers: [Int32]) {
    var findings: [Finding] = []
    for (index, line) in numbers.enumerated() {
      for column in numbers.reversed() {
        for rule in ["b-rule", "a-rule"] {
          findings.append(
            Self.finding(rule, "\(index % 2).strings", Int(line), Int(column), "m\(index % 3)"))
        }
      }
    }
    var list = FindingList(findings)
    list.sort()
    #expect(Array(list) == Self.sortedByPromise(findings))
  }

  @Test("a text line made from the record is the line made from the finding; its rule told apart")
  func textLines() {
    var findings = Self.sample
    findings.append(
      Self.finding(
        "untranslated", "fr.lproj/Localizable.strings", 1_234_567, 0, "x", cell: Self.cellDE))
    let list = FindingList(findings)
    Self.expectTextLines(of: list)
    for (index, finding) in findings.enumerated() {
      #expect(list.isOfRule(finding.ruleID, at: index))
      #expect(!list.isOfRule("untranslated", at: index) || finding.ruleID == "untranslated")
    }
  }

  @Test("text lines of several parts, sorted: each the line of its finding, key and language in")
  func textLinesOfParts() {
    let cell = CellID(
      table: TableID("Localizable"), key: LocalizationKey("de.title"), language: LanguageID("de"))
    let naming = [
      Self.finding(
        "untranslated", "de.lproj/L.strings", 4, 1, "\"de.title\" in de is de", cell: cell),
      Self.finding("untranslated", "de.lproj/L.strings", 5, 2, "in de: \"de.title\"", cell: cell),
      Self.finding("a-rule", "de.lproj/L.strings", 5, 2, "de.title de.title de de", cell: cell),
    ]
    // Enough parts and lines for several groups of lines, and runs of one part in each.
    var list = FindingList()
    var all: [Finding] = []
    for _ in 0..<8 {
      for part in [Self.sample, naming, Self.sample.reversed()] {
        list.append(contentsOf: FindingList(part))
        all += part
      }
    }
    list.sort()
    #expect(Array(list) == Self.sortedByPromise(all))
    Self.expectTextLines(of: list)
  }

  /// Expects each text line of `list`, made alone and all at once, to be its finding's.
  static func expectTextLines(of list: FindingList) {
    let expected = list.map { finding in
      "\(finding.path):\(finding.location.line):\(finding.location.column): "
        + "\(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
    }
    let lines = list.textLines()
    let alone = list.indices.map { index in
      var line: [UInt8] = []
      lines.appendLine(at: index, to: &line)
      return String(decoding: line, as: UTF8.self)
    }
    #expect(alone == expected)
    var bytes: [UInt8] = []
    var starts: [Int] = []
    lines.appendLines(at: Array(list.indices), to: &bytes) { _, start in starts.append(start) }
    let together = zip(starts, starts.dropFirst() + [bytes.count]).map { start, end in
      String(decoding: bytes[start..<end], as: UTF8.self)
    }
    #expect(together == expected)
  }

  @Test("a rule's marks, by index, are its findings in every part, sorted or not; none for others")
  func ruleMarks() {
    var list = FindingList(Self.sample)
    list.append(contentsOf: FindingList(Self.sample.reversed()))
    for sorted in [false, true] {
      if sorted { list.sort() }
      for rule in ["format-mismatch", "empty-value", "missing-translation", "untranslated"] {
        #expect(list.marks(ofRule: rule) == list.indices.map { list[$0].ruleID == rule })
      }
    }
    #expect(FindingList().marks(ofRule: "empty-value").isEmpty)
  }

  @Test("interned values: each the index of its first appearance, through growth, alike or not")
  func interning() {
    // Alike but for one byte, at each place of a word and past it; empty; not ASCII.
    let base = "de.lproj/Localizable.strings"
    var values =
      [""]
      + (0..<base.utf8.count).map { at in
        String(base.prefix(at)) + "_" + String(base.dropFirst(at + 1))
      }
    values += (0..<300).map { "\(base)\($0)" } + ["Grüße", "Gruße", "👋", "👋👋"]
    var interned = Interned<String>()
    for (index, value) in values.enumerated() {
      #expect(interned.index(of: value) == Int32(index))
    }
    for (index, value) in values.enumerated().reversed() {
      #expect(interned.index(of: value) == Int32(index))
      #expect(interned.index(of: String(value)) == Int32(index))
    }
    #expect(interned.values == values)
  }
}

@Suite("FindingList: a translation's problem stored from its wording's parts")
struct FindingListWordingTests {
  /// The problem of `key` in `language` worded by parts, with its naming (`form` appended).
  static func problem(_ key: String, _ language: String, form: String? = nil, _ words: String)
    -> Problem
  {
    let cell = CellID(
      table: TableID("Localizable"), key: LocalizationKey(key), language: LanguageID(language))
    return Problem(
      path: "\(language).lproj/Localizable.strings", location: SourceLocation(line: 4, column: 1),
      translation: TranslationWording(
        quotedKey: Quoted.key(cell.key), naming: form.map { "\(language) (\($0))" } ?? language,
        words: words),
      cell: cell)
  }

  @Test("each reads back as the finding the linter makes of it, and sorts as it would")
  func sameAsFindings() {
    // Plain, a key needing escapes, a language code inside the wording ("in"), a form, a
    // key holding the code, an empty key, non-ASCII everywhere.
    let problems = [
      Self.problem("greeting", "de", "repeats the word “die”"),
      Self.problem("say \"hi\"\n", "fr", "ends with “.”"),
      Self.problem("in", "in", "has letters of han, a script in is not written in"),
      Self.problem("files", "ru", form: "few", "mixes Latin letters into the word “фaйл”"),
      Self.problem("de.title", "de", "starts with a space"),
      Self.problem("", "ja", "ends without “。”"),
      Self.problem(
        "👋 \u{202E}title", "ar", "has letters of cyrillic, a script ar is not written in"),
    ]
    var list = FindingList()
    var findings: [Finding] = []
    for (index, problem) in problems.enumerated() {
      let severity: Severity = index.isMultiple(of: 2) ? .warning : .info
      list.append(problem, rule: "rule-\(index % 3)", severity: severity)
      findings.append(
        Finding(
          ruleID: "rule-\(index % 3)", severity: severity, path: problem.path,
          location: problem.location, message: problem.message, cell: problem.cell))
    }
    #expect(Array(list) == findings)
    // Their messages are the wording's, whole.
    #expect(list[0].message == "\"greeting\" in de repeats the word “die”")
    #expect(list[3].message == "\"files\" in ru (few) mixes Latin letters into the word “фaйл”")
    var sorted = list
    sorted.sort()
    var expected = FindingList(findings)
    expected.sort()
    #expect(Array(sorted) == Array(expected))
  }

  @Test("findings of one language in several files, tables, rules and severities keep each")
  func kindsKeptApart() {
    // "fr" and "pl" share a slot of the recent kinds; Main and Settings, two files of "fr".
    var list = FindingList()
    var findings: [Finding] = []
    let cases: [(String, String, String, String, Severity)] = [
      ("fr", "Main", "fr.lproj/Main.strings", "rule-a", .warning),
      ("pl", "Main", "pl.lproj/Main.strings", "rule-a", .warning),
      ("fr", "Settings", "fr.lproj/Settings.strings", "rule-a", .warning),
      ("fr", "Main", "fr.lproj/Main.strings", "rule-b", .warning),
      ("fr", "Main", "fr.lproj/Main.strings", "rule-a", .error),
      ("fr", "Main", "fr.lproj/Main.stringsdict", "rule-a", .warning),
      ("fr", "Main", "fr.lproj/Main.strings", "rule-a", .warning),
    ]
    for (language, table, path, rule, severity) in cases {
      let cell = CellID(
        table: TableID(table), key: LocalizationKey("title"), language: LanguageID(language))
      let problem = Problem(
        path: path, location: SourceLocation(line: 2, column: 1),
        translation: TranslationWording(
          quotedKey: "\"title\"", naming: language, words: "ends with “.”"),
        cell: cell)
      list.append(problem, rule: rule, severity: severity)
      findings.append(
        Finding(
          ruleID: rule, severity: severity, path: path, location: problem.location,
          message: problem.message, cell: cell))
    }
    #expect(Array(list) == findings)
  }
}
