import L10nModel
import L10nTestSupport
import Testing

private let table = TableID("L")

private func cell(_ key: String, _ language: String) -> CellID {
  CellID(table: table, key: LocalizationKey(key), language: LanguageID(language))
}

/// Three-way merges of unsaved edits with a newer version on disk, cell part by cell part.
@Suite("Cell merges")
struct CellMergeTests {

  /// base (as read), disk (`disk` files), mine (base with `edits`).
  static func versions(
    base files: [String: String], disk changes: [String: String], edits: [CellEdit]
  ) throws -> (base: Project, disk: Project, mine: Project) {
    let before = try TestSupport.fixture(files)
    let after = try TestSupport.fixture(files.merging(changes) { $1 })
    let base = try TestSupport.load(before.path)
    var mine = base
    _ = try mine.apply(edits)
    return (base, try TestSupport.load(after.path), mine)
  }

  static let files = [
    "en.lproj/L.strings": "/* Greeting */\n\"hi\" = \"Hi\";\n\"bye\" = \"Bye\";\n",
    "de.lproj/L.strings": "/* Greeting */\n\"hi\" = \"Hallo\";\n\"bye\" = \"Tschüss\";\n",
  ]

  @Test("disk-only and here-only changes merge; both changing one cell differently conflicts")
  func contentConflicts() throws {
    let edits: [CellEdit] = [
      .setText(cell("hi", "de"), "Hallo!"), .setText(cell("bye", "de"), "Ciao"),
    ]
    let (base, disk, mine) = try CellMergeTests.versions(
      base: CellMergeTests.files,
      disk: ["de.lproj/L.strings": "/* Greeting */\n\"hi\" = \"Servus\";\n\"bye\" = \"Ciao\";\n"],
      edits: edits)
    let merge = CellMerge(steps: [edits], base: base, disk: disk, mine: mine)
    // bye: both made it "Ciao", no conflict; hi: "Hallo!" here, "Servus" there.
    #expect(
      merge.conflicts == [
        CellConflict(
          aspect: .content(cell("hi", "de")), base: .content(.text("Hallo", state: nil)),
          disk: .content(.text("Servus", state: nil)), mine: .content(.text("Hallo!", state: nil)))
      ])
    #expect(merge.diskWins.isEmpty)
    for (choice, expected) in [
      (ConflictChoice.mine, "Hallo!"), (.disk, "Servus"), (.text("Grüß Gott"), "Grüß Gott"),
    ] {
      var merged = disk
      _ = try merged.apply(
        Array(merge.resolvedSteps([.content(cell("hi", "de")): choice]).joined()))
      #expect(merged.content(of: cell("hi", "de")) == .text(expected, state: nil))
      #expect(merged.content(of: cell("bye", "de")) == .text("Ciao", state: nil))
    }
  }

  @Test("comments are their own part: a comment changed on disk does not conflict with a text")
  func comments() throws {
    let edits: [CellEdit] = [
      .setText(cell("hi", "de"), "Hallo!"), .setComment(cell("bye", "de"), "Abschied"),
    ]
    let (base, disk, mine) = try CellMergeTests.versions(
      base: CellMergeTests.files,
      disk: [
        "de.lproj/L.strings":
          "/* formal */\n\"hi\" = \"Hallo\";\n/* Gruß */\n\"bye\" = \"Tschüss\";\n"
      ],
      edits: edits)
    let merge = CellMerge(steps: [edits], base: base, disk: disk, mine: mine)
    #expect(merge.conflicts.map(\.aspect) == [.comment(cell("bye", "de"))])
    #expect(merge.conflicts.first?.disk == .comment("Gruß"))
    #expect(merge.conflicts.first?.mine == .comment("Abschied"))
    var merged = disk
    _ = try merged.apply(Array(merge.resolvedSteps([:]).joined()))
    #expect(merged.comment(of: cell("hi", "de")) == "formal")
    #expect(merged.content(of: cell("hi", "de")) == .text("Hallo!", state: nil))
    #expect(merged.comment(of: cell("bye", "de")) == "Abschied")
  }

  @Test("a cell changed and changed back here takes the disk's value without asking")
  func changedBack() throws {
    let edits: [CellEdit] = [
      .setText(cell("hi", "de"), "Hallo!"), .setText(cell("hi", "de"), "Hallo"),
    ]
    let (base, disk, mine) = try CellMergeTests.versions(
      base: CellMergeTests.files,
      disk: [
        "de.lproj/L.strings": "/* Greeting */\n\"hi\" = \"Servus\";\n\"bye\" = \"Tschüss\";\n"
      ],
      edits: edits)
    let merge = CellMerge(steps: [edits], base: base, disk: disk, mine: mine)
    #expect(merge.conflicts.isEmpty)
    #expect(merge.diskWins == [.content(cell("hi", "de"))])
    #expect(merge.resolvedSteps([:]).isEmpty)
  }

  @Test(
    "a key added here and on disk: the same text is no conflict; another is, and either way applies"
  )
  func addedOnBothSides() throws {
    let disk = [
      "en.lproj/L.strings": "\"bye\" = \"Bye\";\n\"hi\" = \"Hi\";\n\"new\" = \"New!\";\n"
    ]
    for (text, conflicts) in [("New!", 0), ("Fresh", 1)] {
      let edits: [CellEdit] = [
        .addKey(table, LocalizationKey("new"), sourceValue: text, comment: nil)
      ]
      let (base, fresh, mine) = try CellMergeTests.versions(
        base: CellMergeTests.files, disk: disk, edits: edits)
      let merge = CellMerge(steps: [edits], base: base, disk: fresh, mine: mine)
      #expect(merge.conflicts.count == conflicts)
      for choice in [ConflictChoice.mine, .disk] {
        var merged = fresh
        _ = try merged.apply(
          Array(merge.resolvedSteps([.content(cell("new", "en")): choice]).joined()))
        let expected = conflicts == 0 || choice == .mine ? text : "New!"
        #expect(merged.content(of: cell("new", "en")) == .text(expected, state: nil))
      }
    }
  }

  @Test("a key deleted here whose cell the disk changed is a conflict; keeping the disk's keeps it")
  func deletedHereChangedOnDisk() throws {
    let edits: [CellEdit] = [.deleteKey(table, LocalizationKey("bye"))]
    let (base, disk, mine) = try CellMergeTests.versions(
      base: CellMergeTests.files,
      disk: ["de.lproj/L.strings": "/* Greeting */\n\"hi\" = \"Hallo\";\n\"bye\" = \"Ciao\";\n"],
      edits: edits)
    let merge = CellMerge(steps: [edits], base: base, disk: disk, mine: mine)
    #expect(
      merge.conflicts == [
        CellConflict(
          aspect: .content(cell("bye", "de")), base: .content(.text("Tschüss", state: nil)),
          disk: .content(.text("Ciao", state: nil)), mine: .content(.missing))
      ])
    var deleted = disk
    _ = try deleted.apply(Array(merge.resolvedSteps([:]).joined()))
    #expect(!deleted.hasKey(LocalizationKey("bye"), in: table))
    var kept = disk
    _ = try kept.apply(
      Array(merge.resolvedSteps([.content(cell("bye", "de")): .disk]).joined()))
    #expect(kept.content(of: cell("bye", "de")) == .text("Ciao", state: nil))
    #expect(kept.content(of: cell("bye", "en")) == .text("Bye", state: nil))
    // Deleted on both sides: nothing to ask.
    let gone = [
      "de.lproj/L.strings": "\"hi\" = \"Hallo\";\n", "en.lproj/L.strings": "\"hi\" = \"Hi\";\n",
    ]
    let both = try CellMergeTests.versions(base: CellMergeTests.files, disk: gone, edits: edits)
    #expect(
      CellMerge(steps: [edits], base: both.base, disk: both.disk, mine: both.mine).conflicts.isEmpty
    )
  }
}
