import Foundation
import L10nFormats
import L10nModel
import Testing

/// Writes every file of `fixture`'s project, as `format` does.
private func writeAll(_ fixture: WriteFixture) throws -> (Project, WriteReport) {
  let project = try fixture.load()
  return (project, ProjectWriter.write(project, files: Array(project.files.indices)))
}

@Suite("Safe writes")
struct SafeWriteTests {
  @Test("a file is replaced by a new inode that keeps its mode; no temporary remains")
  func keepsMode() throws {
    let fixture = try WriteFixture(["en.lproj/L.strings"])
    chmod(fixture.root + "/en.lproj/L.strings", 0o640)
    let before = fixture.linkStatus("proj/en.lproj/L.strings")
    let (_, report) = try writeAll(fixture)
    #expect(report.written == [0] && report.failures.isEmpty)
    let after = fixture.linkStatus("proj/en.lproj/L.strings")
    #expect(after.st_mode & 0o7777 == 0o640)
    #expect(after.st_ino != before.st_ino)
    #expect(try fixture.text("proj/en.lproj/L.strings") == WriteFixture.sorted)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: fixture.root + "/en.lproj") == [
        "L.strings"
      ])
    let (_, again) = try writeAll(fixture)
    #expect(again.written.isEmpty && again.unchanged == [0])
  }

  @Test(
    "owner and group are kept (root only: only root may give a file away)",
    .enabled(if: geteuid() == 0))
  func keepsOwner() throws {
    let fixture = try WriteFixture(["en.lproj/L.strings"])
    #expect(chown(fixture.root + "/en.lproj/L.strings", 1234, 5678) == 0)
    let (_, report) = try writeAll(fixture)
    #expect(report.written == [0])
    let after = fixture.linkStatus("proj/en.lproj/L.strings")
    #expect(after.st_uid == 1234 && after.st_gid == 5678)
  }

  @Test("a file deleted since loading, and its folder, are made again with the usual mode")
  func newFile() throws {
    let fixture = try WriteFixture(["en.lproj/L.strings", "de.lproj/L.strings"])
    let project = try fixture.load()
    try FileManager.default.removeItem(atPath: fixture.root + "/de.lproj")
    // What the umask makes of 0666, as any new file gets it.
    close(open(fixture.base + "/outside/probe", O_WRONLY | O_CREAT, 0o666))
    let usual = fixture.linkStatus("outside/probe").st_mode & 0o7777
    let report = ProjectWriter.write(
      project, files: [WriteFixture.index(of: "de.lproj/L.strings", in: project)])
    #expect(report.failures.isEmpty && report.written.count == 1)
    #expect(fixture.linkStatus("proj/de.lproj/L.strings").st_mode & 0o7777 == usual)
    #expect(try fixture.text("proj/de.lproj/L.strings") == WriteFixture.sorted)
  }

  @Test(
    "a symbolic link inside the project is written through: it stays a link, its target keeps its mode"
  )
  func linkInside() throws {
    let fixture = try WriteFixture(["en.lproj/L.strings", "shared/L.strings"])
    chmod(fixture.root + "/shared/L.strings", 0o600)
    try FileManager.default.createDirectory(
      atPath: fixture.root + "/de.lproj", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root + "/de.lproj/L.strings", withDestinationPath: "../shared/L.strings")
    let (project, report) = try writeAll(fixture)
    #expect(project.files.map(\.relativePath) == ["de.lproj/L.strings", "en.lproj/L.strings"])
    #expect(report.failures.isEmpty)
    let link = fixture.linkStatus("proj/de.lproj/L.strings")
    #expect(link.st_mode & S_IFMT == S_IFLNK)
    #expect(try fixture.text("proj/shared/L.strings") == WriteFixture.sorted)
    #expect(fixture.linkStatus("proj/shared/L.strings").st_mode & 0o7777 == 0o600)
  }

  @Test("a path resolving outside the project (a linked folder or file) is never written")
  func linkOutside() throws {
    let fixture = try WriteFixture([
      "en.lproj/L.strings", "es.lproj/L.strings", "fr.lproj/L.strings",
    ])
    let project = try fixture.load()
    let manager = FileManager.default
    // Made links after loading: discovery never follows links leaving the project.
    try manager.moveItem(
      atPath: fixture.root + "/es.lproj", toPath: fixture.base + "/outside/es.lproj")
    try manager.createSymbolicLink(
      atPath: fixture.root + "/es.lproj", withDestinationPath: "../outside/es.lproj")
    try manager.moveItem(
      atPath: fixture.root + "/fr.lproj/L.strings", toPath: fixture.base + "/outside/L.strings")
    try manager.createSymbolicLink(
      atPath: fixture.root + "/fr.lproj/L.strings", withDestinationPath: "../../outside/L.strings")
    let report = ProjectWriter.write(project, files: Array(project.files.indices))
    #expect(report.written == [0])
    let reasons = report.failures.map(\.failure.description)
    let outside = fixture.realPath("outside")
    #expect(reasons.count == 2)
    #expect(
      reasons.contains {
        $0.hasPrefix(
          fixture.root
            + "/es.lproj/L.strings: not written: it resolves to \(outside)/es.lproj/L.strings, outside the project"
        )
      })
    #expect(
      reasons.contains {
        $0.hasPrefix(
          fixture.root
            + "/fr.lproj/L.strings: not written: it resolves to \(outside)/L.strings, outside the project"
        )
      })
    #expect(try fixture.text("outside/es.lproj/L.strings") == WriteFixture.unsorted)
    #expect(try fixture.text("outside/L.strings") == WriteFixture.unsorted)
  }

  @Test("a file with several hard links is refused, both links unchanged")
  func hardLink() throws {
    let fixture = try WriteFixture(["en.lproj/L.strings", "de.lproj/L.strings"])
    #expect(
      link(fixture.root + "/de.lproj/L.strings", fixture.base + "/outside/backup.strings") == 0)
    let (_, report) = try writeAll(fixture)
    #expect(report.written == [1])
    #expect(
      report.failures.map(\.failure.description) == [
        fixture.root + "/de.lproj/L.strings: not written: it has 2 hard links, and replacing it"
          + " would split them (give it a single link to write it)"
      ])
    #expect(try fixture.text("proj/de.lproj/L.strings") == WriteFixture.unsorted)
    #expect(fixture.linkStatus("proj/de.lproj/L.strings").st_nlink == 2)
  }

  @Test("a read-only file and a read-only folder are reported, untouched, and the rest is written")
  func readOnly() throws {
    let fixture = try WriteFixture([
      "en.lproj/L.strings", "de.lproj/L.strings", "fr.lproj/L.strings",
    ])
    chmod(fixture.root + "/de.lproj/L.strings", 0o444)
    chmod(fixture.root + "/fr.lproj", 0o555)
    let (_, report) = try writeAll(fixture)
    #expect(report.written == [1])
    #expect(
      report.failures.map(\.failure.description) == [
        fixture.root
          + "/de.lproj/L.strings: not written: Permission denied (the file is read-only, mode 444)",
        fixture.root + "/fr.lproj/L.strings: not written: Permission denied (its folder "
          + fixture.realPath("proj/fr.lproj") + " is not writable)",
      ])
    #expect(try fixture.text("proj/de.lproj/L.strings") == WriteFixture.unsorted)
    #expect(try fixture.text("proj/fr.lproj/L.strings") == WriteFixture.unsorted)
    #expect(fixture.linkStatus("proj/de.lproj/L.strings").st_mode & 0o7777 == 0o444)
  }

  @Test("save tries every file and throws one failure naming each file not written")
  func saveReportsAll() throws {
    let fixture = try WriteFixture([
      "en.lproj/L.strings", "de.lproj/L.strings", "fr.lproj/L.strings",
    ])
    chmod(fixture.root + "/de.lproj/L.strings", 0o444)
    chmod(fixture.root + "/fr.lproj/L.strings", 0o444)
    let project = try fixture.load()
    #expect {
      try ProjectWriter.save(project, files: [0, 1, 2])
    } throws: { error in
      guard let failure = error as? WriteReport.Failure else { return false }
      return failure.report.written == [1]
        && failure.description.components(separatedBy: "; ").count == 2
    }
    #expect(try fixture.text("proj/en.lproj/L.strings") == WriteFixture.sorted)
  }

  @Test(
    "temporaries a killed run left beside the files are removed: only ours, only older than the run"
  )
  func staleTemporaries() throws {
    let fixture = try WriteFixture(["en.lproj/L.strings", "de.lproj/L.strings"])
    let names = [
      ".L.strings.l10nedit-0a1b2c3d",  // ours: removed
      ".L.strings.l10nedit-9F8E7D6C",  // ours, from a version naming them in capitals: removed
      ".L.strings.l10nedit-0a1b2c3",  // seven digits: kept
      ".notes.txt.l10nedit-0a1b2c3d",  // not a localization file's: kept
      "L.strings.l10nedit-0a1b2c3d",  // not hidden: kept
      ".Other.strings.l10nedit-00000000",  // ours but newer than the run: kept
    ]
    let hourAgo = timeval(tv_sec: time(nil) - 3600, tv_usec: 0)
    let hourAhead = timeval(tv_sec: time(nil) + 3600, tv_usec: 0)
    for name in names {
      try fixture.write("partial", to: "proj/de.lproj/" + name)
      let times = name.hasPrefix(".Other") ? [hourAhead, hourAhead] : [hourAgo, hourAgo]
      #expect(utimes(fixture.root + "/de.lproj/" + name, times) == 0)
    }
    let (_, report) = try writeAll(fixture)
    let folder = fixture.realPath("proj/de.lproj")
    #expect(
      report.removedTemporaries == [
        folder + "/.L.strings.l10nedit-0a1b2c3d", folder + "/.L.strings.l10nedit-9F8E7D6C",
      ])
    let left = try FileManager.default.contentsOfDirectory(atPath: fixture.root + "/de.lproj")
    #expect(Set(left) == Set(names.dropFirst(2) + ["L.strings"]))
  }
}

@Suite("Writes that check the disk first")
struct StampedWriteTests {
  @Test("a file changed on disk since it was read is not written; the others are")
  func changedSinceRead() throws {
    let fixture = try WriteFixture(["en.lproj/L.strings", "de.lproj/L.strings"])
    let (project, stamps) = try ProjectLoader.loadStamped(fixture.root)
    #expect(stamps.count == 2)
    // Something else rewrites de (same size: only the time and inode tell).
    let outside = "\"b\" = \"3\";\n\"a\" = \"1\";\n"
    try fixture.write(outside, to: "proj/de.lproj/L.strings")
    let report = ProjectWriter.write(
      project, files: Array(project.files.indices), unchangedSince: stamps)
    let german = WriteFixture.index(of: "de.lproj/L.strings", in: project)
    #expect(report.written == [WriteFixture.index(of: "en.lproj/L.strings", in: project)])
    #expect(report.failures.map(\.file) == [german])
    #expect(
      report.failures.first?.failure.reason == "changed on disk since it was read; not written")
    #expect(try fixture.text("proj/de.lproj/L.strings") == outside)
    #expect(try fixture.text("proj/en.lproj/L.strings") == WriteFixture.sorted)
  }

  @Test("a file that appeared on disk where the project had none is not replaced")
  func appearedSinceRead() throws {
    let fixture = try WriteFixture(["en.lproj/L.strings"])
    let (project, stamps) = try ProjectLoader.loadStamped(fixture.root)
    let stamp = try #require(stamps[fixture.root + "/en.lproj/L.strings"])
    #expect(FileStamp.of(fixture.root + "/en.lproj/L.strings") == stamp)
    try fixture.write("\"x\" = \"y\";\n", to: "proj/en.lproj/L.strings")
    #expect(FileStamp.of(fixture.root + "/en.lproj/L.strings") != stamp)
    let report = ProjectWriter.write(project, files: [0], unchangedSince: [:])
    #expect(report.failures.count == 1)
    #expect(try fixture.text("proj/en.lproj/L.strings") == "\"x\" = \"y\";\n")
  }
}
