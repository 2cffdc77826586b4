import L10nFormats
import L10nModel

/// Everything of a project an edit may change, for comparing before and after: the bytes each
/// file would be written as (keep-order, so nothing is reordered), the languages, and every
/// table's keys and cells.
package struct ProjectSnapshot: Equatable, Sendable, CustomStringConvertible {
  /// One file: its path relative to the project root and its bytes (`nil` when it failed to
  /// parse, so that nothing renders it).
  package struct File: Equatable, Sendable {
    package var relativePath: String
    package var bytes: [UInt8]?
    package var isNew: Bool
  }

  /// The files, in the project's order.
  package var files: [File]
  /// The language columns.
  package var languages: [LanguageID]
  /// Per table, its keys.
  package var keys: [TableID: [LocalizationKey]]
  /// Per cell, what it holds and whether it is a gap.
  package var cells: [CellID: String]

  /// Takes a snapshot of `project`.
  package init(_ project: Project) {
    files = project.files.map { file in
      File(relativePath: file.relativePath, bytes: Self.render(file), isNew: file.isNew)
    }
    languages = project.languages
    keys = Dictionary(uniqueKeysWithValues: project.grids.map { ($0.table, $0.keys) })
    var cells: [CellID: String] = [:]
    for (grid, table) in project.grids.enumerated() {
      for row in table.keys.indices {
        for column in project.languages.indices {
          let cell = project.cellID(grid: grid, row: row, column: column)
          cells[cell] =
            "\(project.content(grid: grid, row: row, column: column)) "
            + "\(project.coverage(grid: grid, row: row, column: column))"
        }
      }
    }
    self.cells = cells
  }

  /// The file's bytes as the writers render them in keep-order mode; `nil` when it failed to
  /// parse.
  package static func render(_ file: LocalizationFile) -> [UInt8]? {
    if let catalog = file.catalog { return XCStringsWriter.render(catalog, order: .keepOrder) }
    if let plurals = file.stringsdict {
      return StringsdictWriter.render(plurals, order: .keepOrder)
    }
    if let document = file.document { return StringsWriter.render(document, order: .keepOrder) }
    return nil
  }

  /// The rendered text of the file at `relativePath`, if the project has it.
  package func text(_ relativePath: String) -> String? {
    files.first { $0.relativePath == relativePath }?.bytes.map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// The relative paths of the files whose bytes differ from `other`'s (files only one of the
  /// two has included).
  package func changedFiles(since other: ProjectSnapshot) -> [String] {
    let mine = Dictionary(files.map { ($0.relativePath, $0.bytes) }) { first, _ in first }
    let theirs = Dictionary(other.files.map { ($0.relativePath, $0.bytes) }) { first, _ in first }
    return Set(mine.keys).union(theirs.keys).filter { mine[$0] != theirs[$0] }.sorted()
  }

  /// What differs from `other`, one line per difference (empty when the two are equal): files
  /// added, removed or with other bytes, languages, keys per table, and the first cells that
  /// differ.
  package func differences(from other: ProjectSnapshot) -> [String] {
    var lines: [String] = []
    let mine = files.map(\.relativePath)
    let theirs = other.files.map(\.relativePath)
    if mine != theirs { lines.append("files \(theirs) → \(mine)") }
    lines += changedFiles(since: other).map { "bytes of \($0)" }
    lines += zip(files, other.files).filter {
      $0.relativePath == $1.relativePath && $0.isNew != $1.isNew
    }
    .map { "isNew of \($0.0.relativePath): \($0.1.isNew) → \($0.0.isNew)" }
    if languages != other.languages {
      lines.append("languages \(other.languages.map(\.code)) → \(languages.map(\.code))")
    }
    for table in Set(keys.keys).union(other.keys.keys).sorted()
    where keys[table] != other.keys[table] {
      lines.append(
        "keys of \(table): \(other.keys[table]?.map(\.text) ?? []) → \(keys[table]?.map(\.text) ?? [])"
      )
    }
    let cellDifferences = Set(cells.keys).union(other.cells.keys)
      .filter { cells[$0] != other.cells[$0] }
      .map { "\($0): \(other.cells[$0] ?? "none") → \(cells[$0] ?? "none")" }
      .sorted()
    lines += cellDifferences.prefix(5)
    if cellDifferences.count > 5 { lines.append("… \(cellDifferences.count - 5) more cells") }
    return lines
  }

  /// A short account: file count, languages, tables with their key counts.
  package var description: String {
    let tables = keys.keys.sorted().map { "\($0): \(keys[$0]?.count ?? 0) keys" }
    return
      "\(files.count) files; languages \(languages.map(\.code)); \(tables.joined(separator: ", "))"
  }
}

extension Project {
  /// The project as loading its files afresh would build it (same files, source language and
  /// columns): what the grids an edit keeps up to date must equal.
  package var rebuilt: Project {
    var project = Project(
      root: root, files: files, sourceLanguage: sourceLanguage,
      shownLanguages: Array(languages.dropFirst()))
    project.catalogKeyOrder = catalogKeyOrder
    return project
  }
}
