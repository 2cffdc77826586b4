import L10nModel

extension XCStringsDocument {
  /// The keys Xcode 26 generates a Swift symbol for (`manual` ones not marked
  /// `"generatesSymbol" : false`), in key order as Xcode sorts them (by UTF-8 bytes), each with
  /// what its symbol's arguments are read from.
  package var symbolSources: [CatalogSymbolSource] {
    let source = sourceLanguage
    var found: [CatalogSymbolSource] = []
    for member in root["strings"]?.members ?? [] {
      let entry = member.value
      guard entry["extractionState"]?.text == "manual",
        entry["generatesSymbol"] != .bool(false)
      else { continue }
      let localization = source.flatMap { XCStringsEntry(entry).localization($0)?.node }
      found.append(
        CatalogSymbolSource(
          key: member.key.value, comment: entry["comment"]?.text,
          value: localization.flatMap(Self.argumentText),
          substitutions: (localization?["substitutions"]?.members ?? []).map { substitution in
            var number: Int?
            if case .number(let text)? = substitution.value["argNum"] { number = Int(text) }
            return CatalogSymbolSource.Substitution(
              name: substitution.key.value, argumentNumber: number,
              formatSpecifier: substitution.value["formatSpecifier"]?.text ?? "")
          }))
    }
    return found.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
  }

  /// A localization's string unit's value, else the `other` form (or the last) of its plural,
  /// else of its device variations (a device's own plural included).
  private static func argumentText(_ localization: JSONNode) -> String? {
    if let value = localization["stringUnit"]?["value"]?.text { return value }
    guard let variations = localization["variations"] else { return nil }
    for kind in ["plural", "device"] {
      guard let variants = variations[kind]?.members, !variants.isEmpty else { continue }
      let chosen = variants.first { $0.key.value == "other" } ?? variants[variants.count - 1]
      if let text = argumentText(chosen.value) { return text }
    }
    return nil
  }
}

extension Project {
  /// Each String Catalog table's symbol-generating keys (`XCStringsDocument.symbolSources`),
  /// by table name (the catalog's file name without `.xcstrings`, as Xcode names it): catalogs of one name in several bundles (an app's and its extension's
  /// `Localizable`) are one table, the first catalog's entry of a key winning.
  package var catalogSymbolTables: [(name: String, keys: [CatalogSymbolSource])] {
    var byName: [String: [CatalogSymbolSource]] = [:]
    var seen: [String: Set<String>] = [:]
    for file in files {
      guard let catalog = file.cellDocument as? XCStringsDocument else { continue }
      let name = file.catalogStem
      for source in catalog.symbolSources where seen[name, default: []].insert(source.key).inserted
      {
        byName[name, default: []].append(source)
      }
      if byName[name] == nil { byName[name] = [] }
    }
    return byName.keys.sorted().map { name in
      (name, (byName[name] ?? []).sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) })
    }
  }
}

extension Project {
  /// Every String Catalog's symbol-generating keys, each with its catalog's file stem (the
  /// table as Xcode's symbols name it) and its table's name in the project.
  package var catalogSymbolKeys: [(key: String, stem: String, table: String)] {
    files.flatMap { file -> [(key: String, stem: String, table: String)] in
      guard let catalog = file.cellDocument as? XCStringsDocument else { return [] }
      return catalog.symbolSources.map { ($0.key, file.catalogStem, String(file.table.name)) }
    }
  }
}

extension LocalizationFile {
  /// The file's name without its extension: a String Catalog's table as Xcode's generated
  /// symbols name it (`Localizable` even where l10nedit calls it `Localizable.xcstrings` to
  /// tell it from a `.strings` table of that name).
  package var catalogStem: String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
  }
}
