import Foundation
import L10nCheck
import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// The hostile inputs of issue 18 at a small size: each loads and lints with the right values,
/// findings and locations, or fails with the right error where the problem is. (Their time and
/// memory at 1, 4 and 16 MB are `l10nedit-bench --pathological`'s.)
@Suite("Pathological input")
struct PathologicalInputTests {
  private static let bytes = 20_000
  private static let english = "en.lproj/Localizable.strings"
  private static let table = TableID("Localizable")

  @Test(
    "a value of \\n escapes reads as line breaks; whitespace-mismatch names eight, counts the rest")
  func escapes() throws {
    let loaded = try Loaded(.escapes)
    let count = loaded.text(Self.english).components(separatedBy: "\\n").count - 1
    #expect(count > 1_000)
    #expect(
      loaded.project.content(of: cell("key.0", .english)).text
        == String(repeating: "\n", count: count))
    let findings = Linter().run(loaded.project).filter { $0.ruleID == "whitespace-mismatch" }
    #expect(findings.map(\.path) == [loaded.path("de.lproj/Localizable.strings")])
    #expect(findings.first?.location == L10nModel.SourceLocation(line: 1, column: 1))
    let message = try #require(findings.first?.message)
    #expect(
      message.contains(
        "(the source: " + Array(repeating: "line break", count: 8).joined(separator: ", ")
          + " and \(count - 8) more)"))
    #expect(message.contains("has 0 line breaks (the source: \(count) line breaks)"))
  }

  @Test("every entry on one line: each key at its own column, in the document and in lint")
  func oneLine() throws {
    let loaded = try Loaded(.oneLine)
    let expected = locations(of: "\"key.", in: loaded.text(Self.english))
    #expect(expected.count > 300 && expected.allSatisfy { $0.line == 1 })
    let document = try #require(loaded.file(Self.english)?.document)
    #expect(document.entries.map(\.location.expanded) == expected)
    let missing = Linter().run(loaded.project).filter { $0.ruleID == "missing-translation" }
    #expect(missing.map(\.location) == Array(expected.dropFirst()))
    #expect(missing.map(\.path).allSatisfy { $0 == loaded.path(Self.english) })
  }

  @Test("one long value on one line reads whole; lint compares it")
  func longValue() throws {
    let loaded = try Loaded(.longValue)
    let text = loaded.text(Self.english)
    let value = String(text.dropFirst("\"key.0\" = \"".count).dropLast("\";\n".count))
    #expect(value.unicodeScalars.count > 5_000)
    #expect(loaded.project.content(of: cell("key.0", .english)).text == value)
    #expect(
      Linter().run(loaded.project).map(\.message)
        == ["\"key.0\" in de ends with no whitespace (the source: space)"])
  }

  @Test("one entry per line: each on its own line; every key but one missing in German")
  func manyKeys() throws {
    let loaded = try Loaded(.manyKeys)
    let expected = locations(of: "\"key.", in: loaded.text(Self.english))
    let document = try #require(loaded.file(Self.english)?.document)
    #expect(document.entries.map(\.location.expanded) == expected)
    #expect(expected.last == L10nModel.SourceLocation(line: expected.count, column: 1))
    let missing = Linter().run(loaded.project).filter { $0.ruleID == "missing-translation" }
    #expect(missing.count == expected.count - 1)
  }

  @Test("nested <dict>s fail at the first one too deep; the rest of the project reads")
  func nestedDictionaries() throws {
    let loaded = try Loaded(.nestedDictionaries)
    let path = "en.lproj/Localizable.stringsdict"
    let error = try #require(loaded.file(path)?.error)
    #expect(error.reason == ReadLimits.standard.depthReason)
    #expect(
      error.location
        == locations(of: "<dict>", in: loaded.text(path))[ReadLimits.standard.maximumDepth])
    #expect(loaded.project.content(of: cell("key.0", .english)).text == "Value")
  }

  @Test("nested arrays fail at the first one too deep; the rest of the project reads")
  func nestedArrays() throws {
    let loaded = try Loaded(.nestedArrays)
    let error = try #require(loaded.file("Nested.xcstrings")?.error)
    #expect(error.reason == ReadLimits.standard.depthReason)
    #expect(
      error.location
        == L10nModel.SourceLocation(line: 1, column: ReadLimits.standard.maximumDepth + 1))
    #expect(loaded.project.content(of: cell("key.0", .english)).text == "Value")
  }

  @Test(
    "comments never closed after an entry end the file where the first one starts, as Apple's reader does"
  )
  func openComments() throws {
    let loaded = try Loaded(.openComments)
    let file = try #require(loaded.file(Self.english))
    #expect(file.error == nil)
    let tail = try #require(file.cellDocument?.ignoredTail)
    let start = try #require(locations(of: "/*", in: loaded.text(Self.english)).first)
    #expect(tail.location == start)
    #expect(tail.reason.hasPrefix("Apple's reader stops at this unterminated comment"))
  }

  @Test("backslashes escaping the closing quote fail where the string starts")
  func backslashes() throws {
    let loaded = try Loaded(.backslashes)
    let error = try #require(loaded.file(Self.english)?.error)
    let start = try #require(locations(of: "\"\\", in: loaded.text(Self.english)).first)
    #expect(error.location == start)
    #expect(error.reason == "unterminated string starting at \(start)")
  }

  @Test("escaped quotes and backslashes end where they should; columns count scalars")
  func escapedQuotes() throws {
    let text = "\"ä\" = \"a\\\"b\\\\\"; \"日本\" = \"\\\"\"; \"c\" = \"\\\\\\\"\";\n"
    let document = try StringsParser.parse(utf8: Array(text.utf8), path: "T.strings")
    #expect(document.entries.map { document.decode($0.key) } == ["ä", "日本", "c"])
    #expect(
      document.entries.compactMap { $0.value.map(document.decode) } == ["a\"b\\", "\"", "\\\""])
    #expect(
      document.entries.map(\.location.expanded)
        == locations(of: "\"ä", in: text) + locations(of: "\"日", in: text)
        + locations(of: "\"c", in: text))
  }

  @Test("a catalog of a language per key: a column each and a gap per other language")
  func languages() throws {
    let loaded = try Loaded(.languages)
    let keys = loaded.project.grids.first?.keys.count ?? 0
    #expect(keys > 50)
    #expect(loaded.project.files.compactMap(\.error).isEmpty)
    #expect(loaded.project.languages.count == keys + 1)
    let missing = Linter().run(loaded.project).filter { $0.ruleID == "missing-translation" }
    #expect(missing.count == keys * (keys - 1))
  }

  @Test("a catalog naming more than LanguageLimit.count languages fails at the first too many")
  func tooManyLanguages() throws {
    let loaded = try Loaded(.languages, bytes: 300_000)
    let error = try #require(loaded.file("Localizable.xcstrings")?.error)
    let code = PathologicalInput.languageCode(LanguageLimit.count - 1)
    #expect(error.reason == LanguageLimit.reason)
    #expect(
      error.location
        == locations(of: "\"\(code)\"", in: loaded.text("Localizable.xcstrings")).first)
  }

  @Test("a catalog's 999 languages are no columns of another table's rows, nor its findings")
  func foreignLanguages() throws {
    let loaded = try Loaded(.foreignLanguages)
    let project = loaded.project
    #expect(project.languages.count >= LanguageLimit.count)
    let grid = try #require(project.gridIndex(of: Self.table))
    #expect(
      project.bundleColumns(grid: grid).map { project.languages[$0] } == [
        .english, LanguageID("de"),
      ])
    let keys = project.grids[grid].keys.count
    #expect(keys > 300)
    let foreign = project.languages.indices.filter { !project.isInBundle(grid: grid, column: $0) }
    #expect(foreign.count == project.languages.count - 2)
    #expect(
      (0..<keys).allSatisfy { row in
        foreign.allSatisfy { project.grids[grid].entry(row: row, language: $0) == nil }
      })
    let findings = Linter().run(project)
    #expect(findings.allSatisfy { $0.cell?.table != Self.table })
  }

  @Test("argument position 100,000,000 is one invalid-format finding per value")
  func positions() throws {
    let loaded = try Loaded(.positions)
    let expected = locations(of: "\"key.", in: loaded.text(Self.english))
    let invalid = Linter().run(loaded.project).filter {
      $0.ruleID == "invalid-format" && $0.path == loaded.path(Self.english)
    }
    #expect(invalid.map(\.location) == expected)
    #expect(
      invalid.allSatisfy {
        $0.message.hasSuffix(
          "(the source): '%100000000$': argument position 100000000 is beyond 1000: no call passes that many arguments"
        )
      })
  }

  private func cell(_ key: String, _ language: LanguageID) -> CellID {
    CellID(table: Self.table, key: LocalizationKey(key), language: language)
  }
}

/// One case written into a temporary folder and loaded.
private struct Loaded {
  let project: Project
  let files: [String: String]
  let folder: TemporaryFolder

  init(_ input: PathologicalInput, bytes: Int = 20_000) throws {
    files = input.files(bytes: bytes)
    folder = try TestSupport.fixture(files)
    project = try ProjectLoader.load(folder.path)
  }

  /// The text of a file the case wrote (empty when it wrote no such file).
  func text(_ relativePath: String) -> String {
    files[relativePath] ?? ""
  }

  func file(_ relativePath: String) -> LocalizationFile? {
    project.files.first { $0.relativePath == relativePath }
  }

  func path(_ relativePath: String) -> String {
    file(relativePath)?.path ?? relativePath
  }
}

/// The line and column (in Unicode scalars) of each occurrence of `needle` in `text`, counted
/// here on their own rather than by the readers.
private func locations(of needle: String, in text: String) -> [L10nModel.SourceLocation] {
  let scalars = Array(text.unicodeScalars)
  let pattern = Array(needle.unicodeScalars)
  var found: [L10nModel.SourceLocation] = []
  var line = 1
  var column = 1
  for index in scalars.indices {
    if index + pattern.count <= scalars.count,
      scalars[index..<(index + pattern.count)].elementsEqual(pattern)
    {
      found.append(L10nModel.SourceLocation(line: line, column: column))
    }
    if scalars[index] == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
  }
  return found
}
