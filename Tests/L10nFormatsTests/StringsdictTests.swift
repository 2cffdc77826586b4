import Foundation
import L10nFormats
import L10nModel
import Testing

@Suite("Stringsdict files")
struct StringsdictTests {
  static let files: [String] = {
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.sample)) ?? []
    let sample = folders.filter { $0.hasSuffix(".lproj") }
      .map { Fixtures.sample + "/" + $0 + "/Localizable.stringsdict" }
      .filter { FileManager.default.fileExists(atPath: $0) }
    return Corpus.files(withSuffix: ".stringsdict") + sample.sorted()
  }()

  @Test("the corpus and the sample have .stringsdict files", .needsCorpus)
  func present() {
    #expect(Self.files.count >= 17)
  }

  @Test(
    "an unedited file writes back byte for byte, sorted too when its keys are", arguments: files)
  func roundTrip(path: String) throws {
    let bytes = try FileSystem.read(path)
    let document = try StringsdictFileReader.read(bytes, path: path)
    #expect(StringsdictWriter.render(document, order: .keepOrder) == bytes)
    if document.keys == document.keys.sorted() {
      #expect(StringsdictWriter.render(document, order: .sorted) == bytes)
    }
    let sorted = StringsdictWriter.render(document, order: .sorted)
    let reread = try StringsdictFileReader.read(sorted, path: path)
    #expect(reread.keys == document.keys.sorted())
    for key in document.keys { #expect(reread.entry(key) == document.entry(key)) }
    #expect(StringsdictWriter.render(reread, order: .sorted) == sorted)
  }

  @Test("plural entries: format key, variables, categories, value type", arguments: files)
  func entries(path: String) throws {
    let document = try StringsdictFileReader.read(try FileSystem.read(path), path: path)
    let foundation = try #require(
      try PropertyListSerialization.propertyList(from: Data(try FileSystem.read(path)), format: nil)
        as? [String: Any])
    #expect(document.keys.count == foundation.count)
    for key in document.keys {
      let entry = try #require(document.entry(key))
      let expected = try #require(foundation[key.text] as? [String: Any])
      #expect(entry.formatKey == expected["NSStringLocalizedFormatKey"] as? String)
      for variable in entry.variables {
        let forms = try #require(expected[variable.name] as? [String: String])
        for (category, text) in variable.forms { #expect(forms[category] == text) }
        #expect(variable.valueType == forms["NSStringFormatValueTypeKey"] ?? "")
      }
    }
  }

  @Test("entities, <string/>, unknown keys and edits")
  func details() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>b &amp; c</key>
      \t<dict>
      \t\t<key>NSStringLocalizedFormatKey</key>
      \t\t<string>%#@n@ &lt;x&gt;</string>
      \t\t<key>XCustom</key>
      \t\t<true/>
      \t\t<key>n</key>
      \t\t<dict>
      \t\t\t<key>NSStringFormatSpecTypeKey</key>
      \t\t\t<string>NSStringPluralRuleType</string>
      \t\t\t<key>NSStringFormatValueTypeKey</key>
      \t\t\t<string>ld</string>
      \t\t\t<key>one</key>
      \t\t\t<string/>
      \t\t\t<key>other</key>
      \t\t\t<string>%ld &#x263A;</string>
      \t\t</dict>
      \t</dict>
      </dict>
      </plist>

      """
    let document = try StringsdictFileReader.read(Array(xml.utf8), path: "x")
    #expect(StringsdictWriter.render(document, order: .keepOrder) == Array(xml.utf8))
    let entry = try #require(document.entry(LocalizationKey("b & c")))
    #expect(entry.formatKey == "%#@n@ <x>")
    #expect(entry.variables.map(\.name) == ["n"])
    #expect(entry.variables[0].form("one") == "")
    #expect(entry.variables[0].form("other") == "%ld ☺")
  }

  @Test("errors carry a location")
  func errors() {
    #expect(throws: ParseError.self) {
      try StringsdictFileReader.read(
        Array("<plist version=\"1.0\">\n<dict>\n<key>a</key>\n</plist>".utf8), path: "x")
    }
    do {
      _ = try StringsdictFileReader.read(
        Array("<plist>\n<dict>\n\t<string>a</string>\n</dict>\n</plist>".utf8), path: "x")
    } catch {
      #expect(error.location.line == 3)
      #expect(error.reason == "expected <key> in <dict>, found <string>")
    }
  }
}

/// Paths shared by format tests.
enum Fixtures {
  static let sample = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("SampleProject/Resources").path
}

@Suite("Stringsdict edits")
struct StringsdictEditTests {
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>k</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@n@ %#@w@</string>
    \t\t<key>n</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>zero</key>
    \t\t\t<string/>
    \t\t\t<key>other</key>
    \t\t\t<string>%d items</string>
    \t\t</dict>
    \t\t<key>w</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringVariableWidthRuleType</string>
    \t\t\t<key>20</key>
    \t\t\t<string>short</string>
    \t\t</dict>
    \t\t<key>XUnknown</key>
    \t\t<integer>7</integer>
    \t</dict>
    </dict>
    </plist>

    """

  @Test("an edit adds only its category; width variables, unknown keys and <string/> stay")
  func minimalEdit() throws {
    var document = try StringsdictFileReader.read(Array(Self.xml.utf8), path: "x")
    document.setForms(["one": "%d item"], variable: "n", key: LocalizationKey("k"), template: nil)
    let written = String(
      decoding: StringsdictWriter.render(document, order: .sorted), as: UTF8.self)
    let expected = Self.xml.replacing(
      "\t\t\t<key>other</key>\n\t\t\t<string>%d items</string>",
      with:
        "\t\t\t<key>one</key>\n\t\t\t<string>%d item</string>\n\t\t\t<key>other</key>\n\t\t\t<string>%d items</string>"
    )
    #expect(written == expected)
  }

  @Test("a new key is shaped like the template; removing a category removes its lines")
  func newKeyAndRemoval() throws {
    var document = try StringsdictFileReader.read(Array(Self.xml.utf8), path: "x")
    let template = try #require(document.entry(LocalizationKey("k")))
    document.setForms(
      ["other": "%d Dinge"], variable: "n", key: LocalizationKey("a"), template: template)
    let entry = try #require(document.entry(LocalizationKey("a")))
    #expect(entry.formatKey == "%#@n@ %#@w@")
    #expect(entry.variables.first { $0.name == "n" }?.form("other") == "%d Dinge")
    document.setForms(["zero": nil], variable: "n", key: LocalizationKey("k"), template: nil)
    #expect(
      document.entry(LocalizationKey("k"))?.variables.first?.forms.map(\.category) == ["other"])
    let sorted = String(decoding: StringsdictWriter.render(document, order: .sorted), as: UTF8.self)
    #expect(
      sorted.range(of: "<key>a</key>")?.lowerBound ?? sorted.endIndex < sorted.range(
        of: "<key>k</key>")?.lowerBound ?? sorted.startIndex)
  }
}
