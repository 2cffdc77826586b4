import L10nModel

/// Edits of `.stringsdict` documents: each changes only the strings it must.
extension StringsdictDocument {
  /// Sets the texts of `variable` of `key` (category → text; a `nil` text removes the category).
  ///
  /// A missing key or variable is created from `template` (the source language's entry: its format
  /// key and value types).
  package mutating func setForms(
    _ forms: [String: String?], variable: String, key: LocalizationKey, template: PluralEntry?
  ) {
    var entries = root.entries ?? []
    let index = Self.entryIndex(of: key, in: &entries, template: template)
    var items = entries[index].value.entries ?? []
    let variableIndex =
      items.firstIndex { $0.key.value == variable }
      ?? {
        let valueType = template?.variables.first { $0.name == variable }?.valueType ?? "d"
        items.append(
          PlistEntry(key: PlistText(value: variable), value: Self.variableSkeleton(valueType)))
        return items.count - 1
      }()
    var forms = forms
    var variableItems = items[variableIndex].value.entries ?? []
    for position in variableItems.indices.reversed() {
      let category = variableItems[position].key.value
      guard let change = forms.removeValue(forKey: category) else { continue }
      if let text = change {
        if variableItems[position].value.text.map({
          $0.unicodeScalars.elementsEqual(text.unicodeScalars)
        }) != true {
          variableItems[position].value = .string(PlistText(value: text))
        }
      } else {
        variableItems.remove(at: position)
      }
    }
    for category in PluralCategory.allCases {
      guard let change = forms[category.rawValue], let text = change else { continue }
      // New categories go in CLDR order among the ones present.
      let insertAt =
        variableItems.firstIndex {
          PluralCategory(rawValue: $0.key.value).map { $0 > category } ?? false
        }
        ?? variableItems.count
      variableItems.insert(
        PlistEntry(
          key: PlistText(value: category.rawValue), value: .string(PlistText(value: text))),
        at: insertAt)
    }
    items[variableIndex].value = .dictionary(variableItems)
    entries[index].value = .dictionary(items)
    root = .dictionary(entries)
  }

  /// Sets the `NSStringLocalizedFormatKey` of `key`: the text around its `%#@variable@` tokens.
  ///
  /// A missing key is created from `template` (the source language's entry), as for
  /// `setForms`; only the format's string changes otherwise.
  package mutating func setFormatKey(
    _ format: String, key: LocalizationKey, template: PluralEntry?
  ) {
    let name = "NSStringLocalizedFormatKey"
    var entries = root.entries ?? []
    let index = Self.entryIndex(of: key, in: &entries, template: template)
    var items = entries[index].value.entries ?? []
    if let position = items.lastIndex(where: { $0.key.value == name }) {
      if items[position].value.text.map({
        $0.unicodeScalars.elementsEqual(format.unicodeScalars)
      }) != true {
        items[position].value = .string(PlistText(value: format))
      }
    } else {
      items.insert(
        PlistEntry(key: PlistText(value: name), value: .string(PlistText(value: format))), at: 0)
    }
    entries[index].value = .dictionary(items)
    root = .dictionary(entries)
  }

  /// The index of `key`'s (last) entry, appended from `template` when missing.
  private static func entryIndex(
    of key: LocalizationKey, in entries: inout [PlistEntry], template: PluralEntry?
  ) -> Int {
    if let index = entries.lastIndex(where: {
      $0.key.value.unicodeScalars.elementsEqual(key.text.unicodeScalars)
    }) {
      return index
    }
    entries.append(PlistEntry(key: PlistText(value: key.text), value: skeleton(template)))
    return entries.count - 1
  }

  private static func skeleton(_ template: PluralEntry?) -> PlistNode {
    var items = [
      PlistEntry(
        key: PlistText(value: "NSStringLocalizedFormatKey"),
        value: .string(PlistText(value: template?.formatKey ?? "")))
    ]
    for variable in template?.variables ?? [] {
      items.append(
        PlistEntry(
          key: PlistText(value: variable.name), value: variableSkeleton(variable.valueType)))
    }
    return .dictionary(items)
  }

  private static func variableSkeleton(_ valueType: String) -> PlistNode {
    .dictionary([
      PlistEntry(
        key: PlistText(value: "NSStringFormatSpecTypeKey"),
        value: .string(PlistText(value: "NSStringPluralRuleType"))),
      PlistEntry(
        key: PlistText(value: "NSStringFormatValueTypeKey"),
        value: .string(PlistText(value: valueType))),
    ])
  }
}

/// Key-level edits of `.stringsdict` documents.
extension StringsdictDocument {
  /// Removes every entry of `key`; returns whether there was one.
  package mutating func removeEntries(_ key: LocalizationKey) -> Bool {
    var entries = root.entries ?? []
    let count = entries.count
    entries.removeAll { $0.key.value.unicodeScalars.elementsEqual(key.text.unicodeScalars) }
    guard entries.count != count else { return false }
    root = .dictionary(entries)
    return true
  }

  /// Renames every entry of `key` to `newKey`; returns whether there was one.
  package mutating func renameEntries(_ key: LocalizationKey, to newKey: LocalizationKey) -> Bool {
    var entries = root.entries ?? []
    var found = false
    for index in entries.indices
    where entries[index].key.value.unicodeScalars.elementsEqual(key.text.unicodeScalars) {
      entries[index].key = PlistText(value: newKey.text)
      found = true
    }
    if found { root = .dictionary(entries) }
    return found
  }
}
