/// How keys become Swift names that never collide.
///
/// The built-in templates (and SwiftGen's) name a level's strings
/// `name|swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords` and its deeper levels
/// `name|swiftIdentifier:"pretty"|escapeReservedKeywords`. Keys that differ only in
/// punctuation or case (`settings_title`, `settings-title`, `settingsTitle`) give one name, and
/// so do two levels (`Alert.ok`, `alert.cancel`). The resolution, in key order:
///
/// - levels that give one type name are merged into the first (their keys stay as they are,
///   so lookups are unchanged);
/// - a level whose type name is reserved (the enum's own name, a type the generated code uses
///   such as `String`) gets `_2` appended to its name, giving `String2`;
/// - a string whose name is taken (by an earlier string or a level of that name) gets `_2`,
///   `_3`… appended, giving `settingsTitle2`; a name that gives no identifier at all (`…`,
///   an empty segment) becomes `empty`.
///
/// `flatName` is made unique the same way over the whole table, for one flat list.
enum AccessorNames {
  /// `level` with every level's names made unique.
  static func resolve(_ level: AccessorLevel, reservedTypeNames: Set<String>) -> AccessorLevel {
    var resolved = level
    resolved.children = []
    var typeNames: [String: Int] = [:]
    for child in level.children {
      var child = child
      if typeName(child.name).isEmpty { child.name = "Empty" }
      while reservedTypeNames.contains(typeName(child.name)) { child.name += "_2" }
      if let index = typeNames[typeName(child.name)] {
        resolved.children[index].children += child.children
        resolved.children[index].strings += child.strings
      } else {
        typeNames[typeName(child.name)] = resolved.children.count
        resolved.children.append(child)
      }
    }
    resolved.children = resolved.children.map {
      var merged = resolve($0, reservedTypeNames: reservedTypeNames)
      merged.strings.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      return merged
    }
    var taken = Set(typeNames.keys)
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
