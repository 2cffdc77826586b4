import L10nGrammar
import L10nModel

/// The Swift file Xcode 26 generates for String Catalogs with "Generate String Catalog
/// Symbols" on, for `gen swift --template xcode-symbols`.
///
/// Xcode's `GeneratedStringSymbols_<Table>.swift` (`STRING_CATALOG_GENERATE_SYMBOLS`): one `LocalizedStringResource` static member per
/// symbol-generating key (`CatalogSymbol`), a `static var` for a text without values, a
/// `static func` with `XcodeSymbolArgument`s for one with values; `Localizable`'s on
/// `LocalizedStringResource` itself, another table's in a nested enum. For one catalog the
/// file is the one Xcode writes, byte for byte.
package enum XcodeSymbolsGenerator {
  /// Keys of one table whose symbols would have the same name (Xcode's build fails on them).
  package struct Collision: Error, CustomStringConvertible, Equatable {
    /// The table.
    package var table: String
    /// The keys, in key order.
    package var keys: [String]
    /// The name they share.
    package var name: String

    /// The keys of `table` that would all be `name`.
    package init(table: String, keys: [String], name: String) {
      self.table = table
      self.keys = keys
      self.name = name
    }

    package var description: String {
      let listed = keys.map { Quoted.text($0) }.joined(separator: ", ")
      return "error: \(table).xcstrings: the keys \(listed) would all be the symbol .\(name) "
        + "(Xcode's build fails the same way): rename one, or mark it \"generatesSymbol\" : false"
    }
  }

  /// The Swift source for the symbol-generating keys of `tables` (each a catalog's name and
  /// its `CatalogSymbolSource`s, in key order), tables in name order; `nil` when no table has
  /// such a key.
  package static func render(_ tables: [(name: String, keys: [CatalogSymbolSource])])
    throws(Collision) -> String?
  {
    let tables = tables.filter { !$0.keys.isEmpty }.sorted {
      $0.name.utf8.lexicographicallyPrecedes($1.name.utf8)
    }
    guard !tables.isEmpty else { return nil }
    for table in tables { try checkNames(table.name, table.keys) }
    var text = header(tables.map(\.name))
    for table in tables {
      text += "\n@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)\n"
      text += "nonisolated extension LocalizedStringResource {\n"
      let members = table.keys.map { member($0, table: table.name) }.joined(separator: "\n\n")
      if let typeName = CatalogSymbol.typeName(ofTable: table.name) {
        text += "    /// Namespace for strings in file “\(inert(table.name)).xcstrings”.\n"
        text += "    enum \(SwiftIdentifier.escapeReservedKeyword(typeName)) {\n"
        text += members.split(separator: "\n", omittingEmptySubsequences: false).map {
          $0.isEmpty ? "" : "    " + $0
        }.joined(separator: "\n")
        text += "\n    }\n}\n"
      } else {
        text += members + "\n}\n"
      }
    }
    return text
  }

  private static func checkNames(_ table: String, _ keys: [CatalogSymbolSource]) throws(Collision) {
    var byName: [String: [String]] = [:]
    for key in keys { byName[CatalogSymbol.name(ofKey: key.key), default: []].append(key.key) }
    let first = byName.filter { $0.value.count > 1 }.min { $0.value[0] < $1.value[0] }
    if let (name, keys) = first { throw Collision(table: table, keys: keys, name: name) }
  }

  private static func header(_ tables: [String]) -> String {
    let files = tables.map { "“\(inert(oneLine($0))).xcstrings”" }.joined(separator: ", ")
    let file =
      tables.count == 1
      ? "GeneratedStringSymbols_\(inert(oneLine(tables[0]))).swift" : "GeneratedStringSymbols.swift"
    return """
      // 
      // \(file)
      // Auto-Generated symbols for localized strings defined in \(files).
      // 

      import Foundation

      #if SWIFT_PACKAGE
      private nonisolated let resourceBundle = Foundation.Bundle.module
      @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
      private nonisolated let resourceBundleDescription = LocalizedStringResource.BundleDescription.atURL(resourceBundle.bundleURL)
      #else

      private class ResourceBundleClass {}
      @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
      private nonisolated let resourceBundleDescription = LocalizedStringResource.BundleDescription.forClass(ResourceBundleClass.self)
      #endif

      """
  }

  /// One key's documented member, indented for `LocalizedStringResource`'s extension.
  private static func member(_ source: CatalogSymbolSource, table: String) -> String {
    var lines = ["    /**"]
    if let comment = source.comment, !comment.isEmpty {
      // Xcode writes the comment's first line indented, the others as they are.
      let commentLines = SwiftLiteral.commentLines(inert(comment))
      lines.append("     " + commentLines[0])
      lines += commentLines.dropFirst()
      lines.append("     ")
    }
    lines.append(
      "     Localized string for key “\(inert(oneLine(source.key)))” in table "
        + "“\(inert(oneLine(table))).xcstrings”.")
    lines.append("     */")
    let name = SwiftIdentifier.escapeReservedKeyword(CatalogSymbol.name(ofKey: source.key))
    let key = SwiftLiteral.escaped(source.key)
    let tableLiteral = SwiftLiteral.escaped(table)
    let arguments = XcodeSymbolArgument.of(source)
    if arguments.isEmpty {
      lines.append("    static var \(name): LocalizedStringResource {")
      lines.append(
        "        LocalizedStringResource(\"\(key)\", table: \"\(tableLiteral)\", "
          + "bundle: resourceBundleDescription)")
    } else {
      let parameters = arguments.map {
        let variable = SwiftIdentifier.escapeReservedKeyword($0.variable)
        return $0.label == nil ? "_ \(variable): \($0.type)" : "\(variable): \($0.type)"
      }.joined(separator: ", ")
      let defaultValue = arguments.map {
        let variable = SwiftIdentifier.escapeReservedKeyword($0.variable)
        return $0.type == "String"
          ? "\\(\(variable))"
          : "\\(\(variable), specifier: \"\(SwiftLiteral.escaped($0.specifier))\")"
      }.joined()
      lines.append("    static func \(name)(\(parameters)) -> LocalizedStringResource {")
      lines.append(
        "        LocalizedStringResource(\"\(key)\", defaultValue: \"\(defaultValue)\", "
          + "table: \"\(tableLiteral)\", bundle: resourceBundleDescription)")
    }
    lines.append("    }")
    return lines.joined(separator: "\n")
  }

  /// `text` unable to end the doc comment it is written into (`*/` gets a zero-width space).
  private static func inert(_ text: String) -> String {
    text.replacing("*/", with: "*\u{200B}/")
  }

  /// `text` on one line: line breaks and other control characters escaped.
  private static func oneLine(_ text: String) -> String {
    SwiftLiteral.commentLines(text).joined(separator: "\\n")
  }
}
