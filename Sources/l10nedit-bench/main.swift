import CBenchSupport
import Foundation
import L10nCLI
import L10nCheck
import L10nFormats
import L10nModel
import L10nTUI

// l10nedit-bench [PATH] — load and format benchmark on the synthetic project.
// l10nedit-bench --catalog — only the catalog cell edits; --entries [PATH] — only adding,
// renaming and deleting keys and saving after one edit; --long-value [CHARACTERS] — only the
// editor with one very long value (default 1,000,000 characters) selected and edited;
// --search [PATH] — only the editor's incremental search; --suggest [PATH] — only the
// translation memory (SuggestBench.swift); --leave-one-out PATH… — its leave-one-out
// measurement (LeaveOneOutBench.swift); --user-memory [UNITS] — tm import of a TMX of UNITS
// units and suggestions from the SQLite user memory (UserMemoryBench.swift); --editor [PATH] — only the editor;
// --many-files — only the first frame of a project of 2,016 small files in 56 languages;
// --pathological [--size-mb N] [--case NAME,…] [--runs R] — hostile inputs at N/16, N/4 and N MB
// (PathologicalBench.swift).
// --commands [PATH] / --scale — loading and each subcommand in-process and as a process, in a
// table with the goals (see CommandBench.swift).
// --language-server [PATH] [--binary B] — `l10nedit lsp` as a process spoken to over stdio: ready
// after initialize, hover and completion p95, diagnostics after a didChange, peak RSS
// (LanguageServerBench.swift).
// --history WORKTREE [--runs N] — the outdated-translation rule's reading of a clone's git
// history, cold and with the cache (HistoryBench.swift).
//
// Without PATH it generates the synthetic project (20,000 keys × 40 languages) into a temporary
// folder with gen-synthetic.py from the maintainers' shared/bench folder beside the checkout,
// and says so when that folder is missing (see Documentation/Development/Performance.md). It measures, in one process: discovery + parallel parse + grid build
// (median of 5), the sorted render of every file (`format --check`'s work), the peak RSS after
// loading, Foundation's PropertyListSerialization reading the same files one by one, and the
// editor headless: the first frame, and keystrokes through the reducer and the renderer; then
// one cell of a String Catalog edited, and the editor with a 1 MB value (and 100,000 CJK
// characters) selected and edited.

let arguments = CommandLine.arguments.dropFirst()
let usage = """
  usage: l10nedit-bench [PATH]                   load, format and the editor (20,000 × 40 without PATH)
         l10nedit-bench --commands [PATH] [--binary B] [--runs N]
                                                 loading and each subcommand, in-process and as a process
         l10nedit-bench --scale [PATH]           the same on 100,000 keys × 40 languages
         l10nedit-bench --language-server [PATH] [--binary B]
                                                 l10nedit lsp over stdio: ready, hover, completion, diagnostics, memory
         l10nedit-bench --history WORKTREE [--runs N]
                                                 outdated-translation's git history, cold and cached
         l10nedit-bench --editor [PATH]          only the editor
         l10nedit-bench --search [PATH]          only the editor's incremental search
         l10nedit-bench --suggest [PATH]         only the translation memory: build and suggestions
         l10nedit-bench --leave-one-out PATH…    the memory's first suggestion for each hidden translation
         l10nedit-bench --user-memory [UNITS]    tm import of a TMX of UNITS (1,000,000) units, then suggestions
         l10nedit-bench --many-files             only the first frame of 2,016 files in 56 languages
         l10nedit-bench --entries [PATH]         only adding, renaming and deleting keys, and a save
         l10nedit-bench --catalog                only String Catalog cell edits
         l10nedit-bench --review-marking [PATH]  only marking on a source edit, and reading a review file
         l10nedit-bench --long-value [CHARACTERS]
                                                 only the editor with one very long value
         l10nedit-bench --pathological [--size-mb N] [--case NAME,…] [--timeout S] [--runs R]
                                                 hostile inputs at N/16, N/4 and N MB, each command a process
  """
if arguments.first == "--help" || arguments.first == "-h" {
  print(usage)
  exit(0)
}
// A folder that is not there is a usage error, not a crash.
let modesWithPath = [
  "--commands", "--scale", "--language-server", "--editor", "--search", "--entries", "--suggest",
  "--review-marking",
]
let path =
  modesWithPath.contains(arguments.first ?? "") ? arguments.dropFirst().first : arguments.first
if let path, !path.hasPrefix("-"), !FileManager.default.fileExists(atPath: path) {
  FileHandle.standardError.write(Data("error: \(path): no such folder\n\n\(usage)\n".utf8))
  exit(2)
}
if arguments.first == "--pathological" {
  try benchmarkPathological(Array(arguments.dropFirst()))
  exit(0)
}
if arguments.first == "--pathological-write" {
  try writePathological(Array(arguments.dropFirst()))
  exit(0)
}
if arguments.first == "--pathological-parse", let path = arguments.dropFirst().first {
  try parseHeadless(path)
}
if arguments.first == "--pathological-editor", let path = arguments.dropFirst().first {
  try openEditorHeadless(path)
  exit(0)
}
if arguments.first == "--commands" || arguments.first == "--scale" {
  try CommandBench.main(Array(arguments))
  exit(0)
}
if arguments.first == "--language-server" {
  try LanguageServerBench.main(Array(arguments.dropFirst()))
  exit(0)
}
if arguments.first == "--history" {
  try HistoryBench.main(Array(arguments))
  exit(0)
}
if arguments.first == "--many-files" {
  try benchmarkManyFiles()
  exit(0)
}
if arguments.first == "--catalog" {
  try benchmarkCatalogEdits()
  exit(0)
}
if arguments.first == "--review-marking" {
  try benchmarkReviewMarking(
    root: arguments.dropFirst().first ?? generateWorkload(keys: 20_000, languages: 40))
  exit(0)
}
if arguments.first == "--long-value" {
  try benchmarkLongValues(characters: arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000)
  exit(0)
}
if arguments.first == "--entries" {
  try benchmarkEntryOperations(
    root: arguments.dropFirst().first ?? generateWorkload(keys: 20_000, languages: 40))
  exit(0)
}
if arguments.first == "--tm-import", let tmx = arguments.dropFirst().first,
  let memory = arguments.dropFirst(2).first
{
  // `tm import` alone, in-process, output thrown away: what --user-memory times as a process.
  let status = L10nEditCommand.run(["tm", "import", tmx, "--memory", memory])
  // Its own peak, for --user-memory: `wait4`'s would count the benchmark's, whose memory the
  // spawned process shares until it starts this one.
  if let report = arguments.dropFirst(3).first {
    try? Data("\(ownPeakResidentBytes())".utf8).write(to: URL(fileURLWithPath: report))
  }
  exit(status)
}
if arguments.first == "--tm-suggest", let memory = arguments.dropFirst().first,
  let tmx = arguments.dropFirst(2).first
{
  try benchmarkUserMemorySuggestions(memory: memory, sources: tmxSources(tmx))
  exit(0)
}
if arguments.first == "--user-memory" {
  try benchmarkUserMemory(units: arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000)
  exit(0)
}
if arguments.first == "--leave-one-out" {
  try measureLeaveOneOut(Array(arguments.dropFirst()))
  exit(0)
}
if arguments.first == "--suggest" {
  try benchmarkSuggestions(
    root: arguments.dropFirst().first ?? generateWorkload(keys: 20_000, languages: 40))
  exit(0)
}
if arguments.first == "--search" {
  let path = arguments.dropFirst().first ?? generateWorkload(keys: 20_000, languages: 40)
  var state = EditorState(
    project: try ProjectLoader.load(path), title: path, width: 120, height: 40)
  _ = state.reduce(.checked(state.analysis.linter.run(state.project)))
  print(
    "peak RSS        \(format(Double(peakResidentBytes()) / 1_000_000)) MB after loading and checking"
  )
  benchmarkSearch(&state)
  exit(0)
}
let editorOnly = arguments.first == "--editor"
let root =
  (editorOnly ? arguments.dropFirst().first : arguments.first)
  ?? generateWorkload(keys: 20_000, languages: 40)

if !editorOnly {
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
  print(
    "workload        \(root): \(found.count) files, \(format(megabytes)) MB, \(entries) entries")
  print(
    "                (\(failures) files failed to parse; Foundation read \(foundationEntries) keys)"
  )
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
}

// The editor, headless at 120×40: first frame after launch (load + state + render; the checks
// run in the background in the app), then keystrokes, each reduced and rendered.
let frame = try measureFirstFrame(root)
var editor = EditorState(
  project: try ProjectLoader.load(root), title: root, width: 120, height: 40)
_ = editor.reduce(.checked(editor.analysis.linter.run(editor.project)))
print(
  "editor          first frame \(format(frame.total, digits: 3)) s (load \(format(frame.load, digits: 3)), "
    + "state \(format(frame.state, digits: 3)), start \(format(frame.start, digits: 3)), "
    + "render \(format(frame.render, digits: 3)))"
)
try benchmarkManyFiles()

@MainActor
func keystrokeMedian(_ name: String, _ events: [KeyEvent], repeat count: Int = 200) {
  var times: [Double] = []
  for index in 0..<count {
    let event = events[index % events.count]
    let start = ContinuousClock.now
    _ = editor.reduce(.event(event))
    _ = Renderer.render(editor)
    times.append(seconds(since: start))
  }
  let sorted = times.sorted()
  print(
    "  \(name.padding(toLength: 16, withPad: " ", startingAt: 0))median \(format(median(times) * 1000, digits: 3)) ms, "
      + "p95 \(format(sorted[sorted.count * 95 / 100] * 1000, digits: 3)) ms")
}
keystrokeMedian("move (j/k)", [.character("j"), .character("j"), .character("k")])
keystrokeMedian("page (PgDn/Up)", [.key(.pageDown), .key(.pageDown), .key(.pageUp)])
keystrokeMedian("next gap (Tab)", [.key(.tab)])
keystrokeMedian("next finding ]", [.character("]")])
keystrokeMedian("filter (f)", [.character("f")], repeat: 60)
keystrokeMedian(
  "palette",
  [.character(":")] + "acc.tab".map { KeyEvent.character($0) } + [.key(.backspace), .key(.escape)],
  repeat: 100)
keystrokeMedian("translate (L)", [.character("l"), .character("L"), .character("L")], repeat: 60)
_ = editor.reduce(.event(.key(.enter)))
keystrokeMedian("typed character", [.character("x"), .character("ü"), .character("日")])
let effects = editor.reduce(.event(.key(.enter))) + editor.reduce(.event(.character("s")))
benchmarkReview(editor, "after one edit")
benchmarkReview(editor, "after one edit, file sorted on disk", sortedOnDisk: true)
let addStart = ContinuousClock.now
for event in [KeyEvent.character("a")] + "bench.new.key".map(KeyEvent.character) + [.key(.enter)]
  + "Hello".map(KeyEvent.character) + [.key(.enter)]
{
  _ = editor.reduce(.event(event))
}
_ = Renderer.render(editor)
print("  add a key to 40 files: \(format(seconds(since: addStart) * 1000, digits: 1)) ms")
benchmarkReview(editor, "after adding a key")
benchmarkReview(editor, "after adding a key, files sorted on disk", sortedOnDisk: true)
let saved = effects.compactMap { effect -> Int? in
  if case .save(let files) = effect { return files.count }
  return nil
}
print("  save after one edit writes \(saved.first ?? 0) file(s)")

// Undo memory: 200 value edits through the editor (each one undoable), heap in use before and
// after. Undo keeps change sets (what changed), never copies of the project.
_ = editor.reduce(.event(.key(.home)))
_ = editor.reduce(.event(.character("g")))
let heapBefore = heapInUseBytes()
for index in 0..<200 {
  for event in [KeyEvent.character("j"), .character(index % 2 == 0 ? "l" : "h"), .key(.enter)]
    + "edit \(index)".map(KeyEvent.character) + [.key(.enter)]
  {
    _ = editor.reduce(.event(event))
  }
}
let heapAfter = heapInUseBytes()
print(
  "  200 undoable edits: heap \(heapAfter >= heapBefore ? "+" : "")\(format(Double(heapAfter - heapBefore) / 1_000, digits: 0)) KB"
    + " (\(editor.editedCells.count) cells edited; \(heapBefore / 1_000_000) MB in use before)")
let undoStart = ContinuousClock.now
for _ in 0..<200 { _ = editor.reduce(.event(.character("u"))) }
print("  then 200 undos: \(format(seconds(since: undoStart) * 1000, digits: 1)) ms in all")
benchmarkSearch(&editor)

if !editorOnly {
  try benchmarkCatalogEdits()
  try benchmarkReviewMarking(root: root)
  try benchmarkLongValues(characters: 1_000_000)
}

/// A String Catalog of 5,000 keys × 10 languages: one cell edit through the cell layer.
/// (`l10nedit-bench --catalog` runs only this.)
func benchmarkCatalogEdits() throws {
  let catalogRoot = generateCatalog(keys: 5_000, languages: 10)
  var catalogProject = try ProjectLoader.load(catalogRoot)
  let catalogLanguages = catalogProject.languages
  let catalogKeys = catalogProject.grids[0].keys
  var editTimes: [Double] = []
  for index in 0..<2_000 {
    let cell = CellID(
      table: catalogProject.grids[0].table, key: catalogKeys[(index * 7_919) % catalogKeys.count],
      language: catalogLanguages[1 + index % (catalogLanguages.count - 1)])
    let start = ContinuousClock.now
    _ = try catalogProject.apply([.setText(cell, "Wert \(index)")])
    editTimes.append(seconds(since: start))
  }
  print(
    "catalog edit    median \(format(median(editTimes) * 1_000_000, digits: 1)) µs, "
      + "p95 \(format(editTimes.sorted()[editTimes.count * 95 / 100] * 1_000_000, digits: 1)) µs "
      + "— one cell of a 5,000-key × 10-language catalog, CellEdit through Project.apply")
}

func seconds(since start: ContinuousClock.Instant) -> Double {
  seconds(start, ContinuousClock.now)
}

/// The seconds from `start` to `end`.
func seconds(_ start: ContinuousClock.Instant, _ end: ContinuousClock.Instant) -> Double {
  let duration = end - start
  return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// CPU time this process has used, in seconds (all threads): what a query costs on a machine
/// shared with other work, where its wall time also counts waiting for a core.
func processCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
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

/// This process's own peak resident set size in bytes (`VmHWM`: its address space's, not
/// counting what a parent it was spawned from had), or `peakResidentBytes()` where there is no
/// `/proc`.
func ownPeakResidentBytes() -> Int {
  let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
  let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
  let kilobytes = line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
  return kilobytes.map { $0 * 1024 } ?? peakResidentBytes()
}

/// Bytes on the heap in use now (0 where the C library cannot tell).
func heapInUseBytes() -> Int {
  Int(l10nedit_heap_in_use())
}

/// Writes a String Catalog of `keys` keys in `languages` languages (every fifth translation
/// missing, some in state `new`) into a temporary folder, once.
func generateCatalog(keys: Int, languages: Int) -> String {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("l10nedit-bench-catalog-\(keys)x\(languages)").path
  let path = folder + "/Localizable.xcstrings"
  if FileManager.default.fileExists(atPath: path) { return folder }
  let codes = ["en", "ar", "de", "es", "fr", "ja", "ko", "pl", "ru", "zh-Hans"].prefix(languages)
  var strings: [String] = []
  for key in 0..<keys {
    var localizations: [String] = []
    for (index, code) in codes.enumerated() where index == 0 || (key + index) % 5 != 0 {
      let state = (key + index) % 11 == 0 ? "new" : "translated"
      localizations.append(
        "        \"\(code)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"\(state)\",\n"
          + "            \"value\" : \"\(code) text \(key)\"\n          }\n        }")
    }
    strings.append(
      "    \"key.\(key)\" : {\n      \"localizations\" : {\n"
        + localizations.joined(separator: ",\n") + "\n      }\n    }")
  }
  let text =
    "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + strings.joined(separator: ",\n")
    + "\n  },\n  \"version\" : \"1.0\"\n}"
  do {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  } catch {
    fatalError("cannot write \(path): \(error)")
  }
  return folder
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
  guard FileManager.default.fileExists(atPath: generator) else {
    FileHandle.standardError.write(
      Data(
        """
        l10nedit-bench: the synthetic workload is made by \(generator), from the maintainers' \
        shared/bench folder beside the checkout, which this checkout lacks. Pass a project \
        folder to measure it instead (l10nedit-bench PATH, --commands PATH, --editor PATH); \
        see Documentation/Development/Performance.md.

        """.utf8))
    exit(2)
  }
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
