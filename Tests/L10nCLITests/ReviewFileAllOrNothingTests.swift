import Foundation
import L10nTestSupport
import Testing

/// Every command that writes review states saves all or nothing: a review file that cannot
/// take the save's states (linked out of the project, read-only, not parsing) refuses the whole
/// save, before any file is written, with one message.
@Suite("review file: all-or-nothing saves")
struct ReviewFileAllOrNothingTests {
  static let en = "en.lproj/Localizable.strings"
  static let de = "de.lproj/Localizable.strings"
  static let files = [
    en: "\"cpu\" = \"Processor\";\n\"save\" = \"Save\";\n",
    de: "\"cpu\" = \"Prozessor\";\n\"save\" = \"Sichern\";\n",
    "es.lproj/Localizable.strings": "\"cpu\" = \"Procesador\";\n\"save\" = \"Guardar\";\n",
    "es-MX.lproj/Localizable.strings": "\"save\" = \"Guardar\";\n",
  ]
  /// A line the csv and xliff imports drop by changing de's "cpu".
  static let marked = "Localizable\tcpu\tde\t\tneeds-review\tby-hand\n"

  /// What is wrong with the review file.
  enum Trouble: String, CaseIterable, CustomStringConvertible {
    case linkedOut, readOnly, unparsable
    var description: String { rawValue }
  }

  /// A project whose review file has `trouble`, and the outside file a link points to.
  static func project(_ trouble: Trouble) throws -> (TemporaryFolder, TemporaryFolder) {
    let folder = try TestSupport.fixture(files)
    let outside = try TemporaryFolder()
    try outside.write(["passwd": "root:x:0:0::/root:/bin/sh\n"])
    let review = folder.path + "/.l10nedit-review"
    switch trouble {
    case .linkedOut:
      try FileManager.default.createSymbolicLink(
        atPath: review, withDestinationPath: outside.path + "/passwd")
    case .readOnly:
      try folder.write([".l10nedit-review": marked])
      try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: review)
    case .unparsable:
      try folder.write([".l10nedit-review": marked + "<<<<<<< ours\n"])
    }
    return (folder, outside)
  }

  /// The commands that record review states, each with what it needs beside the project.
  static let commands: [(String, @Sendable (TemporaryFolder) throws -> [String])] = [
    (
      "replace",
      { _ in ["replace", ".", "--language", "de", "--find", "^Prozessor$", "--with", "CPU"] }
    ),
    ("fill", { _ in ["fill", ".", "--language", "es-MX", "--from", "parent"] }),
    (
      "import",
      { folder in
        try folder.write(["in.json": #"{"Localizable": {"en": {"cpu": "Processor unit"}}}"#])
        return ["import", "in.json", "."]
      }
    ),
  ]

  @Test(
    "replace, fill, import: refused whole, nothing written, one message",
    arguments: Trouble.allCases)
  func refusedWhole(trouble: Trouble) throws {
    for (name, arguments) in Self.commands {
      let (folder, outside) = try Self.project(trouble)
      let before = try Self.snapshot(folder)
      let result = try CommandRunner.run(try arguments(folder), in: folder.url)
      #expect(result.status == 2, "\(name) \(trouble): \(result.standardError)")
      #expect(result.standardOutput.isEmpty, "\(name) \(trouble): \(result.standardOutput)")
      let errors = result.standardError.split(separator: "\n").filter { $0.hasPrefix("error:") }
      #expect(errors.count == 1, "\(name) \(trouble): \(result.standardError)")
      #expect(
        errors.first?.hasPrefix("error: ./.l10nedit-review: ") == true
          && errors.first?.lowercased().hasSuffix("nothing was written") == true,
        "\(name) \(trouble): \(result.standardError)")
      #expect(try Self.snapshot(folder) == before, "\(name) \(trouble) wrote something")
      #expect(try outside.read("passwd") == Array("root:x:0:0::/root:/bin/sh\n".utf8))
    }
  }

  @Test("csv and xliff import: a read-only review file they would change refuses the save")
  func importsRefusedByAReadOnlyReviewFile() throws {
    for command in ["csv", "xliff"] {
      let (folder, _) = try Self.project(.readOnly)
      let arguments = try Self.exchangeImport(command, in: folder)
      let before = try Self.snapshot(folder)
      let result = try CommandRunner.run(arguments, in: folder.url)
      #expect(result.status == 2, "\(command): \(result.standardError)")
      #expect(result.standardError.contains("read-only"), "\(command): \(result.standardError)")
      #expect(try Self.snapshot(folder) == before, "\(command) wrote something")
    }
  }

  @Test("a broken review file refuses nothing that records no state (csv import)")
  func brokenFileRefusesNothingElse() throws {
    let (folder, _) = try Self.project(.unparsable)
    let result = try CommandRunner.run(try Self.exchangeImport("csv", in: folder), in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(String(decoding: try folder.read(Self.de), as: UTF8.self).contains("\"CPU\""))
    #expect(
      String(decoding: try folder.read(".l10nedit-review"), as: UTF8.self)
        == Self.marked + "<<<<<<< ours\n")
  }

  /// The arguments of a `csv import` or `xliff import` changing de's "cpu" to "CPU", with its
  /// file written beside the project.
  static func exchangeImport(_ command: String, in folder: TemporaryFolder) throws -> [String] {
    if command == "csv" {
      try folder.write(["in.csv": "table,key,comment,en,de\nLocalizable,cpu,,Processor,CPU\n"])
      return ["csv", "import", "in.csv", "."]
    }
    let out = folder.path + "/xliff"
    let export = try CommandRunner.run(
      ["xliff", "export", ".", "--language", "de", "--out", out, "--xliff"], in: folder.url)
    #expect(export.status == 0, "\(export.standardError)")
    let path = out + "/de.xliff"
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    try Data(text.replacingOccurrences(of: ">Prozessor<", with: ">CPU<").utf8).write(
      to: URL(fileURLWithPath: path))
    return ["xliff", "import", path, "."]
  }

  /// The project's localization files and review file, by path.
  static func snapshot(_ folder: TemporaryFolder) throws -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for path in Self.files.keys { files[path] = try? folder.read(path) }
    files[".l10nedit-review"] = try? folder.read(".l10nedit-review")
    return files
  }
}
