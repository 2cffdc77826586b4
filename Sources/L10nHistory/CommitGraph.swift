/// The commits of a history, newest first, and which descend from which.
struct CommitGraph: Sendable {
  /// Each commit's parents (indices into the log, which are larger: older).
  private let parents: [[Int]]

  /// The graph of `commits` (topological order, newest first); parents outside the list are
  /// left out.
  init(_ commits: [LoggedCommit]) {
    var index: [String: Int] = [:]
    for (position, commit) in commits.enumerated() { index[commit.id] = position }
    parents = commits.map { commit in commit.parents.compactMap { index[$0] } }
  }

  /// Whether commit `ancestor` is an ancestor of `descendant` (not itself).
  ///
  /// A topological order lists a commit before its ancestors, so only commits listed before
  /// `ancestor` are walked.
  func isAncestor(_ ancestor: Int, of descendant: Int) -> Bool {
    guard ancestor > descendant else { return false }
    var seen: Set<Int> = [descendant]
    var queue = [descendant]
    while let commit = queue.popLast() {
      for parent in parents[commit] where parent <= ancestor && seen.insert(parent).inserted {
        if parent == ancestor { return true }
        queue.append(parent)
      }
    }
    return false
  }
}
