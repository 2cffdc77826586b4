import Foundation
import Stencil

extension Extension {
  /// Registers the string filters of StencilSwiftKit that SwiftGen's templates use.
  ///
  /// With its names and arguments: `swiftIdentifier` (`"normal"` or `"pretty"`), `lowerFirstWord`,
  /// `lowerFirstLetter`, `upperFirstLetter`, `snakeToCamelCase` (optional `true` strips
  /// leading underscores), `snakeToCamelCaseNoPrefix`, `camelToSnakeCase` (optional `false`
  /// keeps the case), `escapeReservedKeywords`, `removeNewlines` (`"all"` or `"leading"`),
  /// `replace`, `basename`, `dirname`, and the tests `contains`, `hasPrefix`, `hasSuffix` with
  /// their `!` negations. l10nedit adds `escapeSwiftString` (the text as the inside of a
  /// Swift string literal) and `commentLines` (the text as lines safe in a `///` comment).
  func registerSwiftGenFilters() {
    registerFilter("swiftIdentifier") { value, arguments in
      let mode = try Self.option(arguments, allowed: ["normal", "pretty"], default: "normal")
      let text = try Self.string(value)
      return mode == "pretty" ? SwiftIdentifier.pretty(text) : SwiftIdentifier.normal(text)
    }
    registerFilter("lowerFirstWord") { SwiftIdentifier.lowerFirstWord(try Self.string($0)) }
    registerFilter("lowerFirstLetter") { SwiftIdentifier.lowerFirstLetter(try Self.string($0)) }
    registerFilter("upperFirstLetter") { SwiftIdentifier.upperFirstLetter(try Self.string($0)) }
    registerFilter("snakeToCamelCase") { value, arguments in
      SwiftIdentifier.snakeToCamelCase(
        try Self.string(value), stripLeading: try Self.flag(arguments, default: false))
    }
    registerFilter("snakeToCamelCaseNoPrefix") {
      SwiftIdentifier.snakeToCamelCase(try Self.string($0), stripLeading: true)
    }
    registerFilter("camelToSnakeCase") { value, arguments in
      SwiftIdentifier.camelToSnakeCase(
        try Self.string(value), lowercase: try Self.flag(arguments, default: true))
    }
    registerFilter("escapeReservedKeywords") {
      SwiftIdentifier.escapeReservedKeyword(try Self.string($0))
    }
    registerFilter("removeNewlines") { value, arguments in
      let mode = try Self.option(arguments, allowed: ["all", "leading"], default: "all")
      let text = try Self.string(value)
      if mode == "all" {
        return text.components(separatedBy: .whitespacesAndNewlines).joined()
      }
      return text.components(separatedBy: .newlines)
        .map { String($0.unicodeScalars.drop { CharacterSet.whitespaces.contains($0) }) }
        .joined().trimmingCharacters(in: .whitespaces)
    }
    registerFilter("replace") { value, arguments in
      guard arguments.count == 2, let target = arguments[0] as? String,
        let replacement = arguments[1] as? String
      else { throw TemplateSyntaxError("'replace' takes two strings: what and with what") }
      return try Self.string(value).replacingOccurrences(of: target, with: replacement)
    }
    registerFilter("basename") {
      String(try Self.string($0).split(separator: "/").last ?? "")
    }
    registerFilter("dirname") {
      let text = try Self.string($0)
      guard let slash = text.lastIndex(of: "/") else { return "." }
      return slash == text.startIndex ? "/" : String(text[..<slash])
    }
    registerFilter("escapeSwiftString") { SwiftLiteral.escaped(try Self.string($0)) }
    registerFilter("commentLines") { SwiftLiteral.commentLines(try Self.string($0)) }
    registerTest("contains") { $0.contains($1) }
    registerTest("hasPrefix") { $0.hasPrefix($1) }
    registerTest("hasSuffix") { $0.hasSuffix($1) }
  }

  /// A filter `name` and its negation `!name` testing a string against one string argument.
  private func registerTest(_ name: String, _ test: @escaping (String, String) -> Bool) {
    func run(_ value: Any?, _ arguments: [Any?]) throws -> Bool {
      guard arguments.count == 1, let argument = arguments[0] as? String else {
        throw TemplateSyntaxError("'\(name)' takes one string")
      }
      return test(try Self.string(value), argument)
    }
    registerFilter(name) { try run($0, $1) }
    registerFilter("!" + name) { try !run($0, $1) }
  }

  private static func string(_ value: Any?) throws -> String {
    if let text = value as? String { return text }
    if let value, let text = value as? CustomStringConvertible { return text.description }
    throw TemplateSyntaxError("a filter expects a string, got \(value.map { "\($0)" } ?? "nil")")
  }

  private static func option(_ arguments: [Any?], allowed: [String], default: String) throws
    -> String
  {
    guard let first = arguments.first else { return `default` }
    guard arguments.count == 1, let option = first as? String, allowed.contains(option) else {
      throw TemplateSyntaxError("expected one of \(allowed.joined(separator: ", "))")
    }
    return option
  }

  private static func flag(_ arguments: [Any?], default: Bool) throws -> Bool {
    guard let first = arguments.first else { return `default` }
    switch first {
    case let value as Bool: return value
    case let value as Int: return value != 0
    case let value as String where value == "true" || value == "false": return value == "true"
    default: throw TemplateSyntaxError("expected true or false")
    }
  }
}
