/// Every prompt the editor asks, by its answers: what the command table, the keymap, the keys
/// file, help and the key reference list (see `PromptAnswers`).
extension Prompt {
  /// The prompts, in the order help and the key reference list them.
  static let kinds: [PromptKind] = [
    PromptKind(Command.DeletePrompt.self), PromptKind(Command.QuitPrompt.self),
    PromptKind(Command.CommentPrompt.self), PromptKind(Command.RestorePrompt.self),
    PromptKind(Command.ConflictPrompt.self), PromptKind(Command.OccurrencePrompt.self),
    PromptKind(Command.SortPrompt.self), PromptKind(Command.MarkReviewedPrompt.self),
    PromptKind(Command.TranslatePrompt.self),
  ]
}

extension Command {
  /// The answers to "delete this key?"; any other key keeps it.
  package enum DeletePrompt: String, PromptAnswers {
    case delete
    case keep

    package static let promptName = "delete-prompt"
    package static let listedUnder = Name.grid(.deleteKey)
    package static let fallback: Self? = .keep
    package var choice: PromptChoice {
      switch self {
      case .delete: .yes("delete the key from every language")
      case .keep: .no("keep it")
      }
    }
  }

  /// The answers to "save before quitting?"; any other key cancels.
  package enum QuitPrompt: String, PromptAnswers {
    case saveAndQuit = "save-and-quit"
    case discardAndQuit = "discard-and-quit"
    case review
    case cancel

    package static let promptName = "quit-prompt"
    package static let listedUnder = Name.grid(.quit)
    package static let fallback: Self? = .cancel
    package var choice: PromptChoice {
      switch self {
      case .saveAndQuit:
        PromptChoice(
          "save and quit", does: "save the changed files, then quit",
          keys: [.character("s"), .character("y")])
      case .discardAndQuit:
        PromptChoice(
          "discard and quit", does: "quit without saving", keys: [.character("d"), .character("n")])
      case .review:
        PromptChoice(
          "review", does: "review what the save writes (closing it asks again)",
          keys: [.character("r")])
      case .cancel:
        PromptChoice("cancel", does: "go on editing", keys: [.character("c"), .key(.escape)])
      }
    }
  }

  /// The answers to "apply the new source comment to the languages that shared the old one?";
  /// any other key keeps their comments.
  package enum CommentPrompt: String, PromptAnswers {
    case apply
    case keep

    package static let promptName = "comment-prompt"
    package static let listedUnder = Name.grid(.editComment)
    package static let fallback: Self? = .keep
    package var choice: PromptChoice {
      switch self {
      case .apply: .yes("give the new source comment to those languages too")
      case .keep: .no("they keep their comments")
      }
    }
  }

  /// The answers to "restore the edits an earlier session left unsaved?"; any other key
  /// discards them.
  package enum RestorePrompt: String, PromptAnswers {
    case restore
    case discard

    // Asked at start when an earlier session ended with unsaved edits: listed under save.
    package static let promptName = "restore-prompt"
    package static let listedUnder = Name.grid(.save)
    package static let fallback: Self? = .discard
    package var choice: PromptChoice {
      switch self {
      case .restore:
        .yes("apply the earlier session's unsaved edits again (not saved yet)", label: "restore")
      case .discard: .no("drop them", label: "discard")
      }
    }
  }

  /// The answers to "this cell changed here and on disk: which value?"; any other key asks
  /// again.
  package enum ConflictPrompt: String, PromptAnswers {
    case keepMine = "keep-mine"
    case keepDisk = "keep-disk"
    case edit
    case cancel

    // Asked when saving finds cells changed on disk too: listed under save.
    package static let promptName = "conflict-prompt"
    package static let listedUnder = Name.grid(.save)
    package static let fallback: Self? = nil
    package var choice: PromptChoice {
      switch self {
      case .keepMine:
        PromptChoice("keep mine", does: "keep this session's text", keys: [.character("m")])
      case .keepDisk:
        PromptChoice("keep disk's", does: "take the text on disk", keys: [.character("d")])
      case .edit:
        PromptChoice("edit", does: "type the text that ends the conflict", keys: [.character("e")])
      case .cancel:
        PromptChoice(
          "cancel (save nothing)", does: "decide nothing and save nothing", keys: [.key(.escape)])
      }
    }
  }

  /// The answers to "which copy of this duplicate key stays?": a digit names the copy (typed
  /// like text, so not in the table); `cancel` keeps them all.
  package enum OccurrencePrompt: String, PromptAnswers {
    case cancel

    package static let promptName = "occurrence-prompt"
    package static let listedUnder = Name.grid(.resolveDuplicate)
    package static let fallback: Self? = nil
    package var choice: PromptChoice {
      PromptChoice(
        "keep them all", does: "keep every copy (a digit keeps that copy alone)",
        keys: [.key(.escape)])
    }
  }

  /// The answers to "saving sorts these files: sort them (from now on), keep their order, or
  /// review?"; any other key asks again.
  package enum SortPrompt: String, PromptAnswers {
    case sort
    case keepOrder = "keep-order"
    case review
    case cancel

    // Asked at the first save that would re-sort a file: listed under save.
    package static let promptName = "sort-prompt"
    package static let listedUnder = Name.grid(.save)
    package static let fallback: Self? = nil
    package var choice: PromptChoice {
      switch self {
      case .sort:
        PromptChoice(
          "sort", does: "saves sort the files, now and from then on (recorded in the settings)",
          keys: [.character("s")])
      case .keepOrder:
        PromptChoice(
          "keep order", does: "saves keep each file's order (recorded in the settings)",
          keys: [.character("k")])
      case .review:
        PromptChoice("review", does: "review the save with the re-sort", keys: [.character("r")])
      case .cancel: PromptChoice("cancel", does: "save nothing", keys: [.key(.escape)])
      }
    }
  }

  /// The answers to "mark every listed cell needing review reviewed?"; any other key marks
  /// nothing.
  package enum MarkReviewedPrompt: String, PromptAnswers {
    case mark
    case keep

    package static let promptName = "mark-reviewed-prompt"
    package static let listedUnder = Name.grid(.markListedReviewed)
    package static let fallback: Self? = .keep
    package var choice: PromptChoice {
      switch self {
      case .mark: .yes("mark them reviewed (one undo step)")
      case .keep: .no("mark nothing")
      }
    }
  }

  /// The answers to "translate these cells with this provider?" (a digit picks another
  /// provider when there are several); any other key sends nothing.
  package enum TranslatePrompt: String, PromptAnswers {
    case translate
    case cancel

    package static let promptName = "translate-prompt"
    package static let listedUnder = Name.grid(.translateListed)
    package static let fallback: Self? = .cancel
    package var choice: PromptChoice {
      switch self {
      case .translate:
        .yes("send them to the provider named (a digit: the provider of that number)")
      case .cancel: .no("send nothing")
      }
    }
  }
}
