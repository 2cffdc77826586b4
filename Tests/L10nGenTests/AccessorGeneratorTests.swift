import L10nModel
import L10nTestSupport
import Testing

@testable import L10nGen

@Suite("gen swift: rendering")
struct AccessorGeneratorTests {
  static func render(
    _ template: AccessorGenerator.Template, enumName: String = "L10n", isPublic: Bool = false
  ) throws -> String {
    let folder = try EdgeCaseProject.folder()
    let generator = AccessorGenerator(enumName: enumName, isPublic: isPublic)
    let tables = AccessorTable.tables(
      of: try folder.load(), reservedTypeNames: generator.reservedTypeNames
    ).tables
    return try generator.render(tables, template: template)
  }

  @Test("structured: an enum per segment, typed functions, doc comments from the value")
  func structured() throws {
    let code = try Self.render(.structured)
    #expect(
      code.contains(
        """
              /// %2$d files by %1$@
              static func types(_ p1: String, _ p2: Int) -> String {
                L10n.tr("Localizable", "mixed.types", p1, p2)
              }
        """))
    #expect(code.contains("enum Localizable {"))
    #expect(code.contains("enum Catalog {"))
    #expect(code.contains("static func lldItems(_ p1: Int) -> String"))
    #expect(code.contains("    /// %lld photos\n    static func photos(_ p1: Int) -> String"))
    #expect(code.contains("static func count(_ p1: UInt, _ p2: String) -> String"))
    #expect(code.contains("static func distance(_ p1: Double) -> String"))
    #expect(code.contains("static func reorder(_ p1: String, _ p2: String) -> String"))
    #expect(code.contains("    /// 100%% sure\n    static var percent: String"))
    #expect(
      code.contains(
        "/// Quoted\n    /// and a \"line\" break\n    /// here\n    static var quoteAndBackslashKey: String {\n"
          + #"      L10n.tr("Localizable", "quote \"and\" backslash \\ key")"#))
  }

  @Test("names that collide are resolved: merged levels, numbered strings, renamed type levels")
  func collisions() throws {
    let code = try Self.render(.structured)
    #expect(code.contains("static var settingsTitle: String"))
    #expect(code.contains("static var settingsTitle2: String"))
    #expect(code.contains("static var settingsTitle3: String"))
    // `Alert.ok` and `alert.cancel`: one enum holding both keys.
    #expect(code.components(separatedBy: "enum Alert {").count == 2)
    #expect(code.contains(#"L10n.tr("Localizable", "alert.cancel")"#))
    // A level named like a type the code uses, or like the enum, gets a number.
    #expect(code.contains("enum String2 {"))
    #expect(code.contains("enum L10n2 {"))
    // `日本語` is both a string and a level: the string is numbered.
    #expect(code.contains("enum 日本語 {"))
    #expect(code.contains("static var 日本語2: String"))
    #expect(code.contains("static var `class`: String"))
    #expect(code.contains("static var `self`: String"))
    #expect(code.contains("enum _1st {"))
    #expect(code.contains("static var _2fa: String"))
    #expect(code.contains("static var empty: String"))
  }

  @Test("tables get type names unique ignoring case, never a keyword; each change is said")
  func tableTypeNames() throws {
    let folder = try TypeNameProject.folder()
    let generator = AccessorGenerator()
    let result = AccessorTable.tables(
      of: try folder.load(), reservedTypeNames: generator.reservedTypeNames)
    #expect(
      result.tables.map { "\($0.name)=\($0.typeName)" } == [
        "InfoPlist=InfoPlist", "Localizable=Localizable", "String=String2",
        "infoPlist=InfoPlist2", "type=Type2",
      ])
    #expect(
      result.renamed.map(\.description) == [
        "table String makes the type String, which the generated code uses: String is String2",
        "tables InfoPlist and infoPlist both make the type InfoPlist: infoPlist is InfoPlist2",
        "table type makes the type Type, a Swift keyword: type is Type2",
      ])
    let code = try generator.render(result.tables, template: .structured)
    // The lookups keep the tables' own names.
    #expect(code.contains("  enum InfoPlist2 {\n    /// The other app\n"))
    #expect(code.contains(#"L10n.tr("infoPlist", "CFBundleName")"#))
    #expect(code.contains("  enum Type2 {\n    /// A table named like a keyword\n"))
    #expect(code.contains(#"L10n.tr("type", "title")"#))
    // Levels: a keyword is numbered; names alike but for case are one enum.
    #expect(code.contains("enum Type2 {\n      /// A level named like a keyword"))
    #expect(code.contains("enum Self2 {"))
    #expect(code.components(separatedBy: "enum AlertView {").count == 2)
    #expect(!code.contains("enum Alertview"))
  }

  @Test("the type names of tables alike but for case: later ones numbered past names taken")
  func tableTypeNameNumbering() {
    let (names, changes) = AccessorNames.tableTypeNames(
      ["InfoPlist", "InfoPlist2", "infoPlist", "Infoplist"], reserved: [])
    #expect(names == ["InfoPlist", "InfoPlist2", "InfoPlist3", "Infoplist4"])
    #expect(
      changes.map(\.description) == [
        "tables InfoPlist and infoPlist both make the type InfoPlist: infoPlist is InfoPlist3",
        "tables InfoPlist and Infoplist make the types InfoPlist and Infoplist, alike but for "
          + "case: Infoplist is Infoplist4",
      ])
  }

  @Test("flat: one member per key, --enum and --public")
  func flat() throws {
    let code = try Self.render(.flat, enumName: "Strings", isPublic: true)
    #expect(code.contains("public enum Strings {"))
    #expect(code.contains("public static func mixedTypes(_ p1: String, _ p2: Int) -> String"))
    #expect(code.contains("Strings.tr(\"Localizable\", \"mixed.types\", p1, p2)"))
    #expect(code.contains("public static var alertOk: String"))
    #expect(code.contains("public static var settingsTitle2: String"))
    #expect(!code.contains("enum Alert"))
  }

  @Test("--param bundle=Bundle.module looks values up in a Swift package's resource bundle")
  func packageBundle() throws {
    let folder = try EdgeCaseProject.folder()
    for template in [AccessorGenerator.Template.structured, .flat] {
      let generator = AccessorGenerator(parameters: ["bundle": "Bundle.module"])
      let tables = AccessorTable.tables(
        of: try folder.load(), reservedTypeNames: generator.reservedTypeNames
      ).tables
      let code = try generator.render(tables, template: template)
      #expect(code.contains("let format = Bundle.module.localizedString("), "\(code)")
      #expect(!code.contains("BundleToken"))
      // Without it, the bundle the file is compiled into, as before.
      let plain = try Self.render(template)
      #expect(plain.contains("let format = Bundle(for: BundleToken.self).localizedString("))
      #expect(plain.contains("private final class BundleToken {}"))
    }
  }

  @Test("a template error names the template, line and column; nothing is rendered")
  func templateError() throws {
    #expect {
      try Self.render(.custom(text: "line one\n{% for x in %}", name: "bad.stencil"))
    } throws: { error in
      "\(error)".hasPrefix("bad.stencil:2:")
    }
    #expect {
      try Self.render(.custom(text: "{{ tables|swiftIdentifier:\"fancy\" }}", name: "mode.stencil"))
    } throws: { error in
      "\(error)".contains("mode.stencil") && "\(error)".contains("normal, pretty")
    }
  }

  @Test("SwiftGen's tags: set, macro with recursion, call; blank template lines survive")
  func tags() throws {
    let template = """
      {% set greeting %}Hello{% endset %}
      {% macro walk level %}{% for s in level.strings %}{{ s.key }};{% endfor %}{% for c in level.children %}{% call walk c %}{% endfor %}{% endmacro %}
      {{ greeting }} {{ param.enumName }}

      {% call walk tables.first.levels %}
      """
    let code = try Self.render(.custom(text: template, name: "tags.stencil"))
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "Hello L10n")
    #expect(lines.dropFirst().first == "")
    #expect(lines.dropFirst(2).first?.hasPrefix("%lld items;Photos;") == true)
  }
}
