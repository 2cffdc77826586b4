import L10nModel
import Testing

@testable import L10nLanguageServer

@Suite("Completion of keys")
struct KeyCompletionTests {
  let fixture: LookupFixture
  init() throws { fixture = try LookupFixture() }

  func complete(_ marked: String, file: String = "App/View.swift", languageID: String = "swift")
    -> (LSPCompletionList, TextDocument)
  {
    let (document, position) = fixture.document(file, marked, languageID: languageID)
    return (
      KeyCompletion.complete(
        in: document, at: position, encoding: .utf16, snapshot: fixture.snapshot()),
      document
    )
  }

  @Test("keys of the call's table, prefix first, case folded, replacing what is typed")
  func keys() throws {
    let (list, _) = complete("let é = 1; let s = String(localized: \"Se|")
    #expect(list.items.map(\.label) == ["settings.title"])
    let item = try #require(list.items.first)
    // "let é = 1; let s = String(localized: \"" is 38 UTF-16 units.
    #expect(item.textEdit?.range.start == LSPPosition(line: 0, character: 38))
    #expect(item.textEdit?.range.end == LSPPosition(line: 0, character: 40))
    #expect(item.textEdit?.newText == "settings.title")
    #expect(item.detail == "Settings · translated 2/2")
  }

  @Test("substring matches after prefix matches; the Menu table's own keys")
  func substring() {
    let (list, _) = complete(#"NSLocalizedString("G|", comment: "")"#)
    #expect(list.items.map(\.label) == ["greeting", "settings.title"])
    let (menu, _) = complete(#"NSLocalizedString("tit|", tableName: "Menu", comment: "")"#)
    #expect(menu.items.map(\.label) == ["settings.title"])
    #expect(menu.items.first?.detail == "Preferences… · translated 0/2")
  }

  @Test("table names inside the table argument")
  func tables() {
    let (list, _) = complete(#"String(localized: "x", table: "M|")"#)
    #expect(list.items.map(\.label) == ["Menu"])
  }

  @Test("Objective-C keys inside @\"…\"")
  func objectiveC() {
    let (list, _) = complete(#"NSLocalizedString(@"gr|", nil);"#, file: "App/A.m")
    #expect(list.items.map(\.label) == ["greeting"])
  }

  @Test("snippets outside a literal, none inside a plain one")
  func snippets() {
    let (swift, _) = complete("let s = |")
    #expect(swift.items.map(\.label) == ["String(localized:)", "NSLocalizedString"])
    #expect(swift.items.first?.insertTextFormat == .snippet)
    #expect(swift.items.first?.insertText?.contains("comment: \"${2:comment}\"") == true)
    let (objectiveC, _) = complete("x = |", file: "App/A.m", languageID: "objective-c")
    #expect(
      objectiveC.items.first?.insertText == "NSLocalizedString(@\"${1:key}\", @\"${2:comment}\")")
    let (inside, _) = complete(#"print("ab|c")"#)
    #expect(inside.items.isEmpty)
  }

  @Test("a key is escaped for a plain literal, written as it is in a raw one")
  func rawStrings() throws {
    let fixture = try LookupFixture(extra: [
      "en.lproj/Quotes.strings": #""say \"hi\" \\ now" = "x";"# + "\n"
    ])
    let (plain, position) = fixture.document(
      "App/V.swift", #"String(localized: "say|", table: "Quotes")"#)
    let escaped = KeyCompletion.complete(
      in: plain, at: position, encoding: .utf16, snapshot: fixture.snapshot())
    #expect(escaped.items.first?.textEdit?.newText == #"say \"hi\" \\ now"#)
    let (raw, rawPosition) = fixture.document(
      "App/V.swift", ##"String(localized: #"say|"#, table: "Quotes")"##)
    let asIs = KeyCompletion.complete(
      in: raw, at: rawPosition, encoding: .utf16, snapshot: fixture.snapshot())
    #expect(asIs.items.first?.textEdit?.newText == #"say "hi" \ now"#)
  }

  @Test("the list is capped and says it is incomplete")
  func capped() throws {
    var lines = ""
    for index in 0..<(KeyCompletion.limit + 50) { lines += "\"k\(index)\" = \"v\";\n" }
    let fixture = try LookupFixture(extra: ["en.lproj/Big.strings": lines])
    let (document, position) = fixture.document(
      "App/V.swift", #"String(localized: "k|", table: "Big")"#)
    let list = KeyCompletion.complete(
      in: document, at: position, encoding: .utf16, snapshot: fixture.snapshot())
    #expect(list.items.count == KeyCompletion.limit)
    #expect(list.isIncomplete)
  }
}
