import Foundation
import L10nTestSupport
import Testing

/// What a project names is read inside the project only, as writes are: a glossary or settings
/// file linked out of it is refused, an error quotes no more than a short, escaped prefix of a
/// file, and the settings cannot place the user memory outside the user's data folder (made
/// readable by its owner only).
@Suite("Project inputs stay inside the project")
struct ProjectInputContainmentTests {
  static let files = [
    "en.lproj/Main.strings": "\"save\" = \"Save\";\n",
    "de.lproj/Main.strings": "\"save\" = \"Sichern\";\n",
  ]

  /// A secret outside the project, shaped like `/proc/self/environ` (NUL-separated, no line
  /// feed) or a credentials file.
  static let secret = "GITHUB_TOKEN=ghp_SECRET0123456789\u{0}AWS_KEY=AKIASECRET\u{0}"

  @Test(
    "a glossary or settings file linked out of the project is refused, the secret unsaid",
    arguments: ["l10nedit.glossary.csv", "l10nedit.glossary.tbx", ".l10nedit.json"])
  func linkOutOfProject(_ name: String) throws {
    let outside = try TemporaryFolder()
    try outside.write(["environ": Self.secret])
    let folder = try TestSupport.fixture(Self.files)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/" + name, withDestinationPath: outside.path + "/environ")
    let run = try CommandRunner.run(["lint", "."], in: folder.url)
    #expect(run.status == 2, "\(run.standardOutput)\(run.standardError)")
    #expect(run.standardError.contains("outside the project"), "\(run.standardError)")
    #expect(!(run.standardOutput + run.standardError).contains("SECRET"))
  }

  @Test("an error quotes a short, escaped prefix of a glossary's content, never the whole")
  func shortExcerpt() throws {
    let folder = try TestSupport.fixture(
      Self.files.merging(["l10nedit.glossary.csv": Self.secret + String(repeating: "x", count: 500)]
      ) { $1 })
    let run = try CommandRunner.run(["lint", "."], in: folder.url)
    #expect(run.status == 2)
    #expect(
      run.standardError.contains(
        "unknown column \"GITHUB_TOKEN=ghp_SECRET0123456789\\u{0}AWS_KE…\""),
      "\(run.standardError)")
    #expect(!run.standardError.contains("AKIA"))
    #expect(!run.standardError.contains("xxxxxxxxxx"))
  }

  @Test("settings naming a user memory outside the data folder are refused, nothing made")
  func userMemoryOutsideDataFolder() throws {
    let outside = try TemporaryFolder()
    let data = try TemporaryFolder()
    for named in [outside.path + "/made/memory.sqlite", "../../x/memory.sqlite"] {
      let folder = try TestSupport.fixture(
        Self.files.merging([".l10nedit.json": "{ \"userMemory\": \"\(named)\" }\n"]) { $1 })
      let run = try CommandRunner.run(
        ["suggest", ".", "--table", "Main", "--key", "save", "--language", "de"],
        in: folder.url, environment: ["XDG_DATA_HOME": data.path])
      #expect(run.status == 2)
      #expect(run.standardError.contains("is outside your data folder"), "\(run.standardError)")
      #expect(!FileManager.default.fileExists(atPath: outside.path + "/made"))
      #expect(!FileManager.default.fileExists(atPath: data.path + "/x"))
    }
  }

  @Test("the user memory is made readable by its owner only (file 0600, folder 0700)")
  func ownerOnly() throws {
    let data = try TemporaryFolder()
    let folder = try TestSupport.fixture(
      Self.files.merging([".l10nedit.json": "{ \"userMemory\": \"mine.sqlite\" }\n"]) { $1 })
    let run = try CommandRunner.run(
      ["suggest", ".", "--table", "Main", "--key", "save", "--language", "de"],
      in: folder.url, environment: ["XDG_DATA_HOME": data.path])
    #expect(run.status == 0, "\(run.standardError)")
    let manager = FileManager.default
    let file = try manager.attributesOfItem(atPath: data.path + "/l10nedit/mine.sqlite")
    let folderMode = try manager.attributesOfItem(atPath: data.path + "/l10nedit")
    #expect((file[.posixPermissions] as? Int) == 0o600)
    #expect((folderMode[.posixPermissions] as? Int) == 0o700)
  }
}
