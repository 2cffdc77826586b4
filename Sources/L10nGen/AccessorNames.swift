/// How keys become Swift names that never collide.
///
/// The built-in templates (and SwiftGen's) name a level's strings
/// `name|swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords` and its deeper levels
/// `name|swiftIdentifier:"pretty"|escapeReservedKeywords`. Keys that differ only in
/// punctuation or case (`settings_title`, `settings-title`, `settingsTitle`) give one name, and
/// so do two levels (`Alert.ok`, `alert.cancel`). The resolution, in key order:
///
/// - levels that give one type name, ignoring case, are merged into the first (their keys stay
///   as they are, so lookups are unchanged);
/// - a level whose type name is reserved (a keyword such as `Type`, the enum's own name, a type
///   the generated code uses such as `String`; ignoring case) gets `_2` appended to its name,
///   giving `String2`;
/// - a string whose name is taken (by an earlier string or a level of that name) gets `_2`,
///   `_3`… appended, giving `settingsTitle2`; a name that gives no identifier at all (`…`,
///   an empty segment) becomes `empty`.
///
/// `flatName` is made unique the same way over the whole table, for one flat list. Tables get
/// type names the same way (`tableTypeNames`), numbered rather than merged: their names are
/// their lookups.
enum AccessorNames {
  /// `level` with every level's names made unique.
  static func resolve(_ level: AccessorLevel, reservedTypeNames: Set<String>) -> AccessorLevel {
    var resolved = level
    resolved.children = []
    // By type name ignoring case: `Alert`, `alert` and `ALERT` are one level.
    var typeNames: [String: Int] = [:]
    for child in level.children {
      var child = child
      if typeName(child.name).isEmpty { child.name = "Empty" }
      while isReserved(typeName(child.name), reservedTypeNames) { child.name += "_2" }
      if let index = typeNames[typeName(child.name).lowercased()] {
        resolved.children[index].children += child.children
        resolved.children[index].strings += child.strings
      } else {
        typeNames[typeName(child.name).lowercased()] = resolved.children.count
        resolved.children.append(child)
      }
    }
    resolved.children = resolved.children.map {
      var merged = resolve($0, reservedTypeNames: reservedTypeNames)
      merged.strings.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      return merged
    }
    var taken = Set(resolved.children.map { typeName($0.name) })
    resolved.strings = level.strings.map { string in
      var string = string
      string.name = unique(string.name, taken: &taken)
      return string
    }
    if level.name.isEmpty { resolved = resolveFlatNames(resolved) }
    return resolved
  }

  /// The Swift type name a level's name gives, without backticks.
  static func typeName(_ name: String) -> String {
    SwiftIdentifier.pretty(name)
  }

  /// Whether `typeName` cannot name a type: a keyword (a type named `Type`, `Self` or
  /// `Protocol` can be declared in backticks but not reached, `L10n.Type` being the metatype)
  /// or, ignoring case, one of `reserved`.
  static func isReserved(_ typeName: String, _ reserved: Set<String>) -> Bool {
    SwiftIdentifier.reservedKeywords.contains(typeName)
      || reserved.contains { $0.lowercased() == typeName.lowercased() }
  }

  /// The type names of the enums of the tables named `names` (in order), with each change.
  ///
  /// Each is unique ignoring case, never a keyword nor one of `reserved`; a name taken gets
  /// `2`, `3`… (`InfoPlist` and `infoPlist` → `InfoPlist`, `InfoPlist2`).
  static func tableTypeNames(_ names: [String], reserved: Set<String>) -> (
    typeNames: [String], changes: [TypeNameChange]
  ) {
    // Each type name given, lowercased, with its table.
    var given: [String: (table: String, typeName: String)] = [:]
    var changes: [TypeNameChange] = []
    let typeNames = names.map { name in
      let wanted = typeName(name).isEmpty ? "Empty" : typeName(name)
      var candidate = wanted
      var counter = 1
      while isReserved(candidate, reserved) || given[candidate.lowercased()] != nil {
        counter += 1
        candidate = wanted + String(counter)
      }
      if candidate != wanted {
        let reason: TypeNameChange.Reason =
          if let earlier = given[wanted.lowercased()] {
            .taken(table: earlier.table, typeName: earlier.typeName)
          } else if SwiftIdentifier.reservedKeywords.contains(wanted) {
            .keyword
          } else {
            .usedByGeneratedCode
          }
        changes.append(
          TypeNameChange(table: name, wanted: wanted, given: candidate, reason: reason))
      }
      given[candidate.lowercased()] = (name, candidate)
      return candidate
    }
    return (typeNames, changes)
  }

  /// The Swift member name a string's name gives, without backticks.
  static func memberName(_ name: String) -> String {
    SwiftIdentifier.lowerFirstWord(SwiftIdentifier.pretty(name))
  }

  /// `name`, or `name_2`, `name_3`…, whose member name is not in `taken` (which gets it).
  private static func unique(_ name: String, taken: inout Set<String>) -> String {
    let base = memberName(name).isEmpty ? "empty" : name
    var candidate = base
    var counter = 1
    while taken.contains(memberName(candidate)) {
      counter += 1
      candidate = "\(base)_\(counter)"
    }
    taken.insert(memberName(candidate))
    return candidate
  }

  /// The table's root with every string's `flatName` unique across the table.
  private static func resolveFlatNames(_ root: AccessorLevel) -> AccessorLevel {
    var taken: Set<String> = []
    func visit(_ level: AccessorLevel) -> AccessorLevel {
      var level = level
      level.strings = level.strings.map { string in
        var string = string
        string.flatName = unique(string.key, taken: &taken)
        return string
      }
      level.children = level.children.map(visit)
      return level
    }
    return visit(root)
  }
}
