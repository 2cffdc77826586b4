import L10nModel
import L10nResolve

/// The prompt for the seen-as column's languages: a line editor whose ↑ and ↓ bring back the
/// lists used before.
struct SeenAsPromptMode: ModeComponent {
  static let contexts: [Command.Context] = [.lineEditor]
  /// The recent list shown, if one is.
  let recent: Int?

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    let step: Int? =
      switch event {
      case .key(.up): 1
      case .key(.down): -1
      default: nil
      }
    guard let step else {
      return LineEditingMode(target: .seenAs(recent: recent)).handle(event, in: &state)
    }
    let lists = state.recentSeenAs
    guard !lists.isEmpty else { return [] }
    let next = min(max((recent ?? -1) + step, 0), lists.count - 1)
    state.mode = .editing(
      .seenAs(recent: next), LineEditor(lists[next].joined(separator: ","), singleLine: true))
    return []
  }
}

extension SeenAsPromptMode {
  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine) {
    guard case .editing(_, let editor) = line.state.mode else { return }
    let recent = line.state.recentSeenAs.isEmpty ? "" : "↑↓ recent, "
    line.prompt(
      &canvas, "Seen as (preferred languages, \(recent)empty: off): ", editor: editor)
  }
}
