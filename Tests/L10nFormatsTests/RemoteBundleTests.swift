import Foundation
import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

@Suite("Remote bundle")
struct RemoteBundleTests {
  static let json = """
    {
      "fr": { "z": "dernier", "quote": "dit \\"oui\\" \\\\ puis\\nfin", "order": "%2$@ et %1$@",
              "files": {"other": "%ld fichiers", "one": "%ld fichier"} },
      "en": { "a": "A" }
    }
    """

  static func contents(_ style: RemoteBundle.StringsStyle, nocache: Bool = false) throws
    -> RemoteBundle.Contents
  {
    let strings = try RemoteStringsReader.read(Array(json.utf8), path: "s.json")
    return try RemoteBundle.contents(
      of: strings,
      options: .init(
        table: "Localizable", nocache: nocache, style: style, normalizeLanguages: false),
      valueType: { _ in "ld" })
  }

  static func plist(_ bytes: [UInt8]) throws -> NSDictionary {
    let object = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
    return try #require(object as? NSDictionary)
  }

  @Test("text .strings: canonical escaping, keys sorted, UTF-8")
  func text() throws {
    let files = try Self.contents(.text).files
    #expect(
      files.map(\.path) == [
        "fr.lproj/Localizable.strings", "fr.lproj/Localizable.stringsdict",
        "en.lproj/Localizable.strings",
      ])
    #expect(
      String(decoding: files[0].bytes, as: UTF8.self) == """
        "order" = "%2$@ et %1$@";
        "quote" = "dit \\"oui\\" \\\\ puis\\nfin";
        "z" = "dernier";

        """)
    #expect(files.map(\.keyCount) == [3, 1, 1])
  }

  @Test("every style reads back with Foundation as the JSON's values")
  func readBack() throws {
    for style in RemoteBundle.StringsStyle.allCases {
      for nocache in [false, true] {
        let files = try Self.contents(style, nocache: nocache).files
        let table = nocache ? "Localizable.nocache" : "Localizable"
        #expect(files[0].path == "fr.lproj/\(table).strings")
        #expect(
          try Self.plist(files[0].bytes)
            == ["order": "%2$@ et %1$@", "quote": "dit \"oui\" \\ puis\nfin", "z": "dernier"])
        #expect(files[1].path == "fr.lproj/\(table).stringsdict")
        let plural: NSDictionary = [
          "files": [
            "NSStringLocalizedFormatKey": "%#@value@",
            "value": [
              "NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
              "NSStringFormatValueTypeKey": "ld", "one": "%ld fichier", "other": "%ld fichiers",
            ],
          ]
        ]
        #expect(try Self.plist(files[1].bytes) == plural, "\(style)")
        #expect(try Self.plist(files[2].bytes) == ["a": "A"])
      }
    }
  }

  @Test("binary property lists are the same bytes every time, keys sorted")
  func binaryIsStable() throws {
    let first = try Self.contents(.binary).files
    #expect(first.allSatisfy { $0.bytes.starts(with: Array("bplist00".utf8)) })
    #expect(try Self.contents(.binary).files == first)
    let text = String(decoding: first[0].bytes, as: UTF8.self)
    let order = ["order", "quote", "z"].compactMap { text.range(of: $0)?.lowerBound }
    #expect(order.count == 3 && order == order.sorted())
  }

  @Test("a binary property list with long and non-ASCII strings and many keys reads back")
  func binaryLarge() throws {
    var object = "{\"ja\": {"
    for index in 0..<300 {
      object += "\"key\(index)\": \"値 \(String(repeating: "x", count: index))\","
    }
    object += "\"last\": \"🙂\"}}"
    let strings = try RemoteStringsReader.read(Array(object.utf8), path: "s.json")
    let files = try RemoteBundle.contents(
      of: strings,
      options: .init(table: "T", nocache: false, style: .binary, normalizeLanguages: false),
      valueType: { _ in "d" }
    ).files
    let read = try Self.plist(files[0].bytes)
    #expect(read.count == 301)
    #expect(read["key299"] as? String == "値 " + String(repeating: "x", count: 299))
    #expect(read["last"] as? String == "🙂")
  }

  @Test("normalizing renames folders and reports it; a bad table name is refused")
  func normalizing() throws {
    let strings = try RemoteStringsReader.read(
      Array("{\"zh_CN\": {\"a\": \"b\"}, \"fr\": {}}".utf8), path: "s.json")
    let contents = try RemoteBundle.contents(
      of: strings,
      options: .init(table: "Localizable", nocache: false, style: .text, normalizeLanguages: true),
      valueType: { _ in "d" })
    #expect(
      contents.files.map(\.path) == [
        "zh-Hans.lproj/Localizable.strings", "fr.lproj/Localizable.strings",
      ])
    #expect(contents.renamed.map(\.code) == ["zh_CN"])
    #expect(contents.renamed.map(\.folder) == ["zh-Hans"])
    for table in ["", "../T", "a/b", ".hidden"] {
      #expect(throws: RemoteBundle.Failure.self) {
        try RemoteBundle.contents(
          of: strings,
          options: .init(table: table, nocache: false, style: .text, normalizeLanguages: false),
          valueType: { _ in "d" })
      }
    }
  }

  @Test("a folder is replaced whole; a failed write leaves it and no temporary folder")
  func folderReplacement() throws {
    let parent = try TemporaryFolder()
    let out = parent.path + "/Remote.bundle"
    try FolderReplacement.replace(out, with: [("en.lproj/A.strings", Array("1".utf8))])
    try FolderReplacement.replace(out, with: [("fr.lproj/B.strings", Array("2".utf8))])
    #expect(
      try FileManager.default.subpathsOfDirectory(atPath: out).sorted() == [
        "fr.lproj", "fr.lproj/B.strings",
      ])
    #expect(try parent.read("Remote.bundle/fr.lproj/B.strings") == Array("2".utf8))
    // "x" as a file, then "x/y" below it: the second write fails.
    #expect(throws: FileSystem.Failure.self) {
      try FolderReplacement.replace(out, with: [("x", [1]), ("x/y", [2])])
    }
    #expect(throws: FileSystem.Failure.self) {
      try FolderReplacement.replace(out, with: [("../escape", [1])])
    }
    #expect(try parent.read("Remote.bundle/fr.lproj/B.strings") == Array("2".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["Remote.bundle"])
    #expect(!FileManager.default.fileExists(atPath: parent.path + "/escape"))
  }
}
