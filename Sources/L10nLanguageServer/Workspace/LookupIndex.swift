import Foundation
import L10nCheck
import L10nFormats
import L10nGrammar
import L10nModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What hover, completion, definition, references and inlay hints look up, indexed once per
/// snapshot (`WorkspaceSnapshot.lookup`) so that no request walks every cell: tables by name,
/// the scan's references by place and by key, generated accessors by name, and each table's
/// keys folded for completion.
package final class LookupIndex: @unchecked Sendable {
  /// A key of a table, folded for matching what is typed.
  package struct FoldedKey: Sendable {
    /// The key in lower case.
    package var folded: String
    /// The grid and row.
    package var grid: Int
    package var row: Int
  }

  /// A generated accessor's key and table.
  package struct Accessor: Hashable, Sendable {
    /// The key.
    package var key: String
    /// The table's name.
    package var table: String
  }

  /// The grids of each table name (`Localizable` may be several bundles' tables).
  package let gridsByName: [String: [Int]]
  /// The indexes into `usage.references` of each place (standardized path, literal's start).
  private let referencesByPlace: [CodeReference.Place: [Int]]
  /// The indexes into `usage.references` of each table name and key.
  private let referencesByKey: [TableKey: [Int]]
  /// The generated accessors (`L10n.Settings.title`), by the name code calls them by.
  package let accessors: [String: Accessor]
  /// The project's own localizing functions the scan found called with a key (`localizedString`
  /// of a wrapper around `NSLocalizedString`), with the table their calls look up (`nil` when
  /// they differ or cannot be read): the lexical reading of an unsaved line takes their first
  /// argument for a key.
  package let scannedRoutines: [String: String?]
  /// Each table name's keys, folded, sorted by folded key.
  private let foldedKeys: [String: [FoldedKey]]
  /// Each table name's folded keys in the same order as one C string, each ended by a line
  /// break, and where each starts: what a substring is searched in at once (`strstr`).
  private let foldedTexts: [String: (bytes: [UInt8], starts: [Int])]
  /// The index into `project.files` of each standardized path.
  private let fileByPath: [String: Int]
  /// The tables of Swift package targets' bundles.
  package let moduleBundles: ModuleBundles
  private let lock = NSLock()
  private var entryLines: [Int: [(line: Int, entry: Int)]] = [:]
  private var summaries: [Row: KeyRowSummary] = [:]

  private struct TableKey: Hashable {
    var table: String
    var key: String
  }

  /// Indexes `snapshot`.
  package init(_ snapshot: WorkspaceSnapshot) {
    let project = snapshot.project
    var byName: [String: [Int]] = [:]
    var folded: [String: [FoldedKey]] = [:]
    for (index, grid) in project.grids.enumerated() {
      let name = String(grid.table.name)
      byName[name, default: []].append(index)
      for (row, key) in grid.keys.enumerated() {
        folded[name, default: []].append(
          FoldedKey(folded: key.text.lowercased(), grid: index, row: row))
      }
    }
    gridsByName = byName
    foldedKeys = folded.mapValues {
      $0.sorted { $0.folded.utf8.lexicographicallyPrecedes($1.folded.utf8) }
    }
    foldedTexts = foldedKeys.mapValues { keys in
      var bytes: [UInt8] = []
      var starts: [Int] = []
      starts.reserveCapacity(keys.count)
      for key in keys {
        starts.append(bytes.count)
        bytes += key.folded.utf8
        bytes.append(0x0A)
      }
      bytes.append(0)
      return (bytes, starts)
    }
    var byPlace: [CodeReference.Place: [Int]] = [:]
    var byKey: [TableKey: [Int]] = [:]
    var accessors: [String: Accessor] = [:]
    var routines: [String: String?] = [:]
    let references = snapshot.usage?.usage.references ?? []
    for (index, reference) in references.enumerated() {
      let place = CodeReference.Place(
        path: Self.standardized(reference.path), location: reference.location)
      byPlace[place, default: []].append(index)
      if let table = reference.table {
        byKey[TableKey(table: table, key: reference.key.description), default: []].append(index)
      }
      // A generated accessor's use is recorded at its declaration, named by the accessor.
      if reference.routine.contains("."), let table = reference.table {
        accessors[reference.routine] = Accessor(key: reference.key.description, table: table)
      } else if reference.routine.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
        let table = routines[reference.routine] ?? reference.table
        routines[reference.routine] = table == reference.table ? table : .some(nil)
      }
    }
    for accessor in snapshot.usage?.usage.unreferencedAccessors ?? [] {
      accessors[accessor.name] = Accessor(key: accessor.key, table: accessor.table)
    }
    // Xcode's generated catalog symbols: `.cartTitle`, `LocalizedStringResource.Table.cartTitle`.
    for (key, stem, table) in project.catalogSymbolKeys {
      let name = CatalogSymbol.path(ofKey: key, table: stem)
      if accessors[name] == nil { accessors[name] = Accessor(key: key, table: table) }
    }
    scannedRoutines = routines
    referencesByPlace = byPlace
    referencesByKey = byKey
    self.accessors = accessors
    fileByPath = Dictionary(
      project.files.enumerated().map { (Self.standardized($1.path), $0) },
      uniquingKeysWith: { first, _ in first })
    moduleBundles = ModuleBundles(project)
  }

  /// A path as the index keeps it (standardized).
  package static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// The indexes into `usage.references` of the references whose literal starts at `place`.
  package func references(at place: CodeReference.Place) -> [Int] {
    referencesByPlace[
      CodeReference.Place(path: Self.standardized(place.path), location: place.location)] ?? []
  }

  /// The indexes into `usage.references` of the references of `key` in the table `table`.
  package func references(key: String, table: String) -> [Int] {
    referencesByKey[TableKey(table: table, key: key)] ?? []
  }

  /// The keys of the tables named `table`, folded and sorted (empty for an unknown table).
  package func foldedKeys(table: String) -> [FoldedKey] {
    foldedKeys[table] ?? []
  }

  /// The positions in `foldedKeys(table:)` of the keys containing `needle` (folded, not empty),
  /// in order; at most `limit` of them, and whether there were more.
  package func keys(table: String, containing needle: String, limit: Int) -> (
    found: [Int], more: Bool
  ) {
    guard let text = foldedTexts[table], !needle.isEmpty else { return ([], false) }
    var found: [Int] = []
    text.bytes.withUnsafeBufferPointer { haystack in
      needle.withCString { wanted in
        guard let base = haystack.baseAddress else { return }
        var offset = 0
        while offset < haystack.count - 1, found.count <= limit {
          let from = UnsafeRawPointer(base + offset).assumingMemoryBound(to: CChar.self)
          guard let hit = strstr(from, wanted) else { return }
          let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
          // The key holding the hit: the last starting at or before it.
          var low = 0
          var high = text.starts.count
          while low < high {
            let middle = (low + high) / 2
            if text.starts[middle] <= at { low = middle + 1 } else { high = middle }
          }
          found.append(low - 1)
          // On to the next key.
          offset = low < text.starts.count ? text.starts[low] : haystack.count
        }
      }
    }
    return (Array(found.prefix(limit)), found.count > limit)
  }

  /// The index into `project.files` of the file at `path`, if the project has it.
  package func file(at path: String) -> Int? {
    fileByPath[Self.standardized(path)]
  }

  /// How far the key of `row` is translated (counted once per row: completion lists the same
  /// rows again as the user types).
  func summary(of row: Row, in project: Project) -> KeyRowSummary {
    lock.lock()
    let known = summaries[row]
    lock.unlock()
    if let known { return known }
    let summary = KeyRowSummary(row, in: project)
    lock.lock()
    summaries[row] = summary
    lock.unlock()
    return summary
  }

  /// The entries of file `file` with the line each starts at, by line (built once per file).
  package func entryLines(file: Int, in project: Project) -> [(line: Int, entry: Int)] {
    lock.lock()
    defer { lock.unlock() }
    if let lines = entryLines[file] { return lines }
    let localization = project.files[file]
    // A catalog's key, not one of its localizations (no language has this code).
    let language = localization.holdsEveryLanguage ? LanguageID("") : localization.language
    var lines: [(line: Int, entry: Int)] = []
    if let document = localization.cellDocument {
      for entry in 0..<document.entryCount {
        if let location = document.location(entry: entry, language: language) {
          lines.append((location.line, entry))
        }
      }
    }
    lines.sort { ($0.line, $0.entry) < ($1.line, $1.entry) }
    entryLines[file] = lines
    return lines
  }
}

/// The index of a snapshot, built at its first use and kept while the snapshot lives.
package final class LookupCache: @unchecked Sendable {
  private let lock = NSLock()
  private var built: (generation: Int, index: LookupIndex)?

  /// An empty cache.
  package init() {}

  /// The index of `snapshot` (rebuilt when its generation changed).
  func index(of snapshot: WorkspaceSnapshot) -> LookupIndex {
    lock.lock()
    defer { lock.unlock() }
    if let built, built.generation == snapshot.generation { return built.index }
    let index = LookupIndex(snapshot)
    built = (snapshot.generation, index)
    return index
  }
}

extension WorkspaceSnapshot {
  /// The lookup index of this snapshot (built at the first request that needs it).
  package var lookup: LookupIndex { lookupCache.index(of: self) }
}
