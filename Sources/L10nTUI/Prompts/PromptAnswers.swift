/// The answers of one prompt, as an enum: each answer's name in a keys file (its raw value),
/// label, what it does and default keys; the prompt's name in a keys file, the grid command it
/// is listed under in help, and the answer Enter and unbound keys give.
///
/// The command table, the keymap, the keys file, help, the key reference and the key hints
/// are made from `Prompt.kinds`: a new prompt is one such enum, listed there, and one call of
/// `EditorState.ask` where it is asked.
package protocol PromptAnswers: CommandSet, RawRepresentable<String> {
  /// The prompt's context name in a keys file (`delete-prompt`).
  static var promptName: String { get }
  /// The grid command the prompt is listed under in help (the one that asks it).
  static var listedUnder: Command.Name { get }
  /// The answer Enter and every key bound to no answer give, or `nil`: such keys ask again.
  static var fallback: Self? { get }
  /// How the answer shows and what it does.
  var choice: PromptChoice { get }
}

/// One answer of a prompt as shown: its label in the prompt's key hints, what it does (in help
/// and the key reference) and its default keys.
package struct PromptChoice {
  /// The words after its keys on the bottom line (`yes`, `save and quit`).
  package let label: String
  /// What it does, for help and the key reference.
  package let does: String
  /// Its keys unless a keys file binds others.
  package let keys: [KeyEvent]

  /// A choice labelled `label` that does `does`, answered by `keys`.
  package init(_ label: String, does: String, keys: [KeyEvent]) {
    self.label = label
    self.does = does
    self.keys = keys
  }
}

extension PromptChoice {
  /// The yes of a yes/no question: `y`, labelled `label`, doing `does`.
  static func yes(_ does: String, label: String = "yes") -> PromptChoice {
    PromptChoice(label, does: does, keys: [.character("y")])
  }

  /// The no of a yes/no question: `n` and `Esc`, labelled `label`, doing `does`.
  static func no(_ does: String, label: String = "no") -> PromptChoice {
    PromptChoice(label, does: does, keys: [.character("n"), .key(.escape)])
  }
}

extension PromptAnswers {
  /// The prompt's context: its answers' keys.
  package static var context: Command.Context { .prompt(promptName) }
  /// The answer's name in the command table.
  package var name: Command.Name { .prompt(Self.promptName, rawValue) }

  /// The answers' entries in the command table, in hint order.
  static var commands: [Command] {
    allCases.enumerated().map { index, answer in
      let choice = answer.choice
      let fallback = answer == Self.fallback ? " (also Enter and any other key)" : ""
      return Command(
        answer.name, choice.keys, hint: Command.Hint(choice.label, order: index),
        does: choice.does + fallback)
    }
  }
}

/// A prompt's answers as the registry holds them (the protocol has associated types).
struct PromptKind: Sendable {
  /// The prompt's context name in a keys file.
  let name: String
  /// The grid command it is listed under in help.
  let listedUnder: Command.Name
  /// Its answers' entries in the command table.
  let commands: [Command]

  init<Answers: PromptAnswers>(_: Answers.Type) {
    name = Answers.promptName
    listedUnder = Answers.listedUnder
    commands = Answers.commands
  }
}
