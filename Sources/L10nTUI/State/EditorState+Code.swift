import L10nCheck
import L10nModel

extension EditorState {
  /// Takes the scan of the project's code: the detail pane lists where keys are used and the
  /// `unused` filter is offered.
  mutating func adoptCodeUsage(_ usage: CodeUsage) {
    codeUsage = CodeKeyLookup(usage)
    codeJudge = UnusedKeyJudge(usage)
    isScanningCode = false
    if filter == .unused { rebuildRows(keeping: selectedCell) }
    message =
      "Code scanned: \(usage.references.count) use\(usage.references.count == 1 ? "" : "s") of keys "
      + "in \(usage.fileCount) file\(usage.fileCount == 1 ? "" : "s") "
      + "(palette: filter unused)"
  }

  /// Whether no scanned code uses the key of a row, as the `unused-key` rule sees it (see
  /// `UnusedKeyJudge`).
  func isUnused(grid: Int, row: Int) -> Bool {
    guard let codeUsage, let codeJudge else { return false }
    let key = project.grids[grid].keys[row].text
    let verdict = codeJudge.verdict(
      key: key, table: project.grids[grid].table,
      isReferenced: !codeUsage.references(to: key).isEmpty)
    if case .unused = verdict { return true }
    return false
  }

  /// The detail pane's lines about where the selected key is used.
  func usageLines(grid: Int, row: Int) -> [String] {
    guard let codeUsage else { return isScanningCode ? ["used at: scanning the code…"] : [] }
    let table = String(project.grids[grid].table.name)
    let key = project.grids[grid].keys[row].text
    let references = codeUsage.references(to: key, table: table)
    guard !references.isEmpty else {
      let elsewhere = codeUsage.references(to: key)
      if let first = elsewhere.first {
        return ["used at: \(first.place) with table \(first.table ?? "?"), not \(table)"]
      }
      return [
        isUnused(grid: grid, row: row)
          ? "used at: nowhere in the scanned code"
          : "used at: no call with this key (a literal elsewhere, or a storyboard's)"
      ]
    }
    let shown = 5
    var lines = references.prefix(shown).map { "used at: \($0.place) (\($0.routine))" }
    if references.count > shown { lines.append("used at: … and \(references.count - shown) more") }
    return lines
  }
}
