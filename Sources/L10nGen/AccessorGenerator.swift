import Foundation
import L10nModel
import Stencil

/// Renders typed Swift accessors for a project's localized strings with a Stencil template.
///
/// Templates get SwiftGen's strings context (`tables`, each with `name` and `levels`; a level's
/// `name`, `children` and `strings`; a string's `key`, `name`, `translation`, `types`,
/// `comment`, and l10nedit's `flatName` and a table's `typeName`), `param.enumName`, `param.publicAccess` and any
/// other `param` given (SwiftGen's `--param`), and the
/// StencilSwiftKit tags and filters SwiftGen's templates use. As with SwiftGen, lines a tag
/// leaves blank are dropped and blank lines of the template kept.
package struct AccessorGenerator {
  /// Which template renders the code.
  package enum Template: Equatable, Sendable {
    /// A nested enum per `.` segment: `L10n.Settings.title`.
    case structured
    /// One member per key: `L10n.settingsTitle`.
    case flat
    /// A template's text; `name` is how errors call it (its path).
    case custom(text: String, name: String)
  }

  /// A template that cannot be parsed or rendered.
  package struct Failure: Error, CustomStringConvertible {
    /// The template's name and what went wrong, with its line when Stencil knows it.
    package var description: String
  }

  /// The outer enum's name.
  package var enumName: String
  /// Whether the accessors are `public`.
  package var isPublic: Bool
  /// More `param` values for custom templates (`lookupFunction`, `noComments`…): a text, or
  /// `true` for a name given alone.
  package var parameters: [String: String]

  /// A generator naming its enum `enumName`.
  package init(
    enumName: String = "L10n", isPublic: Bool = false, parameters: [String: String] = [:]
  ) {
    self.enumName = enumName
    self.isPublic = isPublic
    self.parameters = parameters
  }

  /// The Swift source for `tables` rendered with `template`.
  package func render(_ tables: [AccessorTable], template: Template) throws(Failure) -> String {
    let (text, name) =
      switch template {
      case .structured: (BuiltInTemplates.structured, "structured")
      case .flat: (BuiltInTemplates.flat, "flat")
      case .custom(let text, let name): (text, name)
      }
    let environment = Self.environment
    do {
      let parsed = Stencil.Template(
        templateString: Self.markingBlankLines(text), environment: environment, name: name)
      let rendered = try parsed.render(context(tables))
      return Self.droppingTagLines(rendered)
    } catch let error as TemplateSyntaxError {
      let place = error.token.map {
        ":\($0.sourceMap.location.lineNumber):\($0.sourceMap.location.lineOffset + 1)"
      }
      throw Failure(description: "\(name)\(place ?? ""): error: \(error.reason)")
    } catch {
      throw Failure(description: "\(name): error: \(error)")
    }
  }

  /// The type names the built-in templates use inside the enum: a level of that name would
  /// hide the type, so it is renamed (see `AccessorNames`).
  package var reservedTypeNames: Set<String> {
    [
      enumName, "String", "Int", "UInt", "UInt16", "Double", "CChar", "UnsafePointer",
      "UnsafeRawPointer", "Any", "CVarArg", "Bundle", "Locale", "Foundation", "Swift",
      "BundleToken",
    ]
  }

  private func context(_ tables: [AccessorTable]) -> [String: Any] {
    [
      "tables": tables.map(\.templateValue),
      "param": parameters.mapValues { $0 == "true" ? true : $0 as Any }.merging(
        ["enumName": enumName, "publicAccess": isPublic]
      ) { _, fixed in fixed },
    ]
  }

  private static var environment: Environment {
    let extensions = Extension()
    extensions.registerSwiftGenTags()
    extensions.registerSwiftGenFilters()
    return Environment(extensions: [extensions])
  }

  /// A vertical tab marks each blank line of the template, so it survives `droppingTagLines`.
  private static func markingBlankLines(_ text: String) -> String {
    text.replacingOccurrences(of: "\n\n", with: "\n\u{b}\n")
      .replacingOccurrences(of: "\n\n", with: "\n\u{b}\n")
  }

  /// The rendered text without its whitespace-only lines; marked lines become blank.
  private static func droppingTagLines(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).compactMap {
      line -> String? in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "\u{b}" { return "" }
      return trimmed.isEmpty ? nil : String(line)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension AccessorTable {
  /// The table as the dictionaries a template reads.
  var templateValue: [String: Any] {
    ["name": name, "typeName": typeName, "levels": levels.templateValue]
  }
}

extension AccessorLevel {
  fileprivate var templateValue: [String: Any] {
    var value: [String: Any] = [:]
    if !name.isEmpty { value["name"] = name }
    if !children.isEmpty { value["children"] = children.map(\.templateValue) }
    if !strings.isEmpty { value["strings"] = strings.map(\.templateValue) }
    return value
  }
}

extension AccessorString {
  fileprivate var templateValue: [String: Any] {
    var value: [String: Any] = [
      "key": key, "name": name, "flatName": flatName, "translation": translation,
    ]
    if !types.isEmpty { value["types"] = types }
    if let comment, !comment.isEmpty { value["comment"] = comment }
    return value
  }
}
