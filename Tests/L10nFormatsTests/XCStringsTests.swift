import Foundation
import L10nFormats
import L10nModel
import Testing

@Suite("String Catalogs")
struct XCStringsTests {
  static let files = Corpus.files(withSuffix: ".xcstrings")
  /// Hand-edited upstream (keys renamed without re-sorting): Xcode itself would reorder it.
  static let handEdited =
    "coteditor+CotEditor/CotEditor/Localizables/Document Window/Document.xcstrings"

  @Test(
    "the source language counts among a catalog's languages: with 1,000 others it is one too many, with 999 not",
    arguments: [999, 1_000])
  func sourceLanguageCounted(others: Int) throws {
    let localizations = (0..<others).map { index in
      "\"x\(index)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"V\" } }"
    }
    let text =
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"k\" : {\n"
      + "      \"localizations\" : {\n" + localizations.joined(separator: ",\n")
      + "\n      }\n    }\n  },\n  \"version\" : \"1.0\"\n}\n"
    do {
      let document = try XCStringsFileReader.read(Array(text.utf8), path: "L.xcstrings")
      #expect(others == 999)
      #expect(document.languages.count == 1_000)
    } catch {
      #expect(others == 1_000)
      #expect(error.reason == LanguageLimit.reason)
      // At the last localization: with the source language it is the 1,001st.
      #expect(error.location.line == 6 + 999)
    }
  }

  @Test("the corpus has its catalogs", .needsCorpus)
  func present() {
    #expect(Self.files.count >= 55)
  }

  @Test(
    "every catalog writes back byte for byte; sorted, all but the hand-edited one", .needsCorpus,
    arguments: files)
  func roundTrip(path: String) throws {
    let bytes = try FileSystem.read(path)
    let document = try XCStringsFileReader.read(bytes, path: path)
    #expect(XCStringsWriter.render(document, order: .keepOrder) == bytes)
    let sorted = XCStringsWriter.render(document, order: .sorted)
    if Corpus.relative(path) == Self.handEdited {
      #expect(sorted != bytes)
      let reread = try XCStringsFileReader.read(sorted, path: path)
      #expect(Set(reread.keys) == Set(document.keys))
    } else {
      #expect(sorted == bytes)
    }
  }

  @Test(
    "the model reads source language, version, states, comments and plural variations",
    .needsCorpus, arguments: files)
  func model(path: String) throws {
    let bytes = try FileSystem.read(path)
    let document = try XCStringsFileReader.read(bytes, path: path)
    let foundation = try #require(
      try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    #expect(document.sourceLanguage?.code == foundation["sourceLanguage"] as? String)
    #expect(document.version == foundation["version"] as? String)
    let strings = try #require(foundation["strings"] as? [String: Any])
    #expect(document.keys.count == strings.count)
    for key in document.keys.prefix(50) {
      let entry = try #require(document.entry(key))
      let expected = try #require(strings[key.text] as? [String: Any])
      #expect(entry.comment == expected["comment"] as? String)
      #expect(entry.shouldTranslate == (expected["shouldTranslate"] as? Bool ?? true))
      let localizations = expected["localizations"] as? [String: Any] ?? [:]
      for (code, value) in localizations {
        let localization = try #require(entry.localization(LanguageID(code)))
        let unit = (value as? [String: Any])?["stringUnit"] as? [String: Any]
        #expect(localization.state?.raw == unit?["state"] as? String)
        #expect(localization.value == unit?["value"] as? String)
      }
    }
  }

  @Test("members know the line and column of their key, counted in Unicode scalars")
  func memberLocations() throws {
    let text = "{\n  \"strings\" : {\"é\" : {}, \"b\" : {}},\n\"version\" : \"1.0\"}"
    let document = try XCStringsFileReader.read(Array(text.utf8), path: "x.xcstrings")
    let members = try #require(document.root.members)
    #expect(
      members.map(\.location.expanded) == [.init(line: 2, column: 3), .init(line: 3, column: 1)])
    let strings = try #require(members.first?.value.members)
    #expect(
      strings.map(\.location.expanded) == [.init(line: 2, column: 16), .init(line: 2, column: 26)])
  }

  @Test("errors carry a location")
  func errors() {
    do {
      _ = try XCStringsFileReader.read(Array("{\n  \"a\" : [1, 2\n}".utf8), path: "x.xcstrings")
      Issue.record("expected an error")
    } catch {
      #expect(error.location.line == 3)
      #expect(error.reason == "expected ',' or ']'")
    }
  }
}
