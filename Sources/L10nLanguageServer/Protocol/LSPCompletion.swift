/// One proposal of `textDocument/completion` (`CompletionItem`).
package struct LSPCompletionItem: Codable, Hashable, Sendable {
  /// The protocol's `CompletionItemKind`s the server uses.
  package enum Kind: Int, Codable, Hashable, Sendable {
    /// A text (a key).
    case text = 1
    /// A module (a table).
    case module = 9
    /// A snippet.
    case snippet = 15
    /// A constant.
    case constant = 21
  }

  /// How `insertText`/`textEdit`'s text is read (`InsertTextFormat`).
  package enum InsertTextFormat: Int, Codable, Hashable, Sendable {
    /// As it is.
    case plainText = 1
    /// A snippet with `${1:placeholder}` slots.
    case snippet = 2
  }

  /// What the list shows (the key).
  package var label: String
  /// Its kind.
  package var kind: Kind?
  /// One line beside the label (the source value).
  package var detail: String?
  /// More, shown for the selected item (values, coverage).
  package var documentation: LSPMarkupContent?
  /// How the list is sorted (before `label`).
  package var sortText: String?
  /// What typed text is matched against (before `label`).
  package var filterText: String?
  /// The text inserted, when there is no `textEdit`.
  package var insertText: String?
  /// How the inserted text is read.
  package var insertTextFormat: InsertTextFormat?
  /// The edit applied when the item is chosen.
  package var textEdit: LSPTextEdit?

  /// Creates an item.
  package init(
    label: String, kind: Kind? = nil, detail: String? = nil,
    documentation: LSPMarkupContent? = nil, sortText: String? = nil, filterText: String? = nil,
    insertText: String? = nil, insertTextFormat: InsertTextFormat? = nil,
    textEdit: LSPTextEdit? = nil
  ) {
    self.label = label
    self.kind = kind
    self.detail = detail
    self.documentation = documentation
    self.sortText = sortText
    self.filterText = filterText
    self.insertText = insertText
    self.insertTextFormat = insertTextFormat
    self.textEdit = textEdit
  }
}

/// What `textDocument/completion` answers (`CompletionList`).
package struct LSPCompletionList: Codable, Hashable, Sendable {
  /// Whether more items match than are listed: the client asks again as the user types.
  package var isIncomplete: Bool
  /// The items.
  package var items: [LSPCompletionItem]

  /// Creates a list.
  package init(isIncomplete: Bool, items: [LSPCompletionItem]) {
    self.isIncomplete = isIncomplete
    self.items = items
  }
}
