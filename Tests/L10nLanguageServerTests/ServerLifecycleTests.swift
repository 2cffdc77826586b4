import Foundation
import L10nTestSupport
import Testing

@testable import L10nLanguageServer

/// A small project for the server: two languages of one table.
enum ServerFixture {
  static let files = [
    "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n\"farewell\" = \"Bye\";\n",
    "de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n",
  ]

  static func project() throws -> TemporaryFolder {
    try TestSupport.fixture(files)
  }
}

@Suite("l10nedit lsp: the lifecycle over stdio")
struct ServerLifecycleTests {
  @Test(
    "initialize says the capabilities and the encoding the client prefers; shutdown then exit ends with 0"
  )
  func initializeAndShutdown() throws {
    let project = try ServerFixture.project()
    let client = try LSPTestClient()
    let result = try client.initialize(
      root: project.url,
      capabilities: ["general": ["positionEncodings": ["utf-32", "utf-16"]]])
    let capabilities = try #require(result["capabilities"])
    #expect(capabilities["positionEncoding"] == "utf-32")
    #expect(capabilities["hoverProvider"] == true)
    #expect(capabilities["completionProvider"]?["triggerCharacters"] == ["\"", "."])
    #expect(capabilities["renameProvider"]?["prepareProvider"] == true)
    #expect(capabilities["textDocumentSync"]?["change"] == 2)
    #expect(capabilities["inlayHintProvider"] == true)
    #expect(try client.shutdownAndExit() == 0)
  }

  @Test("exit without shutdown ends with 1; so does the end of the input")
  func exitWithoutShutdown() throws {
    let project = try ServerFixture.project()
    let client = try LSPTestClient()
    try client.initialize(root: project.url)
    client.notify("exit")
    #expect(try client.waitForExit() == 1)

    let ended = try LSPTestClient()
    ended.closeInput()
    #expect(try ended.waitForExit() == 1)
  }

  @Test("a request before initialize is refused with -32002; initialize twice is invalid")
  func beforeInitialize() throws {
    let project = try ServerFixture.project()
    let client = try LSPTestClient()
    let early = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///a"]])
    #expect(early["error"]?["code"] == -32002)
    try client.initialize(root: project.url)
    let again = try client.request("initialize", ["capabilities": [:]])
    #expect(again["error"]?["code"] == -32600)
    #expect(try client.shutdownAndExit() == 0)
  }

  @Test(
    "an unknown request is -32601; an unknown notification is ignored; after shutdown requests are invalid"
  )
  func unknownMethods() throws {
    let project = try ServerFixture.project()
    let client = try LSPTestClient()
    try client.initialize(root: project.url)
    client.notify("custom/unknown", ["a": 1])
    client.notify("$/setTrace", ["value": "off"])
    let unknown = try client.request("custom/method", [:])
    #expect(unknown["error"]?["code"] == -32601)
    _ = try client.request("shutdown")
    let late = try client.request("custom/method", [:])
    #expect(late["error"]?["code"] == -32600)
    client.notify("exit")
    #expect(try client.waitForExit() == 0)
    // The unknown notification is said on standard error, `$/` ones are not.
    #expect(client.standardError.contains("custom/unknown"))
    #expect(!client.standardError.contains("$/setTrace"))
    #expect(client.drain().isEmpty)
  }

  @Test("--log FILE gets the messages standard error gets; standard output only the protocol")
  func logFile() throws {
    let project = try ServerFixture.project()
    let log = project.url.appendingPathComponent("server.log")
    let client = try LSPTestClient(arguments: ["--log", log.path])
    try client.initialize(root: project.url)
    client.notify("custom/unknown")
    #expect(try client.shutdownAndExit() == 0)
    let logged = try String(contentsOf: log, encoding: .utf8)
    #expect(logged.contains("l10nedit lsp: workspace"))
    #expect(logged.contains("ignored the notification custom/unknown"))
    #expect(client.strayOutput.isEmpty)
  }

  @Test("a folder that holds no project is said to the editor; requests answer nothing")
  func noProject() throws {
    let empty = try TemporaryFolder()
    let client = try LSPTestClient()
    try client.initialize(root: empty.url)
    let message = try client.notification("window/showMessage")
    #expect(message["type"] == 1)
    #expect(message["message"]?.stringValue?.contains("no .lproj") == true)
    let uri = DocumentURI.uri(ofPath: empty.path + "/a.swift")
    let hover = try client.result(
      "textDocument/hover",
      ["textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": 0]])
    #expect(hover == nil)
    #expect(try client.shutdownAndExit() == 0)
  }
}
