import L10nModel

/// Repeated names inside the dictionaries of a property list and the objects of a JSON file.
///
/// Both (a `.stringsdict`, a String Catalog) are read with the last occurrence winning, as
/// Foundation reads them, so the earlier ones are silently lost. Each format's `duplicates`
/// walks its tree with these.
enum NestedDuplicates {
  /// Every repeated key of every dictionary of `node`, a `.stringsdict`'s root, at `path`.
  static func plist(_ node: PlistNode, at path: [String] = []) -> [DuplicateOccurrence] {
    var found: [DuplicateOccurrence] = []
    plist(node, at: path, into: &found)
    return found
  }

  /// Every repeated member name of every object of `node`, a String Catalog's root, at `path`.
  static func json(_ node: JSONNode, at path: [String] = []) -> [DuplicateOccurrence] {
    var found: [DuplicateOccurrence] = []
    json(node, at: path, into: &found)
    return found
  }

  private static func plist(
    _ node: PlistNode, at path: [String], into found: inout [DuplicateOccurrence]
  ) {
    switch node {
    case .dictionary(let entries):
      for group in groups(entries.map(\.key.value)) {
        let places = group.map { "line \(entries[$0].line)" }
        for (position, index) in group.enumerated() {
          found.append(
            occurrence(
              named(entries[index].key.value, in: path), places: places, position: position,
              line: entries[index].line, key: path.first ?? entries[index].key.value))
        }
      }
      for entry in entries {
        plist(entry.value, at: path + [entry.key.value], into: &found)
      }
    case .array(let items):
      for item in items { plist(item, at: path, into: &found) }
    case .string, .scalar: break
    }
  }

  private static func json(
    _ node: JSONNode, at path: [String], into found: inout [DuplicateOccurrence]
  ) {
    switch node {
    case .object(let members):
      for group in groups(members.map(\.key.value)) {
        // Members often share a line: each is named by line and column.
        let places = group.map { "\(members[$0].location.line):\(members[$0].location.column)" }
        for (position, index) in group.enumerated() {
          let member = members[index]
          // Under "strings", the first name on the path is the localization key.
          let key = path.count >= 2 && path[0] == "strings" ? path[1] : member.key.value
          found.append(
            occurrence(
              named(member.key.value, in: path), places: places, position: position,
              line: Int(member.location.line), column: Int(member.location.column), key: key))
        }
      }
      for member in members {
        json(member.value, at: path + [member.key.value], into: &found)
      }
    case .array(let items):
      for item in items { json(item, at: path, into: &found) }
    default: break
    }
  }

  /// The occurrence at `position` of a group found at `places` ("line 6", "2:78").
  private static func occurrence(
    _ name: String, places: [String], position: Int, line: Int, column: Int = 1, key: String
  ) -> DuplicateOccurrence {
    let others = places.enumerated().filter { $0.offset != position }.map(\.element)
    let role =
      position == places.count - 1
      ? "this last one wins" : "overridden by the one at \(places[places.count - 1])"
    return DuplicateOccurrence(
      key: LocalizationKey(key),
      location: SourceLocation(line: max(1, line), column: max(1, column)),
      message: "duplicate key \(name) (also at \(others.joined(separator: ", "))); \(role)")
  }

  /// `"other"` in `"files" › "n"`: the name, quoted, and where it is.
  private static func named(_ name: String, in path: [String]) -> String {
    let quoted = Quoted.key(LocalizationKey(name))
    guard !path.isEmpty else { return quoted }
    return quoted + " in " + path.map { Quoted.key(LocalizationKey($0)) }.joined(separator: " › ")
  }

  /// The indices of names that appear more than once, grouped, in order of first appearance.
  static func groups(_ names: [String]) -> [[Int]] {
    // Most objects are small and have no repeats: compared pairwise, without a dictionary.
    if names.count < 16 {
      let repeated = names.indices.contains { index in
        names[(index + 1)...].contains(names[index])
      }
      guard repeated else { return [] }
    }
    var byName: [String: [Int]] = [:]
    var order: [String] = []
    for (index, name) in names.enumerated() {
      if byName[name] == nil { order.append(name) }
      byName[name, default: []].append(index)
    }
    return order.compactMap { byName[$0].flatMap { $0.count > 1 ? $0 : nil } }
  }
}
