import Foundation
import L10nModel
import L10nTestSupport
import Testing

/// The shared test set-up cleans up after itself and loads through the real loader.
@Suite struct TestSupportTests {
  @Test("a sample copy is a full copy, removed when its handle goes away")
  func sampleCopy() throws {
    var folder: TemporaryFolder? = try TestSupport.sampleCopy()
    let path = try #require(folder?.path)
    #expect(path.hasSuffix("/Resources"))
    let project = try #require(try folder?.load())
    #expect(project.files.count == 36)
    #expect(
      try folder?.read("en.lproj/Errors.strings")
        == (try Array(
          Data(
            contentsOf: TestSupport.sampleResources.appendingPathComponent(
              "en.lproj/Errors.strings")))))
    folder = nil
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(!FileManager.default.fileExists(atPath: (path as NSString).deletingLastPathComponent))
  }

  @Test("withSampleCopy removes the copy afterwards")
  func withSampleCopy() throws {
    let path = try TestSupport.withSampleCopy { path in
      #expect(FileManager.default.fileExists(atPath: path + "/de.lproj/Localizable.strings"))
      return path
    }
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("a fixture tree is written as given and loaded by ProjectLoader")
  func fixture() throws {
    var folder: TemporaryFolder? = try TestSupport.fixture([
      "en.lproj/A.strings": "\"k\" = \"v\";\n", "Sub/de.lproj/B.strings": "\"x\" = \"y\";\n",
    ])
    let path = try #require(folder?.path)
    let project = try #require(try folder?.load())
    #expect(project.files.map(\.relativePath) == ["Sub/de.lproj/B.strings", "en.lproj/A.strings"])
    #expect(project.grids.map(\.table.path) == ["A", "Sub/B"])
    folder = nil
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
