import Foundation  // NSRegularExpression: a variable's specifier in its forms
import L10nModel

/// Xcode's "Migrate to String Catalog" for one table: its `.strings` and `.stringsdict` files in
/// every language made into one catalog.
///
/// As observed on migrations committed in public apps: the source language's keys are the
/// catalog's (keys only other languages have are dropped when the code is known and does not
/// use them, and the source language has a file of the table); each value becomes a string unit in
/// state `translated`; a `.stringsdict` entry whose format is one variable becomes plural (or
/// device) variations, any other its format with one substitution per variable; an entry's
/// comment is the one above the source-language entry; keys the code uses have no
/// `extractionState` (and no source value when it is the key), the others are `manual`; keys the
/// code uses that no file has are added empty.
package enum CatalogMigration {
  /// One table's files, by language.
  package struct Table: Sendable {
    /// The `.strings` files.
    package var strings: [LanguageID: StringsDocument] = [:]
    /// The `.stringsdict` files.
    package var stringsdict: [LanguageID: StringsdictDocument] = [:]

    /// An empty table.
    package init() {}
  }

  /// The catalog made and what became of the keys.
  package struct Result: Sendable {
    /// The catalog's bytes in Xcode's layout, in pieces (made at once): its bytes are theirs
    /// one after the other.
    package var pieces: [[UInt8]]
    /// The catalog's bytes, in Xcode's layout.
    package var bytes: [UInt8] { Array(pieces.joined()) }
    /// How many keys it has.
    package var keyCount: Int
    /// The keys only other languages than the source had, dropped.
    package var dropped: [String]
    /// The keys code uses that no file had, added empty.
    package var added: [String]
  }

  /// The comment genstrings writes when the code gives none: not a comment worth keeping.
  static let noComment = "No comment provided by engineer."

  /// The catalog of `table`; `codeKeys` are the keys the code uses (nil: the code is not
  /// known, and every key is `manual`), `codeComments` the comments the code gives them,
  /// `infoPlist` what the target's `Info.plist` gives an `InfoPlist` table; `version` its
  /// format version (`1.0`; Xcode 26 writes `1.1`, the settings' `catalogVersion`).
  ///
  /// Its entries are written in `pieces` pieces at once (by default one per core for 2,000
  /// keys or more, else one), the same bytes however many.
  package static func catalog(
    _ table: Table, sourceLanguage: LanguageID, codeKeys: Set<String>?,
    codeComments: [String: String] = [:], infoPlist: InfoPlistExtraction? = nil,
    version: String = "1.0",
    pieces: Int? = nil
  ) -> Result {
    // The plist's texts are extracted as the code's keys are, a setting with Xcode's name.
    let codeKeys =
      infoPlist.map { (codeKeys ?? []).union($0.names).union($0.settings.keys) } ?? codeKeys
    let codeComments = codeComments.merging(
      (infoPlist?.settings.keys).map { keys in
        keys.compactMap { key in InfoPlistExtraction.settingName(key).map { (key, $0) } }
      } ?? []
    ) { $1 }
    let settings = infoPlist?.settings ?? [:]
    var keys: [String] = []
    // Each key's place in `keys`.
    var seen: [String: Int] = [:]
    func add(_ key: String) {
      guard seen[key] == nil else { return }
      seen[key] = keys.count
      keys.append(key)
    }
    let source = table.strings[sourceLanguage]
    if let source {
      for index in 0..<source.entries.endIndex { add(source.key(at: index).text) }
    }
    for key in table.stringsdict[sourceLanguage]?.keys ?? [] { add(key.text) }
    // Keys only other languages have are dropped, unless the code uses them (Xcode extracts
    // those, and their translations come along), the code is not known, or the source language
    // has no file of the table at all: nothing is thrown away on a guess.
    let hasSource = source != nil || table.stringsdict[sourceLanguage] != nil
    var dropped: Set<String> = []
    let others = Set(table.strings.keys).union(table.stringsdict.keys).subtracting([sourceLanguage])
    for language in others.sorted(by: { $0.code < $1.code }) {
      // The place of `key`, added when the code uses it (or nothing is known), else dropped.
      func look(_ key: String) -> Int? {
        if let place = seen[key] { return place }
        guard codeKeys?.contains(key) ?? true || !hasSource else {
          dropped.insert(key)
          return nil
        }
        add(key)
        return keys.count - 1
      }
      if let document = table.strings[language] {
        // Files of a table mostly list the source's keys in its order: a key equal, byte for
        // byte, to the one after the last matched is seen, with no string made of it.
        var next = 0
        for position in 0..<document.entries.endIndex {
          if next < keys.count, document.keyEquals(at: position, keys[next]) == true {
            next += 1
            continue
          }
          if let place = look(document.key(at: position).text) { next = place + 1 }
        }
      }
      for key in table.stringsdict[language]?.keys ?? [] { _ = look(key.text) }
    }
    let added = (codeKeys ?? []).filter { seen[$0] == nil }.sorted()
    let indexed = Indexed(table, keys: keys)
    // Each entry written as it is made, in Xcode's order (sorting 20,000 entries with
    // Foundation's comparison would cost seconds), no tree of the whole catalog held.
    var sorted = Array((keys + added).enumerated())
    KeyOrder.xcode.sort(&sorted) { $0.element }
    let order = sorted
    let tableKeyCount = keys.count
    // The entries in pieces, one per core, each written on its own and joined in order.
    let pieceCount = min(
      max(1, order.count),
      max(1, pieces ?? (order.count < 2_000 ? 1 : ProcessInfo.processInfo.activeProcessorCount)))
    let pieceSize = (order.count + pieceCount - 1) / max(1, pieceCount)
    // About what the catalog takes: its texts once more in JSON's layout.
    let capacity = 2 * table.strings.values.reduce(0) { $0 + $1.text.count }
    let write: @Sendable (Int) -> [UInt8] = { piece in
      let range = min(order.count, piece * pieceSize)..<min(order.count, (piece + 1) * pieceSize)
      var stream: JSONStream
      if piece == 0 {
        stream = JSONStream(style: .stringCatalog)
        stream.reserveCapacity(capacity / pieceCount + 4_096)
        stream.beginObject()
        stream.key("sourceLanguage")
        stream.value(.string(sourceLanguage.code))
        stream.key("strings")
        stream.beginObject()
      } else {
        // Inside the root object and `strings`, after the entries of the pieces before.
        stream = JSONStream(style: .stringCatalog, continuingInside: 2)
        stream.reserveCapacity(capacity / pieceCount + 4_096)
      }
      for (place, key) in order[range] {
        stream.key(key)
        stream.beginObject()
        if place < tableKeyCount || settings[key] != nil {
          let used = codeKeys?.contains(key) ?? false
          writeEntry(
            key, at: place < tableKeyCount ? place : nil, table: indexed,
            sourceLanguage: sourceLanguage, used: used,
            codeComment: used ? codeComments[key] : nil, extractedValue: settings[key],
            to: &stream)
        }
        stream.endObject()
      }
      if piece == pieceCount - 1 {
        // The end of `strings` and of the root.
        stream.endObject()
        stream.key("version")
        stream.value(.string(version))
        stream.endObject()
      }
      return stream.output
    }
    return Result(
      pieces: pieceCount == 1 ? [write(0)] : Parallel.map(pieceCount, write),
      keyCount: order.count, dropped: dropped.sorted(), added: added)
  }

  /// A table with each `.strings` file's entries found for the catalog's keys (the last entry
  /// of a key is the one that counts, as on device), so that each lookup is one array read.
  private struct Indexed {
    /// The languages, in Xcode's order.
    var languages: [LanguageID]
    /// Per language (as in `languages`), its `.strings` file.
    var strings: [StringsDocument?]
    /// Per language, its `.stringsdict` file's entries by key (the last of a key).
    var plurals: [[LocalizationKey: PlistNode]]
    /// Per language, per key (as in the catalog's key list), its entry's index in the
    /// `.strings` file, or -1.
    var positions: [[Int]]

    init(_ table: Table, keys: [String]) {
      languages = Set(table.strings.keys).union(table.stringsdict.keys).sorted {
        KeyOrder.xcode.precedes($0.code, $1.code)
      }
      strings = languages.map { table.strings[$0] }
      plurals = languages.map { language in
        var entries: [LocalizationKey: PlistNode] = [:]
        for entry in table.stringsdict[language]?.root.entries ?? [] {
          entries[LocalizationKey(entry.key.value)] = entry.value
        }
        return entries
      }
      var places: [LocalizationKey: Int] = [:]
      places.reserveCapacity(keys.count)
      for (place, key) in keys.enumerated() { places[LocalizationKey(key)] = place }
      positions = strings.map { document in
        guard let document else { return [] }
        var found = [Int](repeating: -1, count: keys.count)
        // Files of a table mostly list their keys in one order: the key after the last one
        // found is tried before the hash.
        var next = 0
        for position in 0..<document.entries.endIndex {
          let place =
            next < keys.count && document.keyEquals(at: position, keys[next]) == true
            ? next : places[document.key(at: position)]
          guard let place else { continue }
          found[place] = position
          next = place + 1
        }
        return found
      }
    }

    /// The index of the entry of the key at `place` in the `.strings` file of the language at
    /// `language`.
    func position(_ language: Int, _ place: Int) -> Int? {
      let found = positions[language]
      return place < found.count && found[place] >= 0 ? found[place] : nil
    }
  }

  /// The members of the catalog entry of `key`, at `place` in the catalog's key list (`nil`
  /// for a key no file has), written into the entry's open object; `extractedValue` is the
  /// source text a build extracts with the key (an `Info.plist` setting's).
  private static func writeEntry(
    _ key: String, at place: Int?, table: Indexed, sourceLanguage: LanguageID, used: Bool,
    codeComment: String?, extractedValue: String?, to stream: inout JSONStream
  ) {
    let localizationKey = LocalizationKey(key)
    // A key the code uses has the code's comment, as Xcode's extraction sets it, else the
    // source language's; only an Interface Builder key no code uses takes the one ibtool wrote
    // in every language.
    let comment =
      codeComment
      ?? place.flatMap {
        self.comment(
          at: $0, table: table, sourceLanguage: sourceLanguage,
          otherLanguages: !used && LocalizationKey.looksLikeObjectID(key))
      }
    if let comment, comment != noComment {
      stream.key("comment")
      stream.value(.string(comment))
    }
    if extractedValue != nil {
      stream.key("extractionState")
      stream.value(.string("extracted_with_value"))
    } else if !used {
      stream.key("extractionState")
      stream.value(.string("manual"))
    }
    var opened = false
    func open() {
      guard !opened else { return }
      stream.key("localizations")
      stream.beginObject()
      opened = true
    }
    // The extracted source text, in state new, where the source language has none: written in
    // its place among the languages.
    var pendingSource = extractedValue
    func writeSource(before language: LanguageID?) {
      guard let value = pendingSource,
        language.map({ KeyOrder.xcode.precedes(sourceLanguage.code, $0.code) }) ?? true
      else { return }
      pendingSource = nil
      open()
      stream.key(sourceLanguage.code)
      stream.value(.object([stringUnit(value, state: "new")]))
    }
    for (languageIndex, language) in table.languages.enumerated() {
      var node: JSONNode?
      var value: (document: StringsDocument, index: Int)?
      if let raw = table.plurals[languageIndex][localizationKey], let entry = PluralEntry(raw),
        let plural = localization(entry, raw: raw)
      {
        node = plural
      } else if let document = table.strings[languageIndex], let place,
        let index = table.position(languageIndex, place)
      {
        if language == sourceLanguage, used, document.value(at: index) == key { continue }
        value = (document, index)
      } else if place == nil, let extractedValue, language != sourceLanguage {
        // A setting no language localized showed the plist's text in each: Xcode keeps it so.
        node = .object([stringUnit(extractedValue)])
      } else {
        continue
      }
      if language == sourceLanguage { pendingSource = nil }
      writeSource(before: language)
      open()
      stream.key(language.code)
      if let node {
        stream.value(node)
      } else if let (document, index) = value {
        stream.beginObject()
        stream.key("stringUnit")
        stream.beginObject()
        stream.key("state")
        stream.value(.string("translated"))
        stream.key("value")
        // A value without escapes is written from the file's bytes, not made a String first.
        if document.withPlainValue(at: index, { stream.value(utf8: $0) }) == nil {
          stream.value(.string(document.value(at: index)))
        }
        stream.endObject()
        stream.endObject()
      }
    }
    writeSource(before: nil)
    if opened { stream.endObject() }
  }

  /// The comment of the key at `place`: the last one above the source language's entry (of
  /// several `//` lines, the last, as Xcode keeps it); when the source language has no
  /// `.strings` file of the table (its texts are in Base storyboards) and `otherLanguages`,
  /// the one above Base's entry, else above the first language's, as ibtool writes the same
  /// comment in each.
  private static func comment(
    at place: Int, table: Indexed, sourceLanguage: LanguageID, otherLanguages: Bool
  ) -> String? {
    let sourceIndex = table.languages.firstIndex(of: sourceLanguage)
    if let sourceIndex, let source = table.strings[sourceIndex] {
      return table.position(sourceIndex, place).flatMap { source.lastComment(at: $0) }
    }
    guard otherLanguages else { return nil }
    if let baseIndex = table.languages.firstIndex(of: .base), let base = table.strings[baseIndex],
      let index = table.position(baseIndex, place)
    {
      return base.lastComment(at: index)
    }
    for (languageIndex, document) in table.strings.enumerated() {
      if let document, let index = table.position(languageIndex, place) {
        return document.lastComment(at: index)
      }
    }
    return nil
  }

  /// A `.stringsdict` entry as a localization: variations when its format is one variable,
  /// else its format and a substitution per plural variable; nil when it has no variable.
  private static func localization(_ entry: PluralEntry, raw: PlistNode?) -> JSONNode? {
    guard let first = entry.variables.first else { return nil }
    let alone = entry.variables.count == 1 && entry.formatKey == "%#@\(first.name)@"
    // A variable whose forms print another argument too (`%2$@ followers`) stays a
    // substitution, as Xcode keeps it: plural variations would not say which argument counts.
    if alone,
      !first.isPlural
        || !first.forms.contains(where: {
          printsOtherArguments($0.text, valueType: first.valueType)
        })
    {
      guard !first.isPlural else {
        return .object([member("variations", .object([member("plural", forms(first.forms))]))])
      }
      // A device rule: its devices, which are no plural categories.
      let devices = (raw?[first.name]?.entries ?? []).compactMap { entry in
        entry.key.value.hasPrefix("NSString")
          ? nil : entry.value.text.map { (category: entry.key.value, text: $0) }
      }
      return .object([member("variations", .object([member("device", forms(devices))]))])
    }
    var substitutions: [JSONMember] = []
    for variable in entry.variables where variable.isPlural {
      let texts = variable.forms.map {
        ($0.category, argument(in: $0.text, of: variable.valueType))
      }
      var fields: [JSONMember] = []
      // The format only the variable: its argument is the first, and Xcode writes no number.
      if !alone, let position = argumentNumber(of: variable.name, in: entry.formatKey) {
        fields.append(member("argNum", .number(position)))
      }
      fields.append(member("formatSpecifier", .string(variable.valueType)))
      fields.append(
        member("variations", .object([member("plural", forms(texts))])))
      substitutions.append(member(variable.name, .object(fields)))
      substitutions.sort { KeyOrder.xcode.precedes($0.key.value, $1.key.value) }
    }
    return .object([
      stringUnit(entry.formatKey), member("substitutions", .object(substitutions)),
    ])
  }

  /// Forms (category or device → text) as a variation object.
  private static func forms(_ forms: [(category: String, text: String)]) -> JSONNode {
    .object(
      forms.sorted { KeyOrder.xcode.precedes($0.category, $1.category) }.map {
        member($0.category, .object([stringUnit($0.text)]))
      })
  }

  /// `text` with the variable's own specifier (`%d`, `%1$ld` for `valueType` `d`, `ld`) written
  /// `%arg`, as catalogs spell a substitution's argument.
  static func argument(in text: String, of valueType: String) -> String {
    guard !valueType.isEmpty,
      let pattern = try? NSRegularExpression(
        pattern: "%(?:[0-9]+\\$)?" + NSRegularExpression.escapedPattern(for: valueType)
          + "(?![A-Za-z])")
    else { return text }
    return pattern.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "%arg")
  }

  /// Whether `text`, a form of a variable of `valueType`, prints an argument other than the
  /// variable's own (its specifier unnumbered or `%1$`): `%2$@ followers` for `lld`.
  static func printsOtherArguments(_ text: String, valueType: String) -> Bool {
    guard !valueType.isEmpty else { return false }
    return FormatArguments.all(in: text).contains { found in
      found.substitution != nil || (found.specifier.isPositional && found.argument != 1)
        || found.specifier.conversion != valueType
    }
  }

  /// The argument `%#@name@` stands for in `format`: its position when it has one, else one
  /// more than the specifiers before it (`%%` not counted).
  static func argumentNumber(of name: String, in format: String) -> Int? {
    FormatArguments.all(in: format).first { $0.substitution == name }?.argument
  }

  private static func stringUnit(_ value: String, state: String = "translated") -> JSONMember {
    member(
      "stringUnit",
      .object([member("state", .string(state)), member("value", .string(value))]))
  }

  private static func member(_ key: String, _ value: JSONNode) -> JSONMember {
    JSONMember(key: JSONString(value: key), value: value)
  }
}
