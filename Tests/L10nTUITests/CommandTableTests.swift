import Testing

@testable import L10nTUI

@Suite("The command table: keymap, help and hints of every mode")
struct CommandTableTests {
  /// Every key the table binds, and a few it binds nowhere.
  static let probes: [KeyEvent] =
    Array(Set(Command.all.flatMap(\.keys))) + [.character("x"), .control("z"), .key(.delete)]

  @Test("no key is bound twice in one context")
  func uniqueKeys() {
    for context in Command.Context.allCases {
      let keys = Command.all.filter { $0.context == context }.flatMap(\.keys)
      let repeated = Dictionary(grouping: keys, by: { $0 }).filter { $0.value.count > 1 }.keys
      #expect(repeated.isEmpty, "\(context) binds \(repeated.map(Command.label)) twice")
    }
  }

  @Test("every command name has exactly one entry, and every context has commands")
  func oneEntryPerName() {
    let names =
      Command.Grid.allCases.map(\.name) + Command.LineEditing.allCases.map(\.name)
      + Command.PluralEditing.allCases.map(\.name) + Command.TablePicking.allCases.map(\.name)
      + Command.HelpScreen.allCases.map(\.name) + Command.DeletePrompt.allCases.map(\.name)
      + Command.QuitPrompt.allCases.map(\.name) + Command.CommentPrompt.allCases.map(\.name)
      + Command.RestorePrompt.allCases.map(\.name) + Command.ConflictPrompt.allCases.map(\.name)
      + Command.OccurrencePrompt.allCases.map(\.name) + Command.SortPrompt.allCases.map(\.name)
      + Command.MarkReviewedPrompt.allCases.map(\.name)
      + Command.TranslatePrompt.allCases.map(\.name)
      + Command.ValueEditing.allCases.map(\.name)
      + Command.Palette.allCases.map(\.name) + Command.Review.allCases.map(\.name)
      + Command.Pager.allCases.map(\.name)
    #expect(names.count == Command.all.count)
    for name in names { #expect(Command.all.count { $0.name == name } == 1, "\(name)") }
    for context in Command.Context.allCases {
      #expect(Command.all.contains { $0.context == context && !$0.keys.isEmpty })
    }
  }

  @Test("the table picker answers to its table keys only")
  func pickerKeys() throws {
    // Loaded and checked once: each probe starts from a copy of the same state.
    let start = try Fixtures.sampleState()
    for key in Self.probes {
      var state = start
      Fixtures.press(&state, [.character("t"), key])
      switch Keymap.standard.command(for: key, in: [.tablePicker]) {
      case .tablePicker(.close)?, .tablePicker(.showTable)?:
        #expect(state.mode == .normal, "\(key)")
      case .tablePicker(.moveUp)?: #expect(state.mode == .pickingTable(3), "\(key)")
      case .tablePicker(.moveDown)?: #expect(state.mode == .pickingTable(1), "\(key)")
      default: #expect(state.mode == .pickingTable(0), "\(key) is not the picker's")
      }
    }
  }

  @Test("the help screen answers to its table keys only")
  func helpKeys() throws {
    let start = try Fixtures.sampleState(width: 100, height: 20)
    for key in Self.probes {
      var state = start
      Fixtures.press(&state, [.character("?"), .key(.down), key])
      switch Keymap.standard.command(for: key, in: [.help]) {
      case .help(.close)?: #expect(state.mode == .normal, "\(key)")
      case .help(.moveUp)?, .help(.pageUp)?: #expect(state.mode == .help(0), "\(key)")
      case .help(.moveDown)?: #expect(state.mode == .help(2), "\(key)")
      case .help(.pageDown)?: #expect(state.mode == .help(18), "\(key)")
      case .help(.top)?: #expect(state.mode == .help(0), "\(key)")
      case .help(.bottom)?:
        #expect(state.mode == .help(state.keymap.helpLines(width: 99).count - 18), "\(key)")
      default: #expect(state.mode == .help(1), "\(key) is not the help screen's")
      }
    }
  }

  @Test("the prompts: the table's answers, and any other key says no")
  func promptKeys() throws {
    let start = try Fixtures.sampleState()
    for key in Self.probes {
      var state = start
      let keys = state.project.grids[0].keys.count
      Fixtures.press(&state, [.character("d"), key])
      let deleted = state.project.grids[0].keys.count < keys
      #expect(
        deleted
          == (Keymap.standard.command(for: key, in: [Command.DeletePrompt.context])
            == Command.DeletePrompt.delete.name))
      #expect(state.mode == .normal)

      Fixtures.press(&state, [.key(.tab), .key(.enter), .character("x"), .key(.enter)])
      Fixtures.press(&state, [.character("q")])
      let effects = Fixtures.press(&state, [key])
      let answer = Keymap.standard.bound(to: key, in: Command.QuitPrompt.self)
      switch answer {
      case .saveAndQuit?:
        #expect(effects.count == 1 && state.isAsking(Command.QuitPrompt.self))
      case .discardAndQuit?: #expect(effects == [.quit])
      case .review?:
        #expect(effects.count == 1 && state.mode == .reviewing(scroll: 0, fromQuitPrompt: true))
        Fixtures.press(&state, [.key(.escape), .character("c")])
      default: #expect(effects.isEmpty && state.mode == .normal, "\(key)")
      }
    }
  }

  @Test("the plural editor's own keys come before the line editor's")
  func pluralKeys() throws {
    var state = try PluralEditorTests.open("pl")
    guard case .editingPlural(let before) = state.mode else {
      Issue.record("expected the plural editor, got \(state.mode)")
      return
    }
    Fixtures.press(&state, [.key(.tab)])
    guard case .editingPlural(let after) = state.mode else {
      Issue.record("Tab left the plural editor: \(state.mode)")
      return
    }
    #expect(after.fieldIndex == before.fieldIndex + 1)
    #expect(
      Keymap.standard.command(for: .key(.tab), in: state.mode.contexts) == .pluralEditor(.nextField)
    )
    #expect(
      Keymap.standard.command(for: .key(.escape), in: state.mode.contexts) == .lineEditor(.cancel))
    let bottom = Renderer.render(state).text(ofRow: 35)
    #expect(bottom.hasPrefix("↑↓ Tab field · Enter keep all · Esc cancel · Alt-Enter line break"))
  }

  @Test("the hint line comes from the table, save, help and quit among the first")
  func hintLine() throws {
    let hints = Keymap.standard.hints(for: [.grid])
    #expect(
      hints
        == "Tab gap  ] finding  Enter edit  s save  ? help  q quit  / search  : palette  f filter  "
        + "t table  u undo"
    )
    for command in Command.all where command.context == .grid {
      guard let hint = command.hint, let key = command.keys.first else { continue }
      #expect(hints.contains("\(Command.label(key)) \(hint.label)"))
    }
    let state = try Fixtures.sampleState(width: 60, height: 20)
    #expect(
      Renderer.render(state).text(ofRow: 19).hasPrefix(
        "Tab gap  ] finding  Enter edit  s save  ? help  q quit"))
    #expect(Keymap.standard.hints(for: [Command.DeletePrompt.context]) == "y yes · n no")
    #expect(Keymap.standard.hints(for: [.help]) == "↑↓ PgUp PgDn scroll · Esc closes")
  }

  @Test("at 80 × 24 the help wraps long lines instead of cutting them")
  func helpAt80() throws {
    var state = try Fixtures.sampleState(width: 80, height: 24)
    let lines = state.keymap.helpLines(width: 79)
    #expect(lines.allSatisfy { TextWidth.width(of: $0) <= 79 })
    #expect(lines.count > Keymap.standard.helpLines.count)
    // Every word of the wide help is in the narrow one.
    let words = { (lines: [String]) in Set(lines.joined(separator: " ").split(separator: " ")) }
    #expect(words(lines) == words(Keymap.standard.helpLines))
    Fixtures.press(&state, [.character("?")])
    let screen = Renderer.render(state)
    for y in 0..<23 { #expect(!screen.text(ofRow: y).hasSuffix("…"), "row \(y)") }
  }

  @Test("help lists each mode's keys under the command that opens it")
  func helpLines() {
    let lines = Keymap.standard.helpLines
    for context in Command.Context.allCases {
      guard let opener = context.openedBy else { continue }
      guard let index = lines.firstIndex(where: { $0.hasSuffix("(\(opener.rawValue))") }) else {
        Issue.record("no help line for \(opener)")
        continue
      }
      // The opener's mode lines follow it, indented.
      let line = lines[(index + 1)...].prefix { $0.hasPrefix(" ") }.joined(separator: "\n")
      for command in Command.all where command.context == context {
        #expect(line.contains("\(Command.label(command.keys)) (\(command.name.rawValue))"))
      }
    }
  }
}
