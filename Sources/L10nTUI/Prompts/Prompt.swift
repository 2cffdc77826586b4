/// A question on the bottom line and what its answers do: the one prompt component every
/// confirmation and choice of the editor goes through (`EditorState.ask`).
///
/// The answers, their keys, labels and what they do come from the prompt's `PromptAnswers`;
/// the question and the answer's effect from the call that asks. Two prompts are equal when
/// they ask the same question with the same answers.
package struct Prompt: Hashable, Sendable {
  /// The context whose keys answer it (the prompt's name in a keys file).
  package let context: Command.Context
  /// The question, before the key hints.
  package let question: String
  /// How the question and hints are drawn.
  let style: Style
  /// Labels said otherwise in this asking (`keep mine` as `keep ours` in a git conflict).
  let relabeled: [String: String]
  /// What a message set by an answer that asks again says, shown in place of the question
  /// until the next key.
  var note: String?
  /// What a key does: the answer it gives, or nothing (asks again).
  let respond: @Sendable (KeyEvent, inout EditorState) -> [Effect]

  /// How a question is drawn: yellow, or red when the answer destroys work.
  package enum Tone: Sendable {
    case question, danger

    var style: Style {
      Style(foreground: self == .danger ? .red : .yellow, bold: true)
    }
  }

  package static func == (lhs: Prompt, rhs: Prompt) -> Bool {
    lhs.context == rhs.context && lhs.question == rhs.question
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(context)
    hasher.combine(question)
  }
}

/// What a key gives in a menu of numbered items: an answer, or an item's number (from 1).
enum PromptReply<Answers: PromptAnswers>: Equatable {
  case answer(Answers)
  case item(Int)
}

extension EditorState {
  /// Asks `question` on the bottom line, followed by the hints of `Answers`; a key bound to an
  /// answer (Enter and an unbound key: `Answers.fallback`, if any) goes back to the grid and
  /// runs `then` with it, any other key asks again.
  ///
  /// `relabeled` says some answers' labels otherwise for this question.
  mutating func ask<Answers: PromptAnswers>(
    _ question: String, answers _: Answers.Type, tone: Prompt.Tone = .question,
    relabeled: [String: String] = [:],
    then: @escaping @Sendable (Answers, inout EditorState) -> [Effect]
  ) {
    choose(question, answers: Answers.self, items: 0, tone: tone, relabeled: relabeled) {
      reply, state in
      guard case .answer(let answer) = reply else { return [] }
      return then(answer, &state)
    }
  }

  /// Asks `question` with `items` numbered items besides the answers of `Answers`: a digit from
  /// 1 to `items` (at most 9) gives that item, as `ask` gives answers.
  mutating func choose<Answers: PromptAnswers>(
    _ question: String, answers _: Answers.Type, items: Int, tone: Prompt.Tone = .question,
    relabeled: [String: String] = [:],
    then: @escaping @Sendable (PromptReply<Answers>, inout EditorState) -> [Effect]
  ) {
    // A message left from before the prompt is not said over it.
    message = nil
    mode = .prompting(
      Prompt(
        context: Answers.context, question: question, style: tone.style, relabeled: relabeled,
        respond: { event, state in
          let reply: PromptReply<Answers>? =
            if let answer = state.keymap.bound(to: event, in: Answers.self) {
              .answer(answer)
            } else if case .character(let character) = event,
              let digit = character.wholeNumberValue, digit >= 1, digit <= min(items, 9)
            {
              .item(digit)
            } else {
              Answers.fallback.map { .answer($0) }
            }
          guard let reply else { return [] }
          state.mode = .normal
          return then(reply, &state)
        }))
  }

  /// Says `text` on the bottom line; while a prompt is asked, in place of its question until
  /// the next key (why it asks again, or what it asks about).
  mutating func sayOverPrompt(_ text: String) {
    message = text
    guard case .prompting(var prompt) = mode else { return }
    prompt.note = text
    mode = .prompting(prompt)
  }

  /// Whether the prompt of `Answers` is being asked.
  package func isAsking<Answers: PromptAnswers>(_: Answers.Type) -> Bool {
    guard case .prompting(let prompt) = mode else { return false }
    return prompt.context == Answers.context
  }

}
