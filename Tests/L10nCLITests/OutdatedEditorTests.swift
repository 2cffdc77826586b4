import Foundation
import L10nCLI
import L10nFormats
import L10nModel
import L10nTUI
import L10nTestSupport
import Testing

/// The editor's outdated translations, found in git history: `m` (or `Alt-m`) records them
/// reviewed against their source text in the review file, so that the save keeps it, and the
/// next `lint` and the next editor start no longer report them.
@Suite("Outdated translations marked reviewed in the editor")
struct OutdatedEditorTests {
  // The files and the German cell of the review file's own tests.
  static let (en, de, open) = (
    ReviewedAgainstSourceTests.en, ReviewedAgainstSourceTests.de, ReviewedAgainstSourceTests.open
  )
  static let ja = "ja.lproj/Localizable.strings"
  static let openJapanese = CellID(table: open.table, key: open.key, language: LanguageID("ja"))

  /// A repository whose English "open" changed after its German and Japanese translations.
  static func repository() throws -> GitRepository {
    let repository = try GitRepository()
    try repository.commit([
      en: "\"open\" = \"Open\";\n\"save\" = \"Save\";\n",
      de: "\"open\" = \"Öffnen\";\n\"save\" = \"Sichern\";\n",
      ja: "\"open\" = \"開く\";\n\"save\" = \"保存\";\n",
    ])
    try repository.commit([en: "\"open\" = \"Open file\";\n\"save\" = \"Save\";\n"], "reword")
    return repository
  }

  /// The editor on the repository's project, outdated translations looked up as `edit` does
  /// (no history cache), the background job run.
  static func editor(_ repository: GitRepository) throws -> EditorState {
    var state = EditorState(
      project: try TestSupport.load(repository.path), title: "t", width: 100, height: 30)
    state.outdatedLookup = .gitHistory(cache: nil)
    for case .run(let job) in state.start() { _ = state.reduce(job.work()) }
    return state
  }

  /// The grid's state of `cell`.
  static func shown(_ state: EditorState, _ cell: CellID) throws -> CellState {
    let (grid, row, column) = try #require(state.project.position(of: cell))
    return state.state(grid: grid, row: try #require(row), column: column)
  }

  /// Selects `cell` with the arrows (the grid opens on the first key's source).
  static func select(_ state: inout EditorState, _ cell: CellID) throws {
    let (_, row, column) = try #require(state.project.position(of: cell))
    let keys = Array(repeating: KeyEvent.key(.down), count: try #require(row))
    for event in keys + Array(repeating: .key(.right), count: column) {
      _ = state.reduce(.event(event))
    }
    #expect(state.selectedCell == cell)
  }

  /// Saves as the session does.
  static func save(_ state: inout EditorState) throws {
    guard case .save(let files)? = state.reduce(.event(.character("s"))).first else {
      Issue.record("expected a save")
      return
    }
    _ = try ProjectWriter.save(state.project, files: files)
    _ = state.reduce(.saved(files, written: files))
  }

  /// The `outdated-translation` lines `lint` prints in `repository`, as the review file's
  /// own tests read them (a cache of their own).
  static func lintLines(_ repository: GitRepository) throws -> [Substring] {
    try ReviewedAgainstSourceTests().outdatedLines(repository, cache: try TemporaryFolder())
  }

  @Test("m on an outdated cell records it; the save keeps it; lint and the next start are quiet")
  func markOnePersists() throws {
    let repository = try Self.repository()
    #expect(try Self.lintLines(repository).count == 2)
    var state = try Self.editor(repository)
    let first = try Self.shown(state, Self.open)
    #expect(first == .needsReview, "\(first)")
    try Self.select(&state, Self.open)
    _ = state.reduce(.event(.character("m")))
    #expect(state.message == "Marked reviewed")
    #expect(try Self.shown(state, Self.open) != .needsReview)
    #expect(state.project.reviews[Self.open]?.reviewedAgainst == "Open file")
    #expect(state.hasUnsavedChanges)
    // Undo brings the mark back; redo takes it again.
    _ = state.reduce(.event(.character("u")))
    #expect(try Self.shown(state, Self.open) == .needsReview)
    _ = state.reduce(.event(.control("r")))
    #expect(try Self.shown(state, Self.open) != .needsReview)
    try Self.save(&state)
    let text = String(decoding: try repository.folder.read(".l10nedit-review"), as: UTF8.self)
    #expect(text.hasSuffix("\nLocalizable\topen\tde\t\treviewed\t\tOpen file\n"), "\(text)")

    // lint reports only the Japanese one; so does the next editor start.
    let lines = try Self.lintLines(repository)
    #expect(lines.count == 1 && lines.first?.contains("\"open\" in ja") == true, "\(lines)")
    let next = try Self.editor(repository)
    #expect(try Self.shown(next, Self.open) != .needsReview)
    #expect(try Self.shown(next, Self.openJapanese) == .needsReview)
    #expect(next.message?.contains("1 translation was written before") == true)
  }

  @Test("Alt-m over the needs-review filter records every listed outdated cell")
  func markListedPersists() throws {
    let repository = try Self.repository()
    var state = try Self.editor(repository)
    for event in [KeyEvent.character(":")] + "needs review".map({ .character($0) }) + [
      .key(.enter), .alt("m"), .character("y"),
    ] {
      _ = state.reduce(.event(event))
    }
    #expect(state.message == "Marked 2 cells reviewed")
    #expect(state.project.reviews[Self.openJapanese]?.reviewedAgainst == "Open file")
    try Self.save(&state)
    #expect(try Self.lintLines(repository).isEmpty)
    let next = try Self.editor(repository)
    #expect(try Self.shown(next, Self.open) != .needsReview)
    #expect(try Self.shown(next, Self.openJapanese) != .needsReview)
    #expect(next.message?.contains("written before") != true)
  }
}
