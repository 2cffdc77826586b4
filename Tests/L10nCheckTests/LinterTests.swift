import L10nCheck
import L10nFormats
import L10nModel
import Testing

/// Builds an in-memory project from `(relative path, text)` pairs; with `folderTables`, a
/// table's identity has the folder holding its `.lproj` (`Settings.bundle/Root`), as the
/// loader gives it.
func makeProject(
  _ files: [(String, String)], sourceLanguage: LanguageID? = nil, folderTables: Bool = false
) -> Project {
  let loaded = files.map { relativePath, text in
    let parts = relativePath.split(separator: "/")
    let language = LanguageID(String(parts[parts.count - 2].dropLast(".lproj".count)))
    let name = parts[parts.count - 1]
    let isPlural = name.hasSuffix(".stringsdict")
    let folder = parts.dropLast(2).joined(separator: "/")
    let base = String(name.dropLast(isPlural ? ".stringsdict".count : ".strings".count))
    let table = TableID(folderTables && !folder.isEmpty ? "\(folder)/\(base)" : base)
    let content: LocalizationFile.Content
    do throws(ParseError) {
      content =
        isPlural
        ? .document(try StringsdictFileReader.read(Array(text.utf8), path: relativePath))
        : .document(try StringsFileReader.read(Array(text.utf8), path: relativePath))
    } catch {
      content = .failed(error)
    }
    return LocalizationFile(
      path: relativePath, relativePath: relativePath, table: table, language: language,
      content: content, languageScope: isPlural ? .overlay : .oneLanguage)
  }
  return Project(root: ".", files: loaded, sourceLanguage: sourceLanguage)
}

/// The findings of one rule for a source and one translation of a single key each.
func findings(
  _ rule: String, source: String?, translation: String?, key: String = "k",
  language: String = "de"
) -> [Finding] {
  var files: [(String, String)] = []
  files.append(("en.lproj/T.strings", source.map { "\"\(key)\" = \"\($0)\";\n" } ?? ""))
  files.append(
    ("\(language).lproj/T.strings", translation.map { "\"\(key)\" = \"\($0)\";\n" } ?? ""))
  var levels: [String: LintConfiguration.Level] = [:]
  for id in Linter.ruleIDs { levels[id] = id == rule ? .warning : .off }
  return Array(Linter(configuration: LintConfiguration(levels: levels)).run(makeProject(files)))
}

/// The messages of `rule` for one key, `source` in English and `translation` in `language`.
func ruleMessages(_ rule: String, _ source: String, _ language: String, _ translation: String)
  -> [String]
{
  findings(rule, source: source, translation: translation, language: language).map(\.message)
}

@Suite struct LinterTests {
  @Test("duplicate keys: every occurrence, with the other lines and which one wins")
  func duplicates() {
    let project = makeProject([
      ("en.lproj/Localizable.strings", "\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n"),
      ("de.lproj/Localizable.strings", "\"a\" = \"x\";\n\"b\" = \"y\";\n"),
    ])
    let found = Linter().run(project)
    #expect(found.map(\.ruleID) == ["duplicate-key", "duplicate-key"])
    #expect(found.map(\.location.line) == [1, 3])
    #expect(found[0].message == "duplicate key \"a\" (also on line 3); overridden by line 3")
    #expect(found[1].message == "duplicate key \"a\" (also on line 1); this last one wins")
    #expect(found.allSatisfy { $0.severity == .error && $0.path == "en.lproj/Localizable.strings" })
  }

  @Test("canonically equivalent keys are not duplicates")
  func equivalentKeysAreDistinct() {
    let project = makeProject([
      ("en.lproj/Localizable.strings", "\"caf\u{E9}\" = \"1\";\n\"cafe\u{301}\" = \"2\";\n")
    ])
    #expect(Linter().run(project).isEmpty)
  }

  @Test("a file that fails to parse is one parse-error finding, and its cells are not checked")
  func parseErrors() {
    let project = makeProject([
      ("en.lproj/Errors.strings", "\"a\" = \"%@\";\n\"b\" = \"2\";\n"),
      ("fr.lproj/Errors.strings", "\"a\" = \"1\"\n\"b\" = \"2\";\n"),
    ])
    let found = Linter().run(project)
    #expect(found.map(\.ruleID) == ["parse-error"])
    #expect(found.first?.location == L10nModel.SourceLocation(line: 2, column: 1))
    #expect(found.first?.message == "missing ';' after the value that ends at 1:10")
  }

  @Test("a rule can be turned off or given another severity; ignored keys and tables")
  func configuration() {
    let project = makeProject([
      ("en.lproj/A.strings", "\"a\" = \"1\";\n\"a\" = \"2\";\n\"debug.x\" = \"3\";\n"),
      ("en.lproj/B.strings", "\"b\" = \"1\";\n\"b\" = \"2\";\n"),
      ("de.lproj/A.strings", "\"a\" = \"eins\";\n"),
    ])
    #expect(
      Linter(configuration: LintConfiguration(levels: ["duplicate-key": .off])).run(project).map(
        \.message) == [
          "\"debug.x\" has no translation in de",
          "\"b\" has no translation in de (de.lproj has no B.strings)",
        ])
    let warnings = Linter(configuration: LintConfiguration(levels: ["duplicate-key": .warning]))
      .run(project)
    #expect(
      warnings.filter { $0.ruleID == "duplicate-key" }.map(\.severity) == [
        .warning, .warning, .warning, .warning,
      ])
    let ignoring = Linter(
      configuration: LintConfiguration(ignoredKeys: ["debug.*"], ignoredTables: ["B"])
    ).run(project)
    #expect(ignoring.map(\.ruleID) == ["duplicate-key", "duplicate-key"])
    #expect(ignoring.allSatisfy { $0.path == "en.lproj/A.strings" })
  }

  @Test("style rules are off by default")
  func styleRulesOff() {
    let project = makeProject([
      ("en.lproj/A.strings", "\"Ünsorted key\" = \"%d\";\n\"a\" = \"1\";\n")
    ])
    #expect(Linter().run(project).isEmpty)
    let levels: [String: LintConfiguration.Level] = [
      "ascii-keys": .warning, "namespaced-keys": .warning, "count-outside-stringsdict": .warning,
      "sorted-files": .warning,
    ]
    let found = Linter(configuration: LintConfiguration(levels: levels)).run(project)
    #expect(Set(found.map(\.ruleID)) == Set(levels.keys))
  }
}
