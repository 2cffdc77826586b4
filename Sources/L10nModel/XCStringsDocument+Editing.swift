/// Edits of String Catalogs: each changes only the members it must; new members go where
/// Xcode would put them, so a keep-order write gives a minimal diff.
extension XCStringsDocument {
  /// Sets `key`'s value in `language`, with state `translated`.
  public mutating func setValue(
    _ value: String, key: LocalizationKey, language: LanguageID, precedes: (String, String) -> Bool
  ) {
    updateLocalization(key: key, language: language, precedes: precedes) { unit in
      Self.set(&unit, "state", .string(JSONString(value: "translated")), precedes: precedes)
      Self.set(&unit, "value", .string(JSONString(value: value)), precedes: precedes)
    }
  }

  /// Sets the state of `key`'s string unit in `language` (`translated`, `needs_review`, …).
  public mutating func setState(
    _ state: String, key: LocalizationKey, language: LanguageID, precedes: (String, String) -> Bool
  ) {
    updateLocalization(key: key, language: language, precedes: precedes) { unit in
      Self.set(&unit, "state", .string(JSONString(value: state)), precedes: precedes)
    }
  }

  private mutating func updateLocalization(
    key: LocalizationKey, language: LanguageID, precedes: (String, String) -> Bool,
    _ change: (inout [JSONMember]) -> Void
  ) {
    var top = root.members ?? []
    var strings = Self.object(top, "strings")
    var entry = Self.object(strings, key.text)
    var localizations = Self.object(entry, "localizations")
    var localization = Self.object(localizations, language.code)
    var unit = Self.object(localization, "stringUnit")
    change(&unit)
    Self.set(&localization, "stringUnit", .object(unit), precedes: precedes)
    Self.set(&localizations, language.code, .object(localization), precedes: precedes)
    Self.set(&entry, "localizations", .object(localizations), precedes: precedes)
    Self.set(&strings, key.text, .object(entry), precedes: precedes)
    Self.set(&top, "strings", .object(strings), precedes: precedes)
    root = .object(top)
  }

  private static func object(_ members: [JSONMember], _ key: String) -> [JSONMember] {
    members.last { $0.key.value.unicodeScalars.elementsEqual(key.unicodeScalars) }?.value.members
      ?? []
  }

  /// Replaces the member `key`, or inserts it before the first member that sorts after it.
  private static func set(
    _ members: inout [JSONMember], _ key: String, _ value: JSONNode,
    precedes: (String, String) -> Bool
  ) {
    if let index = members.lastIndex(where: {
      $0.key.value.unicodeScalars.elementsEqual(key.unicodeScalars)
    }) {
      if members[index].value != value { members[index].value = value }
      return
    }
    let position = members.firstIndex { precedes(key, $0.key.value) } ?? members.count
    members.insert(JSONMember(key: JSONString(value: key), value: value), at: position)
  }
}
