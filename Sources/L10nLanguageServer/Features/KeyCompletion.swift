import L10nModel

/// `textDocument/completion`: inside a localizing position, the keys of the call's table that
/// match what is typed (prefix first, then substring; case folded), each with its source value
/// and coverage, replacing the literal's text; inside a table argument, the tables' names;
/// outside a literal, snippets of `String(localized:)` and `NSLocalizedString` calls.
package enum KeyCompletion {
  /// The most items listed (the list then says it is incomplete, so the client asks again as
  /// the user types).
  package static let limit = 200

  /// The completions at `position` of `document`.
  package static func complete(
    in document: TextDocument, at position: LSPPosition, encoding: PositionEncoding,
    snapshot: WorkspaceSnapshot
  ) -> LSPCompletionList {
    let kind = DocumentKind(document)
    guard kind == .swift || kind == .objectiveC else { return empty }
    guard
      let site = KeyAtPosition.find(
        in: document, at: position, encoding: encoding, snapshot: snapshot),
      let literal = site.literal
    else {
      return KeyAtPosition.isInStringLiteral(document, at: position, encoding: encoding)
        ? empty : snippets(objectiveC: kind == .objectiveC)
    }
    let offset = document.utf8Offset(of: position, encoding: encoding)
    // The literal's text typed so far, or all of it when it is closed.
    let end = literal.isClosed ? literal.contentRange.upperBound : offset
    let range = document.range(utf8: literal.contentRange.lowerBound..<end, encoding: encoding)
    switch site.role {
    case .key: return keys(site, replacing: range, path: document.path, snapshot: snapshot)
    case .tableName: return tables(site, replacing: range, snapshot: snapshot)
    }
  }

  private static let empty = LSPCompletionList(isIncomplete: false, items: [])

  /// The keys of the site's table matching what is typed.
  private static func keys(
    _ site: KeySite, replacing range: LSPRange, path: String?, snapshot: WorkspaceSnapshot
  ) -> LSPCompletionList {
    let project = snapshot.project
    let lookup = snapshot.lookup
    let grids = Set(lookup.grids(of: site, path: path, project: project))
    let names = site.table.map { [$0] } ?? lookup.gridsByName.keys.sorted()
    let typed = site.typed.lowercased()
    var prefixed: [LookupIndex.FoldedKey] = []
    var containing: [LookupIndex.FoldedKey] = []
    var seen = Set<String>()
    var matched = 0
    func take(_ candidate: LookupIndex.FoldedKey, into list: inout [LookupIndex.FoldedKey]) {
      guard grids.contains(candidate.grid) else { return }
      let key = project.grids[candidate.grid].keys[candidate.row].text
      guard seen.insert(key).inserted else { return }
      matched += 1
      if matched <= limit { list.append(candidate) }
    }
    for name in names {
      let keys = lookup.foldedKeys(table: name)
      // The keys starting with what is typed are together in the folded order.
      var low = 0
      var high = keys.count
      while low < high {
        let middle = (low + high) / 2
        if keys[middle].folded.utf8.lexicographicallyPrecedes(typed.utf8) {
          low = middle + 1
        } else {
          high = middle
        }
      }
      var index = low
      while index < keys.count, keys[index].folded.hasPrefix(typed) {
        take(keys[index], into: &prefixed)
        index += 1
      }
    }
    for name in names where !typed.isEmpty {
      let keys = lookup.foldedKeys(table: name)
      // Enough to fill the list past the prefixed ones (found again among these).
      let (found, more) = lookup.keys(table: name, containing: typed, limit: 2 * limit)
      for position in found where !keys[position].folded.hasPrefix(typed) {
        take(keys[position], into: &containing)
      }
      if more { matched += 1 }
    }
    let items = (prefixed + containing).enumerated().map { index, candidate in
      item(
        LookupIndex.Row(grid: candidate.grid, row: candidate.row), rank: index,
        replacing: range, pounds: site.literal?.pounds ?? 0, in: project, lookup: lookup)
    }
    return LSPCompletionList(isIncomplete: matched > items.count, items: items)
  }

  /// The item of a row's key.
  private static func item(
    _ row: LookupIndex.Row, rank: Int, replacing range: LSPRange, pounds: Int,
    in project: Project, lookup: LookupIndex
  ) -> LSPCompletionItem {
    let grid = project.grids[row.grid]
    let key = grid.keys[row.row].text
    let value = KeyRowSummary.sourceValue(row, in: project)
    let coverage = lookup.summary(of: row, in: project).description
    var documentation = [
      "**\(MarkdownText.inert(key, limit: 160))** · table `\(MarkdownText.inert(grid.table.path, limit: 120))`"
    ]
    if let value { documentation.append(MarkdownText.inert(value, limit: 300)) }
    documentation.append(coverage)
    return LSPCompletionItem(
      label: MarkdownText.plain(key, limit: 120), kind: .text,
      detail: value.map { MarkdownText.plain($0, limit: 60) + " · " + coverage } ?? coverage,
      documentation: .markdown(documentation.joined(separator: "\n\n")),
      sortText: String(rank + 100_000), filterText: key,
      textEdit: LSPTextEdit(range: range, newText: written(key, pounds: pounds)))
  }

  /// The tables' names matching what is typed in a table argument.
  private static func tables(
    _ site: KeySite, replacing range: LSPRange, snapshot: WorkspaceSnapshot
  ) -> LSPCompletionList {
    let typed = site.typed.lowercased()
    let names = snapshot.lookup.gridsByName.keys.sorted()
    let matching =
      names.filter { $0.lowercased().hasPrefix(typed) }
      + names.filter { !$0.lowercased().hasPrefix(typed) && $0.lowercased().contains(typed) }
    let items = matching.prefix(limit).enumerated().map { index, name in
      let count = snapshot.lookup.foldedKeys(table: name).count
      return LSPCompletionItem(
        label: MarkdownText.plain(name, limit: 120), kind: .module,
        detail: "table · \(count) key\(count == 1 ? "" : "s")", sortText: String(index + 100_000),
        filterText: name,
        textEdit: LSPTextEdit(
          range: range, newText: written(name, pounds: site.literal?.pounds ?? 0)))
    }
    return LSPCompletionList(isIncomplete: matching.count > items.count, items: items)
  }

  /// Snippets of localizing calls with a comment slot.
  private static func snippets(objectiveC: Bool) -> LSPCompletionList {
    let calls =
      objectiveC
      ? [("NSLocalizedString", "NSLocalizedString(@\"${1:key}\", @\"${2:comment}\")")]
      : [
        ("String(localized:)", "String(localized: \"${1:key}\", comment: \"${2:comment}\")"),
        ("NSLocalizedString", "NSLocalizedString(\"${1:key}\", comment: \"${2:comment}\")"),
      ]
    return LSPCompletionList(
      isIncomplete: false,
      items: calls.map { label, body in
        LSPCompletionItem(
          label: label, kind: .snippet, detail: "localized string with a comment",
          filterText: label, insertText: body, insertTextFormat: .snippet)
      })
  }

  /// `text` written inside a literal: escaped in a `"…"` one, as it is in a raw `#"…"#` one
  /// (where a backslash is a backslash) unless it would close or escape there.
  static func written(_ text: String, pounds: Int) -> String {
    let marks = String(repeating: "#", count: pounds)
    guard pounds > 0, !text.contains("\"" + marks), !text.contains("\\" + marks),
      !text.contains(where: \.isNewline)
    else { return SwiftStringLiteral.escaped(text) }
    return text
  }
}
