import L10nCheck
import L10nFormats
import L10nModel
import Testing

/// Builds an in-memory project from `(relative path, text)` pairs.
func makeProject(_ files: [(String, String)]) -> Project {
  let loaded = files.map { relativePath, text in
    let parts = relativePath.split(separator: "/")
    let language = LanguageID(String(parts[parts.count - 2].dropLast(".lproj".count)))
    let table = TableID(String(parts[parts.count - 1].dropLast(".strings".count)))
    let content: LocalizationFile.Content
    do throws(ParseError) {
      content = .strings(try StringsFileReader.read(Array(text.utf8), path: relativePath))
    } catch {
      content = .failed(error)
    }
    return LocalizationFile(
      path: relativePath, relativePath: relativePath, table: table, language: language,
      content: content)
  }
  return Project(root: ".", files: loaded)
}

@Suite struct LinterTests {
  @Test("duplicate keys: every occurrence, with the other lines and which one wins")
  func duplicates() {
    let project = makeProject([
      ("en.lproj/Localizable.strings", "\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n"),
      ("de.lproj/Localizable.strings", "\"a\" = \"x\";\n\"b\" = \"y\";\n"),
    ])
    let findings = Linter().run(project)
    #expect(findings.map(\.ruleID) == ["duplicate-key", "duplicate-key"])
    #expect(findings.map(\.location.line) == [1, 3])
    #expect(findings[0].message == "duplicate key \"a\" (also on line 3); overridden by line 3")
    #expect(findings[1].message == "duplicate key \"a\" (also on line 1); this last one wins")
    #expect(
      findings.allSatisfy { $0.severity == .error && $0.path == "en.lproj/Localizable.strings" })
  }

  @Test("canonically equivalent keys are not duplicates")
  func equivalentKeysAreDistinct() {
    let project = makeProject([
      ("en.lproj/Localizable.strings", "\"caf\u{E9}\" = \"1\";\n\"cafe\u{301}\" = \"2\";\n")
    ])
    #expect(Linter().run(project).isEmpty)
  }

  @Test("a file that fails to parse is one parse-error finding at its location")
  func parseErrors() {
    let project = makeProject([("fr.lproj/Errors.strings", "\"a\" = \"1\"\n\"b\" = \"2\";\n")])
    let findings = Linter().run(project)
    #expect(findings.count == 1)
    #expect(findings.first?.ruleID == "parse-error")
    #expect(findings.first?.location == L10nModel.SourceLocation(line: 2, column: 1))
    #expect(findings.first?.message == "missing ';' after the value that ends at 1:10")
  }

  @Test("a rule can be turned off or given another severity")
  func overrides() {
    let project = makeProject([("en.lproj/A.strings", "\"a\" = \"1\";\n\"a\" = \"2\";\n")])
    #expect(Linter(overrides: ["duplicate-key": nil]).run(project).isEmpty)
    let warnings = Linter(overrides: ["duplicate-key": .warning]).run(project)
    #expect(warnings.map(\.severity) == [.warning, .warning])
  }
}
