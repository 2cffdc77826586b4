import Foundation
import L10nFormats
import L10nModel

// l10nedit-bench [PATH] — load and format benchmark on the synthetic project.
//
// Without PATH it generates ../shared/bench's synthetic project (20,000 keys × 40 languages)
// into a temporary folder. It measures, in one process: discovery + parallel parse + grid build
// (median of 5), the sorted render of every file (`format --check`'s work), the peak RSS after
// loading, and Foundation's PropertyListSerialization reading the same files one by one.

let arguments = CommandLine.arguments.dropFirst()
let root = arguments.first ?? generateWorkload(keys: 20_000, languages: 40)

let found = try ProjectScanner.scan(root)
let inputBytes = found.reduce(0) { total, file in
  total + ((try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0)
}
let megabytes = Double(inputBytes) / 1_000_000

var loadTimes: [Double] = []
var project: Project?
for _ in 0..<5 {
  project = nil
  let start = ContinuousClock.now
  project = try ProjectLoader.load(root)
  loadTimes.append(seconds(since: start))
}
let peakAfterLoad = peakResidentBytes()
guard let loaded = project else { fatalError("no project") }
let entries = loaded.files.reduce(0) { $0 + ($1.document?.entries.count ?? 0) }
let failures = loaded.files.filter { $0.error != nil }.count

let formatStart = ContinuousClock.now
var changed = 0
for file in loaded.files {
  guard let document = file.document else { continue }
  let output = StringsWriter.render(document, order: .sorted)
  if (try? FileSystem.read(file.path)) != output { changed += 1 }
}
let formatTime = seconds(since: formatStart)
project = nil

let foundationStart = ContinuousClock.now
var foundationEntries = 0
for file in found {
  let data = try Data(contentsOf: URL(fileURLWithPath: file.path))
  let object = try PropertyListSerialization.propertyList(from: data, format: nil)
  foundationEntries += (object as? NSDictionary)?.count ?? 0
}
let foundationTime = seconds(since: foundationStart)

let load = median(loadTimes)
print("workload        \(root): \(found.count) files, \(format(megabytes)) MB, \(entries) entries")
print(
  "                (\(failures) files failed to parse; Foundation read \(foundationEntries) keys)")
print(
  "load            \(format(load, digits: 3)) s median of 5 (min \(format(loadTimes.min() ?? 0, digits: 3)) s), "
    + "\(format(megabytes / load, digits: 0)) MB/s — discovery + parallel parse + grid build")
print(
  "Foundation      \(format(foundationTime, digits: 3)) s, \(format(megabytes / foundationTime, digits: 0)) MB/s "
    + "— PropertyListSerialization, file by file; l10nedit is \(format(foundationTime / load, digits: 1))× faster"
)
print(
  "format          \(format(formatTime, digits: 3)) s — sorted render of every file, \(changed) would change"
)
print(
  "peak RSS        \(format(Double(peakAfterLoad) / 1_000_000)) MB after loading = "
    + "\(format(Double(peakAfterLoad) / Double(inputBytes), digits: 2))× the input")

func seconds(since start: ContinuousClock.Instant) -> Double {
  let duration = ContinuousClock.now - start
  return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double {
  values.sorted()[values.count / 2]
}

func format(_ value: Double, digits: Int = 1) -> String {
  String(format: "%.\(digits)f", value)
}

func peakResidentBytes() -> Int {
  var usage = rusage()
  #if os(Linux)
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return usage.ru_maxrss * 1024
  #else
  getrusage(RUSAGE_SELF, &usage)
  return usage.ru_maxrss
  #endif
}

func generateWorkload(keys: Int, languages: Int) -> String {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("l10nedit-bench-\(keys)x\(languages)").path
  if FileManager.default.fileExists(atPath: folder + "/en.lproj/Localizable.strings") {
    return folder
  }
  let generator = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/bench/gen-synthetic.py").path
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", generator, String(keys), String(languages), folder]
  do {
    try process.run()
    process.waitUntilExit()
  } catch {
    fatalError("cannot run \(generator): \(error)")
  }
  guard process.terminationStatus == 0 else { fatalError("\(generator) failed") }
  return folder
}
