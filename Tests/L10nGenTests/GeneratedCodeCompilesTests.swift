import Foundation
import L10nGen
import L10nModel
import L10nTestSupport
import Testing

/// The generated code type-checks with `swiftc -parse-as-library` against Foundation, for the
/// built-in templates and a SwiftGen-style one, on hard keys, the sample project and every
/// corpus project.
@Suite("gen swift: generated code compiles")
struct GeneratedCodeCompilesTests {
  /// The SwiftGen-style template written from SwiftGen's structured-swift5 documentation.
  static let swiftGenStyle = TestSupport.packageRoot.appendingPathComponent(
    "Tests/L10nGenTests/Templates/swiftgen-structured.stencil")

  static var templates: [AccessorGenerator.Template] {
    get throws {
      let text = try String(contentsOf: swiftGenStyle, encoding: .utf8)
      return [.structured, .flat, .custom(text: text, name: swiftGenStyle.path)]
    }
  }

  /// Renders `path`'s project with every template and type-checks each result.
  static func checkCompiles(_ path: String, isPublic: Bool = false) throws {
    let project = try TestSupport.load(path)
    let generator = AccessorGenerator(isPublic: isPublic)
    let tables = AccessorTable.tables(
      of: project, reservedTypeNames: generator.reservedTypeNames
    ).tables
    #expect(!tables.isEmpty, "\(path) has no tables")
    for template in try templates {
      let code = try generator.render(tables, template: template)
      guard let diagnostics = try SwiftCompiler.typecheck(code) else { return }
      #expect(diagnostics.isEmpty, "\(path) with \(template): \(diagnostics.prefix(2_000))")
    }
  }

  @Test("hard keys: keywords, digits, emoji, collisions, %%, reordered positions")
  func edgeCases() throws {
    let folder = try EdgeCaseProject.folder()
    try Self.checkCompiles(folder.path)
    try Self.checkCompiles(folder.path, isPublic: true)
  }

  @Test("tables alike but for case, tables and levels named like keywords or used types")
  func typeNames() throws {
    let folder = try TypeNameProject.folder()
    try Self.checkCompiles(folder.path)
    // Each enum can be reached, under the name it was given.
    let generator = AccessorGenerator()
    let tables = AccessorTable.tables(
      of: try folder.load(), reservedTypeNames: generator.reservedTypeNames
    ).tables
    let code = try generator.render(tables, template: .structured)
    guard let diagnostics = try SwiftCompiler.typecheck(code + TypeNameProject.use) else { return }
    #expect(diagnostics.isEmpty, "\(diagnostics.prefix(2_000))")
  }

  @Test("SampleProject")
  func sampleProject() throws {
    try Self.checkCompiles(TestSupport.sampleResources.path)
  }

  @Test(
    "every corpus project", .enabled(if: TestSupport.runsSlowCorpusTests),
    arguments: (try? FileManager.default.contentsOfDirectory(
      atPath: TestSupport.corpusRoot.path))?.filter { !$0.hasSuffix(".md") }.sorted() ?? [])
  func corpus(_ name: String) throws {
    try Self.checkCompiles(TestSupport.corpusRoot.appendingPathComponent(name).path)
  }
}
