import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// Edits of `.stringsdict` files written in layouts other than Xcode's change only their own
/// lines: indentation, line endings, prologue, comments, attributes and entity spellings stay.
@Suite("Stringsdict layouts")
struct StringsdictLayoutTests {
  typealias Fixtures = StringsdictLayoutFixtures

  func read(_ text: String) throws -> StringsdictDocument {
    try read(Array(text.utf8))
  }

  func read(_ bytes: [UInt8]) throws -> StringsdictDocument {
    try StringsdictFileReader.read(bytes, path: "Localizable.stringsdict")
  }

  func render(_ document: StringsdictDocument, _ order: WriteOrder = .keepOrder) -> String {
    String(decoding: StringsdictWriter.render(document, order: order), as: UTF8.self)
  }

  @Test("unedited files write back byte for byte, in both orders when sorted")
  func roundTrips() throws {
    let spaces = try read(Fixtures.spaces)
    #expect(StringsdictWriter.render(spaces, order: .keepOrder) == Array(Fixtures.spaces.utf8))
    let crlf = try read(Fixtures.crlf)
    #expect(StringsdictWriter.render(crlf, order: .keepOrder) == Fixtures.crlf)
    #expect(StringsdictWriter.render(crlf, order: .sorted) == Fixtures.crlf)
    let oneLine = try read(Fixtures.oneLine)
    #expect(StringsdictWriter.render(oneLine, order: .sorted) == Array(Fixtures.oneLine.utf8))
  }

  @Test("an added category is the only change, shaped like its siblings")
  func addCategory() throws {
    var document = try read(Fixtures.spaces)
    document.setForms(["one": "%d apple"], variable: "apples", key: key("apples"), template: nil)
    #expect(
      render(document)
        == Fixtures.spaces.replacing(
          "            <string/>\n",
          with:
            "            <string/>\n            <key>one</key>\n            <string>%d apple</string>\n"
        ))
    var oneLine = try read(Fixtures.oneLine)
    oneLine.setForms(["one": "%d x"], variable: "n", key: key("k"), template: nil)
    #expect(
      render(oneLine)
        == Fixtures.oneLine.replacing(
          "\t\t\t<key>other</key>",
          with: "\t\t\t<key>one</key> <string>%d x</string>\n\t\t\t<key>other</key>"))
  }

  @Test("a changed text changes its line only, keeping the element's attributes")
  func changeText() throws {
    var document = try read(Fixtures.spaces)
    let original = document.root
    document.setForms(
      ["other": "%d files aren't <saved>"], variable: "files", key: key("files"), template: nil)
    #expect(
      render(document)
        == Fixtures.spaces.replacing(
          "<string xml:space=\"preserve\">%d files aren&apos;t saved</string>",
          with: "<string xml:space=\"preserve\">%d files aren't &lt;saved&gt;</string>"))
    document.setForms(["zero": "none"], variable: "apples", key: key("apples"), template: nil)
    #expect(render(document).contains("\n            <string>none</string>\n"))
    // Undo puts the tree back: the file is as read again.
    document.root = original
    #expect(render(document) == Fixtures.spaces)
  }

  @Test("an edited outer format changes its string only, attributes and escapes kept")
  func changeFormat() throws {
    var document = try read(Fixtures.spaces)
    document.setFormatKey("%#@files@ <chosen> & kept", key: key("files"), template: nil)
    #expect(
      render(document)
        == Fixtures.spaces.replacing(
          "<string xml:space=\"preserve\">%#@files@ selected</string>",
          with: "<string xml:space=\"preserve\">%#@files@ &lt;chosen&gt; &amp; kept</string>"))
    #expect(document.entry(key("files"))?.formatKey == "%#@files@ <chosen> & kept")
    // The same text again changes nothing.
    let edited = render(document)
    document.setFormatKey("%#@files@ <chosen> & kept", key: key("files"), template: nil)
    #expect(render(document) == edited)
  }

  @Test("a removed entry takes its lines and the comment above it, not comments set apart")
  func removeEntries() throws {
    var document = try read(Fixtures.spaces)
    let removedApples = document.removeEntries(key("apples"))
    #expect(removedApples)
    #expect(render(document) == Fixtures.spaces.replacing(Fixtures.applesBlock, with: ""))

    document = try read(Fixtures.spaces)
    let removedFiles = document.removeEntries(key("files"))
    #expect(removedFiles)
    let filesStart = try #require(Fixtures.spaces.range(of: "    <!-- How many"))
    let applesStart = try #require(Fixtures.spaces.range(of: "    <key>apples</key>"))
    var expected = Fixtures.spaces
    expected.removeSubrange(filesStart.lowerBound..<applesStart.lowerBound)
    #expect(render(document) == expected)

    document = try read(Fixtures.spaces)
    document.setForms(["one": nil], variable: "files", key: key("files"), template: nil)
    #expect(
      render(document)
        == Fixtures.spaces.replacing(
          "            <!-- singular -->\n            <key>one</key>\n"
            + "            <string xml:space=\"preserve\">%d file isn&#x27;t saved</string>\n",
          with: ""))

    document = try read(Fixtures.spaces)
    document.setForms(["zero": nil], variable: "apples", key: key("apples"), template: nil)
    #expect(
      render(document)
        == Fixtures.spaces.replacing(
          "            <key>zero</key>\n            <string/>\n", with: ""))
  }

  @Test("sorting moves each entry's block whole; blank lines and set-apart comments stay put")
  func sortTopLevel() throws {
    let document = try read(Fixtures.spaces)
    let sorted = render(document, .sorted)
    let lines = Fixtures.spaces.split(separator: "\n", omittingEmptySubsequences: false)
    // Lines 1-7: prologue, <dict>, the set-apart comment and the blank line after it; then the
    // blocks: files (with its comment) 8-25, apples 27-42, cats 44-57; then the closing comment.
    let head = lines[0..<7]
    let files = lines[7..<25]
    let apples = lines[26..<42]
    let cats = lines[43..<57]
    let tail = lines[57...]
    let expected = head + apples + [""] + cats + [""] + files + tail
    #expect(files.first == "    <!-- How many files are selected. -->")
    #expect(apples.first == "    <key>apples</key>")
    #expect(cats.first == "    <key>cats</key>")
    #expect(tail.first == "    <!-- end of counts -->")
    #expect(sorted == expected.joined(separator: "\n"))
    #expect(try render(read(sorted), .sorted) == sorted)
  }

  @Test("CRLF and two-space indentation: edits and new keys follow the file's style")
  func crlfEdits() throws {
    var document = try read(Fixtures.crlf)
    document.setForms(["one": "%d thing"], variable: "n", key: key("a & b"), template: nil)
    document.setForms(["other": "%d Bs"], variable: "n", key: key("b"), template: nil)
    let renamed = document.renameEntries(key("a & b"), to: key("a & c"))
    #expect(renamed)
    let template = document.entry(key("b"))
    document.setForms(["other": "%d cs"], variable: "n", key: key("c"), template: template)
    let newKey = """
        <key>c</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key>
          <string>%#@n@</string>
          <key>n</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>d</string>
            <key>other</key>
            <string>%d cs</string>
          </dict>
        </dict>

      """.replacing("\n", with: "\r\n")
    let expected =
      "\u{FEFF}"
      + Fixtures.crlfText
      .replacing("<key>a &amp; b</key>", with: "<key>a &amp; c</key>")
      .replacing(
        "      <key>other</key>\r\n      <string>%d things</string>",
        with:
          "      <key>one</key>\r\n      <string>%d thing</string>\r\n      <key>other</key>\r\n      <string>%d things</string>"
      )
      .replacing("<string>%d bs</string>", with: "<string>%d Bs</string>")
      .replacing("</dict></plist>", with: newKey + "</dict></plist>")
    #expect(render(document, .sorted) == expected)

    document = try read(Fixtures.crlf)
    let removedA = document.removeEntries(key("a & b"))
    #expect(removedA)
    let bStart = try #require(Fixtures.crlfText.range(of: "  <key>b</key>"))
    let aStart = try #require(Fixtures.crlfText.range(of: "  <key>a &amp; b</key>"))
    var removed = Fixtures.crlfText
    removed.removeSubrange(aStart.lowerBound..<bStart.lowerBound)
    #expect(render(document) == "\u{FEFF}" + removed)
  }

  @Test("an empty <dict/> that gains entries is laid out as Xcode does")
  func emptyDictionary() throws {
    let xml =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n"
    var document = try read(xml)
    #expect(render(document) == xml)
    document.setForms(["other": "%d"], variable: "n", key: key("k"), template: nil)
    let dictionary = """
      <dict>
      \t<key>k</key>
      \t<dict>
      \t\t<key>NSStringLocalizedFormatKey</key>
      \t\t<string></string>
      \t\t<key>n</key>
      \t\t<dict>
      \t\t\t<key>NSStringFormatSpecTypeKey</key>
      \t\t\t<string>NSStringPluralRuleType</string>
      \t\t\t<key>NSStringFormatValueTypeKey</key>
      \t\t\t<string>d</string>
      \t\t\t<key>other</key>
      \t\t\t<string>%d</string>
      \t\t</dict>
      \t</dict>
      </dict>
      """
    #expect(render(document, .sorted) == xml.replacing("<dict/>", with: dictionary))
  }

  @Test("an edit saved through the project's write path changes only its lines")
  func projectSave() throws {
    let folder = try TestSupport.fixture([:])
    try folder.write(Fixtures.crlf, to: "en.lproj/Localizable.stringsdict")
    try folder.write(Fixtures.crlf, to: "de.lproj/Localizable.stringsdict")
    var project = try folder.load(sourceLanguage: LanguageID("en"))
    let cell = CellID(
      table: TableID("Localizable"), key: key("b"), language: LanguageID("de"))
    let changes = try project.apply([.setPluralForms(cell, .stringsdict("n"), ["zero": "kein b"])])
    _ = try ProjectWriter.save(project, files: Array(changes.files))
    let saved = try folder.read("de.lproj/Localizable.stringsdict")
    let expected = Fixtures.crlfText.replacing(
      "      <key>one</key>\r\n      <string>%d b</string>",
      with: "      <key>zero</key>\r\n      <string>kein b</string>\r\n"
        + "      <key>one</key>\r\n      <string>%d b</string>")
    #expect(saved == Array("\u{FEFF}".utf8) + Array(expected.utf8))
    #expect(try folder.read("en.lproj/Localizable.stringsdict") == Fixtures.crlf)
  }

  private func key(_ text: String) -> LocalizationKey { LocalizationKey(text) }
}
