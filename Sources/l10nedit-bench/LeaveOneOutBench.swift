import Foundation
import L10nFormats
import L10nMemory
import L10nModel

/// The leave-one-out measurement of the translation memory on each project of `roots`.
///
/// Every translation whose source text is also another key's is hidden in turn (the memory
/// never suggests a cell's own translation, which is the same as hiding it), and the first
/// suggestion is compared with it. Prints per project how many were hidden, how often the
/// first suggestion was the hidden translation, how often another one came first, and how
/// often there was none (`l10nedit-bench --leave-one-out PATH…`).
func measureLeaveOneOut(_ roots: [String]) throws {
  print("project | hidden | first suggestion is it | another first | none")
  print("---|---:|---:|---:|---:")
  for root in roots {
    let project = try ProjectLoader.load(root)
    let memory = ProjectMemory(project: project)
    let units = (0..<memory.count).map(memory.unit)
    // The keys (table and key) each source text has.
    var keys: [String: Set<[String]>] = [:]
    for unit in units {
      keys[unit.source, default: []].insert([unit.context.table.path, unit.context.key.text])
    }
    var (hidden, hits, misses, none) = (0, 0, 0, 0)
    for unit in units {
      guard (keys[unit.source]?.count ?? 0) > 1 else { continue }
      hidden += 1
      let cell = CellID(table: unit.context.table, key: unit.context.key, language: unit.language)
      let query = MemoryQuery(
        source: unit.source, language: unit.language, cell: cell, form: unit.context.form,
        comment: unit.context.comment)
      guard let first = memory.suggestions(for: query, limit: 1).first else {
        none += 1
        continue
      }
      if first.translation == unit.translation { hits += 1 } else { misses += 1 }
    }
    func share(_ count: Int) -> String {
      hidden == 0 ? "–" : "\(count) (\(format(Double(count) * 100 / Double(hidden), digits: 1)) %)"
    }
    print(
      "\((root as NSString).lastPathComponent) | \(hidden) | \(share(hits)) | \(share(misses)) | "
        + share(none))
  }
}
