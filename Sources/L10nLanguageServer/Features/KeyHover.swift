import L10nModel

/// `textDocument/hover` on a key.
///
/// Its value in every language of its table (source first; gaps and translations needing review
/// marked; long values cut), its comment, its table, its plural forms; for a key its table
/// lacks, that it is missing and the nearest keys. Every text from the files is inert Markdown.
package enum KeyHover {
  /// The most characters of a value shown.
  static let valueLimit = 160
  /// The most near matches named for a missing key.
  static let nearLimit = 3

  /// The hover at `position` of `document`; `nil` when no key is there.
  package static func hover(
    in document: TextDocument, at position: LSPPosition, encoding: PositionEncoding,
    snapshot: WorkspaceSnapshot
  ) -> LSPHover? {
    guard
      let site = KeyAtPosition.key(
        in: document, at: position, encoding: encoding, snapshot: snapshot)
    else { return nil }
    let range = document.range(utf8: site.range, encoding: encoding)
    return LSPHover(
      contents: .markdown(markdown(of: site, path: document.path, snapshot: snapshot)),
      range: range)
  }

  /// The Markdown describing a site's key.
  package static func markdown(of site: KeySite, path: String?, snapshot: WorkspaceSnapshot)
    -> String
  {
    let project = snapshot.project
    let lookup = snapshot.lookup
    let rows = lookup.rows(of: site, path: path, project: project)
    let tableName =
      site.table.map { "`\(MarkdownText.inert($0, limit: 80))`" } ?? "(named by an expression)"
    guard !rows.isEmpty else {
      var lines = [
        "**\(MarkdownText.inert(site.key, limit: valueLimit))** — not found in table \(tableName)"
      ]
      let near = nearMatches(of: site.key, in: site.table, lookup: lookup, project: project)
      if !near.isEmpty {
        lines.append(
          "Did you mean: "
            + near.map { "**\(MarkdownText.inert($0, limit: valueLimit))**" }
            .joined(separator: ", ") + "?")
      }
      return lines.joined(separator: "\n\n")
    }
    return rows.map { describe($0, key: site.key, in: project) }
      .joined(separator: "\n\n---\n\n")
  }

  /// A row: its key and table, each language's value, comment and plural forms.
  private static func describe(
    _ row: LookupIndex.Row, key: String, in project: Project
  ) -> String {
    let grid = project.grids[row.grid]
    let source = project.sourceColumn(ofGrid: row.grid)
    var lines = [
      "**\(MarkdownText.inert(key, limit: valueLimit))** · table `\(MarkdownText.inert(grid.table.path, limit: 120))` · "
        + KeyRowSummary(row, in: project).description
    ]
    if let source, let comment = project.comment(grid: row.grid, row: row.row, column: source),
      !comment.isEmpty
    {
      lines.append("*Comment:* " + MarkdownText.inert(comment, limit: 300))
    }
    var columns = project.bundleColumns(grid: row.grid)
      .filter { !project.isBaseBesideSource(grid: row.grid, column: $0) }
    if let source, let index = columns.firstIndex(of: source) {
      columns.remove(at: index)
      columns.insert(source, at: 0)
    }
    var values: [String] = []
    var forms: [String] = []
    for column in columns {
      // A language beside the source without the table (`en` beside `Base`) says nothing.
      if column != source,
        project.coverage(grid: row.grid, row: row.row, column: column) == .notCounted,
        project.grids[row.grid].entry(row: row.row, language: column) == nil
      {
        continue
      }
      let language = MarkdownText.inert(project.languages[column].code, limit: 20)
      let isSource = column == source
      let label = isSource ? "**\(language)** (source)" : "**\(language)**"
      let content = project.content(grid: row.grid, row: row.row, column: column)
      if let plural = content.plural {
        let summary = plural.variables.filter(\.isPlural).map { variable in
          isSource
            ? variable.forms.map { "\($0.category): \(MarkdownText.inert($0.text, limit: 60))" }
              .joined(separator: " · ")
            : variable.forms.map(\.category).joined(separator: ", ")
        }
        .joined(separator: "; ")
        forms.append("\(label): \(summary)")
      }
      values.append("- \(label): " + cell(row, column: column, isSource: isSource, in: project))
    }
    lines.append(values.joined(separator: "\n"))
    if !forms.isEmpty {
      lines.append("*Plural forms:*\n" + forms.map { "- \($0)" }.joined(separator: "\n"))
    }
    return lines.joined(separator: "\n\n")
  }

  /// A cell's value, or what it lacks, marked when it needs review.
  private static func cell(
    _ row: LookupIndex.Row, column: Int, isSource: Bool, in project: Project
  ) -> String {
    let coverage = project.coverage(grid: row.grid, row: row.row, column: column)
    let summary = project.summary(grid: row.grid, row: row.row, column: column)
    switch coverage {
    case .gap(.missing): return "⚠ *missing*"
    case .gap(.empty): return "⚠ *empty*"
    case .gap(.new):
      return "⚠ *not translated (new)*"
        + (summary.map { ": " + MarkdownText.inert($0, limit: valueLimit) } ?? "")
    case .covered, .notCounted: break
    }
    guard let summary else { return "*—*" }
    var text = MarkdownText.inert(summary, limit: valueLimit)
    if text.isEmpty { text = "*(empty)*" }
    if !isSource,
      let state = project.reviewState(grid: row.grid, row: row.row, column: column),
      state.needsReview
    {
      text = "⚠ *\(MarkdownText.inert(state.description))*: " + text
    }
    return text
  }

  /// The keys nearest to `key` in the tables named `table` (every table when `nil`): at most
  /// `nearLimit`, each a few edits away, nearest first.
  static func nearMatches(
    of key: String, in table: String?, lookup: LookupIndex, project: Project
  ) -> [String] {
    let folded = key.lowercased()
    let length = folded.count
    let allowed = max(2, length / 4)
    let tables = table.map { [$0] } ?? Array(lookup.gridsByName.keys)
    var found: [(distance: Int, key: String)] = []
    var seen = Set<String>()
    for name in tables {
      for candidate in lookup.foldedKeys(table: name) {
        // Cheap bounds first: the distance is at least the difference in length.
        let count = candidate.folded.utf8.count
        guard abs(count - folded.utf8.count) <= allowed * 4,
          abs(candidate.folded.count - length) <= allowed
        else { continue }
        let distance = EditDistance.between(folded, candidate.folded)
        guard distance <= allowed else { continue }
        let text = project.grids[candidate.grid].keys[candidate.row].text
        if seen.insert(text).inserted { found.append((distance, text)) }
      }
    }
    return found.sorted { ($0.distance, $0.key) < ($1.distance, $1.key) }.prefix(nearLimit).map(
      \.key)
  }
}
