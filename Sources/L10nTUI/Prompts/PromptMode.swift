/// The mode of a prompt (`EditorState.Mode.prompting`): its answers' keys, its question and
/// hints on the bottom line.
struct PromptMode: ModeComponent {
  static let contexts: [Command.Context] = []
  /// The prompt asked.
  let prompt: Prompt

  var contexts: [Command.Context] { [prompt.context] }

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    var asked = prompt
    asked.note = nil
    state.mode = .prompting(asked)
    let effects = prompt.respond(event, &state)
    // An answer that asks the same question again says why in place of the question.
    if let message = state.message, case .prompting(let current) = state.mode, current == prompt {
      state.sayOverPrompt(message)
    }
    return effects
  }

  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine) {
    if let note = prompt.note {
      line.put(&canvas, note, style: Style(bold: true))
      return
    }
    let hints = line.state.keymap.hints(for: contexts, relabeled: prompt.relabeled)
    line.put(&canvas, prompt.question + hints, style: prompt.style)
  }
}
