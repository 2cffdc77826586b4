import Foundation
import L10nCheck
import L10nFormats
import L10nTUI
import L10nTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `l10nedit-bench --pathological [--size-mb N] [--case NAME,…] [--timeout S] [--runs R]`:
/// every `PathologicalInput` case at N/16, N/4 and N MB (default 16), each command a whole
/// process (this benchmark reading and parsing the files only, `l10nedit lint`, `stats`,
/// `export`, `format --check`, and this benchmark opening the editor headless), the fastest of
/// R runs (3): wall time, peak RSS, the growth of wall and of CPU time per 4× input (goal ≤ 5;
/// on a shared machine wall time also counts waiting for a core) and the memory above an empty
/// project's per byte of input (goal ≤ 3).
func benchmarkPathological(_ options: [String]) throws {
  func option(_ name: String) -> String? {
    options.firstIndex(of: name).flatMap {
      options.index(after: $0) < options.endIndex ? options[$0 + 1] : nil
    }
  }
  let largest = option("--size-mb").flatMap(Double.init) ?? 16
  let timeout = option("--timeout").flatMap(Double.init) ?? 120
  let repeats = option("--runs").flatMap(Int.init) ?? 3
  let chosen = option("--case").map { $0.split(separator: ",").map(String.init) }
  let cases = PathologicalInput.allCases.filter { chosen?.contains($0.rawValue) ?? true }
  let sizes = [largest / 16, largest / 4, largest].map { Int($0 * 1_000_000) }
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("l10nedit-bench-pathological-\(getpid())")
  defer { try? FileManager.default.removeItem(at: folder) }

  let empty = folder.appendingPathComponent("empty")
  write(.manyKeys, bytes: 0, to: empty, timeout: timeout)
  let baselines = PathologicalCommand.allCases.map { command in
    command.run(on: empty.path, timeout: timeout).peakBytes
  }
  print(
    "pathological    whole processes; time and peak RSS at \(sizes.map { megabytes($0) }.joined(separator: ", ")); "
      + "growth = wall and CPU time ratios per 4× input (goal ≤ 5); "
      + "RSS/in = (peak − empty project's) / input (goal ≤ 3)"
  )
  print(
    "case           command        "
      + sizes.map { pad(megabytes($0), 20) }.joined() + "growth      CPU growth  RSS/in  exit")
  for input in cases {
    var runs: [[PathologicalRun]] = []
    for size in sizes {
      let project = folder.appendingPathComponent("\(input.rawValue)-\(size)")
      write(input, bytes: size, to: project, timeout: timeout)
      let bytes = try inputBytes(project)
      runs.append(
        PathologicalCommand.allCases.map { command in
          var run = command.run(on: project.path, timeout: timeout, runs: repeats)
          run.inputBytes = bytes
          return run
        })
      try FileManager.default.removeItem(at: project)
    }
    for (index, command) in PathologicalCommand.allCases.enumerated() {
      let row = runs.map { $0[index] }
      let figures = row.map { pad($0.figure, 20) }.joined()
      func growth(_ time: (PathologicalRun) -> Double) -> String {
        zip(row, row.dropFirst()).map { small, big in
          small.timedOut || big.timedOut ? "-" : format(time(big) / max(time(small), 0.001))
        }.joined(separator: " ")
      }
      let last = row[row.count - 1]
      let perInput = Double(max(0, last.peakBytes - baselines[index])) / Double(last.inputBytes)
      print(
        pad(index == 0 ? input.rawValue : "", 15) + pad(command.rawValue, 15) + figures
          + pad(growth(\.time), 12) + pad(growth(\.cpu), 12) + pad(format(perInput), 8)
          + (last.timedOut ? "killed" : String(last.status)))
      fflush(nil)  // each row as soon as it is measured, even into a file
    }
  }
}

/// Writes `input` at `bytes` bytes into `folder` in a process of its own: a child's peak RSS
/// starts at its parent's (the spawn shares the parent's memory until `exec`), so the benchmark
/// itself never holds the big texts.
private func write(_ input: PathologicalInput, bytes: Int, to folder: URL, timeout: Double) {
  let run = PathologicalRun.measure(
    [CommandLine.arguments[0], "--pathological-write", input.rawValue, String(bytes), folder.path],
    timeout: timeout)
  guard run.status == 0, !run.timedOut else { fatalError("cannot write \(input.rawValue)") }
}

/// `l10nedit-bench --pathological-write CASE BYTES FOLDER`: writes one case.
func writePathological(_ options: [String]) throws {
  guard options.count == 3, let input = PathologicalInput(rawValue: options[0]),
    let bytes = Int(options[1])
  else { fatalError("usage: --pathological-write CASE BYTES FOLDER") }
  try input.write(bytes: bytes, to: URL(fileURLWithPath: options[2]))
}

/// `l10nedit-bench --pathological-editor PATH`: the editor headless at 120×40 on `PATH`: the first
/// frame, then the checks' findings shown (what the app does once they are done).
func openEditorHeadless(_ path: String) throws {
  var state = EditorState(
    project: try ProjectLoader.load(path), title: path, width: 120, height: 40)
  _ = Renderer.render(state)
  _ = state.reduce(.checked(state.analysis.linter.run(state.project)))
  _ = Renderer.render(state)
}

/// `l10nedit-bench --pathological-parse PATH`: every file of the project at `PATH` read and
/// parsed, and nothing else (no grid, no check); exits 1 when a file fails to parse.
func parseHeadless(_ path: String) throws {
  let files = ProjectLoader.read(try ProjectScanner.discover(path).files)
  let failed = files.contains { if case .failed = $0.content { true } else { false } }
  exit(failed ? 1 : 0)
}

/// One command the pathological benchmark runs as a process of its own.
private enum PathologicalCommand: String, CaseIterable {
  /// Reading and parsing only (the benchmark's own `--pathological-parse`).
  case parse
  case lint, stats, export
  case formatCheck = "format --check"
  case editor

  /// Runs the command on the project at `path` with its output discarded; kills it after
  /// `timeout` seconds.
  func run(on path: String, timeout: Double, runs: Int = 1) -> PathologicalRun {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let arguments: [String]
    switch self {
    case .parse:
      arguments = [CommandLine.arguments[0], "--pathological-parse", path]
    case .editor:
      arguments = [CommandLine.arguments[0], "--pathological-editor", path]
    case .formatCheck:
      arguments = [folder.appendingPathComponent("l10nedit").path, "format", "--check", path]
    default:
      arguments = [folder.appendingPathComponent("l10nedit").path, rawValue, path]
    }
    // The fastest of `runs` (the machine is shared: slower runs are others' load), with the
    // largest peak.
    let measured = (0..<max(1, runs)).map { _ in
      PathologicalRun.measure(arguments, timeout: timeout)
    }
    guard var fastest = measured.min(by: { $0.time < $1.time }) else {
      return PathologicalRun.measure(arguments, timeout: timeout)
    }
    fastest.cpu = measured.map(\.cpu).min() ?? fastest.cpu
    fastest.peakBytes = measured.map(\.peakBytes).max() ?? fastest.peakBytes
    fastest.timedOut = measured.contains { $0.timedOut }
    return fastest
  }
}

/// The wall time, peak RSS and exit status of one process.
private struct PathologicalRun {
  var time: Double
  var cpu: Double
  var peakBytes: Int
  var status: Int32
  var timedOut: Bool
  var inputBytes = 0

  /// `time s  RSS MB`, or how long it ran before it was killed.
  var figure: String {
    timedOut
      ? "> \(format(time, digits: 0)) s"
      : "\(format(time, digits: 3)) s \(format(Double(peakBytes) / 1_000_000, digits: 0)) MB"
  }

  /// Runs `arguments` (the executable first) with its output discarded, killed after `timeout`
  /// seconds.
  static func measure(_ arguments: [String], timeout: Double) -> PathologicalRun {
    guard
      let run = ProcessRun.run(arguments[0], Array(arguments.dropFirst()), timeout: timeout)
    else { fatalError("cannot run \(arguments[0])") }
    return PathologicalRun(
      time: run.wall, cpu: run.cpu, peakBytes: run.peakBytes, status: run.status,
      timedOut: run.timedOut)
  }
}

private func inputBytes(_ folder: URL) throws -> Int {
  var total = 0
  let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
  while let url = files?.nextObject() as? URL {
    total += try url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
  }
  return total
}

private func megabytes(_ bytes: Int) -> String {
  "\(format(Double(bytes) / 1_000_000, digits: bytes < 1_000_000 ? 2 : 0)) MB"
}

private func pad(_ text: String, _ width: Int) -> String {
  text.padding(toLength: max(width, text.count + 1), withPad: " ", startingAt: 0)
}
