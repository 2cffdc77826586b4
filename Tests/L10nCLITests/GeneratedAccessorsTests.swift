import L10nGen
import L10nModel
import Testing

@testable import L10nCLI

/// The command `extract --rewrite` names for regenerating the accessors it wrote.
@Suite("GeneratedAccessors")
struct GeneratedAccessorsTests {
  @Test("gen swift with the file, template, enum and access read; SwiftGen's; paths quoted")
  func regeneration() {
    let naming = GeneratedAccessorNaming(project: Project(root: "", files: []))
    var accessors = GeneratedAccessors(naming: naming, file: "Sources/Strings.swift")
    #expect(
      accessors.regeneration(projectPath: "Resources")
        == "l10nedit gen swift Resources --output Sources/Strings.swift")
    accessors.naming.template = .flat
    accessors.naming.enumName = "Strings"
    accessors.isPublic = true
    accessors.file = "My App/it's.swift"
    #expect(
      accessors.regeneration(projectPath: ".")
        == #"l10nedit gen swift . --output 'My App/it'\''s.swift' --template flat --enum Strings --public"#
    )
    accessors.isSwiftGen = true
    #expect(accessors.regeneration(projectPath: ".") == "swiftgen")
  }
}
