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
    valueType: ([PluralCategory: String]) -> String
  ) throws(RemoteBundle.Failure) -> Output {
    try RemoteBundle.checkTable(table)
    let source = document.sourceLanguage ?? .english
    let languages = document.languages.sorted {
      $0.code.unicodeScalars.lexicographicallyPrecedes($1.code.unicodeScalars)
    }
    let members = (document.root["strings"]?.members ?? []).sorted {
      $0.key.value.unicodeScalars.lexicographicallyPrecedes($1.key.value.unicodeScalars)
    }
    var output = Output()
    // Per language, by its place in `languages`: a key's localizations are found in one pass
    // over its members, not one search per language.
    let places = Dictionary(
      languages.enumerated().map { ($1.code, $0) }, uniquingKeysWith: { first, _ in first })
    let sourcePlace = languages.firstIndex(of: source)
    var texts = Array(repeating: [(String, String)](), count: languages.count)
    var rules = Array(repeating: [PlistEntry](), count: languages.count)
    var found = [JSONNode?](repeating: nil, count: languages.count)
    for member in members {
      let key = member.key.value
      let entry = XCStringsEntry(member.value)
      for index in found.indices { found[index] = nil }
      for localization in entry.node["localizations"]?.members ?? [] {
        let code = localization.key.value
        if let place = places[code],
          languages[place].code.unicodeScalars.elementsEqual(code.unicodeScalars)
        {
          found[place] = localization.value
        }
      }
      let sourceNode = sourcePlace.flatMap { found[$0] }
      let sourceValue =
        sourceNode.map { plainCompiled($0) ?? compiled($0, key: key, valueType: valueType) }
        ?? .missing
      if case .skipped(let reason) = sourceValue {
        output.skipped.append("\(key.debugDescription): \(reason)")
        continue
      }
      let shouldTranslate = entry.shouldTranslate
      for (place, language) in languages.enumerated() {
        var value: Compiled
        if place == sourcePlace {
          value = sourceValue
        } else if shouldTranslate, let node = found[place], let plain = plainUnit(node) {
          if plain.ships {
            value = plain.value.map(Compiled.text) ?? .missing
          } else {
            guard sourceNode != nil else { continue }
            value = sourceValue
            output.fallbacks += 1
          }
        } else if shouldTranslate, let node = found[place], ships(node) {
          value = compiled(node, key: key, valueType: valueType)
        } else {
          guard sourceNode != nil else { continue }
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
        var strings = StringsDocument.empty
        for (key, value) in languageTexts {
          strings.appendEntry(key: LocalizationKey(key), value: value)
        }
        output.files.append(
          RemoteBundle.File(
            path: stem + ".strings", bytes: StringsWriter.render(strings, order: .sorted),
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

  /// `plainUnit`'s value compiled, for a localization that is one string unit.
  private static func plainCompiled(_ node: JSONNode) -> Compiled? {
    plainUnit(node).map { $0.value.map(Compiled.text) ?? .missing }
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
