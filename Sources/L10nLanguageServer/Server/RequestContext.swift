import Foundation
import L10nFormats

/// What a request's handler reads: the workspace snapshot, the open documents, the session's
/// position encoding and options, and whether the client cancelled the request.
package struct RequestContext: Sendable {
  /// The workspace as of the request.
  package var snapshot: WorkspaceSnapshot
  /// The open documents, by URI.
  package var documents: [String: TextDocument]
  /// The position encoding negotiated at `initialize`.
  package var encoding: PositionEncoding
  /// The client's `initializationOptions`.
  package var options: ServerOptions
  /// Whether the client cancelled the request: long work checks it and stops.
  package var isCancelled: @Sendable () -> Bool

  /// Creates a context.
  package init(
    snapshot: WorkspaceSnapshot, documents: [String: TextDocument], encoding: PositionEncoding,
    options: ServerOptions = ServerOptions(),
    isCancelled: @escaping @Sendable () -> Bool = { false }
  ) {
    self.snapshot = snapshot
    self.documents = documents
    self.encoding = encoding
    self.options = options
    self.isCancelled = isCancelled
  }

  /// The document `uri` names: the open one, else the file read from disk; `nil` for a URI that
  /// is not a `file:` inside the workspace (never read).
  package func document(_ uri: String) -> TextDocument? {
    guard let path = DocumentURI.path(of: uri),
      DocumentURI.path(path, isInside: snapshot.root)
    else { return nil }
    if let open = documents[uri] { return open }
    guard let bytes = try? FileSystem.read(path) else { return nil }
    return TextDocument(
      uri: uri, languageID: "", version: 0, text: String(decoding: bytes, as: UTF8.self))
  }
}

/// What the client chose in `initializationOptions`.
package struct ServerOptions: Hashable, Sendable {
  /// Whether inlay hints show the source value after a key (`{"inlayHints": false}` turns them
  /// off).
  package var inlayHints = true

  /// The defaults.
  package init() {}

  /// The options of `initializationOptions` (unknown members ignored).
  package init(_ value: JSONValue?) {
    if let inlayHints = value?["inlayHints"]?.boolValue { self.inlayHints = inlayHints }
  }
}
