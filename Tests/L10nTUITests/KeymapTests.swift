import Foundation
import L10nFormats
import L10nModel
import L10nSession
import L10nTUI
import L10nTestSupport
import Testing

/// The keys file: parsing it, what it binds in the reducer, and what help and hints show.
@Suite("The keys file")
struct KeymapTests {
  static let path = "/home/me/.config/l10nedit/keys.json"

  /// The keymap and problems of `json` as if read from `path`.
  static func read(_ json: String) throws -> (keymap: Keymap, problems: [String]) {
    Keymap.reading(try JSONReader.read(Array(json.utf8), path: path), path: path)
  }

  @Test("the help screen lists each heading once")
  func headingsOnce() {
    // Headings are the lines after the two opening ones that are not indented.
    let headings = Keymap.standard.helpLines.dropFirst(3).filter {
      !$0.isEmpty && !$0.hasPrefix(" ")
    }
    #expect(!headings.isEmpty)
    #expect(headings.count == Set(headings).count, "repeated: \(headings)")
  }

  @Test("every key name help shows reads back as its key; other spellings too")
  func keyNames() {
    for key in Set(Command.all.flatMap(\.keys)) {
      #expect(Command.key(named: Command.label(key)) == key, "\(Command.label(key))")
    }
    #expect(Command.key(named: "Up") == .key(.up))
    #expect(Command.key(named: "pagedown") == .key(.pageDown))
    #expect(Command.key(named: "Escape") == .key(.escape))
    #expect(Command.key(named: "ctrl-n") == .control("n"))
    #expect(Command.key(named: "Alt-x") == .alt("x"))
    #expect(Command.key(named: "Space") == .character(" "))
    for bad in ["", "Ctrl-", "Ctrl-NN", "Ctrl-1", "Hyper-A", "Tabb", "Alt-"] {
      #expect(Command.key(named: bad) == nil, "\(bad)")
    }
  }

  @Test("a bound command gets the new keys; a key taken from a default leaves that command")
  func goodFile() throws {
    let (keymap, problems) = try Self.read(
      """
      {"grid": {"next-gap": ["Tab", "Ctrl-N"], "quit": ["x"]},
       "line-editor": {"commit": ["Enter", "Ctrl-O"]}}
      """)
    #expect(problems.isEmpty)
    #expect(keymap.source == Self.path)
    #expect(keymap.keys(of: .grid(.nextGap)) == [.key(.tab), .control("n")])
    #expect(keymap.keys(of: .grid(.quit)) == [.character("x")])
    // `x` removed the translation by default: Delete still does.
    #expect(keymap.keys(of: .grid(.removeTranslation)) == [.key(.delete)])
    #expect(keymap.command(for: .character("x"), in: [.grid]) == .grid(.quit))
    #expect(keymap.command(for: .character("q"), in: [.grid]) == nil)
    #expect(keymap.command(for: .control("o"), in: [.lineEditor]) == .lineEditor(.commit))
    // Other contexts keep theirs.
    #expect(keymap.command(for: .character("q"), in: [.help]) == .help(.close))
  }

  @Test("each kind of mistake is said with file, line and column; the rest still applies")
  func badFile() throws {
    let (keymap, problems) = try Self.read(
      """
      {
        "gird": {"quit": ["x"]},
        "grid": {
          "next-gapp": ["Ctrl-N"],
          "save": ["Ctrl-Shift-S"],
          "undo": "U",
          "redo": ["R"],
          "help": ["R"]
        },
        "line-editor": {"commit": ["o"]},
        "help": []
      }
      """)
    #expect(
      problems == [
        "\(Self.path):2:3: unknown context \"gird\" (known: "
          + Command.Context.allCases.map(\.fileName).joined(separator: ", ") + ")",
        "\(Self.path):4:5: unknown command \"next-gapp\" in grid (? lists the names)",
        "\(Self.path):5:5: grid.save: unknown key \"Ctrl-Shift-S\"; keeping the default keys",
        "\(Self.path):6:5: grid.undo: expected a list of key names, like [\"Tab\", \"Ctrl-N\"]",
        "\(Self.path):10:19: line-editor.commit: \"o\" types text here: bind a Ctrl-, Alt- or "
          + "named key; keeping the default keys",
        "\(Self.path):11:3: help: expected an object of command names",
        "\(Self.path):1:1: grid: R is bound to redo and help; the first has it",
      ])
    #expect(keymap.keys(of: .grid(.save)) == [.character("s"), .control("s")])
    #expect(keymap.keys(of: .grid(.undo)) == [.character("u")])
    #expect(keymap.keys(of: .lineEditor(.commit)) == [.key(.enter)])
    #expect(keymap.keys(of: .grid(.quit)) == [.character("q"), .control("c"), .control("q")])
    #expect(keymap.command(for: .character("R"), in: [.grid]) == .grid(.redo))
    let (_, notObject) = try Self.read("[1]")
    #expect(notObject.count == 1)
    #expect(notObject.first?.hasPrefix("\(Self.path):1:1: expected an object of contexts") == true)
  }

  @Test("the file on disk: missing is fine unless named; bad JSON is said with its place")
  func files() throws {
    let folder = try TestSupport.fixture(["keys.json": "{\"grid\": {\"quit\": [\"x\"],}}\n"])
    let path = folder.path + "/keys.json"
    let (keymap, problems) = KeysFile.load(path, isExplicit: false)
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("\(path):1:") == true)
    #expect(problems.first?.hasSuffix("; using the default keys") == true)
    #expect(keymap.keys(of: .grid(.quit)) == Keymap.standard.keys(of: .grid(.quit)))
    #expect(KeysFile.load(folder.path + "/none.json", isExplicit: false).problems.isEmpty)
    #expect(
      KeysFile.load(folder.path + "/none.json", isExplicit: true).problems == [
        "\(folder.path)/none.json: no such keys file; using the default keys"
      ])
    #expect(
      KeysFile.defaultPath(environment: ["XDG_CONFIG_HOME": "/cfg"]) == "/cfg/l10nedit/keys.json")
    #expect(
      KeysFile.defaultPath(environment: ["XDG_CONFIG_HOME": ""]).hasSuffix(
        "/.config/l10nedit/keys.json"))
  }

  @Test("in the editor the rebound key runs the command, the old one no longer does")
  func reducer() throws {
    let (keymap, _) = try Self.read(#"{"grid": {"next-gap": ["Ctrl-N"]}}"#)
    let project = try ProjectLoader.load(Fixtures.packageRoot.path + "/SampleProject/Resources")
    var standard = Fixtures.state(project, title: "Sample")
    var rebound = Fixtures.state(project, title: "Sample", keymap: keymap)
    let start = Fixtures.selected(rebound)
    Fixtures.press(&rebound, [.key(.tab)])
    #expect(Fixtures.selected(rebound) == start)
    Fixtures.press(&standard, [.key(.tab)])
    Fixtures.press(&rebound, [.control("n")])
    #expect(Fixtures.selected(rebound) == Fixtures.selected(standard))
    #expect(Fixtures.selected(rebound) != start)
  }

  @Test("help and the key hints show the keys in effect and the file they came from")
  func help() throws {
    let (keymap, _) = try Self.read(#"{"grid": {"next-gap": ["Ctrl-N"]}}"#)
    #expect(keymap.helpLines[1] == "Bindings from \(Self.path) over the defaults.")
    #expect(keymap.helpLines.contains { $0.hasPrefix("  Ctrl-N") && $0.hasSuffix("(next-gap)") })
    #expect(!keymap.helpLines.contains { $0.hasPrefix("  Tab ") && $0.hasSuffix("(next-gap)") })
    #expect(
      Keymap.standard.helpLines.contains { $0.hasPrefix("  Tab ") && $0.hasSuffix("(next-gap)") })
    let project = try ProjectLoader.load(Fixtures.packageRoot.path + "/SampleProject/Resources")
    var state = Fixtures.state(project, title: "Sample", keymap: keymap)
    #expect(Renderer.render(state).text(ofRow: 29).hasPrefix("Ctrl-N gap  ] finding"))
    Fixtures.press(&state, [.character("?")])
    let screen = Renderer.render(state).text
    #expect(screen.contains("Bindings from \(Self.path) over the defaults."))
    #expect(screen.contains("Ctrl-N"))
  }
}
