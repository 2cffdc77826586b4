extension AccessorTable {
  /// How code reaches `key` of the table named `table` in the accessors a built-in template
  /// renders, and the types of the accessor's parameters (none: a property).
  ///
  /// `L10n.Settings.title` (structured), `L10n.settingsTitle` (flat), the table's enum between
  /// when `tables` are several. `nil` for a key not in `tables` or a custom template (its
  /// naming is its own).
  package static func accessorPath(
    forKey key: String, table: String, in tables: [AccessorTable], enumName: String,
    template: AccessorGenerator.Template
  ) -> (path: String, types: [String])? {
    guard let found = tables.first(where: { $0.name == table }) else { return nil }
    var path = [enumName]
    if tables.count > 1 { path.append(found.typeName) }
    switch template {
    case .structured:
      guard let (levels, string) = found.levels.find(key) else { return nil }
      path += levels.map { SwiftIdentifier.escapeReservedKeyword(AccessorNames.typeName($0)) }
      path.append(SwiftIdentifier.escapeReservedKeyword(AccessorNames.memberName(string.name)))
      return (path.joined(separator: "."), string.types)
    case .flat:
      guard let (_, string) = found.levels.find(key) else { return nil }
      path.append(SwiftIdentifier.escapeReservedKeyword(AccessorNames.memberName(string.flatName)))
      return (path.joined(separator: "."), string.types)
    case .custom: return nil
    }
  }
}

extension AccessorLevel {
  /// The strings of this level and all deeper ones.
  var allStrings: [AccessorString] {
    strings + children.flatMap(\.allStrings)
  }

  /// The string of `key` in this level or a deeper one, with the names of the levels down to
  /// it (this one's excepted).
  fileprivate func find(_ key: String) -> (levels: [String], string: AccessorString)? {
    if let string = strings.first(where: { $0.key == key }) { return ([], string) }
    for child in children {
      if let (levels, string) = child.find(key) { return ([child.name] + levels, string) }
    }
    return nil
  }
}
