import Foundation
import L10nFormats
import L10nHistory
import L10nModel

/// `l10nedit-bench --history WORKTREE [--runs N]`: the `outdated-translation` rule's reading of
/// git history on a real app's clone.
///
/// Issue 47's goals on the 2-core machine: ≤ 3 s cold for ~2,000 commits of localization
/// history, ≤ 0.5 s with the cache; medians of `--runs` runs (default 3). Cold runs use an
/// empty cache folder of their own each; warm runs the kept reading.
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
    var cold: [Double] = []
    var warm: [Double] = []
    var found = 0
    for run in 0..<max(1, runs) {
      let cache = HistoryCache(environment: ["XDG_CACHE_HOME": scratch + "/\(run)"])
      let start = DispatchTime.now()
      let history = OutdatedTranslations.find(in: project, cache: cache)
      cold.append(seconds(since: start))
      if case .read(let outdated, _) = history { found = outdated.count }
      let again = DispatchTime.now()
      _ = OutdatedTranslations.find(in: project, cache: cache)
      warm.append(seconds(since: again))
    }
    print("outdated-translation on \(root): \(found) outdated translations")
    print("| reading | median | goal |")
    print("|---|---|---|")
    print("| cold (no cache) | \(String(format: "%.3f", median(cold))) s | 3 s |")
    print("| with the cache | \(String(format: "%.3f", median(warm))) s | 0.5 s |")
  }

  private static func seconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
  }

  private static func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
  }
}
