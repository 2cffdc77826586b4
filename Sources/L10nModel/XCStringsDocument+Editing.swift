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

  /// Sets plural texts of `key` in `language` (category → text), state `translated`: the localization's own `variations.plural` for the variable "plural", else the substitution's.
  ///
  /// A missing substitution is created like the source language's (its `argNum`, `formatSpecifier`
  /// and, when the localization has no string unit, the source's format).
  public mutating func setPluralForms(
    _ forms: [String: String], variable: String, key: LocalizationKey, language: LanguageID,
    precedes: (String, String) -> Bool
  ) {
    let source = sourceLanguage.flatMap { entry(key)?.localization($0)?.node }
    updateLocalizationNode(key: key, language: language, precedes: precedes) { localization in
      var plural: [JSONMember]
      if variable == "plural" || variable == "device" {
        var variations = Self.object(localization, "variations")
        plural = Self.object(variations, variable)
        Self.setForms(forms, in: &plural, precedes: precedes)
        Self.set(&variations, variable, .object(plural), precedes: precedes)
        Self.set(&localization, "variations", .object(variations), precedes: precedes)
        return
      }
      var substitutions = Self.object(localization, "substitutions")
      var substitution = Self.object(substitutions, variable)
      let sourceSubstitution = source?["substitutions"]?[variable]
      for field in ["argNum", "formatSpecifier"]
      where !substitution.contains(where: { $0.key.value == field }) {
        if let value = sourceSubstitution?[field] {
          Self.set(&substitution, field, value, precedes: precedes)
        }
      }
      var variations = Self.object(substitution, "variations")
      plural = Self.object(variations, "plural")
      Self.setForms(forms, in: &plural, precedes: precedes)
      Self.set(&variations, "plural", .object(plural), precedes: precedes)
      Self.set(&substitution, "variations", .object(variations), precedes: precedes)
      Self.set(&substitutions, variable, .object(substitution), precedes: precedes)
      Self.set(&localization, "substitutions", .object(substitutions), precedes: precedes)
      if !localization.contains(where: { $0.key.value == "stringUnit" }),
        let format = source?["stringUnit"]?["value"]
      {
        Self.set(
          &localization, "stringUnit",
          .object([
            JSONMember(
              key: JSONString(value: "state"), value: .string(JSONString(value: "translated"))),
            JSONMember(key: JSONString(value: "value"), value: format),
          ]), precedes: precedes)
      }
    }
  }

  private static func setForms(
    _ forms: [String: String], in plural: inout [JSONMember], precedes: (String, String) -> Bool
  ) {
    for (category, text) in forms {
      var form = object(plural, category)
      var unit = object(form, "stringUnit")
      set(&unit, "state", .string(JSONString(value: "translated")), precedes: precedes)
      set(&unit, "value", .string(JSONString(value: text)), precedes: precedes)
      set(&form, "stringUnit", .object(unit), precedes: precedes)
      set(&plural, category, .object(form), precedes: precedes)
    }
  }

  private mutating func updateLocalizationNode(
    key: LocalizationKey, language: LanguageID, precedes: (String, String) -> Bool,
    _ change: (inout [JSONMember]) -> Void
  ) {
    updateEntry(key, precedes: precedes) { entry in
      var localizations = Self.object(entry, "localizations")
      var localization = Self.object(localizations, language.code)
      change(&localization)
      Self.set(&localizations, language.code, .object(localization), precedes: precedes)
      Self.set(&entry, "localizations", .object(localizations), precedes: precedes)
    }
  }

  /// Changes the entry of `key` (created when missing) in place.
  private mutating func updateEntry(
    _ key: LocalizationKey, precedes: (String, String) -> Bool,
    _ change: (inout [JSONMember]) -> Void
  ) {
    updateStrings(precedes: precedes) { strings in
      var entry = Self.object(strings, key.text)
      change(&entry)
      Self.set(&strings, key.text, .object(entry), precedes: precedes)
    }
  }

  /// Changes the `strings` object in place.
  private mutating func updateStrings(
    precedes: (String, String) -> Bool, _ change: (inout [JSONMember]) -> Void
  ) {
    var top = root.members ?? []
    var strings = Self.object(top, "strings")
    change(&strings)
    Self.set(&top, "strings", .object(strings), precedes: precedes)
    root = .object(top)
  }

  private mutating func updateLocalization(
    key: LocalizationKey, language: LanguageID, precedes: (String, String) -> Bool,
    _ change: (inout [JSONMember]) -> Void
  ) {
    updateLocalizationNode(key: key, language: language, precedes: precedes) { localization in
      var unit = Self.object(localization, "stringUnit")
      change(&unit)
      Self.set(&localization, "stringUnit", .object(unit), precedes: precedes)
    }
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

/// Key-level edits of String Catalogs.
extension XCStringsDocument {
  /// Adds `key` with its source-language text (state `translated`, extraction `manual`, as
  /// Xcode marks keys added by hand).
  public mutating func addKey(
    _ key: LocalizationKey, sourceValue: String, comment: String?,
    precedes: (String, String) -> Bool
  ) {
    guard let language = sourceLanguage else { return }
    setValue(sourceValue, key: key, language: language, precedes: precedes)
    updateEntry(key, precedes: precedes) { entry in
      Self.set(&entry, "extractionState", .string(JSONString(value: "manual")), precedes: precedes)
      if let comment, !comment.isEmpty {
        Self.set(&entry, "comment", .string(JSONString(value: comment)), precedes: precedes)
      }
    }
  }

  /// Removes `key`; returns whether it was there.
  public mutating func removeKey(_ key: LocalizationKey) -> Bool {
    guard root["strings"]?[key.text] != nil else { return false }
    // `strings` exists, so it is replaced where it is: no order is needed.
    let unordered: (String, String) -> Bool = { _, _ in false }
    updateStrings(precedes: unordered) { strings in
      strings.removeAll { $0.key.value.unicodeScalars.elementsEqual(key.text.unicodeScalars) }
    }
    return true
  }

  /// Renames `key` to `newKey`, moving it to its place in Xcode's order; returns whether it
  /// was there.
  public mutating func renameKey(
    _ key: LocalizationKey, to newKey: LocalizationKey, precedes: (String, String) -> Bool
  ) -> Bool {
    guard let node = root["strings"]?[key.text], removeKey(key) else { return false }
    updateStrings(precedes: precedes) { Self.set(&$0, newKey.text, node, precedes: precedes) }
    return true
  }

  /// Sets or removes `key`'s comment; returns whether the key is there.
  public mutating func setComment(
    _ comment: String?, key: LocalizationKey, precedes: (String, String) -> Bool
  ) -> Bool {
    guard root["strings"]?[key.text] != nil else { return false }
    updateEntry(key, precedes: precedes) { entry in
      if let comment, !comment.isEmpty {
        Self.set(&entry, "comment", .string(JSONString(value: comment)), precedes: precedes)
      } else {
        entry.removeAll { $0.key.value == "comment" }
      }
    }
    return true
  }
}
