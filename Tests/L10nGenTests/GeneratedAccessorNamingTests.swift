import L10nGen
import L10nModel
import L10nRewrite
import L10nTestSupport
import Testing

/// The names `extract --rewrite` writes in the generated-accessor form: what `gen swift` will
/// generate once the new keys are in the table.
@Suite("GeneratedAccessorNaming")
struct GeneratedAccessorNamingTests {
  @Test("new keys are named as gen swift names them: levels, collisions, keywords, functions")
  func names() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": #""settings.title" = "Settings";"settingsTitle" = "A";"#
    ])
    var naming = GeneratedAccessorNaming(project: try folder.load())
    func name(_ key: String, _ value: String) -> String? {
      naming.accessor(forKey: key, table: "Localizable", value: value).map {
        "\($0.path) \($0.parameterCount)"
      }
    }
    #expect(name("settings.subtitle", "Sub") == "L10n.Settings.subtitle 0")
    #expect(name("settings.title", "Settings") == "L10n.Settings.title 0")
    #expect(name("files.remaining", "%1$lld files in %2$@") == "L10n.Files.remaining 2")
    #expect(name("settings_title", "B") == "L10n.settingsTitle2 0")
    #expect(name("default", "D") == "L10n.`default` 0")
    #expect(naming.accessor(forKey: "x", table: "Other", value: "x") == nil)
    naming.template = .flat
    #expect(name("files.remaining", "%1$lld files in %2$@") == "L10n.filesRemaining 2")
  }

  @Test("with several tables the table's enum is between: L10n.Localizable.Settings.title")
  func severalTables() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": #""a" = "A";"#,
      "en.lproj/InfoPlist.strings": #""CFBundleName" = "App";"#,
    ])
    var naming = GeneratedAccessorNaming(project: try folder.load())
    #expect(
      naming.accessor(forKey: "settings.title", table: "Localizable", value: "Settings")?.path
        == "L10n.Localizable.Settings.title")
    // A table without strings yet is named among the others as gen swift will name it.
    let empty = try TestSupport.fixture([
      "en.lproj/Localizable.strings": "", "en.lproj/InfoPlist.strings": #""CFBundleName" = "App";"#,
    ])
    var first = GeneratedAccessorNaming(project: try empty.load())
    #expect(
      first.accessor(forKey: "a.b", table: "Localizable", value: "B")?.path
        == "L10n.Localizable.A.b")
  }

  @Test("the enum and template are read from the accessors the code references")
  func referenced() throws {
    let folder = try TestSupport.fixture(["en.lproj/Localizable.strings": #""a.b" = "B";"#])
    let project = try folder.load()
    var usage = CodeUsage()
    let place = SourceLocation(line: 1, column: 1)
    usage.references = [
      CodeReference(path: "Gen.swift", location: place, key: CodeKey("a.b"), routine: "Strings.aB")
    ]
    let flat = GeneratedAccessorNaming.referenced(in: usage, project: project)
    #expect(flat.enumName == "Strings")
    #expect(flat.template == .flat)
    usage.references[0].routine = "Strings.A.b"
    #expect(GeneratedAccessorNaming.referenced(in: usage, project: project).template == .structured)
    #expect(
      GeneratedAccessorNaming.referenced(in: CodeUsage(), project: project).enumName == "L10n")
    // Accessors no code references yet still tell the enum and the template.
    var unreferenced = CodeUsage()
    unreferenced.unreferencedAccessors = [
      GeneratedAccessor(
        name: "Strings.aB", key: "a.b", table: "Localizable",
        place: CodeReference.Place(path: "Gen.swift", location: place))
    ]
    let found = GeneratedAccessorNaming.referenced(in: unreferenced, project: project)
    #expect(found.enumName == "Strings")
    #expect(found.template == .flat)
  }
}
