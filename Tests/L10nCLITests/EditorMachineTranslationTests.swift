import Foundation
import L10nCLI
import L10nCheck
import L10nModel
import L10nTUI
import L10nTestSupport
import L10nTranslate
import Testing

/// The editor's machine translation through the CLI's wiring (`MachineTranslator.run`): the
/// plan, the provider, the run, and what the editor makes of the outcome.
@Suite("Machine translation in the editor, through TranslationRun")
struct EditorMachineTranslationTests {
  /// A provider answering from a dictionary (an error for the rest), counting what it was
  /// sent.
  final class DictionaryProvider: TranslationProvider, @unchecked Sendable {
    let name = "dictionary"
    let answers: [String: String]
    private let lock = NSLock()
    private var sentTexts: [String] = []

    init(_ answers: [String: String]) { self.answers = answers }

    var sent: [String] { lock.withLock { sentTexts } }

    func translate(
      _ requests: [ProviderRequest], deliver: @escaping @Sendable (ProviderOutcome) -> Void,
      isCancelled: @escaping @Sendable () -> Bool
    ) {
      for request in requests {
        lock.withLock { sentTexts.append(request.text) }
        let result: Result<String, ProviderFailure> =
          answers[request.text].map { .success($0) }
          ?? .failure(ProviderFailure("no dictionary entry"))
        deliver(ProviderOutcome(id: request.id, result: result))
      }
    }
  }

  static func cell(_ key: String) -> CellID {
    CellID(table: TableID("Localizable"), key: LocalizationKey(key), language: LanguageID("es"))
  }

  /// en and es (one gap filled by the memory: `cancel` has the same source as `dismiss`),
  /// the editor on es with the provider wired; the selection on es.
  static func editor(_ provider: DictionaryProvider) throws -> (TemporaryFolder, EditorState) {
    let folder = try TemporaryFolder()
    try folder.write([
      "en.lproj/Localizable.strings":
        "\"cancel\" = \"Cancel\";\n\"dismiss\" = \"Cancel\";\n\"open\" = \"Open the file\";\n"
        + "\"quit\" = \"Quit\";\n\"save\" = \"Save\";\n",
      "es.lproj/Localizable.strings": "\"dismiss\" = \"Cancelar\";\n\"quit\" = \"Salir\";\n",
    ])
    var state = EditorState(
      project: try TestSupport.load(folder.path), title: "t", width: 100, height: 30)
    state.machineTranslator = .run(
      offering: ["dictionary", "apertium"], provider: { _ in provider },
      rules: LintConfiguration())
    let column = try #require(state.project.column(of: LanguageID("es")))
    for key in [KeyEvent.key(.home)] + Array(repeating: .key(.right), count: column) {
      _ = state.reduce(.event(key))
    }
    return (folder, state)
  }

  @Test("the gaps go to the provider after y; memory matches first; one step needing review")
  func translatesGaps() throws {
    let provider = DictionaryProvider(["Open the file": "Abrir el archivo"])
    var (_, state) = try Self.editor(provider)
    var effects = state.reduce(.event(.alt("t")))
    #expect(provider.sent.isEmpty)
    #expect(state.message == nil)
    effects = state.reduce(.event(.character("y")))
    #expect(provider.sent.isEmpty)
    var reports: [Action] = []
    for case .run(let job) in effects {
      let lock = NSLock()
      let collected = UnsafeMutableTransfer()
      let action = job.work(
        JobControl(
          isCancelled: { false },
          report: { action in lock.withLock { collected.actions.append(action) } }))
      reports = collected.actions
      for report in reports { _ = state.reduce(report) }
      _ = state.reduce(action)
    }
    // The memory's exact match is not sent.
    #expect(Set(provider.sent) == ["Open the file", "Save"])
    #expect(reports.contains { if case .translationProgress(2, 2) = $0 { true } else { false } })
    #expect(state.project.content(of: Self.cell("open")).text == "Abrir el archivo")
    #expect(state.project.content(of: Self.cell("cancel")).text == "Cancelar")
    #expect(state.project.content(of: Self.cell("save")).text == nil)
    for key in ["open", "cancel"] {
      #expect(state.project.reviewState(of: Self.cell(key)) == .needsReview(.machineTranslated))
    }
    #expect(
      state.message?.hasPrefix("Translated 2 (1 from the memory), 1 not translated") == true)
    #expect(state.lastMessage.contains("Localizable › save: no dictionary entry"))
    _ = state.reduce(.event(.character("u")))
    #expect(state.project.content(of: Self.cell("open")).text == nil)
    #expect(state.project.content(of: Self.cell("cancel")).text == nil)
  }

  @Test("a dropped placeholder is refused: the text is the cell's suggestion, with the reason")
  func refusedAsSuggestion() throws {
    let provider = DictionaryProvider(["Open ⟦1⟧ now": "Abrir ahora"])
    var (folder, state) = try Self.editor(provider)
    try folder.write([
      "en.lproj/Localizable.strings": "\"open\" = \"Open %@ now\";\n",
      "es.lproj/Localizable.strings": "\"quit\" = \"Salir\";\n",
    ])
    let translator = state.machineTranslator
    state = EditorState(
      project: try TestSupport.load(folder.path), title: "t", width: 120, height: 30)
    state.machineTranslator = translator
    for key in [KeyEvent.key(.end), .alt("t"), .character("y")] {
      for case .run(let job) in state.reduce(.event(key)) { _ = state.reduce(job.work()) }
    }
    #expect(provider.sent == ["Open ⟦1⟧ now"])
    #expect(state.project.content(of: Self.cell("open")).text == nil)
    #expect(state.message?.hasPrefix("Translated 0, refused 1 (see suggestions)") == true)
    _ = state.reduce(.event(.key(.enter)))
    let screen = Renderer.render(state).text
    #expect(
      screen.contains(
        "1   MT Abrir ahora  · machine translation › Localizable › open  ! dictionary, refused: "
          + "dropped ⟦1⟧ (\"%@\")"))
    _ = state.reduce(.event(.alt("1")))
    guard case .editing(_, let editor) = state.mode else {
      Issue.record("not editing")
      return
    }
    #expect(editor.text == "Abrir ahora")
  }

  @Test("a provider that cannot be made is said, nothing changes")
  func providerFails() throws {
    var (_, state) = try Self.editor(DictionaryProvider([:]))
    state.machineTranslator = .run(
      offering: ["gone"], provider: { _ in throw ProviderFailure("gone is not installed") },
      rules: LintConfiguration())
    _ = state.reduce(.event(.alt("t")))
    for case .run(let job) in state.reduce(.event(.character("y"))) {
      _ = state.reduce(job.work())
    }
    #expect(state.message == "Nothing translated: gone is not installed")
    #expect(state.hasUnsavedChanges == false)
  }
}

/// The reports a job made, gathered under a lock by the caller.
private final class UnsafeMutableTransfer: @unchecked Sendable {
  var actions: [Action] = []
}
