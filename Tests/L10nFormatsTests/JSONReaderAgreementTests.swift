import Foundation
import L10nFormats
import L10nModel
import Testing

/// The JSON reader accepts what Foundation's `JSONSerialization` (what Xcode reads catalogs
/// with) accepts, and refuses what it refuses.
@Suite("JSON reader agrees with Foundation")
struct JSONReaderAgreementTests {
  @Test(
    "accepted or refused alike",
    arguments: [
      #"{"a": "b"}"#, #"{"a": "\u00e9\uD83D\uDE00"}"#, #"{"a": [1, -0, 0.5, 1e3, 2E-2, -1.5e+7]}"#,
      #"{"a": true, "b": false, "c": null}"#, #"{"a": "\/\b\f\n\r\t\"\\"}"#, "{}", "[]",
      " \n\t{ \"a\" : [ ] } \n", #"{"a": "b" "c": "d"}"#, #"{"a": 'b'}"#,
      #"{a: "b"}"#, #"{"a": "\x41"}"#, #"{"a": "\u12"}"#, #"{"a": "\uD800"}"#,
      #"{"a": "\uDC00x"}"#, "{\"a\": \"\u{1}\"}", "{\"a\": \"tab\there\"}", #"{"a": 01}"#,
      #"{"a": 1.}"#, #"{"a": .5}"#, #"{"a": +1}"#, #"{"a": 1e}"#, #"{"a": -}"#, #"{"a": 1-2}"#,
      #"{"a": tru}"#, #"{"a": NaN}"#, #"{"a": "b"} x"#, #"{"a": "b"}}"#, #"{"a": ["b"}"#,
      #"{"a": "b""#, "", "{\"a\": \"\u{7F}\u{80}\u{2028}\"}",
    ])
  func agreement(text: String) {
    let ours = (try? JSONReader.read(Array(text.utf8), path: "t.json")) != nil
    let foundation =
      (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]))
      != nil
    #expect(ours == foundation, "\(text): ours \(ours), Foundation \(foundation)")
  }

  @Test("a trailing comma, which Foundation on Linux lets by, is no JSON: refused with its place")
  func trailingComma() {
    #expect {
      _ = try JSONReader.read(Array("{\"a\": \"b\",}".utf8), path: "t.json")
    } throws: { error in
      (error as? ParseError)?.location == SourceLocation(line: 1, column: 11)
    }
  }
}
