import L10nFormats
import L10nModel
import L10nTUI
import L10nTestSupport
import Testing

/// One plural form marked reviewed, or needing review, in the plural editor (`Ctrl-R`) in
/// formats whose states live in the review file: `.stringsdict` and remote strings JSON.
@Suite("Review states of one plural form outside catalogs")
struct PluralFormReviewTests {
  static let table = TableID("Localizable")
  static let arabic = CellID(
    table: table, key: LocalizationKey("files"), language: LanguageID("ar"))
  static let one = PluralFormID(.stringsdict("files"), "one")
  static let other = PluralFormID(.stringsdict("files"), "other")

  /// A `.stringsdict` entry `files` (variable `files`) with `forms` (category, text), in order.
  static func stringsdict(_ forms: [(String, String)]) -> String {
    SharedFixtures.pluralStringsdict(key: "files", variable: "files", forms: forms)
  }

  /// English, Arabic (six forms) and Japanese (one form) `.stringsdict` files, opened in the
  /// editor on the Arabic cell.
  static func project() throws -> (TemporaryFolder, EditorState) {
    let folder = try TemporaryFolder()
    try folder.write([
      "en.lproj/Localizable.strings": "\"title\" = \"Files\";\n",
      "ar.lproj/Localizable.strings": "\"title\" = \"الملفات\";\n",
      "ja.lproj/Localizable.strings": "\"title\" = \"ファイル\";\n",
      "en.lproj/Localizable.stringsdict": stringsdict([("one", "%d file"), ("other", "%d files")]),
      "ar.lproj/Localizable.stringsdict": stringsdict([
        ("zero", "لا ملفات"), ("one", "ملف واحد"), ("two", "ملفان"), ("few", "%d ملفات"),
        ("many", "%d ملفًا"), ("other", "%d ملف"),
      ]),
      "ja.lproj/Localizable.stringsdict": stringsdict([("other", "%d 個のファイル")]),
    ])
    var state = Fixtures.state(
      try ProjectLoader.load(folder.path), title: "t", width: 110, height: 40)
    try ReviewStateEditorTests.select(&state, arabic)
    return (folder, state)
  }

  /// The grid's state of the Arabic cell.
  static func shown(_ state: EditorState, _ cell: CellID = arabic) throws -> CellState {
    let (grid, row, column) = try #require(state.project.position(of: cell))
    return state.state(grid: grid, row: try #require(row), column: column)
  }

  /// Saves as the session does; returns the review file's text (`nil`: no file).
  static func save(_ state: inout EditorState, _ folder: TemporaryFolder) throws -> String? {
    guard case .save(let files)? = Fixtures.press(&state, [.character("s")]).first else {
      Issue.record("expected a save")
      return nil
    }
    _ = try ProjectWriter.save(state.project, files: files)
    _ = state.reduce(.saved(files, written: files))
    return try? String(decoding: FileSystem.read(folder.path + "/.l10nedit-review"), as: UTF8.self)
  }

  @Test("Ctrl-R marks the one form needing review by hand: ◇ on it, on the cell; Enter keeps it")
  func markOneForm() throws {
    var (folder, state) = try Self.project()
    // The editor opens on the first form, `zero`; `one` is next.
    Fixtures.press(&state, [.key(.enter), .key(.down), .control("r")])
    #expect(state.message == "one: needs review (Enter keeps, Esc cancels)")
    Fixtures.press(&state, [.key(.down)])
    let editor = Renderer.render(state).text
    #expect(editor.contains("  one ◇"))
    #expect(!editor.contains("  two ◇"))
    Fixtures.press(&state, [.key(.enter)])
    #expect(state.mode == .normal)
    let states = state.project.formReviewStates(of: Self.arabic)
    #expect(states[Self.one] == .needsReview(.markedByHand))
    #expect(states[Self.other] == .translated)
    #expect(try Self.shown(state) == .needsReview)
    #expect(Renderer.render(state).text.contains("needs review (one): marked by hand"))
    #expect(state.hasUnsavedChanges)
    let written = try Self.save(&state, folder)
    // After the file's header (comment lines), the one line.
    let lines = written?.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(lines == ["Localizable\tfiles\tar\tvariable:files.one\tneeds-review\tby-hand"])
    // Undo takes the mark back.
    Fixtures.press(&state, [.character("u")])
    #expect(state.project.reviewState(of: Self.arabic) == .translated)
  }

  @Test("a form marked by a source change: Ctrl-R marks it reviewed, the others keep theirs")
  func reviewSourceChangedForm() throws {
    var (folder, state) = try Self.project()
    let english = CellID(table: Self.table, key: Self.arabic.key, language: .english)
    // English `other` edited in the plural editor (one, other).
    Fixtures.press(&state, [.key(.home)])
    #expect(state.selectedCell == english)
    Fixtures.press(
      &state,
      [.key(.enter), .key(.down), .control("u")] + Fixtures.type("%d documents") + [.key(.enter)])
    // `other` follows English `other`; so do few, many, (and zero, two, without their own).
    let marked = state.project.formReviewStates(of: Self.arabic)
    #expect(marked[Self.one] == .translated)
    #expect(marked[Self.other] == .needsReview(.sourceChanged(from: "%d files")))
    try ReviewStateEditorTests.select(&state, Self.arabic)
    // The pane names the forms: the one not marked is `one`.
    #expect(
      Renderer.render(state).text.contains(
        "needs review (zero, two, few, many, other): source changed"))
    Fixtures.press(&state, [.key(.enter)])
    #expect(Renderer.render(state).text.contains("  other ◇"))
    // To `other`, the last field (zero is the first form, after the format): up twice.
    Fixtures.press(&state, [.key(.up), .key(.up), .control("r")])
    #expect(state.message == "other: reviewed (Enter keeps, Esc cancels)")
    Fixtures.press(&state, [.control("r")])
    #expect(state.message == "other: needs review (Enter keeps, Esc cancels)")
    Fixtures.press(&state, [.control("r"), .key(.enter)])
    let states = state.project.formReviewStates(of: Self.arabic)
    #expect(states[Self.other] == .translated)
    #expect(states[PluralFormID(.stringsdict("files"), "few")]?.needsReview == true)
    let written = try #require(try Self.save(&state, folder))
    #expect(!written.contains("ar\tvariable:files.other"))
    #expect(written.contains("ar\tvariable:files.few\tneeds-review\tsource-changed\t%d files\n"))
  }

  @Test("a form of a cell marked as a whole: the other forms keep the cell's state")
  func oneFormOfAWholeMark() throws {
    var (folder, state) = try Self.project()
    Fixtures.press(&state, [.character("m")])
    #expect(state.project.reviewState(of: Self.arabic) == .needsReview(.markedByHand))
    // zero first: mark it reviewed.
    Fixtures.press(&state, [.key(.enter), .control("r")])
    #expect(state.message == "zero: reviewed (Enter keeps, Esc cancels)")
    Fixtures.press(&state, [.key(.enter)])
    var states = state.project.formReviewStates(of: Self.arabic)
    #expect(states[PluralFormID(.stringsdict("files"), "zero")] == .translated)
    #expect(states[Self.other] == .needsReview(.markedByHand))
    #expect(try Self.shown(state) == .needsReview)
    // Every form reviewed, one by one: the cell is translated, the review file empty.
    Fixtures.press(
      &state,
      [.key(.enter)] + Array(repeating: [.key(.down), .control("r")], count: 5).flatMap { $0 } + [
        .key(.enter)
      ])
    states = state.project.formReviewStates(of: Self.arabic)
    #expect(states.values.allSatisfy { $0 == .translated })
    #expect(try Self.shown(state) != .needsReview)
    #expect(state.project.reviews.isEmpty)
    #expect(try Self.save(&state, folder) == nil)
  }

  @Test("a remote strings JSON plural value: one form marked, kept in the review file")
  func remoteJSONForm() throws {
    let folder = try TemporaryFolder()
    try folder.write([
      "strings.json": """
      {
        "en": {"files": {"one": "%d file", "other": "%d files"}},
        "ja": {"files": {"other": "%d 個のファイル"}},
        "ar": {"files": {"zero": "لا ملفات", "one": "ملف واحد", "two": "ملفان", "few": "%d ملفات", "many": "%d ملفًا", "other": "%d ملف"}}
      }

      """
    ])
    var state = Fixtures.state(
      try ProjectLoader.load(folder.path + "/strings.json"), title: "t", width: 110, height: 40)
    let cell = try #require(
      state.project.grids.first.map {
        CellID(table: $0.table, key: LocalizationKey("files"), language: LanguageID("ar"))
      })
    try ReviewStateEditorTests.select(&state, cell)
    Fixtures.press(&state, [.key(.enter), .key(.down), .control("r"), .key(.enter)])
    let states = state.project.formReviewStates(of: cell)
    #expect(states[PluralFormID(.plural, "one")] == .needsReview(.markedByHand))
    #expect(states[PluralFormID(.plural, "other")] == .translated)
    #expect(try Self.shown(state, cell) == .needsReview)
    guard case .save(let files)? = Fixtures.press(&state, [.character("s")]).first else {
      Issue.record("expected a save")
      return
    }
    _ = try ProjectWriter.save(state.project, files: files)
    let path = try #require(state.project.reviewFile.path)
    let written = String(decoding: try FileSystem.read(path), as: UTF8.self)
    #expect(written.hasSuffix("files\tar\tplural.one\tneeds-review\tby-hand\n"))
  }
}
