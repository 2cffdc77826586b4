import Foundation
import L10nCLI
import L10nFormats
import L10nModel

/// `l10nedit-bench --commands [PATH]` and `--scale`: loading and the subcommands `stats`,
/// `lint`, `export`, `format --check`, `xliff import` (of one language's 20,000 units, a
/// tenth of the targets changed, into the 40-language project; its file put back before each
/// run), `migrate` and `compile` (see `CatalogWorkload`), each in-process (through `L10nEditCommand.run`, the
/// output thrown away) and as a whole process (the built `l10nedit`, with its peak memory),
/// medians of several runs, in a table beside the goals of issue 17 (of issue 35 for `merge`,
/// see `MergeWorkload`, and of issue 36 for `migrate` and `compile`) and Foundation's
/// `PropertyListSerialization` reading the same files.
///
/// Options: `--runs N` (default 3), `--binary PATH` (the `l10nedit` timed as a process;
/// default: the one built next to the benchmark). `--scale` uses the 100,000-key ×
/// 40-language project instead of 20,000 × 40.
enum CommandBench {
  /// A step of the table and its goal.
  struct Step {
    var name: String
    var arguments: [String]
    /// The most seconds the whole process may take, if there is a goal.
    var seconds: Double?
    /// The project it runs on, when not the workload.
    var root: String?
    /// Whether the project's path is the last argument.
    var appendsRoot = true
    /// What puts the project back before each run, for a step that writes.
    var reset: (() -> Void)?

    /// The arguments with the project's path, `root` unless the step has its own.
    func commandLine(root: String) -> [String] {
      appendsRoot ? arguments + [self.root ?? root] : arguments
    }
  }

  /// The most peak memory a command may take, as a multiple of the input's size.
  static let memoryGoal = 2.5

  static func main(_ arguments: [String]) throws {
    let scale = arguments.first == "--scale"
    var rest = arguments.dropFirst()
    var runs = 3
    var binary = Bundle.main.executableURL?.deletingLastPathComponent()
      .appendingPathComponent("l10nedit").path
    var root: String?
    while let argument = rest.popFirst() {
      switch argument {
      case "--runs": runs = rest.popFirst().flatMap { Int($0) } ?? runs
      case "--binary": binary = rest.popFirst()
      default: root = argument
      }
    }
    let executable = binary.flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }
    let keys = scale ? 100_000 : 20_000
    let path = root ?? generateWorkload(keys: keys, languages: 40)
    let steps =
      scale
      ? [
        Step(name: "stats", arguments: ["stats"]),
        Step(name: "lint", arguments: ["lint"], seconds: 5),
        Step(name: "export", arguments: ["export"]),
        Step(name: "format --check", arguments: ["format", "--check"]),
      ]
      : [
        Step(name: "stats", arguments: ["stats"], seconds: 0.25),
        Step(name: "lint", arguments: ["lint"], seconds: 1),
        Step(name: "export", arguments: ["export"], seconds: 0.5),
        Step(name: "format --check", arguments: ["format", "--check"], seconds: 0.4),
        try sourceScanStep(),
        try xliffImportStep(root: path),
      ] + (try MergeWorkload.steps(root: path))
        + (try CatalogWorkload.steps(root: path, executable: executable))
    try measure(
      root: path, steps: steps, loadGoal: scale ? 1 : nil, runs: max(1, runs),
      executable: executable)
  }

  /// `lint --sources` on a synthetic app of 2,000 source files and its one table: the scan of
  /// the code (Swift through `l10nedit-swift-scan`) is nearly all of it.
  static func sourceScanStep() throws -> Step {
    let folder = try SourceWorkload.generate(files: 2_000)
    return Step(
      name: "lint --sources (2,000 files)", arguments: ["lint", "--sources", folder + "/App"],
      seconds: 3, root: folder + "/Resources")
  }

  static func measure(
    root: String, steps: [Step], loadGoal: Double?, runs: Int, executable: String?
  ) throws {
    let found = try ProjectScanner.scan(root)
    let inputBytes = found.reduce(0) { total, file in
      total + ((try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0)
    }
    // Processes first: a child's peak memory counts the parent's at spawn (Linux keeps the
    // high-water mark across exec), and the benchmark is small only before it loads anything.
    let processes = steps.map { step in
      executable.map { executable in
        (0..<runs).compactMap { _ in
          step.reset?()
          return ProcessRun.run(executable, step.commandLine(root: root))
        }
      }
    }
    var loadTimes: [Double] = []
    var entries = 0
    for _ in 0..<runs {
      let start = ContinuousClock.now
      let project = try ProjectLoader.load(root)
      loadTimes.append(seconds(since: start))
      entries = project.files.reduce(0) { $0 + ($1.document?.entries.count ?? 0) }
    }
    let loadPeak = peakResidentBytes()
    let foundation = try foundationSeconds(found.map(\.path))
    print(
      "workload  \(root): \(found.count) files, \(format(Double(inputBytes) / 1_000_000)) MB, "
        + "\(entries) entries; medians of \(runs) runs")
    print(
      "Foundation PropertyListSerialization reads the files one by one in "
        + "\(format(foundation, digits: 2)) s")
    if executable == nil {
      print("(no l10nedit next to the benchmark: build it, or pass --binary, for process times)")
    }
    var table = [
      [
        "step", "in-process", "process", "its CPU", "peak", "× input", "goal", "met",
        "vs Foundation",
      ]
    ]
    let load = median(loadTimes)
    table.append(
      [
        "load", timeText(load), "—", "—", megabytes(loadPeak),
        format(Double(loadPeak) / Double(inputBytes), digits: 2) + "×",
        loadGoal.map { "≤ \(timeText($0))" } ?? "—",
        loadGoal.map { load <= $0 ? "yes" : "NO" } ?? "—",
        format(foundation / load, digits: 1) + "× faster",
      ])
    for (step, processes) in zip(steps, processes) {
      var inProcess: [Double] = []
      for _ in 0..<runs {
        step.reset?()
        let start = ContinuousClock.now
        silenced { _ = L10nEditCommand.run(step.commandLine(root: root)) }
        inProcess.append(seconds(since: start))
      }
      // The project as it was, for the steps and benchmarks after.
      step.reset?()
      let wall = processes.flatMap { $0.isEmpty ? nil : median($0.map(\.wall)) }
      let cpu = processes.flatMap { $0.isEmpty ? nil : median($0.map(\.cpu)) }
      let peak = processes?.map(\.peakBytes).max()
      let ratio = peak.map { Double($0) / Double(inputBytes) }
      let figure = wall ?? median(inProcess)
      let met =
        (step.seconds.map { figure <= $0 } ?? true) && (ratio.map { $0 <= memoryGoal } ?? true)
      table.append([
        step.name, timeText(median(inProcess)), wall.map(timeText) ?? "—",
        cpu.map(timeText) ?? "—",
        peak.map(megabytes) ?? "—", ratio.map { format($0, digits: 2) + "×" } ?? "—",
        (step.seconds.map { "≤ \(timeText($0)), " } ?? "") + "≤ \(format(memoryGoal))×",
        met ? "yes" : "NO", format(foundation / figure, digits: 1) + "× faster",
      ])
    }
    printTable(table)
  }

  /// `xliff import` of the project's export for its second language with every tenth target
  /// changed, written beside the project (not in it); the step puts that language's files
  /// back before each run, so that each run writes.
  static func xliffImportStep(root: String) throws -> Step {
    let project = try ProjectLoader.load(root)
    let language = project.languages[1]
    var document = XLIFFExport.document(
      of: project, language: language, categories: { _ in [.one, .other] })
    var units = 0
    for file in document.files.indices {
      for unit in document.files[file].units.indices {
        units += 1
        if units % 10 == 0 { document.files[file].units[unit].target? += " (edited)" }
      }
    }
    let path = root + "-\(language.code).xliff"
    _ = try FileSystem.writeSafely(XLIFFWriter.render(document), to: path)
    let originals = project.files.filter { $0.language == language }.compactMap { file in
      (try? FileSystem.read(file.path)).map { (file.path, $0) }
    }
    return Step(
      name: "xliff import (\(units) units)", arguments: ["xliff", "import", path], seconds: 1,
      reset: {
        for (path, bytes) in originals { _ = try? FileSystem.writeSafely(bytes, to: path) }
      })
  }

  /// Foundation's `PropertyListSerialization` reading every file, one by one.
  static func foundationSeconds(_ paths: [String]) throws -> Double {
    let start = ContinuousClock.now
    for path in paths {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      _ = try? PropertyListSerialization.propertyList(from: data, format: nil)
    }
    return seconds(since: start)
  }

  /// Runs `body` with standard output and error sent to /dev/null.
  static func silenced(_ body: () -> Void) {
    fflush(nil)
    let savedOutput = dup(1)
    let savedError = dup(2)
    let null = open("/dev/null", O_WRONLY)
    dup2(null, 1)
    dup2(null, 2)
    body()
    fflush(nil)
    dup2(savedOutput, 1)
    dup2(savedError, 2)
    for descriptor in [null, savedOutput, savedError] { close(descriptor) }
  }

  static func timeText(_ value: Double) -> String { format(value, digits: 3) + " s" }

  static func megabytes(_ bytes: Int) -> String { format(Double(bytes) / 1_000_000) + " MB" }

  /// Prints rows as a Markdown table (first row the header), columns padded.
  static func printTable(_ rows: [[String]]) {
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    for (index, row) in rows.enumerated() {
      let cells = row.indices.map { column in
        column == 0
          ? row[column].padding(toLength: widths[column], withPad: " ", startingAt: 0)
          : String(repeating: " ", count: widths[column] - row[column].count) + row[column]
      }
      print("| " + cells.joined(separator: " | ") + " |")
      if index == 0 {
        let rules = widths.enumerated().map { column, width in
          String(repeating: "-", count: width + 1) + (column == 0 ? "-" : ":")
        }
        print("|" + rules.joined(separator: "|") + "|")
      }
    }
  }
}
