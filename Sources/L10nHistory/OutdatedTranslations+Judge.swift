import Foundation
import L10nModel

extension OutdatedTranslations {
  /// The outdated translations among the changes found (`changes[file][cell]`, newest
  /// first).
  static func judge(
    _ files: [FileHistory], changes: [[[ValueChange]]], commits: [LoggedCommit]
  ) -> [OutdatedTranslation] {
    let graph = CommitGraph(commits)
    // Each table's source changes by key (the source file of a key is the one holding it).
    var sources: [TableID: [LocalizationKey: [ValueChange]]] = [:]
    for (file, history) in files.enumerated() {
      for (index, cell) in history.cells.enumerated() where cell.isSource {
        sources[history.table, default: [:]][cell.key] = changes[file][index]
      }
    }
    var memo: [Pair: Bool] = [:]
    func isAncestor(_ ancestor: Int, of descendant: Int) -> Bool {
      let pair = Pair(ancestor: ancestor, descendant: descendant)
      if let known = memo[pair] { return known }
      let answer = graph.isAncestor(ancestor, of: descendant)
      memo[pair] = answer
      return answer
    }
    func stamp(_ commit: Int) -> CommitStamp {
      CommitStamp(id: commits[commit].id, time: commits[commit].time)
    }
    var outdated: [OutdatedTranslation] = []
    for (file, history) in files.enumerated() {
      for (index, cell) in history.cells.enumerated() where history.isJudged[index] {
        let id = CellID(table: history.table, key: cell.key, language: cell.language)
        guard let translation = changes[file][index].first?.commit,
          let sourceChanges = sources[history.table]?[cell.key],
          let source = sourceChanges.first(where: { !$0.isCreation }),
          source.commit != translation, !isAncestor(source.commit, of: translation)
        else { continue }
        // The source the translation was made from: the latest value set by the
        // translation's commit or one it descends from.
        let before = sourceChanges.first {
          $0.commit == translation || isAncestor($0.commit, of: translation)
        }
        outdated.append(
          OutdatedTranslation(
            cell: id, oldSource: before?.text, newSource: source.text ?? "",
            sourceCommit: stamp(source.commit), translationCommit: stamp(translation)))
      }
    }
    return outdated.sorted {
      ($0.cell.table, $0.cell.key, $0.cell.language)
        < ($1.cell.table, $1.cell.key, $1.cell.language)
    }
  }

  /// A question to `CommitGraph.isAncestor`, remembered.
  private struct Pair: Hashable {
    var ancestor: Int
    var descendant: Int
  }
}

/// A value shared by the threads reading files' histories.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  /// The value.
  var value: Value { lock.withLock { stored } }

  /// Changes the value.
  func update(_ change: (inout Value) -> Void) { lock.withLock { change(&stored) } }
}
