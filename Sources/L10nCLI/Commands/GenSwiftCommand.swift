import ArgumentParser
import L10nFormats
import L10nGen
import L10nModel

/// `l10nedit gen swift`: typed Swift accessors, rendered with a built-in or SwiftGen-style
/// Stencil template.
struct GenSwiftCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "swift",
    abstract: "Generate typed Swift accessors (SwiftGen-compatible templates).",
    discussion: """
      Every key of the source language becomes a member of --enum: a static var for a plain \
      value, a static func for a value with format arguments, typed from its specifiers (%@ \
      String, %d %ld %lld %i Int, %u %lu %llu UInt, %f %lf %g Double, %c CChar; a plural token \
      takes the type its NSStringFormatValueTypeKey names), with the value as its doc comment. \
      --template structured nests an enum per "." segment (L10n.Settings.title), flat makes one \
      member per key (L10n.settingsTitle); a .stencil file gets SwiftGen's strings context \
      (tables, levels, children, strings with key, name, translation, types, comment) and its \
      filters and tags. Tables whose enum names would be the same ignoring case (InfoPlist, \
      infoPlist) or a keyword get 2, 3… (InfoPlist2), with a note. --template xcode-symbols \
      writes what Xcode 26 generates with "Generate String Catalog Symbols" \
      (STRING_CATALOG_GENERATE_SYMBOLS): for each String Catalog key marked manual (and not \
      "generatesSymbol" : false) a LocalizedStringResource member named from the key \
      (cart.checkout.title → .cartCheckoutTitle; another table's under its name, \
      .Onboarding.welcomeTitle), a function when its text takes values \
      (.itemCount(_ arg1: Int), labelled by %(name)@ placeholders and substitutions); keys \
      whose symbols would share a name are an error, as in Xcode's build. The file is written \
      atomically, its folder made when missing; an unchanged file is not touched. Exit status: \
      0 written, 2 usage, template or I/O error.
      """)

  @OptionGroup var project: ProjectOptions

  @Option(name: .outOrOutput, help: "The Swift file to write.")
  var output: String

  @Option(help: "structured, flat, xcode-symbols, or the path of a .stencil template.")
  var template = "structured"

  @Option(name: .customLong("enum"), help: "The name of the outer enum.")
  var enumName = "L10n"

  @Flag(name: .customLong("public"), help: "Make the accessors public.")
  var isPublic = false

  @Option(
    name: .customLong("param"),
    help: ArgumentHelp(
      "A template parameter NAME=VALUE, or NAME alone for true (param.NAME in templates); "
        + "bundle=Bundle.module looks values up in a Swift package's resources.",
      valueName: "NAME[=VALUE]"))
  var parameters: [String] = []

  func validate() throws {
    if template == "xcode-symbols", isPublic {
      throw ValidationError(
        "--public does not apply to xcode-symbols: Xcode's symbols are internal")
    }
    guard SwiftIdentifier.pretty(enumName) == enumName, !enumName.hasPrefix("_"),
      SwiftIdentifier.escapeReservedKeyword(enumName) == enumName
    else {
      throw ValidationError("--enum must be a type name such as L10n, not '\(enumName)'")
    }
    for parameter in parameters {
      let name = parameter.prefix { $0 != "=" }
      guard !name.isEmpty, name != "enumName", name != "publicAccess" else {
        throw ValidationError(
          "--param takes NAME=VALUE or NAME (enumName and publicAccess come from --enum and "
            + "--public), not '\(parameter)'")
      }
    }
  }

  /// `--param` values by name.
  private var parameterValues: [String: String] {
    Dictionary(
      parameters.map { parameter in
        let parts = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "true")
      }, uniquingKeysWith: { _, last in last })
  }

  func run() throws {
    if template == "xcode-symbols" { return try runXcodeSymbols() }
    let generator = AccessorGenerator(
      enumName: enumName, isPublic: isPublic, parameters: parameterValues)
    let chosen = try chosenTemplate()
    let (project, _, _) = try project.load()
    let (tables, skipped, keyAsText, renamed) = AccessorTable.tables(
      of: project, reservedTypeNames: generator.reservedTypeNames)
    for change in renamed { Output.standardError("note: \(change)") }
    do {
      let code = try generator.render(tables, template: chosen)
      let written = try FileSystem.writeSafely(Array(code.utf8), to: output)
      let keys = tables.reduce(0) { $0 + $1.levels.count }
      var summary = "\(written ? "Wrote" : "Unchanged:") \(output): \(keys) keys in "
      summary += "\(tables.count) table\(tables.count == 1 ? "" : "s")"
      if keyAsText > 0 {
        summary += "; \(keyAsText) key\(keyAsText == 1 ? "" : "s") of tables whose source "
        summary += "language has no .strings file used as their own text"
      }
      if skipped > 0 {
        summary +=
          "; \(skipped) key\(skipped == 1 ? "" : "s") missing from the source language left out"
      }
      Output.standardError(summary)
    } catch let failure as AccessorGenerator.Failure {
      Output.standardError(failure.description)
      throw ExitStatus.failure
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
  }

  /// `--template xcode-symbols`: the symbols Xcode generates for the project's catalogs.
  private func runXcodeSymbols() throws {
    let (project, _, _) = try project.load()
    let tables = project.catalogSymbolTables
    let code: String
    do {
      guard let rendered = try XcodeSymbolsGenerator.render(tables) else {
        Output.standardError(
          tables.isEmpty
            ? "error: no String Catalog: Xcode generates symbols for .xcstrings tables only"
            : "error: no key of \(tables.map { "\($0.name).xcstrings" }.joined(separator: ", ")) "
              + "is manual: Xcode generates symbols for manual keys only")
        throw ExitStatus.failure
      }
      code = rendered
    } catch let collision as XcodeSymbolsGenerator.Collision {
      Output.standardError(collision.description)
      throw ExitStatus.failure
    }
    let written = try FileSystem.writeSafely(Array(code.utf8), to: output)
    let keys = tables.reduce(0) { $0 + $1.keys.count }
    let withKeys = tables.filter { !$0.keys.isEmpty }.count
    Output.standardError(
      "\(written ? "Wrote" : "Unchanged:") \(output): \(keys) symbol\(keys == 1 ? "" : "s") of "
        + "\(withKeys) catalog\(withKeys == 1 ? "" : "s")")
  }

  private func chosenTemplate() throws -> AccessorGenerator.Template {
    switch template {
    case "structured": return .structured
    case "flat": return .flat
    default:
      do {
        let bytes = try FileSystem.read(template)
        return .custom(text: String(decoding: bytes, as: UTF8.self), name: template)
      } catch {
        Output.standardError("error: \(error)")
        throw ExitStatus.failure
      }
    }
  }
}
