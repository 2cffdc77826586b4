import Foundation
import L10nFormats
import L10nTestSupport
import Testing

/// The mode bits of the file at `path`, its last link not followed.
private func linkStatus(_ path: String) -> stat {
  var status = stat()
  lstat(path, &status)
  return status
}

@Suite("format writes safely", .serialized)
struct FormatSafetyTests {
  @Test("every file is tried; each one not written is reported; exit 2")
  func reportsEveryFailure() throws {
    let copy = try TestSupport.sampleCopy()
    let readOnly = copy.path + "/es-MX.lproj/Localizable.strings"
    let linked = copy.path + "/ru.lproj/Errors.strings"
    chmod(readOnly, 0o444)
    #expect(link(linked, copy.url.deletingLastPathComponent().path + "/Errors-backup.strings") == 0)
    let before = (
      try copy.read("es-MX.lproj/Localizable.strings"), try copy.read("ru.lproj/Errors.strings")
    )

    let result = try CommandRunner.run(["format", copy.path])
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        "error: \(readOnly): not written: Permission denied (the file is read-only, mode 444)"))
    #expect(result.standardError.contains("error: \(linked): not written: it has 2 hard links"))
    #expect(try copy.read("es-MX.lproj/Localizable.strings") == before.0)
    #expect(try copy.read("ru.lproj/Errors.strings") == before.1)
    // Everything else was written: only the two refused files would still change.
    let check = try CommandRunner.run(["format", "--check", copy.path])
    #expect(
      check.standardOutput.split(separator: "\n").sorted()
        == [linked, readOnly].sorted().map { Substring($0) })
  }

  @Test("a linked file stays a link; its target gets the bytes and keeps its mode")
  func writesThroughLink() throws {
    let copy = try TestSupport.sampleCopy()
    let expected = try TestSupport.sampleCopy()
    #expect(try CommandRunner.run(["format", expected.path]).status == 0)
    let file = copy.path + "/es-MX.lproj/Localizable.strings"
    try FileManager.default.createDirectory(
      atPath: copy.path + "/Shared", withIntermediateDirectories: true)
    #expect(rename(file, copy.path + "/Shared/es-MX.strings") == 0)
    #expect(chmod(copy.path + "/Shared/es-MX.strings", 0o640) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: file, withDestinationPath: "../Shared/es-MX.strings")

    let result = try CommandRunner.run(["format", copy.path])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("formatted \(file)"))
    #expect(linkStatus(file).st_mode & S_IFMT == S_IFLNK)
    #expect(linkStatus(copy.path + "/Shared/es-MX.strings").st_mode & 0o7777 == 0o640)
    #expect(
      try copy.read("Shared/es-MX.strings") == expected.read("es-MX.lproj/Localizable.strings"))
  }

  @Test("a temporary file a killed run left is removed and reported")
  func removesStaleTemporary() throws {
    let copy = try TestSupport.sampleCopy()
    let stale = copy.path + "/de.lproj/.Localizable.strings.l10nedit-deadbeef"
    try copy.write(Array("half a file".utf8), to: "de.lproj/.Localizable.strings.l10nedit-deadbeef")
    let hourAgo = timeval(tv_sec: time(nil) - 3600, tv_usec: 0)
    #expect(utimes(stale, [hourAgo, hourAgo]) == 0)
    let result = try CommandRunner.run(["format", copy.path])
    #expect(result.status == 0)
    #expect(result.standardError.contains("removed \(stale), left by an interrupted run"))
    #expect(!FileManager.default.fileExists(atPath: stale))
  }

  @Test("a write failing midway (File too large) leaves the file as it was and no temporary")
  func failedWriteLeavesFile() throws {
    let copy = try TestSupport.sampleCopy()
    let before = try copy.read("es-MX.lproj/Localizable.strings")
    #expect(before.count > 2048)
    // Files may grow to 2 KiB only; the write beyond fails with EFBIG instead of a signal.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      "-c", "ulimit -f 2; trap '' XFSZ; exec \"$0\" format \"$1\"",
      CommandRunner.executable.path, copy.path,
    ]
    let error = Pipe()
    process.standardError = error
    process.standardOutput = Pipe()
    try process.run()
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(
      message.contains(
        "error: \(copy.path)/es-MX.lproj/Localizable.strings: not written: File too large (writing)"
      ))
    #expect(try copy.read("es-MX.lproj/Localizable.strings") == before)
    let left = try FileManager.default.contentsOfDirectory(atPath: copy.path + "/es-MX.lproj")
    #expect(!left.contains { $0.contains(".l10nedit-") })
  }

  @Test(
    "a user who cannot keep a file's owner is refused rather than taking the file over",
    .enabled(if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"))
  )
  func refusesOwnerChange() throws {
    let copy = try TestSupport.sampleCopy()
    let file = copy.path + "/es-MX.lproj/Localizable.strings"
    // The project belongs to nobody, except one file root owns but lets everyone write.
    for path in [copy.path]
      + (FileManager.default.subpaths(atPath: copy.path) ?? []).map({ copy.path + "/" + $0 })
    {
      #expect(chown(path, 65534, 65534) == 0)
    }
    #expect(chown(file, 0, 0) == 0 && chmod(file, 0o666) == 0)
    let before = try copy.read("es-MX.lproj/Localizable.strings")

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
    process.arguments = [
      "--reuid=65534", "--regid=65534", "--clear-groups", CommandRunner.executable.path, "format",
      copy.path,
    ]
    let error = Pipe()
    process.standardError = error
    process.standardOutput = Pipe()
    try process.run()
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(
      message.contains(
        "error: \(file): not written: Operation not permitted (it belongs to user 0, group 0"))
    #expect(try copy.read("es-MX.lproj/Localizable.strings") == before)
    #expect(linkStatus(file).st_uid == 0)
  }
}
