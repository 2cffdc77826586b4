import Foundation
import L10nFormats
import L10nModel
import L10nTUI
import L10nTestSupport
import L10nTranslate
import Testing

/// Machine translation in the editor: `T` and `Alt-t` ask first (the count, the language, the
/// provider), nothing is sent before `y`; the background job's progress in the title bar,
/// `Esc` stops it; the translations land as one undo step needing review (machine-translated,
/// drawn `◈`), refusals as suggestions of their cells.
@Suite("Machine translation in the editor")
struct MachineTranslationEditorTests {
  /// A stub provider's dictionary; `count` comes back without its `%d`, which the stub's gate
  /// refuses.
  static let answers = ["Open the file": "Abrir el archivo", "Save": "Guardar"]

  /// The stub translator: the dictionary's answers marked machine-translated, the rest refused
  /// with the provider's text; progress reported per cell; stops when cancelled.
  static func translator(providers: [String] = ["stub"]) -> MachineTranslator {
    MachineTranslator(providers: providers) { project, order, control in
      var outcome = MachineTranslator.Outcome()
      for (index, cell) in order.cells.enumerated() {
        if control.isCancelled() {
          outcome.stopped = true
          break
        }
        let source = project.content(
          of: CellID(table: cell.table, key: cell.key, language: project.sourceLanguage)
        ).text
        if let source, let text = answers[source] {
          outcome.edits += [
            .setText(cell, text), .setReview(cell, nil, .needsReview(.machineTranslated)),
          ]
          outcome.translated.append(cell)
        } else {
          outcome.refused.append(
            TranslationRun.Refusal(
              cell: cell, form: nil, reason: "format-specifiers: %d is missing",
              candidate: "archivos \(order.provider)"))
        }
        control.report(.translationProgress(done: index + 1, total: order.cells.count))
      }
      return outcome
    }
  }

  static func cell(_ key: String, _ language: String = "es") -> CellID {
    CellID(table: TableID("Localizable"), key: LocalizationKey(key), language: LanguageID(language))
  }

  /// en, es with gaps (`open`, `save`, `count`), de translated; the selection on es.
  static func project(providers: [String] = ["stub"]) throws -> (TemporaryFolder, EditorState) {
    let folder = try TemporaryFolder()
    try folder.write([
      "en.lproj/Localizable.strings":
        "\"count\" = \"%d files\";\n\"open\" = \"Open the file\";\n\"quit\" = \"Quit\";\n"
        + "\"save\" = \"Save\";\n",
      "es.lproj/Localizable.strings": "\"quit\" = \"Salir\";\n",
      "de.lproj/Localizable.strings":
        "\"count\" = \"%d Dateien\";\n\"open\" = \"Datei öffnen\";\n\"quit\" = \"Beenden\";\n"
        + "\"save\" = \"Sichern\";\n",
    ])
    var state = Fixtures.state(try ProjectLoader.load(folder.path), title: "t", width: 110)
    state.machineTranslator = translator(providers: providers)
    let column = try #require(state.project.column(of: LanguageID("es")))
    Fixtures.press(&state, [.key(.home)] + Array(repeating: .key(.right), count: column))
    return (folder, state)
  }

  /// Selects `key`'s cell in `language`.
  static func select(_ state: inout EditorState, _ key: String, _ language: String = "es") throws {
    Fixtures.press(&state, [.character("/")] + Fixtures.type(key) + [.key(.enter)])
    let column = try #require(state.project.column(of: LanguageID(language)))
    Fixtures.press(&state, [.key(.home)] + Array(repeating: .key(.right), count: column))
    #expect(state.selectedCell == cell(key, language))
  }

  /// The reports of a job run to its end, then its action.
  final class Reports: @unchecked Sendable {
    var actions: [Action] = []
    var cancelled = false
  }

  /// Runs the `.run` jobs of `effects`, reducing what they report, then what they return.
  static func runJobs(_ state: inout EditorState, _ effects: [Effect], reports: Reports = Reports())
  {
    for case .run(let job) in effects {
      let action = job.work(
        JobControl(
          isCancelled: { reports.cancelled }, report: { reports.actions.append($0) }))
      for report in reports.actions { _ = state.reduce(report) }
      reports.actions = []
      runJobs(&state, state.reduce(action), reports: reports)
    }
  }

  static func jobs(_ effects: [Effect]) -> [String] {
    effects.compactMap { if case .run(let job) = $0 { job.name } else { nil } }
  }

  static func screen(_ state: EditorState) -> String {
    Renderer.render(state).text
  }

  @Test("Alt-t asks first, naming the count, the language and the provider; nothing is sent")
  func asksFirst() throws {
    var (_, state) = try Self.project()
    let effects = Fixtures.press(&state, [.alt("t")])
    #expect(Self.jobs(effects).isEmpty)
    #expect(state.isAsking(Command.TranslatePrompt.self))
    #expect(Self.screen(state).contains("Translate 3 cells into es with stub? "))
  }

  @Test("n, Esc and any other key send nothing")
  func cancelSendsNothing() throws {
    for key in [KeyEvent.character("n"), .key(.escape), .character("x"), .key(.enter)] {
      var (_, state) = try Self.project()
      Fixtures.press(&state, [.alt("t")])
      let effects = Fixtures.press(&state, [key])
      #expect(Self.jobs(effects).isEmpty)
      #expect(state.translation == nil)
      #expect(state.message == "Nothing sent")
      #expect(state.project.content(of: Self.cell("open")).text == nil)
    }
  }

  @Test("y starts one background job; the title bar shows its progress")
  func progress() throws {
    var (_, state) = try Self.project()
    let effects = Fixtures.press(&state, [.alt("t"), .character("y")])
    #expect(Self.jobs(effects) == ["machine translation"])
    #expect(Self.screen(state).contains("translating es: 3 cells · Esc stops"))
    // The run counts texts (a plural cell is a text per form) once it reports.
    _ = state.reduce(.translationProgress(done: 2, total: 4))
    #expect(Self.screen(state).contains("translating es: 2 of 4 texts · Esc stops"))
    // The editor answers keys meanwhile.
    Fixtures.press(&state, [.key(.down)])
    #expect(state.translation != nil)
  }

  @Test("the translations land as one step needing review (machine-translated); u undoes it")
  func oneChangeSet() throws {
    var (_, state) = try Self.project()
    Self.runJobs(&state, Fixtures.press(&state, [.alt("t"), .character("y")]))
    #expect(state.translation == nil)
    #expect(state.project.content(of: Self.cell("open")).text == "Abrir el archivo")
    #expect(state.project.content(of: Self.cell("save")).text == "Guardar")
    #expect(
      state.project.reviewState(of: Self.cell("open")) == .needsReview(.machineTranslated))
    #expect(state.message?.hasPrefix("Translated 2, refused 1 (see suggestions)") == true)
    #expect(state.lastMessage.contains("Localizable › count: format-specifiers: %d is missing"))
    Fixtures.press(&state, [.character("u")])
    #expect(state.project.content(of: Self.cell("open")).text == nil)
    #expect(state.project.content(of: Self.cell("save")).text == nil)
    #expect(state.hasUnsavedChanges == false)
  }

  @Test("a refused translation is the cell's first suggestion, with the reason; Alt-1 takes it")
  func refusalIsSuggestion() throws {
    var (_, state) = try Self.project()
    Self.runJobs(&state, Fixtures.press(&state, [.alt("t"), .character("y")]))
    try Self.select(&state, "count")
    // The detail pane says it before the cell is edited.
    let pane = Self.screen(state)
    #expect(
      pane.contains(
        "machine translation: stub, refused: format-specifiers: %d is missing · “archivos stub”"))
    #expect(pane.contains("Enter then Alt-1 takes it into the cell, to fix by hand"))
    Fixtures.press(&state, [.key(.enter)])
    let screen = Self.screen(state)
    #expect(
      screen.contains(
        "1   MT archivos stub  · machine translation › Localizable › count  ! stub, refused: "
          + "format-specifiers: %d is"))
    #expect(!screen.contains("machine translation: stub, refused"))
    Fixtures.press(&state, [.alt("1")])
    #expect(Fixtures.editorText(state) == "archivos stub")
    // Fixed by hand and kept: the refusal is no longer offered.
    Fixtures.press(&state, [.control("u")] + Fixtures.type("%d archivos") + [.key(.enter)])
    #expect(state.project.content(of: Self.cell("count")).text == "%d archivos")
    #expect(!Self.screen(state).contains("machine translation: stub, refused"))
    Fixtures.press(&state, [.key(.enter)])
    #expect(!Self.screen(state).contains("MT archivos stub"))
  }

  @Test("a machine-translated cell is drawn ◈, apart from one needing review by hand (◇)")
  func drawnApart() throws {
    var (_, state) = try Self.project()
    Self.runJobs(&state, Fixtures.press(&state, [.alt("t"), .character("y")]))
    let grid = try #require(state.project.gridIndex(of: TableID("Localizable")))
    let es = try #require(state.project.column(of: LanguageID("es")))
    let open = try #require(state.project.grids[grid].row(of: LocalizationKey("open")))
    #expect(state.state(grid: grid, row: open, column: es) == .machineTranslated)
    #expect(Self.screen(state).contains("◈ Abrir el archivo"))
    // de's `open` marked needing review by hand: ◇.
    try Self.select(&state, "open", "de")
    Fixtures.press(&state, [.character("m")])
    let de = try #require(state.project.column(of: LanguageID("de")))
    #expect(state.state(grid: grid, row: open, column: de) == .needsReview)
    #expect(Self.screen(state).contains("◇ Datei öffnen"))
  }

  @Test("Esc stops the job: what passed so far is kept, the title says it stops")
  func stop() throws {
    var (_, state) = try Self.project()
    let effects = Fixtures.press(&state, [.alt("t"), .character("y")])
    let stop = Fixtures.press(&state, [.key(.escape)])
    #expect(stop == [.cancel("machine translation")])
    #expect(Self.screen(state).contains("translating es: 3 cells · stopping…"))
    let reports = Reports()
    reports.cancelled = true
    Self.runJobs(&state, effects, reports: reports)
    #expect(state.translation == nil)
    #expect(state.message?.hasPrefix("Stopped: translated 0") == true)
  }

  @Test("T on a cell asks about that one cell; on the source it says why not")
  func oneCell() throws {
    var (_, state) = try Self.project()
    try Self.select(&state, "save")
    Fixtures.press(&state, [.character("T")])
    #expect(Self.screen(state).contains("Translate 1 cell (\"save\") into es with stub? "))
    Self.runJobs(&state, Fixtures.press(&state, [.character("y")]))
    #expect(state.project.content(of: Self.cell("save")).text == "Guardar")
    #expect(state.project.content(of: Self.cell("open")).text == nil)
    Fixtures.press(&state, [.key(.home), .character("T")])
    #expect(state.message == "That is the source text: select a translation's cell first")
  }

  @Test("with several providers a digit picks one; the question lists them")
  func providers() throws {
    var (_, state) = try Self.project(providers: ["apertium", "deepl"])
    Fixtures.press(&state, [.alt("t")])
    #expect(
      Self.screen(state).contains(
        "Translate 3 cells into es with apertium (a digit: 1 apertium · 2 deepl)? "))
    Self.runJobs(&state, Fixtures.press(&state, [.character("2")]))
    #expect(state.message?.contains("es with deepl") == true)
    try Self.select(&state, "count")
    Fixtures.press(&state, [.key(.enter), .alt("1")])
    #expect(Fixtures.editorText(state) == "archivos deepl")
  }

  @Test("a cell edited while the job ran keeps the edit")
  func editedMeanwhile() throws {
    var (_, state) = try Self.project()
    let effects = Fixtures.press(&state, [.alt("t"), .character("y")])
    try Self.select(&state, "save")
    Fixtures.press(&state, [.key(.enter)] + Fixtures.type("Guardar todo") + [.key(.enter)])
    Self.runJobs(&state, effects)
    #expect(state.project.content(of: Self.cell("save")).text == "Guardar todo")
    #expect(state.project.content(of: Self.cell("open")).text == "Abrir el archivo")
    #expect(state.message?.contains("1 edited meanwhile kept") == true)
  }

  @Test("without a translator the commands say so; a second run waits for the first")
  func notSetUp() throws {
    var (_, state) = try Self.project()
    state.machineTranslator = nil
    Fixtures.press(&state, [.alt("t")])
    #expect(state.message == "Machine translation is not set up in this editor")
    state.machineTranslator = Self.translator()
    Fixtures.press(&state, [.alt("t"), .character("y"), .alt("t")])
    #expect(state.message == "A machine translation is running (Esc stops it)")
  }
}
