import Foundation

extension LanguageServer {
  /// `initialize`'s parameters, as far as the server reads them.
  private struct InitializeParams: Decodable {
    struct Folder: Decodable {
      var uri: String
    }

    var rootUri: String?
    var rootPath: String?
    var workspaceFolders: [Folder]?
    var capabilities: JSONValue?
    var initializationOptions: JSONValue?
  }

  /// Answers `initialize`: settles the encoding, the root and the options, starts loading
  /// the workspace, and says what the server can do.
  func initialize(_ message: RPCMessage) throws(RPCError) -> JSONValue {
    let params = try message.parameters(InitializeParams.self)
    let capabilities = params.capabilities
    let encoding = PositionEncoding.negotiated(
      clientPrefers: capabilities?["general"]?["positionEncodings"]?.stringsValue)
    let root = Self.root(
      command: configuration.explicitRoot,
      client: params.workspaceFolders?.first.flatMap { DocumentURI.path(of: $0.uri) }
        ?? params.rootUri.flatMap(DocumentURI.path(of:)) ?? params.rootPath,
      fallback: FileManager.default.currentDirectoryPath)
    let watches =
      capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue
      == true
    session.change { session in
      session.phase = .running
      session.encoding = encoding
      session.root = root
      session.options = ServerOptions(params.initializationOptions)
      session.clientWatchesFiles = watches
    }
    configuration.log("l10nedit lsp: workspace \(root), positions in \(encoding.rawValue)")
    workspace.load(root: root, setup: configuration.setup)
    return .object([
      "capabilities": ServerCapabilities.capabilities(encoding: encoding),
      "serverInfo": .object(["name": .string("l10nedit")]),
    ])
  }

  /// The workspace root: the command's PATH when given, else the client's first folder,
  /// else the current folder; absolute and standardized.
  static func root(command: String?, client: String?, fallback: String) -> String {
    let chosen = command ?? client ?? fallback
    let absolute = chosen.hasPrefix("/") ? chosen : "\(fallback)/\(chosen)"
    return URL(fileURLWithPath: absolute).standardizedFileURL.path
  }

  /// `initialized`: watch the files, through the client when it can, else by polling.
  func initialized() {
    let session = session.current
    if session.clientWatchesFiles {
      ask("client/registerCapability", ServerCapabilities.watcherRegistration)
    } else {
      poller.start(
        paths: { [workspace] in workspace.watchedPaths() },
        changed: { [workspace] changes in workspace.filesChanged(changes) })
    }
  }
}
