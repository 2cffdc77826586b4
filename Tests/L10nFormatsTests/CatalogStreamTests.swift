import L10nGrammar
import L10nModel
import Testing

@testable import L10nFormats

/// `compile` reads a catalog entry by entry (`XCStringsFileReader.read(_:path:entries:)`): the
/// same files, warnings and errors as compiling the whole document.
@Suite("catalog compiled as it is read")
struct CatalogStreamTests {
  static let catalogs: [String] = [
    CatalogCompilerTests.catalog,
    #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringSet":{"values":["a"]}}}}},"version":"1.0"}"#,
    // "strings" before "sourceLanguage"; a second "strings" object is the one that counts.
    #"""
    {"strings":{"old":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"vieux"}}}}},
     "sourceLanguage":"de",
     "strings":{"b":{"shouldTranslate":false,"localizations":{"de":{"stringUnit":{"state":"translated","value":"B"}},"fr":{"stringUnit":{"state":"translated","value":"b"}}}},
       "a\"\n":{"localizations":{"fr":{"stringUnit":{"state":"needs_review","value":"x\u0001y"}},"ja":{"stringUnit":{"state":"new","value":"z"}},"de":{"stringUnit":{"state":"translated","value":"A"}}}},
       "c":{},"d":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"d1"}},"fr":{"stringUnit":{"state":"translated","value":"d2"}}}}},
     "version":"1.0"}
    """#,
    // String units read without nodes, and the shapes next to them that are not: repeated
    // members, other members, escapes in keys and states, states that are no strings, white
    // space of every kind, localizations repeated or not objects, entries that are not objects.
    #"""
    {"sourceLanguage":"en","strings":{
      "dup":{"localizations":{"en":{"stringUnit":{"state":"new","value":"a","state":"translated","value":"b"}},"fr":{"stringUnit":{"value":"c","state":"new"}}}},
      "extra":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"a","extra":1}},"fr":{"stringUnit":{"state":"translated","value":"f"},"substitutions":{}}}},
      "esc":{"localizations":{"en":{"string\u0055nit":{"state":"translated","value":"e"}},"fr":{"stringUnit":{"state":"transl\u0061ted","value":"\u00e9\t"}}}},
      "null":{"localizations":{"en":{"stringUnit":{"state":null,"value":"n"}},"fr":{"stringUnit":{"state":"translated","value":7}}}},
      "space" : { "localizations" :	{ "en" :
     {	"stringUnit"	:	{
     "state" : "needs_review" ,	"value" : "" }
     } , "fr" : {"stringUnit":{}} , "de" : {} } },
      "twice":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"1"}}},"shouldTranslate":"false","localizations":{"fr":{"stringUnit":{"state":"translated","value":"2"}}}},
      "last":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"x"}}},"localizations":[1]},
      "number":5,
      "off":{"shouldTranslate":false,"localizations":{"en":{"stringUnit":{"state":"translated","value":"o"}},"fr":{"stringUnit":{"state":"translated","value":"p"}}}}
    },"version":"1.0"}
    """#,
  ]

  @Test(
    "the same files, keys left out and fallbacks as compiling the read document",
    arguments: catalogs)
  func sameAsTheDocument(catalog: String) throws {
    let bytes = Array(catalog.utf8)
    let document = try XCStringsFileReader.read(bytes, path: "T.xcstrings")
    let whole = try CatalogCompiler.compile(
      document, table: "T", valueType: PluralValueType.infer)
    let streamed = try CatalogCompiler.compile(
      bytes, path: "T.xcstrings", table: "T", valueType: PluralValueType.infer)
    #expect(streamed.files.map(\.path) == whole.files.map(\.path))
    #expect(streamed.files.map(\.bytes) == whole.files.map(\.bytes))
    #expect(streamed.files.map(\.keyCount) == whole.files.map(\.keyCount))
    #expect(streamed.skipped == whole.skipped)
    #expect(streamed.fallbacks == whole.fallbacks)
    #expect(!streamed.files.isEmpty)
  }

  @Test("a broken catalog or one naming too many languages fails with the same error")
  func sameErrors() {
    let languages = (0...LanguageLimit.count).map { #""l\#($0)":{"stringUnit":{"value":"v"}}"# }
    let tooMany =
      #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"#
      + languages.joined(separator: ",") + "}}}}"
    let broken = [
      #"{"strings":{"k":{"localizations":{"en":}}}}"#, "[1]",
      #"{"strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"a"}}}"#,
      #"{"strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"a"},}}}}}"#,
      #"{"strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"a\u12"}}}}}}"#,
      #"{"strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated" "value":"a"}}}}}}"#,
      #"{"strings":{"k":{"localizations":{"en" {"stringUnit":{"value":"a"}}}}}}"#,
      #"{"strings":{"k":{"comment":"c" "localizations":{}}}}"#,
    ]
    for catalog in [tooMany] + broken {
      let bytes = Array(catalog.utf8)
      var whole: ParseError?
      var streamed: ParseError?
      do { _ = try XCStringsFileReader.read(bytes, path: "T.xcstrings") } catch { whole = error }
      do {
        _ = try XCStringsFileReader.read(bytes, path: "T.xcstrings") { _, _ in }
      } catch {
        streamed = error
      }
      #expect(whole != nil)
      #expect(streamed == whole)
    }
  }

  @Test("the .strings files are what StringsWriter writes for the same entries, escapes included")
  func stringsFile() {
    let entries = [
      ("a", "plain"), ("b\"q", "line\nbreak\ttab"), ("c", "\u{1}\u{7F}\u{85}é😀"),
      ("d", String(repeating: "long text without escapes ", count: 5) + "\\"),
    ]
    var document = StringsDocument.empty
    for (key, value) in entries { document.appendEntry(key: LocalizationKey(key), value: value) }
    #expect(
      CatalogCompiler.stringsFile(entries) == StringsWriter.render(document, order: .sorted))
  }
}
