import Foundation
import L10nCLI
import L10nFormats
import L10nMemory
import L10nModel
import L10nUserMemory

/// The user memory at scale: a TMX of `units` units (source texts of the synthetic project's
/// words, one German translation each) written, then imported into a new SQLite memory as
/// `tm import` does (read, then added in one transaction), with its time and the peak RSS
/// (goal ≤ 30 s, ≤ 500 MB for 1,000,000 units); then suggestions for 500 texts from it (goal
/// ≤ 20 ms each). (`l10nedit-bench --user-memory [UNITS]`, 1,000,000 by default.)
func benchmarkUserMemory(units count: Int) throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "l10nedit-bench-memory-\(ProcessInfo.processInfo.processIdentifier)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let words =
    ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho "
    + "sigma tau upsilon phi chi psi omega été 日本語 Привет").split(separator: " ").map(String.init)
  var random = SystemRandomNumberGenerator()
  func text(_ number: Int) -> String {
    (0..<Int.random(in: 2...9, using: &random)).map { _ in
      words.randomElement(using: &random) ?? ""
    }.joined(separator: " ") + " \(number)"
  }
  let document = TMXDocument(
    sourceLanguage: "en",
    units: (0..<count).map { number in
      let source = text(number)
      return TMXUnit(
        id: "T › k\(number)",
        variants: [
          TMXVariant(language: "en", text: source),
          TMXVariant(language: "de", text: source.uppercased()),
        ])
    })
  let tmx = folder.appendingPathComponent("memory.tmx").path
  _ = try FileSystem.writeSafely(TMXWriter.render(document), to: tmx)
  let size = (try? FileManager.default.attributesOfItem(atPath: tmx)[.size] as? Int) ?? 0
  let sources = document.units.prefix(500).map { $0.variants[0].text }
  print("user memory     a TMX of \(count) units, \(format(Double(size) / 1_000_000)) MB")
  // As a process of this benchmark (`--tm-import`), so that its peak memory is its own.
  guard
    let run = ProcessRun.run(
      CommandLine.arguments[0],
      [
        "--tm-import", tmx, folder.appendingPathComponent("memory.sqlite").path,
        folder.appendingPathComponent("peak").path,
      ])
  else {
    print("  tm import     could not start \(CommandLine.arguments[0])")
    return
  }
  let peak =
    (try? String(contentsOfFile: folder.appendingPathComponent("peak").path, encoding: .utf8))
    .flatMap { Int($0) } ?? run.peakBytes
  print(
    "  tm import     \(format(run.wall, digits: 1)) s (goal ≤ 30 s), "
      + "CPU \(format(run.cpu, digits: 1)) s, exit \(run.status); "
      + "peak RSS \(format(Double(peak) / 1_000_000)) MB (goal ≤ 500 MB)")
  try benchmarkUserMemorySuggestions(
    memory: folder.appendingPathComponent("memory.sqlite").path, sources: sources)
}

/// Suggestions from the user memory at `memory` for `sources`.
///
/// Half of them changed a little (fuzzy matches): the median, 95th percentile and most, wall
/// and CPU time (goal ≤ 20 ms). Alone, on a memory already made: `l10nedit-bench --tm-suggest
/// MEMORY FILE.tmx` (its first 500 source texts).
func benchmarkUserMemorySuggestions(memory path: String, sources: [String]) throws {
  let memory = try UserMemory(path: path)
  var times: [Double] = []
  var cpuTimes: [Double] = []
  var found = 0
  for (index, source) in sources.enumerated() {
    // Half the queries changed a little: fuzzy matches.
    let query = index % 2 == 0 ? source : source.replacingOccurrences(of: " ", with: "  ")
    let start = ContinuousClock.now
    let cpu = processCPUSeconds()
    let got = try memory.suggestions(for: MemoryQuery(source: query, language: LanguageID("de")))
    found += got.count
    times.append(seconds(since: start))
    cpuTimes.append(processCPUSeconds() - cpu)
  }
  let sorted = times.sorted()
  print(
    "  suggestions   \(times.count) texts: median \(format(median(times) * 1000, digits: 2)) ms, "
      + "p95 \(format(sorted[sorted.count * 95 / 100] * 1000, digits: 2)) ms, "
      + "max \(format((sorted.last ?? 0) * 1000, digits: 2)) ms (goal ≤ 20 ms); \(found) found")
  let cpuSorted = cpuTimes.sorted()
  print(
    "                CPU: median \(format(median(cpuTimes) * 1000, digits: 2)) ms, "
      + "p95 \(format(cpuSorted[cpuSorted.count * 95 / 100] * 1000, digits: 2)) ms")
}

/// The first `count` source texts of the TMX file at `path`.
func tmxSources(_ path: String, count: Int = 500) throws -> [String] {
  struct Enough: Error {}
  var sources: [String] = []
  do {
    _ = try TMXReader.read(try FileSystem.read(path), path: path) { language, unit in
      if let text = unit.text(in: language) { sources.append(text) }
      if sources.count == count { throw Enough() }
    }
  } catch is Enough {}
  return sources
}
