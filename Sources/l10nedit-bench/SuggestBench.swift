import Foundation
import L10nFormats
import L10nMemory
import L10nModel

/// The translation memory on the project at `root`: building it (median of 3), then the
/// suggestions for 500 cells spread over the project (every translation language, each cell's
/// queries as the editor makes them), with the median, 95th percentile and maximum per cell
/// (goal ≤ 20 ms), and the peak RSS after. (`l10nedit-bench --suggest [PATH]`.)
func benchmarkSuggestions(root: String) throws {
  let project = try ProjectLoader.load(root)
  var builds: [Double] = []
  var memory = ProjectMemory(sourceLanguage: project.sourceLanguage)
  for _ in 0..<3 {
    let start = ContinuousClock.now
    memory = ProjectMemory(project: project)
    builds.append(seconds(since: start))
  }
  print(
    "memory build    median \(format(median(builds) * 1000, digits: 0)) ms: "
      + "\(memory.count) units, \(memory.sourceCount) source texts")
  var cells: [CellID] = []
  for grid in project.grids.indices {
    let keys = project.grids[grid].keys
    let columns = Array(project.languages.indices.dropFirst())
    guard !keys.isEmpty, !columns.isEmpty else { continue }
    for sample in 0..<500 {
      let row = (sample * 7919) % keys.count
      let column = columns[sample % columns.count]
      cells.append(project.cellID(grid: grid, row: row, column: column))
    }
  }
  var times: [Double] = []
  var found = 0
  for cell in cells.prefix(500) {
    let start = ContinuousClock.now
    for query in MemoryQuery.queries(for: cell, in: project) {
      found += memory.suggestions(for: query).count
    }
    times.append(seconds(since: start))
  }
  let sorted = times.sorted()
  let p95 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 95 / 100)]
  print(
    "suggestions     \(times.count) cells: median \(format(median(times) * 1000, digits: 2)) ms, "
      + "p95 \(format(p95 * 1000, digits: 2)) ms, max \(format((sorted.last ?? 0) * 1000, digits: 2)) ms "
      + "(goal ≤ 20 ms); \(found) suggestions; peak RSS "
      + "\(format(Double(peakResidentBytes()) / 1_000_000)) MB")
}
