/// The parameters of the requests and notifications the server reads, as far as it reads them.

/// A document named by its URI (`TextDocumentIdentifier`).
package struct LSPDocumentIdentifier: Codable, Hashable, Sendable {
  /// The document's URI.
  package var uri: String
}

/// A document and a place in it (`TextDocumentPositionParams`: hover, definition, completion,
/// prepareRename, references and rename add their members).
package struct LSPDocumentPositionParams: Codable, Hashable, Sendable {
  /// The document.
  package var textDocument: LSPDocumentIdentifier
  /// The place.
  package var position: LSPPosition
}

/// `textDocument/references`: whether the declaration (each language's entry) counts.
package struct LSPReferenceParams: Codable, Hashable, Sendable {
  /// What `ReferenceContext` says.
  package struct Context: Codable, Hashable, Sendable {
    /// Whether to include the declaration.
    package var includeDeclaration: Bool
  }

  /// The document.
  package var textDocument: LSPDocumentIdentifier
  /// The place.
  package var position: LSPPosition
  /// The context (absent: declarations included).
  package var context: Context?
}

/// `textDocument/rename`.
package struct LSPRenameParams: Codable, Hashable, Sendable {
  /// The document.
  package var textDocument: LSPDocumentIdentifier
  /// The place.
  package var position: LSPPosition
  /// The new name.
  package var newName: String
}

/// A document and a range in it (`textDocument/inlayHint`, `textDocument/codeAction`).
package struct LSPDocumentRangeParams: Codable, Hashable, Sendable {
  /// The document.
  package var textDocument: LSPDocumentIdentifier
  /// The range.
  package var range: LSPRange
}

/// `textDocument/codeAction`'s context: the diagnostics at the range and the kinds asked for.
package struct LSPCodeActionParams: Codable, Hashable, Sendable {
  /// `CodeActionContext`.
  package struct Context: Codable, Hashable, Sendable {
    /// The diagnostics the client shows at the range.
    package var diagnostics: [LSPDiagnostic]
    /// The kinds of actions wanted, if only some.
    package var only: [String]?
  }

  /// The document.
  package var textDocument: LSPDocumentIdentifier
  /// The range.
  package var range: LSPRange
  /// The context.
  package var context: Context
}

/// `textDocument/didOpen`'s document (`TextDocumentItem`).
package struct LSPDocumentItem: Codable, Hashable, Sendable {
  /// Its URI.
  package var uri: String
  /// The client's language id.
  package var languageId: String
  /// Its version.
  package var version: Int
  /// Its text.
  package var text: String
}

/// `textDocument/didOpen`.
package struct LSPDidOpenParams: Codable, Hashable, Sendable {
  /// The document opened.
  package var textDocument: LSPDocumentItem
}

/// `textDocument/didChange`.
package struct LSPDidChangeParams: Codable, Hashable, Sendable {
  /// The document and its new version.
  package struct Document: Codable, Hashable, Sendable {
    /// Its URI.
    package var uri: String
    /// Its version after the changes.
    package var version: Int
  }

  /// The document.
  package var textDocument: Document
  /// The changes, in order.
  package var contentChanges: [LSPContentChange]
}

/// `textDocument/didSave`, `textDocument/didClose`.
package struct LSPDocumentParams: Codable, Hashable, Sendable {
  /// The document.
  package var textDocument: LSPDocumentIdentifier
}

/// `workspace/didChangeWatchedFiles`.
package struct LSPDidChangeWatchedFilesParams: Codable, Hashable, Sendable {
  /// One file's event.
  package struct Event: Codable, Hashable, Sendable {
    /// The file's URI.
    package var uri: String
    /// 1 created, 2 changed, 3 deleted.
    package var type: Int
  }

  /// The events.
  package var changes: [Event]
}

/// `$/cancelRequest`.
package struct LSPCancelParams: Codable, Hashable, Sendable {
  /// The request's id.
  package var id: JSONValue
}

/// `textDocument/publishDiagnostics`.
package struct LSPPublishDiagnosticsParams: Codable, Hashable, Sendable {
  /// The document.
  package var uri: String
  /// The version the diagnostics are of.
  package var version: Int?
  /// The diagnostics (empty clears them).
  package var diagnostics: [LSPDiagnostic]
}
