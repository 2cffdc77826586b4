import L10nModel

/// An Xcode String Catalog (`.xcstrings`): JSON with a source language and, per key, a localization per language.
///
/// The whole JSON is kept, so unknown fields are written back.
public struct XCStringsDocument: Sendable {
  /// The catalog's JSON.
  public var root: JSONNode
  /// The white space after the catalog's last `}` as read (a final line break some tools
  /// write, Xcode not), written back after it so that an edit changes no byte of it.
  package var trailer: [UInt8] = []

  /// Creates a document.
  public init(root: JSONNode) {
    self.root = root
  }

  /// `sourceLanguage`.
  public var sourceLanguage: LanguageID? {
    root["sourceLanguage"]?.text.map(LanguageID.init)
  }

  /// `version` (1.0, 1.1, 1.3 seen).
  public var version: String? { root["version"]?.text }

  /// The keys, in file order.
  public var keys: [LocalizationKey] {
    (root["strings"]?.members ?? []).map { LocalizationKey($0.key.value) }
  }

  /// Every language with a localization of some key, plus the source language.
  public var languages: Set<LanguageID> {
    var languages = Set(sourceLanguage.map { [$0] } ?? [])
    for member in root["strings"]?.members ?? [] {
      for localization in member.value["localizations"]?.members ?? [] {
        languages.insert(LanguageID(localization.key.value))
      }
    }
    return languages
  }

  /// The entry of `key`.
  public func entry(_ key: LocalizationKey) -> XCStringsEntry? {
    root["strings"]?[key.text].map(XCStringsEntry.init)
  }
}

/// One key of a String Catalog.
public struct XCStringsEntry: Hashable, Sendable {
  /// The entry's JSON.
  public var node: JSONNode

  /// Wraps an entry's JSON.
  public init(_ node: JSONNode) {
    self.node = node
  }

  /// `comment`.
  public var comment: String? { node["comment"]?.text }
  /// `extractionState` (`manual`, `stale`, `extracted_with_value`, …).
  public var extractionState: String? { node["extractionState"]?.text }
  /// `shouldTranslate` (absent means true).
  public var shouldTranslate: Bool {
    if case .bool(let value)? = node["shouldTranslate"] { return value }
    return true
  }

  /// The localization for `language`, if any.
  public func localization(_ language: LanguageID) -> XCStringsLocalization? {
    node["localizations"]?[language.code].map(XCStringsLocalization.init)
  }
}

/// One language's localization of a catalog key: a string unit, or variations
/// (`plural`, `device`, possibly nested), and substitutions.
public struct XCStringsLocalization: Hashable, Sendable {
  /// The localization's JSON.
  public var node: JSONNode

  /// Wraps a localization's JSON.
  public init(_ node: JSONNode) {
    self.node = node
  }

  /// `stringUnit.state`: `new`, `translated`, `needs_review`, `stale`.
  public var state: TranslationState? {
    node["stringUnit"]?["state"]?.text.map(TranslationState.init)
  }
  /// `stringUnit.value`.
  public var value: String? { node["stringUnit"]?["value"]?.text }
  /// Whether the localization has `variations` (plural or device).
  public var hasVariations: Bool { node["variations"] != nil }
  /// Whether the localization is something other than one string unit: variations,
  /// substitutions or a `stringSet` (shown summarised; the string checks skip it).
  public var isStructured: Bool {
    hasVariations || node["stringSet"] != nil
      || (node["stringUnit"] == nil && node["substitutions"] != nil)
  }
  /// The plural variables: the localization's own `variations.plural` (named "plural"), its
  /// `variations.device` when no device nests a plural (named "device", one form per device),
  /// and the plural variations of its substitutions (named after them, typed by
  /// `formatSpecifier`; their texts use `%arg` for the argument).
  public var pluralVariables: [PluralVariable] {
    var variables: [PluralVariable] = []
    if let plural = node["variations"]?["plural"] {
      variables.append(
        PluralVariable(
          id: .plural, valueType: "", forms: Self.forms(plural), states: Self.states(plural)))
    }
    if let device = node["variations"]?["device"] {
      // Device variants (not nesting a plural): one text per device, edited like plural forms.
      let forms = (device.members ?? []).compactMap { member in
        member.value["stringUnit"]?["value"]?.text.map { (member.key.value, $0) }
      }
      if forms.count == device.members?.count {
        variables.append(
          PluralVariable(id: .device, valueType: "", forms: forms, states: Self.states(device)))
      }
    }
    for substitution in node["substitutions"]?.members ?? [] {
      guard let plural = substitution.value["variations"]?["plural"] else { continue }
      variables.append(
        PluralVariable(
          id: .substitution(substitution.key.value),
          valueType: substitution.value["formatSpecifier"]?.text ?? "",
          forms: Self.forms(plural), states: Self.states(plural)))
    }
    return variables
  }

  /// The state of each variant of `variants` (category or device → variant) that has one.
  static func states(_ variants: JSONNode) -> [String: TranslationState] {
    var states: [String: TranslationState] = [:]
    for variant in variants.members ?? [] {
      if let state = variant.value["stringUnit"]?["state"]?.text {
        states[variant.key.value] = TranslationState(state)
      }
    }
    return states
  }

  /// A one-line summary of a structured localization without plural variables: a string
  /// set's values, else each device's text (or plural forms: `mac: {one: …, other: …}`), else
  /// the kinds of its variations.
  public var summary: String {
    if case .array(let items)? = node["stringSet"]?["values"] {
      return items.compactMap(\.text).joined(separator: " · ")
    }
    if let devices = node["variations"]?["device"]?.members, !devices.isEmpty {
      return devices.map { device in
        let text =
          device.value["stringUnit"]?["value"]?.text
          ?? "{"
          + Self.forms(device.value["variations"]?["plural"] ?? .null).map {
            "\($0.category): \($0.text)"
          }.joined(separator: ", ") + "}"
        return "\(device.key.value): \(text)"
      }.joined(separator: " · ")
    }
    let kinds = node["variations"]?.members?.map(\.key.value).joined(separator: ", ")
    return "(variations: \(kinds ?? "substitutions"))"
  }

  private static func forms(_ plural: JSONNode) -> [(category: String, text: String)] {
    PluralCategory.allCases.compactMap { category in
      plural[category.rawValue]?["stringUnit"]?["value"]?.text.map { (category.rawValue, $0) }
    }
  }

}
