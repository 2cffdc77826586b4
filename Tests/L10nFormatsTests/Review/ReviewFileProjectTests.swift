import Foundation
@_spi(Fuzzing) import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// The review file in a project: loaded with it, written through the one write gate on save,
/// its stale lines dropped, never rewritten while broken, never read or written outside the
/// project.
@Suite struct ReviewFileProjectTests {
  static let files = [
    "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n\"bye\" = \"Bye\";\n",
    "de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n\"bye\" = \"Tschüss\";\n",
  ]

  static func cell(_ key: String, _ language: String) -> CellID {
    CellID(table: TableID("Localizable"), key: LocalizationKey(key), language: LanguageID(language))
  }

  static let byHand = "Localizable\tbye\tde\t\tneeds-review\tby-hand\n"

  @Test func aProjectReadsItsStatesFromTheReviewFile() throws {
    let folder = try TestSupport.fixture(
      Self.files.merging([".l10nedit-review": Self.byHand]) { $1 })
    let project = try folder.load()
    #expect(project.reviewState(of: Self.cell("bye", "de")) == .needsReview(.markedByHand))
    #expect(project.reviewState(of: Self.cell("greeting", "de")) == .translated)
    #expect(project.reviewFile.path == folder.path + "/.l10nedit-review")
    #expect(project.reviewFile.error == nil)
  }

  @Test func aSourceChangeIsSavedIntoANewReviewFile() throws {
    let folder = try TestSupport.fixture(Self.files)
    var project = try folder.load()
    let changes = try project.apply([.setText(Self.cell("greeting", "en"), "Hello there")])
    let report = try ProjectWriter.save(project, files: changes.files.sorted())
    #expect(report.wroteReviewFile)
    let text = String(decoding: try folder.read(".l10nedit-review"), as: UTF8.self)
    #expect(text.hasSuffix("\nLocalizable\tgreeting\tde\t\tneeds-review\tsource-changed\tHello\n"))
    // Read back: the state is there after a reload.
    let reloaded = try folder.load()
    #expect(
      reloaded.reviewState(of: Self.cell("greeting", "de"))
        == .needsReview(.sourceChanged(from: "Hello")))
  }

  @Test func noReviewFileIsMadeWhenNothingIsRecorded() throws {
    let folder = try TestSupport.fixture(Self.files)
    var project = try folder.load()
    let changes = try project.apply([.setText(Self.cell("greeting", "de"), "Guten Tag")])
    let report = try ProjectWriter.save(project, files: changes.files.sorted())
    #expect(!report.wroteReviewFile)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/.l10nedit-review"))
  }

  @Test func aLineWhoseCellIsGoneIsDroppedOnSaveAndSaid() throws {
    let stale = "Localizable\tgone\tde\t\tneeds-review\tby-hand\n../../Outside\tk\tde\t\tnew\n"
    let folder = try TestSupport.fixture(
      Self.files.merging([".l10nedit-review": Self.byHand + stale]) { $1 })
    var project = try folder.load()
    let changes = try project.apply([.setText(Self.cell("greeting", "de"), "Guten Tag")])
    let report = try ProjectWriter.save(project, files: changes.files.sorted())
    #expect(
      report.droppedReviews.map(\.0) == [
        Self.cell("k", "de").with(table: "../../Outside"), Self.cell("gone", "de"),
      ])
    let text = String(decoding: try folder.read(".l10nedit-review"), as: UTF8.self)
    #expect(text.hasSuffix("\n" + Self.byHand))
    #expect(!text.contains("gone") && !text.contains("Outside"))
    // Nothing was made from the table name the line gave.
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.url.deletingLastPathComponent().path + "/Outside"))
  }

  @Test func aBrokenReviewFileRefusesNothingElseAndIsNeverRewritten() throws {
    let broken = Self.byHand + "<<<<<<< HEAD\n"
    let folder = try TestSupport.fixture(Self.files.merging([".l10nedit-review": broken]) { $1 })
    var project = try folder.load()
    let error = try #require(project.reviewFile.error)
    #expect(error.description == folder.path + "/.l10nedit-review:2:1: " + error.reason)
    // The rest of the project is read and can be saved.
    #expect(project.content(of: Self.cell("bye", "de")).text == "Tschüss")
    var changes = try project.apply([.setText(Self.cell("bye", "de"), "Ciao")])
    _ = try ProjectWriter.save(project, files: changes.files.sorted())
    #expect(String(decoding: try folder.read(".l10nedit-review"), as: UTF8.self) == broken)
    // A save with a state to record is refused whole, with the reason: nothing written.
    changes = try project.apply([.setText(Self.cell("greeting", "en"), "Hi")])
    let failure = try #require(throws: WriteReport.Failure.self) {
      try ProjectWriter.save(project, files: changes.files.sorted())
    }
    #expect(
      failure.description
        == folder.path + "/.l10nedit-review: cannot record 1 review state: 2:1: "
        + error.reason + "; it is never rewritten until it parses; fix (or remove) it, then "
        + "save again. Nothing was written")
    #expect(failure.report.written.isEmpty)
    #expect(String(decoding: try folder.read(".l10nedit-review"), as: UTF8.self) == broken)
    #expect(try folder.read("en.lproj/Localizable.strings") == Array(Self.files[Self.en]!.utf8))
  }

  static let en = "en.lproj/Localizable.strings"

  @Test func aReadOnlyReviewFileRefusesTheWholeSave() throws {
    let file = ReviewFile.render(try ReviewFile.parse(Array(Self.byHand.utf8), path: "x"))
    let folder = try TestSupport.fixture(
      Self.files.merging([".l10nedit-review": String(decoding: file, as: UTF8.self)]) { $1 })
    let path = folder.path + "/.l10nedit-review"
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    var project = try folder.load()
    // A save that leaves the review file as it is writes as usual.
    var changes = try project.apply([.setText(Self.cell("greeting", "de"), "Servus")])
    #expect(try ProjectWriter.save(project, files: changes.files.sorted()).written.count == 1)
    changes = try project.apply([.setText(Self.cell("greeting", "en"), "Hi")])
    let failure = try #require(throws: WriteReport.Failure.self) {
      try ProjectWriter.save(project, files: changes.files.sorted())
    }
    #expect(failure.description.contains("read-only"), "\(failure)")
    #expect(failure.description.hasSuffix("nothing was written"), "\(failure)")
    #expect(failure.report.written.isEmpty && failure.report.unchanged.isEmpty)
    #expect(try folder.read(Self.en) == Array(Self.files[Self.en]!.utf8))
    #expect(try folder.read(".l10nedit-review") == file)
  }

  @Test func aReviewFileLinkedOutOfTheProjectIsNeitherReadNorWritten() throws {
    let outside = try TemporaryFolder()
    try outside.write(["secret": Self.byHand])
    let folder = try TestSupport.fixture(Self.files)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/.l10nedit-review", withDestinationPath: outside.path + "/secret")
    var project = try folder.load()
    #expect(project.reviewFile.error?.reason.contains("outside the project") == true)
    #expect(project.reviews.isEmpty)
    let changes = try project.apply([.setText(Self.cell("greeting", "en"), "Hi")])
    let failure = try #require(throws: WriteReport.Failure.self) {
      try ProjectWriter.save(project, files: changes.files.sorted())
    }
    #expect(failure.report.written.isEmpty)
    #expect(String(decoding: try outside.read("secret"), as: UTF8.self) == Self.byHand)
    #expect(try folder.read(Self.en) == Array(Self.files[Self.en]!.utf8))
  }

  @Test func aReviewFileChangedOnDiskSinceReadIsNotOverwritten() throws {
    let folder = try TestSupport.fixture(
      Self.files.merging([".l10nedit-review": Self.byHand]) { $1 })
    let (loaded, stamps) = try ProjectLoader.loadStamped(folder.path)
    var project = loaded
    try folder.write([".l10nedit-review": "# someone else's\n"])
    let changes = try project.apply([.setText(Self.cell("greeting", "en"), "Hi")])
    let failure = try #require(throws: WriteReport.Failure.self) {
      try ProjectWriter.save(project, files: changes.files.sorted(), unchangedSince: stamps)
    }
    #expect(failure.report.reviewFailure?.changedOnDisk == true)
    #expect(failure.report.written.isEmpty)
    #expect(try folder.read(Self.en) == Array(Self.files[Self.en]!.utf8))
    #expect(
      String(decoding: try folder.read(".l10nedit-review"), as: UTF8.self) == "# someone else's\n")
  }
}

extension CellID {
  fileprivate func with(table: String) -> CellID {
    CellID(table: TableID(table), key: key, language: language)
  }
}
