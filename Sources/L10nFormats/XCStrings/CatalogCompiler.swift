import L10nModel

/// What Xcode's build makes of a String Catalog: per language `<lang>.lproj/<Table>.strings` for
/// the plain texts and `<lang>.lproj/<Table>.stringsdict` for plural and device variations and
/// substitutions (`NSStringPluralRuleType`, `NSStringDeviceSpecificRuleType`, one format-key
/// variable per substitution).
///
/// Only values an app ships are compiled: every source-language value (the key itself when the
/// source language has none), and in the other languages those in state `translated` or
/// `needs_review`. A key a language has not translated gets the source language's value, so
/// that the app shows the development text rather than the key. Keys sorted by code point, so
/// the same catalog always gives the same bytes.
package enum CatalogCompiler {
  /// The compiled files of one catalog.
  package struct Output: Sendable {
    /// The files, by language, `.strings` before `.stringsdict`.
    package var files: [RemoteBundle.File] = []
    /// Keys not compiled and why (`"key": a string set is not compiled`), in catalog order.
    package var skipped: [String] = []
    /// How many values of other languages were filled in from the source language.
    package var fallbacks = 0
  }

  /// The files compiled from `document` for table `table`; `valueType` gives a plural's
  /// `NSStringFormatValueTypeKey` (`lld`) from its forms when nothing names it.
  package static func compile(
    _ document: XCStringsDocument, table: String,
    valueType: @escaping ([PluralCategory: String]) -> String
  ) throws(RemoteBundle.Failure) -> Output {
    try RemoteBundle.checkTable(table)
    var entries = Entries(valueType: valueType)
    for member in document.root["strings"]?.members ?? [] {
      entries.add(member.key.value, member.value)
    }
    return try entries.files(table: table, sourceLanguage: document.sourceLanguage)
  }

  /// The files compiled from the catalog `bytes` read from `path`, as `compile` compiles its
  /// document.
  ///
  /// Each entry is compiled as it is read: no tree of the whole catalog is held. Throws the
  /// catalog's `ParseError` or a `RemoteBundle.Failure`.
  package static func compile(
    _ bytes: [UInt8], path: String, table: String,
    valueType: @escaping ([PluralCategory: String]) -> String
  ) throws -> Output {
    var entries = Entries(valueType: valueType)
    let document = try XCStringsFileReader.read(bytes, path: path) { member, object in
      // A second `strings` object is the one that counts, as in the document.
      if object != entries.object { entries = Entries(valueType: valueType, object: object) }
      entries.add(member.key.value, member.value)
    }
    try RemoteBundle.checkTable(table)
    return try entries.files(table: table, sourceLanguage: document.sourceLanguage)
  }

  /// A catalog's entries, each compiled when added, in each of its languages, until the
  /// languages are known and the files can be made.
  struct Entries {
    let valueType: ([PluralCategory: String]) -> String
    /// The `strings` object the entries are from.
    var object = 0
    /// Per entry: its key, whether it is translated, and its localizations in `cells`.
    private var rows: [(key: String, shouldTranslate: Bool, cells: Range<Int>)] = []
    /// Every entry's localizations: the index of its code's spelling, whether it ships, and
    /// its value compiled (three arrays, so that reading one does not copy the others).
    private var cellSpellings: [Int] = []
    private var cellShips: [Bool] = []
    private var cellValues: [Compiled] = []
    /// The language codes as spelled, in the order first read.
    private var spellings: [String] = []
    /// For a code, the indices in `spellings` of it and the codes equal to it as `String`s.
    private var spellingIndices: [String: [Int]] = [:]

    init(valueType: @escaping ([PluralCategory: String]) -> String, object: Int = 0) {
      self.valueType = valueType
      self.object = object
    }

    /// Compiles the entry of `key` in each language it has.
    mutating func add(_ key: String, _ node: JSONNode) {
      let entry = XCStringsEntry(node)
      let start = cellValues.count
      for localization in entry.node["localizations"]?.members ?? [] {
        let plain = CatalogCompiler.plainUnit(localization.value)
        cellSpellings.append(spelling(localization.key.value))
        cellShips.append(plain?.ships ?? CatalogCompiler.ships(localization.value))
        cellValues.append(
          plain.map { $0.value.map(Compiled.text) ?? .missing }
            ?? CatalogCompiler.compiled(localization.value, key: key, valueType: valueType))
      }
      rows.append((key, entry.shouldTranslate, start..<cellValues.count))
    }

    /// The index in `spellings` of `code` spelled so.
    private mutating func spelling(_ code: String) -> Int {
      let indices = spellingIndices[code, default: []]
      if let index = indices.first(where: {
        spellings[$0].unicodeScalars.elementsEqual(code.unicodeScalars)
      }) {
        return index
      }
      spellings.append(code)
      spellingIndices[code, default: []].append(spellings.count - 1)
      return spellings.count - 1
    }

    /// The files of table `table`, keys sorted by code point.
    ///
    /// A key a language has not translated gets the source language's value.
    func files(table: String, sourceLanguage: LanguageID?) throws(RemoteBundle.Failure)
      -> Output
    {
      let source = sourceLanguage ?? .english
      // The document's languages: the source language, then each code, the first spelling of
      // codes equal as `String`s.
      var languageSet: Set<LanguageID> = [source]
      for code in spellings { languageSet.insert(LanguageID(code)) }
      let languages = languageSet.sorted {
        $0.code.unicodeScalars.lexicographicallyPrecedes($1.code.unicodeScalars)
      }
      let sourcePlace = languages.firstIndex(of: source)
      // Per spelling, the place of its language, or nil for a spelling other than the
      // language's (as a look-up of the language's code would skip it).
      let places = Dictionary(
        languages.enumerated().map { ($1.code, $0) }, uniquingKeysWith: { first, _ in first })
      let spellingPlaces = spellings.map { code in
        places[code].flatMap { place in
          languages[place].code.unicodeScalars.elementsEqual(code.unicodeScalars) ? place : nil
        }
      }
      var output = Output()
      var texts = Array(repeating: [(String, String)](), count: languages.count)
      var rules = Array(repeating: [PlistEntry](), count: languages.count)
      var found = [Int?](repeating: nil, count: languages.count)
      let sortedRows = rows.sorted {
        $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars)
      }
      for row in sortedRows {
        let key = row.key
        for index in found.indices { found[index] = nil }
        for cell in row.cells {
          if let place = spellingPlaces[cellSpellings[cell]] { found[place] = cell }
        }
        let sourceCell = sourcePlace.flatMap { found[$0] }
        let sourceValue = sourceCell.map { cellValues[$0] } ?? .missing
        if case .skipped(let reason) = sourceValue {
          output.skipped.append("\(key.debugDescription): \(reason)")
          continue
        }
        for (place, language) in languages.enumerated() {
          var value: Compiled
          if place == sourcePlace {
            value = sourceValue
          } else if row.shouldTranslate, let cell = found[place], cellShips[cell] {
            value = cellValues[cell]
          } else {
            guard sourceCell != nil else { continue }
            value = sourceValue
            output.fallbacks += 1
          }
          switch value {
          case .missing: texts[place].append((key, key))
          case .text(let text): texts[place].append((key, text))
          case .rule(let node):
            rules[place].append(PlistEntry(key: PlistText(value: key), value: node))
          case .skipped(let reason):
            output.skipped.append("\(key.debugDescription) in \(language.code): \(reason)")
          }
        }
      }
      for (place, language) in languages.enumerated() {
        guard let name = try? LprojName(validating: language.code) else {
          throw RemoteBundle.Failure(description: "\(language.code): not a language code")
        }
        let stem = name.folderName + "/" + table
        let languageTexts = texts[place]
        let languageRules = rules[place]
        if !languageTexts.isEmpty || languageRules.isEmpty {
          output.files.append(
            RemoteBundle.File(
              path: stem + ".strings", bytes: CatalogCompiler.stringsFile(languageTexts),
              keyCount: languageTexts.count))
        }
        if !languageRules.isEmpty {
          output.files.append(
            RemoteBundle.File(
              path: stem + ".stringsdict",
              bytes: PlistXMLWriter.render(.dictionary(languageRules), sortingTopLevel: true),
              keyCount: languageRules.count))
        }
      }
      return output
    }
  }

  /// A `.strings` file of `entries` (key, value), sorted by key in code-point order: what
  /// `StringsWriter` writes for a sorted document of them (`"key" = "value";` a line, no
  /// comments), written directly.
  static func stringsFile(_ entries: [(String, String)]) -> [UInt8] {
    var bytes: [UInt8] = []
    for index in entries.indices {
      StringsEscaping.appendQuoted(entries[index].0, to: &bytes)
      bytes.append(contentsOf: " = ".utf8)
      StringsEscaping.appendQuoted(entries[index].1, to: &bytes)
      bytes.append(contentsOf: ";\n".utf8)
    }
    return bytes
  }

  /// One localization compiled.
  enum Compiled {
    /// No localization: the key is the text.
    case missing
    /// A plain text, for the `.strings` file.
    case text(String)
    /// A `.stringsdict` entry.
    case rule(PlistNode)
    /// Not compiled, and why.
    case skipped(String)
  }

  /// Whether a localization of a language other than the source ships: each of its string
  /// units is `translated` or `needs_review`.
  static func ships(_ node: JSONNode) -> Bool {
    var hasUnit = false
    return allShip(node, hasUnit: &hasUnit) && hasUnit
  }

  /// Whether every string unit in `node` is `translated` or `needs_review` (a unit without a
  /// state counts as translated); sets `hasUnit` when there is one.
  private static func allShip(_ node: JSONNode, hasUnit: inout Bool) -> Bool {
    for member in node.members ?? [] {
      if member.key.value == "stringUnit" {
        hasUnit = true
        let state = member.value["state"]?.text ?? "translated"
        guard state == "translated" || state == "needs_review" else { return false }
      } else if !allShip(member.value, hasUnit: &hasUnit) {
        return false
      }
    }
    return true
  }

  /// A localization that is one string unit (nearly every one): whether it ships and its
  /// value, read in one pass; nil for any other, which `ships` and `compiled` read.
  static func plainUnit(_ node: JSONNode) -> (ships: Bool, value: String?)? {
    guard case .object(let fields) = node, fields.count == 1,
      fields[0].key.value == "stringUnit", case .object(let unit) = fields[0].value
    else { return nil }
    var state = "translated"
    var value: String?
    for field in unit {
      switch field.key.value {
      case "state": state = field.value.text ?? "translated"
      case "value": value = field.value.text
      default: continue
      }
    }
    return (state == "translated" || state == "needs_review", value)
  }

  /// `node`, a localization, compiled.
  static func compiled(
    _ node: JSONNode?, key: String, valueType: ([PluralCategory: String]) -> String
  ) -> Compiled {
    guard let node else { return .missing }
    if node["stringSet"] != nil { return .skipped("a string set is not compiled") }
    var variables: [PlistEntry] = []
    var format = node["stringUnit"]?["value"]?.text
    if let variations = node["variations"] {
      guard
        let (text, made) = variationVariables(variations, name: "", valueType: valueType)
      else {
        return .skipped("variations other than plural and device are not compiled")
      }
      format = text
      variables += made
    }
    for substitution in node["substitutions"]?.members ?? [] {
      let name = substitution.key.value
      guard let plural = substitution.value["variations"]?["plural"],
        let forms = pluralForms(plural)
      else {
        return .skipped("substitution \(name) has no plural variations")
      }
      let specifier = substitution.value["formatSpecifier"]?.text ?? valueType(forms)
      var argument = "%" + specifier
      if case .number(let number)? = substitution.value["argNum"] {
        // Positioned, in the format key too, so that the texts put in agree on arguments.
        argument = "%\(number)$\(specifier)"
        format = format?.replacingOccurrences(of: "%#@\(name)@", with: "%\(number)$#@\(name)@")
      }
      variables.append(
        variable(
          name, forms.mapValues { $0.replacingOccurrences(of: "%arg", with: argument) },
          valueType: specifier))
    }
    guard let format else { return .missing }
    guard !variables.isEmpty else { return .text(format) }
    return .rule(
      .dictionary(
        [entry("NSStringLocalizedFormatKey", .string(PlistText(value: format)))] + variables))
  }

  /// The format text and the variables of plural or device variations: `%#@plural@` and a
  /// plural rule, or `%#@device@` and a device rule (a device's nested plural becoming a variable
  /// of its own); nil for other kinds.
  private static func variationVariables(
    _ variations: JSONNode, name prefix: String,
    valueType: ([PluralCategory: String]) -> String
  ) -> (String, [PlistEntry])? {
    if let plural = variations["plural"] {
      guard let forms = pluralForms(plural) else { return nil }
      let name = prefix.isEmpty ? "plural" : prefix
      return ("%#@\(name)@", [variable(name, forms, valueType: valueType(forms))])
    }
    guard let device = variations["device"], let members = device.members else { return nil }
    var variables: [PlistEntry] = []
    var rule: [PlistEntry] = [
      entry(
        "NSStringFormatSpecTypeKey", .string(PlistText(value: "NSStringDeviceSpecificRuleType")))
    ]
    for member in members {
      if let text = member.value["stringUnit"]?["value"]?.text {
        rule.append(entry(member.key.value, .string(PlistText(value: text))))
      } else if let nested = member.value["variations"],
        let (text, made) = variationVariables(
          nested, name: "device_" + member.key.value, valueType: valueType)
      {
        rule.append(entry(member.key.value, .string(PlistText(value: text))))
        variables += made
      } else {
        return nil
      }
    }
    return ("%#@device@", [entry("device", .dictionary(rule))] + variables)
  }

  /// A plural variation's forms (category → text); nil when a form has no text.
  private static func pluralForms(_ plural: JSONNode) -> [PluralCategory: String]? {
    var forms: [PluralCategory: String] = [:]
    for member in plural.members ?? [] {
      guard let category = PluralCategory(rawValue: member.key.value),
        let text = member.value["stringUnit"]?["value"]?.text
      else { return nil }
      forms[category] = text
    }
    return forms.isEmpty ? nil : forms
  }

  private static func variable(
    _ name: String, _ forms: [PluralCategory: String], valueType: String
  ) -> PlistEntry {
    StringsdictRule.plural(name, forms, valueType: valueType)
  }

  private static func entry(_ key: String, _ value: PlistNode) -> PlistEntry {
    StringsdictRule.entry(key, value)
  }
}
