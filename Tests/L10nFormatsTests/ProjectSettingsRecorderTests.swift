import Foundation
import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// The editor's answer to "sort these files?" goes into the settings file as one line.
@Suite("Recording the sort answer")
struct ProjectSettingsRecorderTests {
  @Test(
    "one line added, the rest of the file kept byte for byte",
    arguments: [
      (
        ".l10nedit.json", "{\n  \"sourceLanguage\": \"en\"\n}\n",
        "{\n  \"sort\": false,\n  \"sourceLanguage\": \"en\"\n}\n"
      ),
      (".l10nedit.json", "{}\n", "{ \"sort\": false }\n"),
      (".l10nedit.yml", "sourceLanguage: en\n", "sourceLanguage: en\nsort: false\n"),
      (".l10nedit.yaml", "sourceLanguage: en", "sourceLanguage: en\nsort: false\n"),
      (".l10nedit.yml", "{sourceLanguage: en}\n", "{\n  \"sort\": false,sourceLanguage: en}\n"),
    ])
  func recorded(_ name: String, _ before: String, _ after: String) throws {
    let folder = try TestSupport.fixture(["en.lproj/L.strings": "", name: before])
    let path = try ProjectSettingsRecorder.recordSort(false, root: folder.path)
    #expect(path == folder.path + "/" + name)
    #expect(String(decoding: try folder.read(name), as: UTF8.self) == after)
    #expect(try ProjectSettingsReader.read(root: folder.path)?.sort == false)
  }

  @Test("without a settings file, a new .l10nedit.json")
  func newFile() throws {
    let folder = try TestSupport.fixture(["en.lproj/L.strings": ""])
    _ = try ProjectSettingsRecorder.recordSort(true, root: folder.path)
    #expect(
      String(decoding: try folder.read(".l10nedit.json"), as: UTF8.self)
        == "{\n  \"sort\": true\n}\n")
  }

  @Test("a project that is one file gets the settings file beside it")
  func oneFileProject() throws {
    let folder = try TestSupport.fixture(["strings.json": "{\"en\": {\"a\": \"A\"}}"])
    let path = try ProjectSettingsRecorder.recordSort(false, root: folder.path + "/strings.json")
    #expect(path == folder.path + "/.l10nedit.json")
    #expect(try ProjectSettingsReader.read(root: folder.path + "/strings.json")?.sort == false)
  }

  @Test("a file that says sort already, or does not read, is left as it is")
  func refused() throws {
    for text in ["{\"sort\": true}", "{\"sort\": "] {
      let folder = try TestSupport.fixture(["en.lproj/L.strings": "", ".l10nedit.json": text])
      #expect(throws: FileSystem.Failure.self) {
        _ = try ProjectSettingsRecorder.recordSort(false, root: folder.path)
      }
      #expect(String(decoding: try folder.read(".l10nedit.json"), as: UTF8.self) == text)
    }
  }
}
