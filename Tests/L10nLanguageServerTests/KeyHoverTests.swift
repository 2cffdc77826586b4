import L10nModel
import Testing

@testable import L10nLanguageServer

@Suite("Hover on a key")
struct KeyHoverTests {
  let fixture: LookupFixture
  init() throws { fixture = try LookupFixture() }

  func hover(_ marked: String, file: String = "App/View.swift") -> String? {
    let (document, position) = fixture.document(file, marked)
    return KeyHover.hover(
      in: document, at: position, encoding: .utf16, snapshot: fixture.snapshot())?.contents.value
  }

  @Test("every language's value, the source first, the comment and the coverage")
  func values() throws {
    let text = try #require(hover(#"Text("settings.ti|tle")"#))
    #expect(text.contains("Settings"))
    #expect(text.contains("Einstellungen"))
    #expect(text.contains("Réglages"))
    #expect(text.contains("**en** (source)"))
    let source = try #require(text.range(of: "**en** (source)"))
    let german = try #require(text.range(of: "**de**"))
    #expect(source.lowerBound < german.lowerBound)
    #expect(text.contains("The settings window\\'s title"))
    #expect(text.contains("translated 2/2"))
    #expect(text.contains("table `Localizable`"))
  }

  @Test("a missing translation is marked")
  func missing() throws {
    let text = try #require(hover(#"NSLocalizedString("gree|ting", comment: "")"#))
    #expect(text.contains("**de**: ⚠ *missing*"))
    #expect(text.contains("translated 1/2"))
  }

  @Test("the table is told apart: the same key in Menu is another value")
  func otherTable() throws {
    let text = try #require(
      hover(#"NSLocalizedString("settings.ti|tle", tableName: "Menu", comment: "")"#))
    #expect(text.contains("Preferences…"))
    #expect(!text.contains("Einstellungen"))
  }

  @Test("a key the table lacks: said so, with the nearest keys")
  func notFound() throws {
    let text = try #require(hover(#"String(localized: "setings.titel|")"#))
    #expect(text.contains("not found in table `Localizable`"))
    #expect(text.contains("Did you mean: **settings\\.title**?"))
  }

  @Test("a plural key: the source's forms and each language's categories")
  func plural() throws {
    let text = try #require(hover(#"String(localized: "files.co|unt")"#))
    #expect(text.contains("one: %ld file · other: %ld files"))
    #expect(text.contains("**de**: one, other"))
  }

  @Test("a catalog value needing review is marked")
  func review() throws {
    let text = try #require(hover(#"Text("Do|ne", tableName: "Catalog")"#))
    #expect(text.contains("Fertig"))
    #expect(text.contains("⚠ *needs review"))
    #expect(text.contains("1 needs review"))
  }

  @Test("values are inert: no link, no raw bidi override")
  func inert() throws {
    let text = try #require(hover(#"Text("café.😀|")"#))
    #expect(!text.contains("](https"))
    #expect(text.contains("\\[link\\]\\(https\\:"))
    #expect(!text.unicodeScalars.contains("\u{202E}"))
    #expect(text.contains("u\\{202E\\}"))
  }

  @Test("no hover outside a localizing position")
  func nothing() {
    #expect(hover(#"print("Do|ne")"#) == nil)
  }
}

@Suite("Inert Markdown")
struct MarkdownTextTests {
  @Test("joiners stay (Persian, emoji sequences); bidi overrides and zero-width spaces are shown")
  func joiners() {
    #expect(MarkdownText.inert("نسخه\u{200C}ها") == "نسخه\u{200C}ها")
    #expect(MarkdownText.plain("a\u{202E}b\u{200B}") == "a\\u{202E}b\\u{200B}")
    #expect(MarkdownText.inert("*x*\n") == "\\*x\\*\\\\n")
  }
}
