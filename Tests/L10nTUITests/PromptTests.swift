import L10nFormats
import L10nModel
import L10nTUI
import L10nTestSupport
import Testing

/// The one prompt component: every question of the editor goes through `EditorState.ask`, its
/// answers' keys, labels and what they do from the prompt's `PromptAnswers`.
@Suite("Prompts: one component for every question")
struct PromptTests {
  /// A project whose keys are written in Arabic, Japanese and Hindi, with a hostile one.
  static func nonLatin(width: Int = 100, height: Int = 20) throws -> (TemporaryFolder, EditorState)
  {
    let folder = try TemporaryFolder()
    try folder.write([
      "en.lproj/Localizable.strings":
        "\"حذف الملف\" = \"Delete file\";\n\"ファイルを開く\" = \"Open file\";\n"
        + "\"फ़ाइल सहेजें\" = \"Save file\";\n\"x\\u001B[2Jy\" = \"Escape\";\n",
      "de.lproj/Localizable.strings": "\"ファイルを開く\" = \"Datei öffnen\";\n",
    ])
    let project = try ProjectLoader.load(folder.path)
    return (folder, Fixtures.state(project, title: "t", width: width, height: height))
  }

  /// Selects the key `key` (searching for it).
  static func select(_ state: inout EditorState, _ key: String) {
    Fixtures.press(&state, [.character("/")] + Fixtures.type(key) + [.key(.enter)])
  }

  /// The keys pressed in each probe: every key a prompt binds, and some bound nowhere.
  static let probes: [KeyEvent] =
    Array(Set(Command.all.flatMap(\.keys)))
    + [.key(.enter), .character("x"), .character("7"), .control("z"), .key(.delete)]

  @Test("every key in the delete prompt: y deletes; Enter, Esc and any other key keep the key")
  func everyKeyOfAYesNoPrompt() throws {
    for key in Self.probes {
      var (_, state) = try Self.nonLatin()
      Self.select(&state, "ファイルを開く")
      let keys = state.project.grids[0].keys.count
      Fixtures.press(&state, [.character("d")])
      #expect(state.isAsking(Command.DeletePrompt.self))
      Fixtures.press(&state, [key])
      #expect(state.mode == .normal, "\(key)")
      let deleted = state.project.grids[0].keys.count == keys - 1
      #expect(deleted == (key == .character("y")), "\(key)")
      #expect(state.message == (deleted ? "Deleted \"ファイルを開く\" from 2 files" : "Kept \"ファイルを開く\""))
    }
  }

  @Test("without a default, Enter and unbound keys ask again; Esc is the prompt's cancel")
  func noDefault() throws {
    var state = try Fixtures.sampleState(width: 200, height: 30)
    Fixtures.press(
      &state, [.character("/")] + Fixtures.type("error.network.timeout") + [.key(.enter)])
    let column = try #require(state.project.column(of: LanguageID("pl")))
    Fixtures.press(&state, [.key(.home)] + Array(repeating: .key(.right), count: column))
    Fixtures.press(&state, [.character("D")])
    for key in [KeyEvent.key(.enter), .character("y"), .character("0"), .character("3")] {
      Fixtures.press(&state, [key])
      #expect(state.isAsking(Command.OccurrencePrompt.self), "\(key)")
    }
    #expect(state.message == nil)
    Fixtures.press(&state, [.key(.escape)])
    #expect(state.mode == .normal)
    #expect(state.message == "Kept every copy of \"error.network.timeout\"")
  }

  @Test("the question in Arabic, Japanese and Hindi shows whole, followed by the answers")
  func nonLatinQuestion() throws {
    for (key, expected) in [
      ("حذف الملف", "Delete \"حذف الملف\" from every language of Localizable? y yes · n no"),
      ("ファイルを開く", "Delete \"ファイルを開く\" from every language of Localizable? y yes · n no"),
      ("फ़ाइल सहेजें", "Delete \"फ़ाइल सहेजें\" from every language of Localizable? y yes · n no"),
    ] {
      var (_, state) = try Self.nonLatin()
      Self.select(&state, key)
      Fixtures.press(&state, [.character("d")])
      let screen = Renderer.render(state)
      let bottom = screen.text(ofRow: 19)
      #expect(bottom.hasPrefix(expected), "\(bottom)")
      #expect(screen[0, 19].style.foreground == .red)
    }
  }

  @Test("a hostile key is inert in the question")
  func hostileQuestion() throws {
    var (_, state) = try Self.nonLatin()
    Fixtures.press(&state, [.key(.end), .character("G")])
    Fixtures.press(&state, [.key(.home), .character("G"), .character("d")])
    let bottom = Renderer.render(state).text(ofRow: 19)
    #expect(!bottom.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
  }

  @Test("on a narrow terminal the question is cut to the line, wide characters whole")
  func narrow() throws {
    for width in [1, 2, 9, 20, 41] {
      var (_, state) = try Self.nonLatin(width: width, height: 6)
      Self.select(&state, "ファイルを開く")
      Fixtures.press(&state, [.character("d")])
      let screen = Renderer.render(state)
      let bottom = screen.text(ofRow: 5)
      #expect(TextWidth.width(of: bottom) <= width, "\(width): \(bottom)")
      #expect(
        "Delete \"ファイルを開く\" from every".hasPrefix(
          bottom.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "…", with: "")
            .prefix(width > 9 ? 9 : 0)))
      // No half of a wide character is left on the line.
      for x in 0..<width where screen[x, 5].width == 0 {
        #expect(x > 0 && screen[x - 1, 5].width == 2, "\(width): column \(x)")
      }
      // The answers still work.
      Fixtures.press(&state, [.character("y")])
      #expect(!state.project.grids[0].keys.contains(LocalizationKey("ファイルを開く")))
    }
  }

  @Test("a keys file rebinds a prompt's answers by the prompt's and the answer's names")
  func rebound() throws {
    let json = #"{"delete-prompt": {"delete": ["x"]}}"#
    let (keymap, problems) = Keymap.reading(
      try JSONReader.read(Array(json.utf8), path: "keys.json"), path: "keys.json")
    #expect(problems.isEmpty)
    var (_, state) = try Self.nonLatin()
    state = Fixtures.state(state.project, title: "t", width: 100, height: 20, keymap: keymap)
    Self.select(&state, "ファイルを開く")
    let keys = state.project.grids[0].keys.count
    Fixtures.press(&state, [.character("d")])
    #expect(
      Renderer.render(state).text.split(separator: "\n").last?.hasSuffix("x yes · n no") == true)
    Fixtures.press(&state, [.character("y")])
    #expect(state.project.grids[0].keys.count == keys)
    Fixtures.press(&state, [.character("d"), .character("x")])
    #expect(state.project.grids[0].keys.count == keys - 1)
  }

  @Test("help and the key reference say what each answer does, and which one Enter gives")
  func helpSaysWhatAnswersDo() {
    let help = Keymap.standard.helpLines.joined(separator: "\n")
    #expect(help.contains("y (delete) delete the key from every language"))
    #expect(help.contains("n Esc (keep) keep it (also Enter and any other key)"))
    #expect(help.contains("Esc (cancel) decide nothing and save nothing"))
    for context in Command.Context.allCases {
      guard case .prompt = context else { continue }
      for command in Command.all where command.context == context {
        #expect(command.does?.isEmpty == false, "\(command.name)")
      }
    }
  }
}
