import L10nFormats
import L10nModel
import Testing

/// Edits of the corpus's `.stringsdict` files (read in place) change only their own lines.
@Suite("Stringsdict corpus edits", .needsCorpus)
struct StringsdictCorpusEditTests {
  static let files = Corpus.files(withSuffix: ".stringsdict")

  func lines(_ bytes: [UInt8]) -> [String] {
    String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  @Test("an added category adds its two lines, beside its siblings", arguments: files)
  func addCategory(path: String) throws {
    let bytes = try FileSystem.read(path)
    var document = try StringsdictFileReader.read(bytes, path: path)
    let (key, _, entry) = try #require(document.pluralEntries.first)
    let variable = try #require(entry.variables.first { $0.isPlural })
    let category = try #require(PluralCategory.allCases.first { variable.form($0.rawValue) == nil })
    document.setForms(
      [category.rawValue: "%lld <new> & more"], variable: variable.name, key: key, template: nil)
    let before = lines(bytes)
    let after = lines(StringsdictWriter.render(document, order: .keepOrder))
    let first = try #require((0..<min(before.count, after.count)).first { before[$0] != after[$0] })
    #expect(Array(after[..<first] + after[(first + 2)...]) == before)
    #expect(
      after[first..<(first + 2)] == [
        "\t\t\t<key>\(category.rawValue)</key>",
        "\t\t\t<string>%lld &lt;new&gt; &amp; more</string>",
      ])
  }

  @Test("a changed text changes its one line", arguments: files)
  func changeText(path: String) throws {
    let bytes = try FileSystem.read(path)
    var document = try StringsdictFileReader.read(bytes, path: path)
    let (key, _, entry) = try #require(document.pluralEntries.last)
    let variable = try #require(entry.variables.first { $0.isPlural })
    document.setForms(["other": "%lld changed"], variable: variable.name, key: key, template: nil)
    let before = lines(bytes)
    let after = lines(StringsdictWriter.render(document, order: .keepOrder))
    #expect(after.count == before.count)
    let changed = zip(before, after).filter { $0 != $1 }
    #expect(changed.map(\.1) == ["\t\t\t<string>%lld changed</string>"])
  }

  @Test("a removed entry takes its lines, from its key to its closing tag", arguments: files)
  func removeEntry(path: String) throws {
    let bytes = try FileSystem.read(path)
    var document = try StringsdictFileReader.read(bytes, path: path)
    let keys = document.keys
    let removed = try #require(keys.dropFirst().first)
    #expect(document.removeEntries(removed) == true)
    let before = lines(bytes)
    let after = lines(StringsdictWriter.render(document, order: .keepOrder))
    let first = try #require((0..<min(before.count, after.count)).first { before[$0] != after[$0] })
    let count = before.count - after.count
    #expect(Array(before[..<first] + before[(first + count)...]) == after)
    #expect(before[first].hasPrefix("\t<key>"))
    #expect(before[first + count - 1] == "\t</dict>")
    let reread = try StringsdictFileReader.read(
      StringsdictWriter.render(document, order: .keepOrder), path: path)
    #expect(reread.keys == keys.filter { $0 != removed })
  }
}
