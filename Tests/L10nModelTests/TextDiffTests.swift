import L10nModel
import Testing

/// `TextDiff`: hunks, their headers and context, and diffs of large texts.
@Suite struct TextDiffTests {
  /// The lines of `text`, as a diff takes them.
  static func lines(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// A hunk as unified diff text: its header, then each line with ` `, `-` or `+`.
  static func unified(_ diff: TextDiff) -> String {
    diff.hunks.map { hunk in
      ([hunk.header]
        + hunk.lines.map { line in
          switch line.kind {
          case .context: " " + line.text
          case .removed: "-" + line.text
          case .added: "+" + line.text
          }
        }).joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// `count` numbered lines, `line 1` to `line count`.
  static func numbered(_ count: Int) -> [Substring] {
    (1...count).map { "line \($0)"[...] }
  }

  @Test("equal texts have no hunk")
  func equal() {
    let diff = TextDiff(old: Self.numbered(10), new: Self.numbered(10))
    #expect(diff.isEmpty)
    #expect(diff.added == 0 && diff.removed == 0)
  }

  @Test("one changed line: three lines of context each side, as diff -u writes it")
  func oneChange() {
    var new = Self.numbered(20)
    new[9] = "line ten"
    let diff = TextDiff(old: Self.numbered(20), new: new)
    #expect(diff.added == 1 && diff.removed == 1)
    #expect(
      Self.unified(diff) == """
        @@ -7,7 +7,7 @@
         line 7
         line 8
         line 9
        -line 10
        +line ten
         line 11
         line 12
         line 13
        """)
  }

  @Test("changes six lines apart share a hunk; seven apart do not")
  func merging() {
    var near = Self.numbered(30)
    near[4] = "changed"
    near[11] = "changed too"  // six unchanged lines between them
    #expect(TextDiff(old: Self.numbered(30), new: near).hunks.count == 1)
    var far = Self.numbered(30)
    far[4] = "changed"
    far[12] = "changed too"  // seven unchanged lines between them
    let diff = TextDiff(old: Self.numbered(30), new: far)
    #expect(diff.hunks.map(\.header) == ["@@ -2,7 +2,7 @@", "@@ -10,7 +10,7 @@"])
  }

  @Test("additions at the start and the end, and a file from nothing")
  func edges() {
    let old = Self.numbered(8)
    let diff = TextDiff(old: old, new: ["first"] + old + ["last"])
    #expect(diff.hunks.map(\.header) == ["@@ -1,3 +1,4 @@", "@@ -6,3 +7,4 @@"])
    #expect(diff.added == 2 && diff.removed == 0)
    let created = TextDiff(old: [], new: ["a", "b"])
    #expect(Self.unified(created) == "@@ -0,0 +1,2 @@\n+a\n+b")
    let emptied = TextDiff(old: ["a", "b"], new: [])
    #expect(Self.unified(emptied) == "@@ -1,2 +0,0 @@\n-a\n-b")
  }

  @Test("a moved line is removed in one place and added in the other; repeated lines match")
  func moves() {
    let old: [Substring] = ["a", "", "b", "", "c", "", "d"]
    let new: [Substring] = ["b", "", "c", "", "a", "", "d"]
    let diff = TextDiff(old: old, new: new, context: 0)
    #expect(diff.added == 2 && diff.removed == 2)
    #expect(Self.unified(diff) == "@@ -1,2 +0,0 @@\n-a\n-\n@@ -5,0 +4,2 @@\n+\n+a")
    // No line occurs once: the shortest edit (Myers) still keeps three of the four.
    let repeated = TextDiff(old: ["a", "b", "a", "b"], new: ["b", "a", "b", "a"])
    #expect(repeated.added == 1 && repeated.removed == 1)
  }

  @Test("a hunk applied to the old lines gives the new ones")
  func applies() {
    var old = Self.numbered(200)
    old[50] = ""
    old[51] = ""
    var new = old
    new.remove(at: 10)
    new.insert("inserted", at: 100)
    new[150] = "changed"
    new.append(contentsOf: ["", "", "end"])
    let diff = TextDiff(old: old, new: new, context: 2)
    var result: [Substring] = []
    var next = 0
    for hunk in diff.hunks {
      let start = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
      result += old[next..<start]
      result += hunk.lines.filter { $0.kind != .removed }.map { $0.text[...] }
      next = start + hunk.oldCount
    }
    result += old[next...]
    #expect(result == new)
    #expect(diff.added == 5 && diff.removed == 2)
  }

  /// Its speed is the benchmark's (the review of a save, `l10nedit-bench`), not a timed test.
  @Test("a large re-sorted text is diffed, every line accounted for")
  func reordered() {
    let old = (0..<40_000).map { "\"key.\(($0 * 7919) % 40_000)\" = \"value\";"[...] }
    let new = old.sorted()
    let diff = TextDiff(old: old, new: new)
    #expect(diff.added == diff.removed)
    #expect(diff.added > 0 && diff.added < 40_000)
  }
}
