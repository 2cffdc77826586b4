import L10nGrammar

/// The documents the client has open, changed by the reader thread and read by the workers.
package final class DocumentStore: Sendable {
  private let lock = Lock()
  nonisolated(unsafe) private var documents: [String: TextDocument] = [:]

  /// No documents.
  package init() {}

  /// Every open document, by URI.
  package var all: [String: TextDocument] {
    lock.withLock { documents }
  }

  /// The open document `uri`.
  package subscript(uri: String) -> TextDocument? {
    lock.withLock { documents[uri] }
  }

  /// Opens (or replaces) a document.
  package func open(_ document: TextDocument) {
    lock.withLock { documents[document.uri] = document }
  }

  /// Applies a `didChange`; the document after it, or `nil` when it is not open.
  package func change(
    _ uri: String, _ changes: [LSPContentChange], version: Int, encoding: PositionEncoding
  ) -> TextDocument? {
    lock.withLock {
      documents[uri]?.apply(changes, version: version, encoding: encoding)
      return documents[uri]
    }
  }

  /// Closes a document; it, if it was open.
  @discardableResult
  package func close(_ uri: String) -> TextDocument? {
    lock.withLock { documents.removeValue(forKey: uri) }
  }
}
