import L10nModel

/// `unused-key`: a key of the development language that no scanned code, storyboard or
/// Info.plist uses.
///
/// Exempt: `InfoPlist` tables (Info.plist keys), keys that look like Interface Builder object
/// ids (`5.title`, `Kd2-mp-pUS.title`) when a storyboard or xib was scanned, and keys that
/// appear as another string literal in code (used through a variable, as in
/// `localizedString(kind.rawValue)`).
public struct UnusedKeyRule: UsageRule {
  public static let id = "unused-key"
  public static let defaultSeverity = Severity.warning
  public static let summary = "A key no scanned code, storyboard or Info.plist uses."

  /// Creates the rule.
  public init() {}

  public func check(_ index: KeyUsageIndex, in project: Project, report: (Problem) -> Void) {
    let hasInterfaceBuilder = !index.usage.interfaceBuilderFiles.isEmpty
    for (gridIndex, grid) in project.grids.enumerated() where grid.table.name != "InfoPlist" {
      guard let source = project.sourceColumn(ofGrid: gridIndex) else { continue }
      for (row, key) in grid.keys.enumerated() {
        guard grid.entry(row: row, language: source) != nil,
          !index.isUsed(KeyUsageIndex.Row(grid: gridIndex, row: row)),
          !index.usage.otherLiterals.contains(key.text),
          !(hasInterfaceBuilder && Self.looksLikeObjectID(key.text))
        else { continue }
        let context = RowContext(project: project, grid: grid, row: row)
        report(
          Problem(
            path: context.source.path, location: context.sourceLocation,
            message: "\(Quoted.key(key)) is not used by the scanned code",
            cell: CellID(table: grid.table, key: key, language: project.languages[source])))
      }
    }
  }

  /// Whether `key` is an Interface Builder object id and a property: `5.title`,
  /// `Kd2-mp-pUS.placeholderString`, `7.ibShadowedObjectValues[0]`.
  public static func looksLikeObjectID(_ key: String) -> Bool {
    guard let dot = key.firstIndex(of: "."), dot != key.startIndex else { return false }
    let id = key[..<dot]
    if id.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
    let parts = id.split(separator: "-", omittingEmptySubsequences: false)
    return parts.map(\.count) == [3, 2, 3]
      && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
  }
}
