import Foundation
import L10nTestSupport
import Testing

/// The review file (`.l10nedit-review`) through `l10nedit merge` and `show`, as git runs them.
@Suite("Review file merge and show")
struct ReviewFileMergeTests {
  static let header = """
    # l10nedit review states (see Documentation/Guides/ReviewStates.md): one line per cell or
    # plural form that is not plainly translated. Fields, tab-separated: table, key, language,
    # form, state, reason, old source text. A cell without a line is translated.

    """

  /// A review file of `lines` (tab-separated fields, one a line, as written: sorted).
  static func file(_ lines: [String]) -> String {
    header + lines.map { $0 + "\n" }.joined()
  }

  static let open = "L\topen\tde\t\tneeds-review\tsource-changed\tOpen"
  static let save = "L\tsave\tde\t\tneeds-review\tmachine-translated"
  static let quit = "L\tquit\tfr\t\tneeds-review\tby-hand"
  static let files = "L\tfiles\tru\tvariable:n.few\tneeds-review\tsource-changed\t%d files"

  func merge(_ base: [String], _ ours: [String], _ theirs: [String]) throws -> (
    CommandRunner.Result, String
  ) {
    let folder = try GitMergeCommandTests.sides(
      Self.file(base), Self.file(ours), Self.file(theirs))
    let result = try CommandRunner.run(
      ["merge", "base", "ours", "theirs", "--path", ".l10nedit-review"], in: folder)
    return (result, try GitMergeCommandTests.read(folder, "ours"))
  }

  @Test("each side's changes are kept, line by line: added, marked reviewed (removed), changed")
  func clean() throws {
    // OURS marks `open` reviewed and adds `files`; THEIRS adds `quit` and changes `save`'s
    // reason; `open` unchanged on THEIRS stays removed.
    let changedSave = "L\tsave\tde\t\tneeds-review\tby-hand"
    let (result, merged) = try merge(
      [Self.open, Self.save], [Self.files, Self.save], [Self.open, Self.quit, changedSave])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(merged == Self.file([Self.files, Self.quit, changedSave]))
  }

  @Test("both sides changing a cell differently: a conflict, its lines between markers")
  func conflict() throws {
    let ours = "L\tsave\tde\t\tneeds-review\tby-hand"
    let (result, merged) = try merge([Self.open, Self.save], [Self.open, ours], [Self.open])
    #expect(result.status == 1)
    #expect(
      result.standardError.contains(
        "conflict: .l10nedit-review: L › save › de: ours “needs review (marked by hand)”, "
          + "theirs “translated” (was “needs review (machine-translated)”)"),
      "\(result.standardError)")
    #expect(
      merged == Self.file([Self.open]) + "<<<<<<< ours\n\(ours)\n=======\n>>>>>>> theirs\n")
    // Left so, it does not read: `show` prints it as it is and says where.
    let folder = try ScratchFolders.make("l10nedit-review-show")
    try Data(merged.utf8).write(to: folder.appendingPathComponent(".l10nedit-review"))
    let shown = try CommandRunner.run(["show", ".l10nedit-review"], in: folder)
    #expect(shown.standardOutput == merged)
    #expect(shown.standardError.contains(".l10nedit-review:5:1"), "\(shown.standardError)")
  }

  @Test("a file that does not read on one side: exit 2, the three versions marked in OURS")
  func broken() throws {
    let (result, merged) = try merge([Self.open], [Self.open], ["L\topen\tde\t\tmaybe"])
    #expect(result.status == 2)
    #expect(merged.hasPrefix("<<<<<<< "))
  }

  @Test("a cell marked reviewed against its source merges as a record: kept, or a conflict")
  func reviewedAgainstSource() throws {
    let reviewed = "L\topen\tde\t\treviewed\t\tOpen…"
    // OURS marked `open` reviewed; THEIRS changed another cell: both kept.
    let (result, merged) = try merge([Self.open], [reviewed], [Self.open, Self.quit])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(merged == Self.file([reviewed, Self.quit]))
    // THEIRS marked it by hand meanwhile: a conflict naming both.
    let byHand = "L\topen\tde\t\tneeds-review\tby-hand"
    let (clash, _) = try merge([Self.open], [reviewed], [byHand])
    #expect(clash.status == 1)
    #expect(
      clash.standardError.contains(
        "ours “reviewed against “Open…””, theirs “needs review (marked by hand)”"),
      "\(clash.standardError)")
    // `show` says what it was reviewed against.
    let folder = try ScratchFolders.make("l10nedit-review-show")
    try Data(Self.file([reviewed]).utf8).write(
      to: folder.appendingPathComponent(".l10nedit-review"))
    let shown = try CommandRunner.run(["show", ".l10nedit-review"], in: folder)
    #expect(shown.standardOutput == "L › open [de]: reviewed against “Open…”\n")
  }

  @Test("show lists one state a line, with the old source text; git's temporary copies too")
  func show() throws {
    let folder = try ScratchFolders.make("l10nedit-review-show")
    let text = Self.file([Self.files, Self.open, "L\ta\\tb\tja\t\tnew"])
    try Data(text.utf8).write(to: folder.appendingPathComponent("Xy12ab_.l10nedit-review"))
    let shown = try CommandRunner.run(["show", "Xy12ab_.l10nedit-review"], in: folder)
    #expect(shown.status == 0, "\(shown.standardError)")
    #expect(
      shown.standardOutput.split(separator: "\n") == [
        "L › a\\u{9}b [ja]: new",
        "L › files [ru] {variable:n.few}: needs review (source changed) — it was “%d files”",
        "L › open [de]: needs review (source changed) — it was “Open”",
      ])
  }
}
