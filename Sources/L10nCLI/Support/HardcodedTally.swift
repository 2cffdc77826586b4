import L10nCheck
import L10nFormats
import L10nModel

/// The `hardcoded-string` findings counted per target (`SourceTargets`), with each target's
/// files that have the most: what `stats --sources` prints after the coverage.
struct HardcodedTally {
  /// One target's count.
  struct Target {
    /// The target's name.
    var name: String
    /// Its findings.
    var count: Int
    /// Its files with findings, most first (then by path), each with its count; the paths
    /// below the sources root that holds them.
    var files: [(path: String, count: Int)]
  }

  /// The targets with findings, most first (then by name).
  var targets: [Target]
  /// Every finding counted.
  var total: Int { targets.reduce(0) { $0 + $1.count } }

  /// Counts `findings` (of any rule: those of `hardcoded-string` are taken) per target of
  /// `targets`; a file's path is shown below the first of `roots` that holds it.
  init(_ findings: some Sequence<Finding>, targets: SourceTargets, roots: [String]) {
    var byTarget: [String: [String: Int]] = [:]
    for finding in findings where finding.ruleID == HardcodedStringRule.id {
      let shown = Self.shown(finding.path, roots: roots)
      byTarget[targets.target(of: finding.path), default: [:]][shown, default: 0] += 1
    }
    self.targets = byTarget.map { name, files in
      let sorted = files.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
      return Target(
        name: name, count: files.values.reduce(0, +), files: sorted.map { ($0.key, $0.value) })
    }.sorted { ($1.count, $0.name) < ($0.count, $1.name) }
  }

  /// `path` below the first of `roots` (as given) that holds it, else as it is.
  private static func shown(_ path: String, roots: [String]) -> String {
    let file = LexicalPath.normalize(path)
    for root in roots.map(LexicalPath.normalize) where file != root {
      if LexicalPath.isWithin(file, root) {
        return root == "." ? file : String(file.dropFirst(root == "/" ? 1 : root.count + 1))
      }
    }
    return path
  }

  /// The table's lines: TARGET, HARD-CODED, TOP FILES (at most `topFiles`, with their counts),
  /// and a last row with the total.
  func lines(topFiles: Int = 3) -> [String] {
    let rows = targets.map { target -> [String] in
      let top = target.files.prefix(topFiles).map { "\($0.path) (\($0.count))" }
      let more = target.files.count > topFiles ? ["…"] : []
      return [target.name, String(target.count), (top + more).joined(separator: ", ")]
    }
    return TextTable.render(
      header: ["TARGET", "HARD-CODED", "TOP FILES"],
      rows: rows + [["(all targets)", String(total), ""]], rightAligned: [1])
  }

  /// The counts as `stats --json` gives them: the total and, per target, its count and every
  /// file's.
  var json: JSONNode {
    .object(sortingKeys: [
      ("total", .number(total)),
      (
        "targets",
        .array(
          targets.map { target in
            .object(sortingKeys: [
              ("target", .string(target.name)), ("count", .number(target.count)),
              (
                "files",
                .array(
                  target.files.map {
                    .object(sortingKeys: [("path", .string($0.path)), ("count", .number($0.count))])
                  })
              ),
            ])
          })
      ),
    ])
  }
}
