import Foundation
import L10nFormats
import L10nHistory
import L10nModel

/// `l10nedit-bench --history WORKTREE [--runs N]`: the `outdated-translation` rule's reading of
/// git history on a real app's clone.
///
/// Issue 47's goals on the 2-core machine: ≤ 3 s cold for ~2,000 commits of localization
/// history, ≤ 0.5 s with the cache; medians of `--runs` runs (default 3). Cold runs use an
/// empty cache folder of their own each; cached runs the kept reading; incremental runs a
/// reading kept at the parent of the newest commit that touched a localization file (as
/// after `git commit`), extended to HEAD.
enum HistoryBench {
  static func main(_ arguments: [String]) throws {
    var rest = arguments.dropFirst()
    var runs = 3
    var root: String?
    while let argument = rest.popFirst() {
      switch argument {
      case "--runs": runs = rest.popFirst().flatMap { Int($0) } ?? runs
      default: root = argument
      }
    }
    guard let root else {
      FileHandle.standardError.write(Data("usage: l10nedit-bench --history WORKTREE\n".utf8))
      exit(2)
    }
    let project = try ProjectLoader.load(root)
    let scratch = NSTemporaryDirectory() + "l10nedit-history-bench-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let parent = lastChangeParent(in: root)
    var cold: [Double] = []
    var warm: [Double] = []
    var incremental: [Double] = []
    var found = 0
    var counts: [String: OutdatedTranslations.ReadCounts] = [:]
    for run in 0..<max(1, runs) {
      let cache = HistoryCache(environment: ["XDG_CACHE_HOME": scratch + "/\(run)"])
      let start = DispatchTime.now()
      let (history, coldCounts) = OutdatedTranslations.read(in: project, cache: cache)
      cold.append(seconds(since: start))
      if case .read(let outdated, _) = history { found = outdated.count }
      let again = DispatchTime.now()
      counts["cached"] = OutdatedTranslations.read(in: project, cache: cache).counts
      warm.append(seconds(since: again))
      counts["cold"] = coldCounts
      guard let parent else { continue }
      let older = HistoryCache(environment: ["XDG_CACHE_HOME": scratch + "/older\(run)"])
      _ = OutdatedTranslations.read(in: project, cache: older, upTo: parent)
      let extending = DispatchTime.now()
      let (extended, extendedCounts) = OutdatedTranslations.read(in: project, cache: older)
      incremental.append(seconds(since: extending))
      counts["incremental"] = extendedCounts
      if case .read(let outdated, _) = extended, outdated.count != found {
        print("incremental reading found \(outdated.count), the cold one \(found)")
      }
    }
    print("outdated-translation on \(root): \(found) outdated translations")
    print("| reading | median | goal | commits logged | versions compared |")
    print("|---|---|---|---|---|")
    for (name, times, goal) in [
      ("cold", cold, "3 s"), ("cached", warm, "0.5 s"),
      ("incremental", incremental, "0.5 s"),
    ] where !times.isEmpty {
      let read = counts[name] ?? .init()
      print(
        "| \(name) | \(String(format: "%.3f", median(times))) s | \(goal) | \(read.commits) | \(read.versions) |"
      )
    }
  }

  /// The first parent of the newest commit that touched a localization file, if any.
  private static func lastChangeParent(in root: String) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "git", "-C", root, "log", "-1", "--format=%P", "--", "*.strings", "*.stringsdict",
      "*.xcstrings",
    ]
    let output = Pipe()
    process.standardOutput = output
    guard (try? process.run()) != nil else { return nil }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.split(separator: " ").first.map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  private static func seconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
  }

  private static func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
  }
}
