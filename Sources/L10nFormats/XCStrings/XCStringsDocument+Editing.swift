import L10nModel

/// Edits of String Catalogs: each changes only the members it must; new members go where
/// Xcode would put them, so a keep-order write gives a minimal diff.
extension XCStringsDocument {
  /// Sets `key`'s value in `language`, with state `translated`; `hint` is the key's probable
  /// index in `strings`.
  package mutating func setValue(
    _ value: String, key: LocalizationKey, language: LanguageID, hint: Int? = nil,
    precedes: (String, String) -> Bool
  ) {
    updateLocalization(key: key, language: language, hint: hint, precedes: precedes) { unit in
      Self.set(
        &unit, "state", .string(JSONString(value: TranslationState.translated.raw)),
        precedes: precedes)
      Self.set(&unit, "value", .string(JSONString(value: value)), precedes: precedes)
    }
  }

  /// Sets the state of `key`'s string unit in `language` and of every form of its plural (or
  /// device) variations and substitutions (a localization of variations alone gets no string
  /// unit).
  package mutating func setState(
    _ state: TranslationState, key: LocalizationKey, language: LanguageID, hint: Int? = nil,
    precedes: (String, String) -> Bool
  ) {
    let localization = entry(key)?.localization(language)
    let forms = localization?.formStates ?? [:]
    if localization?.node["stringUnit"] != nil || forms.isEmpty {
      updateLocalization(key: key, language: language, hint: hint, precedes: precedes) { unit in
        Self.set(&unit, "state", .string(JSONString(value: state.raw)), precedes: precedes)
      }
    }
    for (variable, states) in forms {
      setFormStates(
        states.mapValues { _ in state }, variable: variable, key: key, language: language,
        hint: hint, precedes: precedes)
    }
  }

  /// Sets the state of forms of `variable` of `key` in `language` (category or device →
  /// state); a form without a string unit is left alone.
  package mutating func setFormStates(
    _ states: [String: TranslationState], variable: VariableID, key: LocalizationKey,
    language: LanguageID, hint: Int? = nil, precedes: (String, String) -> Bool
  ) {
    updateVariants(of: variable, key: key, language: language, hint: hint, precedes: precedes) {
      variants in
      for (form, state) in states {
        guard let index = Self.index(of: form, in: variants, hint: nil),
          var unit = variants[index].value["stringUnit"]?.members
        else { continue }
        var formMembers = variants[index].value.members ?? []
        Self.set(&unit, "state", .string(JSONString(value: state.raw)), precedes: precedes)
        Self.set(&formMembers, "stringUnit", .object(unit), precedes: precedes)
        variants[index].value = .object(formMembers)
      }
    }
  }

  /// Removes `key`'s localization in `language`; returns whether it had one.
  package mutating func removeLocalization(
    key: LocalizationKey, language: LanguageID, hint: Int? = nil
  ) -> Bool {
    guard entry(key)?.localization(language) != nil else { return false }
    // The key and its localizations exist, so nothing is inserted: no order is needed.
    let unordered: (String, String) -> Bool = { _, _ in false }
    updateEntry(key, hint: hint, precedes: unordered) { entry in
      guard let index = Self.index(of: "localizations", in: entry, hint: nil) else { return }
      var localizations = entry[index].value.members ?? []
      localizations.removeAll {
        $0.key.value.unicodeScalars.elementsEqual(language.code.unicodeScalars)
      }
      entry[index].value = .object(localizations)
    }
    return true
  }

  /// Sets texts of `key` in `language` (category → text; `nil` removes the category), state
  /// `translated`: the localization's own plural or device variations, or a substitution's
  /// plural variations.
  ///
  /// A missing substitution is created like the source language's (its `argNum`, `formatSpecifier`
  /// and, when the localization has no string unit, the source's format).
  package mutating func setPluralForms(
    _ forms: [String: String?], variable: VariableID, key: LocalizationKey, language: LanguageID,
    hint: Int? = nil, precedes: (String, String) -> Bool
  ) {
    let source = sourceLanguage.flatMap { entry(key)?.localization($0)?.node }
    updateLocalizationNode(key: key, language: language, hint: hint, precedes: precedes) {
      localization in
      Self.updateVariants(of: variable, in: &localization, precedes: precedes) {
        Self.setForms(forms, in: &$0, precedes: precedes)
      }
      guard case .substitution(let name) = variable else { return }
      var substitutions = Self.object(localization, "substitutions")
      var substitution = Self.object(substitutions, name)
      let sourceSubstitution = source?["substitutions"]?[name]
      for field in ["argNum", "formatSpecifier"]
      where !substitution.contains(where: { $0.key.value == field }) {
        if let value = sourceSubstitution?[field] {
          Self.set(&substitution, field, value, precedes: precedes)
        }
      }
      Self.set(&substitutions, name, .object(substitution), precedes: precedes)
      Self.set(&localization, "substitutions", .object(substitutions), precedes: precedes)
      if !localization.contains(where: { $0.key.value == "stringUnit" }),
        let format = source?["stringUnit"]?["value"]
      {
        Self.set(
          &localization, "stringUnit",
          .object([
            JSONMember(
              key: JSONString(value: "state"),
              value: .string(JSONString(value: TranslationState.translated.raw))),
            JSONMember(key: JSONString(value: "value"), value: format),
          ]), precedes: precedes)
      }
    }
  }

  /// Changes the variants of `variable` (category or device → variant) in a localization's
  /// members, creating the objects on the way when missing (a `.stringsdict` variable is a
  /// catalog's own plural variations).
  private static func updateVariants(
    of variable: VariableID, in localization: inout [JSONMember],
    precedes: (String, String) -> Bool, _ change: (inout [JSONMember]) -> Void
  ) {
    func update(_ members: inout [JSONMember], _ path: ArraySlice<String>) {
      guard let name = path.first else { return change(&members) }
      var inner = object(members, name)
      update(&inner, path.dropFirst())
      set(&members, name, .object(inner), precedes: precedes)
    }
    let path: [String] =
      switch variable {
      case .plural, .stringsdict: ["variations", "plural"]
      case .device: ["variations", "device"]
      case .substitution(let name): ["substitutions", name, "variations", "plural"]
      }
    update(&localization, path[...])
  }

  /// Changes the variants of `variable` of `key` in `language`, when it has them.
  private mutating func updateVariants(
    of variable: VariableID, key: LocalizationKey, language: LanguageID, hint: Int?,
    precedes: (String, String) -> Bool, _ change: (inout [JSONMember]) -> Void
  ) {
    guard entry(key)?.localization(language)?.variants(of: variable) != nil else { return }
    updateLocalizationNode(key: key, language: language, hint: hint, precedes: precedes) {
      Self.updateVariants(of: variable, in: &$0, precedes: precedes, change)
    }
  }

  private static func setForms(
    _ forms: [String: String?], in plural: inout [JSONMember], precedes: (String, String) -> Bool
  ) {
    for (category, change) in forms {
      guard let text = change else {
        plural.removeAll { $0.key.value == category }
        continue
      }
      var form = object(plural, category)
      var unit = object(form, "stringUnit")
      set(
        &unit, "state", .string(JSONString(value: TranslationState.translated.raw)),
        precedes: precedes)
      set(&unit, "value", .string(JSONString(value: text)), precedes: precedes)
      set(&form, "stringUnit", .object(unit), precedes: precedes)
      set(&plural, category, .object(form), precedes: precedes)
    }
  }

  mutating func updateLocalizationNode(
    key: LocalizationKey, language: LanguageID, hint: Int?, precedes: (String, String) -> Bool,
    _ change: (inout [JSONMember]) -> Void
  ) {
    updateEntry(key, hint: hint, precedes: precedes) { entry in
      var localizations = Self.object(entry, "localizations")
      var localization = Self.object(localizations, language.code)
      change(&localization)
      Self.set(&localizations, language.code, .object(localization), precedes: precedes)
      Self.set(&entry, "localizations", .object(localizations), precedes: precedes)
    }
  }

  /// Changes the entry of `key` (created when missing) in place; `hint` is where the key
  /// probably is in `strings` (a grid knows it), which spares a scan of every key.
  private mutating func updateEntry(
    _ key: LocalizationKey, hint: Int? = nil, precedes: (String, String) -> Bool,
    _ change: (inout [JSONMember]) -> Void
  ) {
    updateStrings(precedes: precedes) { strings in
      guard let index = Self.index(of: key.text, in: strings, hint: hint) else {
        var entry: [JSONMember] = []
        change(&entry)
        Self.set(&strings, key.text, .object(entry), precedes: precedes)
        return
      }
      // Taken out of the array first, so that it is changed in place, not copied.
      var entry = strings[index].value.members ?? []
      strings[index].value = .null
      change(&entry)
      strings[index].value = .object(entry)
    }
  }

  /// Changes the `strings` object in place (created when missing).
  private mutating func updateStrings(
    precedes: (String, String) -> Bool, _ change: (inout [JSONMember]) -> Void
  ) {
    // Released from `root` before the change: a catalog of thousands of keys is then changed
    // in place rather than copied on every edit.
    var top = root.members ?? []
    root = .null
    if let index = Self.index(of: "strings", in: top, hint: nil) {
      var strings = top[index].value.members ?? []
      top[index].value = .null
      change(&strings)
      top[index].value = .object(strings)
    } else {
      var strings: [JSONMember] = []
      change(&strings)
      Self.set(&top, "strings", .object(strings), precedes: precedes)
    }
    root = .object(top)
  }

  /// The index of the member named `key` (the last, if repeated); `hint` is checked first.
  static func index(of key: String, in members: [JSONMember], hint: Int?) -> Int? {
    if let hint, members.indices.contains(hint),
      members[hint].key.value.unicodeScalars.elementsEqual(key.unicodeScalars)
    {
      return hint
    }
    return members.lastIndex { $0.key.value.unicodeScalars.elementsEqual(key.unicodeScalars) }
  }

  private mutating func updateLocalization(
    key: LocalizationKey, language: LanguageID, hint: Int?, precedes: (String, String) -> Bool,
    _ change: (inout [JSONMember]) -> Void
  ) {
    updateLocalizationNode(key: key, language: language, hint: hint, precedes: precedes) {
      localization in
      var unit = Self.object(localization, "stringUnit")
      change(&unit)
      Self.set(&localization, "stringUnit", .object(unit), precedes: precedes)
    }
  }

  static func object(_ members: [JSONMember], _ key: String) -> [JSONMember] {
    members.last { $0.key.value.unicodeScalars.elementsEqual(key.unicodeScalars) }?.value.members
      ?? []
  }

  /// Replaces the member `key`, or inserts it before the first member that sorts after it.
  static func set(
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
  package mutating func addKey(
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

  /// Adds `key` as Xcode's extraction from code does: without `extractionState` when the code
  /// gives no value of its own; with `extracted_with_value` and the value in the source
  /// language (state `new`) when it does (`String(localized:defaultValue:)`).
  package mutating func addExtractedKey(
    _ key: LocalizationKey, value: String?, comment: String?,
    precedes: (String, String) -> Bool
  ) {
    guard let language = sourceLanguage else { return }
    let ownValue = value.flatMap { $0 == key.text ? nil : $0 }
    if let ownValue {
      setValue(ownValue, key: key, language: language, precedes: precedes)
      setState(.new, key: key, language: language, precedes: precedes)
    }
    updateEntry(key, precedes: precedes) { entry in
      if ownValue != nil {
        Self.set(
          &entry, "extractionState", .string(JSONString(value: "extracted_with_value")),
          precedes: precedes)
      }
      if let comment, !comment.isEmpty {
        Self.set(&entry, "comment", .string(JSONString(value: comment)), precedes: precedes)
      }
    }
  }

  /// Removes `key`; returns whether it was there.
  package mutating func removeKey(_ key: LocalizationKey) -> Bool {
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
  package mutating func renameKey(
    _ key: LocalizationKey, to newKey: LocalizationKey, precedes: (String, String) -> Bool
  ) -> Bool {
    guard let node = root["strings"]?[key.text], removeKey(key) else { return false }
    updateStrings(precedes: precedes) { Self.set(&$0, newKey.text, node, precedes: precedes) }
    return true
  }

  /// Sets the member `name` of `key`'s entry to `value` (`nil` removes it), where Xcode puts
  /// it; nothing when the catalog lacks the key.
  package mutating func setKeyAttribute(
    _ name: String, to value: JSONNode?, key: LocalizationKey, precedes: (String, String) -> Bool
  ) {
    guard root["strings"]?[key.text] != nil else { return }
    updateEntry(key, precedes: precedes) { entry in
      if let value {
        Self.set(&entry, name, value, precedes: precedes)
      } else {
        entry.removeAll { $0.key.value.unicodeScalars.elementsEqual(name.unicodeScalars) }
      }
    }
  }

  /// Sets or removes `key`'s comment; returns whether the key is there.
  ///
  /// A comment set by hand is no longer the one extraction generated: `isCommentAutoGenerated` goes, as in Xcode
  /// (the same comment again changes nothing).
  package mutating func setComment(
    _ comment: String?, key: LocalizationKey, precedes: (String, String) -> Bool
  ) -> Bool {
    guard let entry = root["strings"]?[key.text] else { return false }
    guard entry["comment"]?.text != (comment?.isEmpty == true ? nil : comment) else { return true }
    updateEntry(key, precedes: precedes) { entry in
      entry.removeAll { $0.key.value == "isCommentAutoGenerated" }
      if let comment, !comment.isEmpty {
        Self.set(&entry, "comment", .string(JSONString(value: comment)), precedes: precedes)
      } else {
        entry.removeAll { $0.key.value == "comment" }
      }
    }
    return true
  }
}

/// Undo support: a key's whole member, taken out and put back exactly.
extension XCStringsDocument {
  /// The member of `key` in `strings` and its index (`hint` is checked first).
  package func member(of key: String, hint: Int? = nil) -> (member: JSONMember, index: Int)? {
    guard let strings = root["strings"]?.members,
      let index = Self.index(of: key, in: strings, hint: hint)
    else { return nil }
    return (strings[index], index)
  }

  /// Makes `member` (at `index`) what `strings` holds for `key`, removing what it holds now;
  /// returns what it held (member and index), so that the change can be undone in turn.
  package mutating func restoreMember(
    key: String, to member: (member: JSONMember, index: Int)?, hint: Int? = nil
  ) -> (member: JSONMember, index: Int)? {
    var previous: (member: JSONMember, index: Int)?
    // `strings` exists (or is created empty): nothing is inserted by order.
    let unordered: (String, String) -> Bool = { _, _ in false }
    updateStrings(precedes: unordered) { strings in
      if let index = Self.index(of: key, in: strings, hint: hint) {
        previous = (strings[index], index)
        strings.remove(at: index)
      }
      if let member {
        strings.insert(member.member, at: min(member.index, strings.count))
      }
    }
    return previous
  }
}
