import Foundation
import L10nTestSupport
import Testing

@testable import L10nLanguageServer

/// A project with code: the fixture's tables and a Swift file using a key.
private struct CodeProject {
  let folder: TemporaryFolder
  let root: String

  static let code = "let title = NSLocalizedString(\"greeting\", comment: \"\")\n"

  init() throws {
    folder = try TestSupport.fixture(
      ServerFixture.files.merging(["Sources/App.swift": Self.code]) { $1 })
    root = URL(fileURLWithPath: folder.path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  func uri(_ relativePath: String) -> String {
    DocumentURI.uri(ofPath: "\(root)/\(relativePath)")
  }

  /// `textDocument/hover` parameters at the key of `code`.
  var hoverOnKey: JSONValue {
    [
      "textDocument": ["uri": .string(uri("Sources/App.swift"))],
      "position": ["line": 0, "character": 33],
    ]
  }
}

/// The text of a hover's contents.
private func hoverText(_ result: JSONValue) -> String {
  result["contents"]?["value"]?.stringValue ?? ""
}

@Suite("l10nedit lsp: requests over stdio")
struct ServerRequestTests {
  @Test("hover on a key of an open Swift file shows its translations")
  func hover() throws {
    let project = try CodeProject()
    let client = try LSPTestClient()
    try client.initialize(root: URL(fileURLWithPath: project.root))
    client.open(project.uri("Sources/App.swift"), text: CodeProject.code)
    let text = hoverText(try client.result("textDocument/hover", project.hoverOnKey))
    #expect(text.contains("Hallo"))
    #expect(try client.shutdownAndExit() == 0)
  }

  @Test("a document outside the workspace, or not a file, answers nothing and gets no diagnostics")
  func outsideWorkspace() throws {
    let project = try CodeProject()
    let elsewhere = try TestSupport.fixture(["Other.swift": CodeProject.code])
    let client = try LSPTestClient()
    try client.initialize(root: URL(fileURLWithPath: project.root))
    let outside = DocumentURI.uri(ofPath: "\(elsewhere.path)/Other.swift")
    client.open(outside, text: CodeProject.code)
    client.open("untitled:Untitled-1", text: CodeProject.code)
    for uri in [outside, "untitled:Untitled-1"] {
      let position: JSONValue = [
        "textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": 33],
      ]
      #expect(try client.result("textDocument/hover", position) == nil)
      #expect(try client.result("textDocument/definition", position) == [])
    }
    // A document inside gets its diagnostics; none came for the others meanwhile.
    client.open(project.uri("Sources/App.swift"), text: CodeProject.code)
    _ = try client.diagnostics(of: project.uri("Sources/App.swift"))
    #expect(
      !client.drain().contains {
        $0["params"]?["uri"] == .string(outside) || $0["params"]?["uri"] == "untitled:Untitled-1"
      })
    #expect(try client.shutdownAndExit() == 0)
  }

  @Test("requests still queued when cancelled are answered -32800; every request is answered once")
  func cancellation() throws {
    let project = try CodeProject()
    let client = try LSPTestClient()
    try client.initialize(root: URL(fileURLWithPath: project.root))
    client.open(project.uri("Sources/App.swift"), text: CodeProject.code)
    // All in one write: the reader takes the cancellations while the worker is still on the
    // first requests.
    var bytes: [UInt8] = []
    var ids: [Int] = []
    for _ in 0..<20 {
      let (id, message) = client.requestMessage("textDocument/hover", project.hoverOnKey)
      ids.append(id)
      bytes += LSPTestClient.framed(message)
    }
    for id in ids.suffix(5) {
      bytes += LSPTestClient.framed([
        "jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": .integer(id)],
      ])
    }
    client.sendRaw(bytes)
    let answers = try ids.map { try client.response(to: $0) }
    #expect(answers.last?["error"]?["code"] == -32800)
    #expect(answers.first?["result"] != nil)
    #expect(try client.shutdownAndExit() == 0)
    #expect(!client.drain().contains { $0["id"] != nil })
  }

  @Test(
    "a file changed on disk is read again: through the client's watcher, and through the poller")
  func changedOnDisk() throws {
    for clientWatches in [true, false] {
      let project = try CodeProject()
      let client = try LSPTestClient(arguments: ["--poll-interval", "0.1"])
      let capabilities: JSONValue =
        clientWatches
        ? ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]] : [:]
      try client.initialize(root: URL(fileURLWithPath: project.root), capabilities: capabilities)
      client.open(project.uri("Sources/App.swift"), text: CodeProject.code)
      #expect(
        hoverText(try client.result("textDocument/hover", project.hoverOnKey)).contains("Hallo"))
      try project.folder.write(["de.lproj/Localizable.strings": "\"greeting\" = \"Servus\";\n"])
      if clientWatches {
        let registration = try #require(client.serverRequests.first)
        #expect(registration["method"] == "client/registerCapability")
        client.notify(
          "workspace/didChangeWatchedFiles",
          ["changes": [["uri": .string(project.uri("de.lproj/Localizable.strings")), "type": 2]]])
      }
      let deadline = Date(timeIntervalSinceNow: 10)
      var text = ""
      while Date() < deadline {
        text = hoverText(try client.result("textDocument/hover", project.hoverOnKey))
        if text.contains("Servus") { break }
        Thread.sleep(forTimeInterval: 0.05)
      }
      #expect(text.contains("Servus"), "client watches: \(clientWatches)")
      #expect(try client.shutdownAndExit() == 0)
    }
  }

  @Test("a malformed localization buffer is a diagnostic, not a crash; fixing it clears it")
  func malformedBuffer() throws {
    let project = try CodeProject()
    let client = try LSPTestClient()
    try client.initialize(root: URL(fileURLWithPath: project.root))
    let uri = project.uri("de.lproj/Localizable.strings")
    client.open(uri, text: "\"greeting\" = \"Hallo\"\n\"broken\" = ;\n", languageID: "plaintext")
    let broken = try client.diagnostics(of: uri, version: 1)
    #expect(broken.contains { $0["code"] == "parse-error" })
    #expect(broken.first?["range"]?["start"]?["line"] != nil)
    client.change(uri, text: "\"greeting\" = \"Hallo\";\n", version: 2)
    let fixed = try client.diagnostics(of: uri, version: 2)
    #expect(!fixed.contains { $0["code"] == "parse-error" })
    #expect(
      hoverText(try client.result("textDocument/hover", project.hoverOnKey)).contains("Hallo"))
    client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
    #expect(try client.diagnostics(of: uri).isEmpty)
    #expect(try client.shutdownAndExit() == 0)
  }

  @Test(
    "rename answers a workspace edit of the code and every language's file; a refusal is -32803")
  func rename() throws {
    let project = try CodeProject()
    let client = try LSPTestClient()
    try client.initialize(root: URL(fileURLWithPath: project.root))
    client.open(project.uri("Sources/App.swift"), text: CodeProject.code)
    guard case .object(var params) = project.hoverOnKey else { return }
    let prepared = try client.request("textDocument/prepareRename", project.hoverOnKey)
    // The rename waits for the code's first scan.
    params["newName"] = "salutation"
    let edit = try client.result("textDocument/rename", .object(params))
    #expect(prepared["result"]?["placeholder"] == "greeting")
    let changed = Set(
      edit["changes"].flatMap { value -> [String]? in
        guard case .object(let members) = value else { return nil }
        return Array(members.keys)
      } ?? [])
    #expect(
      changed == [
        project.uri("Sources/App.swift"), project.uri("en.lproj/Localizable.strings"),
        project.uri("de.lproj/Localizable.strings"),
      ])
    params["newName"] = "farewell"
    let refused = try client.request("textDocument/rename", .object(params))
    #expect(refused["error"]?["code"] == -32803)
    #expect(try client.shutdownAndExit() == 0)
  }
}
