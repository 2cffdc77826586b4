import Foundation
import L10nCheck
import L10nFormats
import L10nModel
import L10nTUI
import L10nTestSupport

/// Shared set-up for the editor tests.
enum Fixtures {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A fresh copy of SampleProject/Resources in a temporary folder.
  static func sampleCopy() throws -> String {
    let target = try ScratchFolders.make("l10nedit-tui").appendingPathComponent("Resources")
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("SampleProject/Resources"), to: target)
    return target.path
  }

  /// The editor on SampleProject (read in place: these tests never save), checks done.
  static func sampleState(width: Int = 100, height: Int = 30) throws -> EditorState {
    let project = try ProjectLoader.load(
      packageRoot.appendingPathComponent("SampleProject/Resources").path)
    return state(project, title: "SampleProject/Resources", width: width, height: height)
  }

  static func state(
    _ project: Project, title: String, width: Int = 100, height: Int = 30,
    keymap: Keymap = .standard
  ) -> EditorState {
    var state = EditorState(
      project: project, title: title, width: width, height: height, keymap: keymap)
    _ = state.reduce(.checked(Linter().run(project)))
    return state
  }

  /// Applies key events, returning every effect.
  @discardableResult
  static func press(_ state: inout EditorState, _ events: [KeyEvent]) -> [Effect] {
    events.flatMap { state.reduce(.event($0)) }
  }

  /// Whether `effects` end the editor (`q`).
  static func quits(_ effects: [Effect]) -> Bool {
    effects.contains { if case .quit = $0 { true } else { false } }
  }

  /// Whether `effects` write nothing: no save and no review of one.
  static func writesNothing(_ effects: [Effect]) -> Bool {
    !effects.contains {
      switch $0 {
      case .save, .saveAndQuit, .review: true
      default: false
      }
    }
  }

  /// The events of typing `text`.
  static func type(_ text: String) -> [KeyEvent] {
    text.map { .character($0) }
  }

  /// The text of the line editor, if one is open.
  static func editorText(_ state: EditorState) -> String? {
    switch state.mode {
    case .editing(_, let editor), .searching(let editor): editor.text
    default: nil
    }
  }

  /// The selected (table, key, language), as text.
  static func selected(_ state: EditorState) -> String {
    guard let cell = state.selectedCell else { return "none" }
    return "\(cell.table)/\(cell.key)/\(cell.language)"
  }
}
