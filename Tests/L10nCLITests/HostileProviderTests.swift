import Foundation
import L10nModel
import L10nTestSupport
import Testing

/// `l10nedit translate` through the hostile stub provider (`Tests/providers/hostile-provider.py`),
/// which misbehaves on each request as a `stub-NAME` word in its text says: 0 cells written
/// wrongly — every written cell holds exactly the good translation, every other cell is as it
/// was — and every refusal listed with its reason, shown inert.
@Suite struct HostileProviderTests {
  /// What must become of a Spanish gap.
  enum Expected {
    /// Written with exactly this text.
    case written(String)
    /// Not written; listed as refused with a reason holding this text.
    case refused(String)
  }

  /// The English texts of `Localizable.strings` and what must become of their Spanish gap.
  ///
  /// The stub's good translation swaps a few English words for Spanish ones (Open → Abrir, the
  /// → el, file → archivo, …) and keeps the rest.
  static let cases: [(key: String, source: String, expected: Expected)] = [
    ("good.plain", "Open the file now", .written("Abrir el archivo ahora")),
    ("good.specifier", "Delete %@ now", .written("Eliminar %@ ahora")),
    (
      "good.url", "Read more at https://example.com/help",
      .written("Leer más at https://example.com/help")
    ),
    (
      "good.markdown", "Read the [page](https://example.com/p) now",
      .written("Leer el [página](https://example.com/p) ahora")
    ),
    (
      "good.positional", "Copy %1$@ to %2$@ stub-reorder",
      .written("Copiar %2$@ a %1$@ stub-reorder")
    ),
    ("good.defer", "Show new items stub-defer", .written("Mostrar nuevo elementos stub-defer")),
    ("good.junk", "Save the file stub-junk", .written("Guardar el archivo stub-junk")),
    (
      "bad.reorder", "Copy %@ to %d items stub-reorder",
      .refused("non-positional format arguments keep their order")
    ),
    ("bad.drop", "Delete %@ now stub-drop", .refused("dropped ⟦1⟧ (\"%@\")")),
    ("bad.duplicate", "Delete %@ now stub-duplicate", .refused("repeated ⟦1⟧ (\"%@\")")),
    (
      "bad.alter", "Delete %@ now stub-alter",
      .refused("has the token ⟦2⟧, which the source text lacks")
    ),
    (
      "bad.alter.url", "Read more at https://example.com/help stub-alter",
      .refused("has the token ⟦2⟧, which the source text lacks")
    ),
    ("bad.number", "Show 3 items stub-number", .refused("numbers: ")),
    ("bad.url", "Visit our website stub-url", .refused("url: ")),
    ("bad.markup", "Open the file stub-markup", .refused("markup-tags: ")),
    ("bad.bidi", "Open the file stub-bidi", .refused("U+202E RIGHT-TO-LEFT OVERRIDE")),
    ("bad.control", "Open the file stub-control", .refused("U+001B")),
    ("bad.empty", "Open the file stub-empty", .refused("empty-value: ")),
    ("bad.huge", "Open the file stub-huge", .refused("a line of more than 256 KB")),
    ("bad.late", "Open the file stub-late", .refused("no answer within 2 s")),
    ("bad.twice", "Open the file stub-twice", .refused("twice")),
    ("bad.silent", "Open the file stub-silent", .refused("no answer before the provider exited")),
    ("bad.hang", "Open the file stub-hang", .refused("no answer within 2 s")),
    ("bad.unknown", "Open the file stub-unknown", .refused("answered ids it was not asked")),
    ("bad.utf8", "Open the file stub-utf8", .refused("not UTF-8")),
    (
      "bad.crash", "Open the file stub-crash",
      .refused("the provider exited with status 3 before answering")
    ),
    ("bad.error", "Open the file stub-error", .refused("the service refused this text")),
  ]

  static let stub = TestSupport.packageRoot.appendingPathComponent(
    "Tests/providers/hostile-provider.py"
  ).path

  /// The project: the cases in English, Spanish with one translation (and a comment) kept, a
  /// German file no run may touch, and plural cells — one good, one whose `other` form the
  /// stub drops a token of (a plural cell is written only with all its forms).
  static func project(batch: Int, retries: Int) throws -> TemporaryFolder {
    var english = cases.map { "\"\($0.key)\" = \"\($0.source)\";\n" }.joined()
    english += "\"cancel\" = \"Cancel\";\n"
    let settings = """
      {
        "sourceLanguage": "en",
        "providers": {
          "hostile": {
            "command": ["python3", \(stub.debugDescription)],
            "batch": \(batch), "concurrency": 4, "timeout": 2, "retries": \(retries)
          }
        }
      }

      """
    return try TestSupport.fixture([
      ".l10nedit.json": settings,
      "en.lproj/Localizable.strings": english,
      "es.lproj/Localizable.strings": "/* kept */\n\"cancel\" = \"Cancelar\";\n",
      "de.lproj/Localizable.strings": "\"cancel\" = \"Abbrechen\";\n",
      "en.lproj/Plurals.stringsdict": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \(pluralEntry("items.count", one: "%d item left", other: "%d items left"))\
      \(pluralEntry("files.count", one: "%d file", other: "%d files stub-drop"))\
      </dict>
      </plist>

      """,
    ])
  }

  /// A `.stringsdict` entry of one plural variable `n`.
  static func pluralEntry(_ key: String, one: String, other: String) -> String {
    """
    \t<key>\(key)</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@n@</string>
    \t\t<key>n</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>one</key>
    \t\t\t<string>\(one)</string>
    \t\t\t<key>other</key>
    \t\t\t<string>\(other)</string>
    \t\t</dict>
    \t</dict>

    """
  }

  /// Every cell's content, by cell.
  static func cells(_ project: Project) -> [CellID: CellContent] {
    var cells: [CellID: CellContent] = [:]
    for grid in project.grids.indices {
      for row in project.grids[grid].keys.indices {
        for column in project.languages.indices {
          cells[project.cellID(grid: grid, row: row, column: column)] = project.content(
            grid: grid, row: row, column: column)
        }
      }
    }
    return cells
  }

  static func spanish(_ table: String, _ key: String) -> CellID {
    CellID(table: TableID(table), key: LocalizationKey(key), language: LanguageID("es"))
  }

  /// Runs `translate` on the project and checks what it wrote and said; `strict`: every case
  /// as expected (one request a run), else only that nothing was written wrongly and every
  /// cell not written was listed.
  func check(batch: Int, retries: Int, strict: Bool) throws {
    let folder = try Self.project(batch: batch, retries: retries)
    let before = try TestSupport.load(folder.path)
    let german = try Data(
      contentsOf: folder.url.appendingPathComponent("de.lproj/Localizable.strings"))
    let run = try CommandRunner.run(
      ["translate", folder.path, "--language", "es", "--provider", "hostile"])
    #expect(run.status == 1, "\(run.standardError)")
    let said = run.standardOutput + run.standardError
    #expect(
      !said.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
      "raw control characters: \(said.debugDescription)")
    #expect(!said.split(separator: "\n").contains { $0.hasPrefix("::") }, "a CI command")
    let refusals = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("refused: ") }
    func refusal(_ key: String) -> Substring? {
      refusals.first {
        $0.hasPrefix("refused: Localizable › \(key) [es]")
          || $0.hasPrefix("refused: Plurals › \(key) [es]")
      }
    }

    let after = try TestSupport.load(folder.path)
    let cellsBefore = Self.cells(before)
    var good: [CellID: String] = [:]
    for item in Self.cases {
      if case .written(let text) = item.expected {
        good[Self.spanish("Localizable", item.key)] = text
      }
    }
    for (cell, content) in Self.cells(after) where content != cellsBefore[cell] {
      if cell == Self.spanish("Plurals", "items.count") {
        let forms = content.plural?.variables.first?.forms ?? []
        #expect(forms.first { $0.category == "one" }?.text == "%d elemento restantes", "\(content)")
        #expect(forms.first { $0.category == "other" }?.text == "%d elementos restantes")
        #expect(after.reviewState(of: cell) == .needsReview(.machineTranslated))
        continue
      }
      #expect(
        good[cell] != nil && content.text == good[cell], "written wrongly: \(cell) = \(content)")
      #expect(after.reviewState(of: cell) == .needsReview(.machineTranslated))
    }
    for item in Self.cases {
      let cell = Self.spanish("Localizable", item.key)
      let written = after.content(of: cell) != cellsBefore[cell]
      switch item.expected {
      case .written where strict:
        #expect(written, "\(item.key) not written: \(refusal(item.key) ?? "not listed")")
      case .refused(let reason):
        #expect(!written, "\(item.key) written")
        let listed = refusal(item.key)
        #expect(listed != nil, "\(item.key) not listed as refused: \(run.standardOutput)")
        if strict, let listed { #expect(listed.contains(reason), "\(listed)") }
      default: break
      }
      if !written { #expect(refusal(item.key) != nil, "\(item.key) neither written nor listed") }
    }
    #expect(
      after.content(of: Self.spanish("Plurals", "files.count"))
        == cellsBefore[Self.spanish("Plurals", "files.count")])
    #expect(refusal("files.count") != nil)
    #expect(after.content(of: Self.spanish("Localizable", "cancel")).text == "Cancelar")
    #expect(
      try Data(contentsOf: folder.url.appendingPathComponent("de.lproj/Localizable.strings"))
        == german)
  }

  @Test func oneRequestARunEachMisbehaviourRefusedAndEveryGoodOneWritten() throws {
    try check(batch: 1, retries: 0, strict: true)
  }

  @Test func oneBatchWithRetriesNothingWrittenWronglyAndEveryGapWrittenOrListed() throws {
    try check(batch: 50, retries: 2, strict: false)
  }
}
