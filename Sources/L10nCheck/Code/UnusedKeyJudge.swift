import L10nGrammar
import L10nModel

/// Whether a key no call looks up is unused, and why — or why the scan cannot tell: what
/// `unused-key`, `unjudged-keys` and the editor's `unused` filter share.
package struct UnusedKeyJudge: Sendable {
  /// What the scan says of one key.
  package enum Verdict: Sendable, Equatable {
    /// Code, a storyboard, a resource or a literal that may reach a lookup uses it.
    case used
    /// Only a key pattern (`"alert." + name`) may use it.
    case throughPattern(CodeReference)
    /// Its table is read whole at run time.
    case readAtRunTime(RunTimeTable)
    /// A resource the scan does not read uses the table (named).
    case notJudged(String)
    /// Unused, with the reason.
    case unused(String)
  }

  /// What the scan found.
  package let usage: CodeUsage
  private let runTimeTables: [String: RunTimeTable]
  private let accessors: [String: [String: GeneratedAccessor]]

  /// A judge of the keys of `usage`'s scan.
  package init(_ usage: CodeUsage) {
    self.usage = usage
    var runTimeTables: [String: RunTimeTable] = [:]
    for table in usage.runTimeTables where runTimeTables[table.table] == nil {
      runTimeTables[table.table] = table
    }
    self.runTimeTables = runTimeTables
    var accessors: [String: [String: GeneratedAccessor]] = [:]
    for accessor in usage.unreferencedAccessors {
      accessors[accessor.table, default: [:]][accessor.key] = accessor
    }
    self.accessors = accessors
  }

  /// The tables the system reads, not the app's code (lowercased): `InfoPlist` (the
  /// Info.plist's texts), `AppShortcuts` (App Shortcuts' phrases), `ServicesMenu` (the
  /// Services menu's items).
  static let systemTables: Set<String> = ["infoplist", "appshortcuts", "servicesmenu"]

  /// A table's name without the file extension that tells two tables of one name apart.
  private static func plainTable(_ name: String) -> String {
    for suffix in [".xcstrings", ".strings", ".stringsdict"] where name.hasSuffix(suffix) {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  /// A table's name lowercased, without the file extension that tells two tables of one name
  /// apart (`InfoPlist.xcstrings` beside a help book's `InfoPlist.strings`).
  static func plainName(_ name: String) -> String {
    var plain = name.lowercased()
    for suffix in [".xcstrings", ".strings", ".stringsdict"] where plain.hasSuffix(suffix) {
      plain.removeLast(suffix.count)
    }
    return plain
  }

  /// The verdict on `key` of `table`; `isReferenced` when a call looks it up.
  package func verdict(key: String, table: TableID, isReferenced: Bool) -> Verdict {
    if isReferenced { return .used }
    if let unscanned = usage.unscannedFiles.first {
      return .notJudged("code the scan could not read: \(unscanned)")
    }
    let name = String(table.name)
    if Self.systemTables.contains(Self.plainName(name)) { return .used }
    if table.path.contains("Settings.bundle/") {
      guard let texts = usage.settingsTexts[name] else {
        return .notJudged("the Settings app's Settings.bundle (its panes not scanned)")
      }
      return texts.contains(key)
        ? .used
        : .unused(
          "no pane of the Settings bundle shows \(Quoted.text(key)) (a stale Settings text)")
    }
    if let intent = usage.intentDefinitions[name] {
      guard let strings = intent.strings else {
        return .notJudged("\(intent.file) (listed in the Xcode project, not scanned)")
      }
      return strings.contains(key)
        ? .used : .unused("\(intent.file) has no \(Quoted.text(key)) (a stale intent string)")
    }
    if let readWhole = runTimeTables[name] { return .readAtRunTime(readWhole) }
    if let pattern = usage.patterns.first(where: {
      ($0.table == nil || $0.table == name) && $0.key.matches(key)
    }) {
      return .throughPattern(pattern)
    }
    if UnusedKeyRule.looksLikeObjectID(key) {
      let id = String(key.prefix { $0 != "." })
      if let ids = usage.interfaceBuilderIDs[name] {
        return ids.contains(id)
          ? .used
          : .unused(
            "\(name)'s storyboard or xib has no object \(id) (a stale Interface Builder id)")
      }
      if !usage.interfaceBuilderFiles.isEmpty { return .used }
    }
    if let accessor = accessors[name]?[key] {
      return .unused(
        "its accessor \(accessor.name) (\(accessor.place)) is never referenced")
    }
    if usage.otherLiterals.contains(key) { return .used }
    // Xcode's generated catalog symbol (`.cartTitle`, `.Table.cartTitle`), named by any code
    // whatever the key's extraction state: a name that happens to match keeps a key, never
    // loses one.
    if usage.implicitMembers.contains(CatalogSymbol.name(ofKey: key))
      || usage.implicitMembers.contains(
        CatalogSymbol.path(ofKey: key, table: Self.plainTable(name)))
    {
      return .used
    }
    return .unused("no call looks it up and no key pattern matches it")
  }
}
