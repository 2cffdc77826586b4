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
    var entries = Entries(valueType: valueType, file: bytes)
    let (document, strings) = try XCStringsFileReader.read(bytes, path: path) { entry, object in
      // A second `strings` object is the one that counts, as in the document.
      if object != entries.object {
        entries = Entries(valueType: valueType, file: bytes, object: object)
      }
      entries.add(entry)
    }
    // The last `strings` member is the one that counts: none, or one without entries.
    if strings != entries.object {
      entries = Entries(valueType: valueType, file: bytes, object: -1)
    }
    try RemoteBundle.checkTable(table)
    return try entries.files(table: table, sourceLanguage: document.sourceLanguage)
  }

  /// A `.strings` file of `entries` (key, value), sorted by key in code-point order: what
  /// `StringsWriter` writes for a sorted document of them (`"key" = "value";` a line, no
  /// comments), written directly.
  static func stringsFile(_ entries: [(String, String)]) -> [UInt8] {
    var bytes: [UInt8] = []
    for (key, value) in entries {
      var key = key
      var value = value
      key.withUTF8 { key in value.withUTF8 { appendLine(key, $0, to: &bytes) } }
    }
    return bytes
  }

  /// Appends the `.strings` line `"key" = "value";` of the UTF-8 texts `key` and `value`.
  static func appendLine(
    _ key: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>,
    to bytes: inout [UInt8]
  ) {
    StringsEscaping.appendQuoted(utf8: key, to: &bytes)
    bytes.append(contentsOf: " = ".utf8)
    StringsEscaping.appendQuoted(utf8: value, to: &bytes)
    bytes.append(contentsOf: ";\n".utf8)
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
      let variations = substitution.value["variations"]
      if variations?["plural"] == nil, let device = variations?["device"] {
        guard let made = deviceSubstitution(name, substitution.value, device, valueType: valueType)
        else {
          return .skipped("substitution \(name) varies by device in other ways than plural")
        }
        format = made.format(format)
        variables += made.variables
        continue
      }
      guard let plural = variations?["plural"], let forms = pluralForms(plural) else {
        return .skipped("substitution \(name) has no plural variations")
      }
      let specifier = substitution.value["formatSpecifier"]?.text ?? valueType(forms)
      let (argument, position) = Self.argument(of: substitution.value, specifier: specifier)
      if let position {
        // Positioned, in the format key too, so that the texts put in agree on arguments.
        format = format?.replacingOccurrences(of: "%#@\(name)@", with: "%\(position)$#@\(name)@")
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

  /// A substitution's specifier written as its argument (`%lld`, or `%2$lld` with `argNum`
  /// 2), and its position when it has one.
  private static func argument(of substitution: JSONNode, specifier: String) -> (
    String, String?
  ) {
    guard case .number(let position)? = substitution["argNum"] else {
      return ("%" + specifier, nil)
    }
    return ("%\(position)$\(specifier)", position)
  }

  /// A substitution that varies by device, as variables, and how the format key names it.
  ///
  /// One `NSStringDeviceSpecificRuleType` variable named as the substitution, each device's
  /// text with `%arg` as the argument, and a device's plural variations a plural variable of
  /// its own (`<name>_<device>`) that the device's text names; the format key names the
  /// substitution positioned when it has `argNum`. Nil when a device has neither a text nor
  /// plural variations.
  private static func deviceSubstitution(
    _ name: String, _ substitution: JSONNode, _ device: JSONNode,
    valueType: ([PluralCategory: String]) -> String
  ) -> (format: (String?) -> String?, variables: [PlistEntry])? {
    guard let members = device.members else { return nil }
    // Each device's text, or its plural forms.
    var devices: [(device: String, text: String?, forms: [PluralCategory: String])] = []
    for member in members {
      if let text = member.value["stringUnit"]?["value"]?.text {
        devices.append((member.key.value, text, [:]))
      } else if let plural = member.value["variations"]?["plural"],
        let forms = pluralForms(plural)
      {
        devices.append((member.key.value, nil, forms))
      } else {
        return nil
      }
    }
    let firstForms = devices.first { $0.text == nil }?.forms
    let specifier =
      substitution["formatSpecifier"]?.text
      ?? valueType(firstForms ?? [.other: devices.first?.text ?? ""])
    let (argument, position) = argument(of: substitution, specifier: specifier)
    let reference = { (variable: String) in
      position.map { "%\($0)$#@\(variable)@" } ?? "%#@\(variable)@"
    }
    var rule: [PlistEntry] = [
      entry(
        "NSStringFormatSpecTypeKey", .string(PlistText(value: "NSStringDeviceSpecificRuleType")))
    ]
    var nested: [PlistEntry] = []
    for (device, text, forms) in devices {
      if let text {
        let text = text.replacingOccurrences(of: "%arg", with: argument)
        rule.append(entry(device, .string(PlistText(value: text))))
      } else {
        let variableName = name + "_" + device
        rule.append(entry(device, .string(PlistText(value: reference(variableName)))))
        nested.append(
          variable(
            variableName, forms.mapValues { $0.replacingOccurrences(of: "%arg", with: argument) },
            valueType: specifier))
      }
    }
    let format = { (text: String?) in
      text?.replacingOccurrences(of: "%#@\(name)@", with: reference(name))
    }
    return (format, [entry(name, .dictionary(rule))] + nested)
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
