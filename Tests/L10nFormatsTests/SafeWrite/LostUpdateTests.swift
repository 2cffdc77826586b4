import Foundation
import L10nModel
import Testing

@testable import L10nFormats

/// A change made on disk while the new bytes are being written (after every earlier check) is
/// never overwritten: the stamp is compared again right before the rename.
@Suite("No lost update")
struct LostUpdateTests {
  @Test("a file changed after the first check is refused at the rename, the change kept")
  func changedBeforeRename() throws {
    let fixture = try WriteFixture(["en.lproj/L.strings"])
    let path = fixture.root + "/en.lproj/L.strings"
    let stamp = FileStamp.of(path)
    // Another program rewrites the file after it was read (and after any check made then).
    let theirs = "\"b\" = \"theirs\";\n"
    try fixture.write(theirs, to: "proj/en.lproj/L.strings")
    var writer = SafeWriter(root: fixture.root)
    #expect {
      _ = try writer.write(Array("\"a\" = \"mine\";\n".utf8), to: path, expected: .unchanged(stamp))
    } throws: { error in
      (error as? FileSystem.Failure)?.changedOnDisk == true
    }
    #expect(try fixture.text("proj/en.lproj/L.strings") == theirs)
    // No temporary is left beside it.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: fixture.root + "/en.lproj") == [
        "L.strings"
      ])
  }

  @Test("a file made where none was, after the first check, is not replaced")
  func appearedBeforeRename() throws {
    let fixture = try WriteFixture(["en.lproj/L.strings"])
    let path = fixture.root + "/de.lproj/L.strings"
    try fixture.write("\"x\" = \"theirs\";\n", to: "proj/de.lproj/L.strings")
    var writer = SafeWriter(root: fixture.root)
    #expect(throws: FileSystem.Failure.self) {
      _ = try writer.write(Array("\"a\" = \"mine\";\n".utf8), to: path, expected: .unchanged(nil))
    }
    #expect(try fixture.text("proj/de.lproj/L.strings") == "\"x\" = \"theirs\";\n")
  }

  @Test("an unchanged file is written under the same expectation")
  func unchangedIsWritten() throws {
    let fixture = try WriteFixture(["en.lproj/L.strings"])
    let path = fixture.root + "/en.lproj/L.strings"
    var writer = SafeWriter(root: fixture.root)
    #expect(
      try writer.write(
        Array("\"a\" = \"mine\";\n".utf8), to: path, expected: .unchanged(FileStamp.of(path))))
    #expect(try fixture.text("proj/en.lproj/L.strings") == "\"a\" = \"mine\";\n")
  }
}
