import Foundation
import L10nModel
import Testing

@testable import L10nFormats

@Suite struct PlistBinaryReaderTests {
  static var stringsdict: [String: Any] {
    [
      "files": [
        "NSStringLocalizedFormatKey": "%#@n@ in %@",
        "n": [
          "NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
          "NSStringFormatValueTypeKey": "d", "one": "ein Ordner", "other": "%d Ordner",
        ],
      ],
      "Grüße": "Grüße 👋🏽 \u{0}", "a": "", "long": String(repeating: "ä", count: 300),
    ]
  }
  static var numbers: [String: Any] {
    [
      "small": 1, "byte": 200, "short": 40_000, "int": 3_000_000_000, "negative": -5,
      "max": Int64.max, "min": Int64.min, "unsigned": UInt64.max, "double": 1.5,
      "tenth": 0.1, "whole": 2.0, "float": Float(0.1), "true": true, "false": false,
      "array": [1, "x", [2.5, ["nested": "deep"]]] as [Any],
      "many": (0..<300).map { "item \($0)" },
    ]
  }

  @Test("files Foundation writes read as Foundation's reader read them", arguments: [0, 1])
  func agreesWithFoundation(which: Int) throws {
    let object = which == 0 ? Self.stringsdict : Self.numbers
    let data = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    let expected = FoundationPlistConversion.node(
      from: try PropertyListSerialization.propertyList(from: data, format: nil))
    #expect(try PlistBinaryReader.read(Array(data)) == expected)
    let document = try StringsdictFileReader.read(Array(data), path: "L.stringsdict")
    #expect(document.root == expected)
    #expect(document.encoding == .binaryPropertyList)
  }

  @Test("a binary .strings file reads its strings, UTF-16 ones too")
  func strings() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["b": "Grüße 👋🏽", "a": "plain", "ä": "x\ny"], format: .binary, options: 0)
    let document = try StringsFileReader.read(Array(data), path: "L.strings")
    #expect(document.encoding == .binaryPropertyList)
    #expect((0..<3).map { document.key(at: $0).description } == ["a", "b", "ä"])
    #expect((0..<3).map { document.value(at: $0) } == ["plain", "Grüße 👋🏽", "x\ny"])
  }

  @Test("a binary .strings value that is not a string is named")
  func stringsNotString() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["a": "x", "b": [1]], format: .binary, options: 0)
    #expect(
      throws: ParseError(
        path: "L.strings", location: .init(line: 1, column: 1),
        reason: "the value of \"b\" in the binary property list is not a string")
    ) { try StringsFileReader.read(Array(data), path: "L.strings") }
  }

  /// Array k refers eight times to array k - 1, thirty deep, under one key: 8^30 values in a
  /// few hundred bytes.
  static func referenceBomb() -> [UInt8] {
    var plist = HandMadePlist()
    var previous = plist.add(HandMadePlist.ascii("x"))
    for _ in 0..<30 {
      previous = plist.add(plist.array(Array(repeating: previous, count: 8)))
    }
    let key = plist.add(HandMadePlist.ascii("bomb"))
    let top = plist.add(plist.dictionary(keys: [key], values: [previous]))
    return plist.bytes(top: top)
  }

  @Test("references reused as a DAG count each time they are reached: a bomb is refused")
  func referenceBombRefused() {
    let bytes = Self.referenceBomb()
    #expect(bytes.count < 400)
    #expect(
      throws: ParseError(
        path: "L.stringsdict", location: .init(line: 1, column: 1),
        reason: "not a valid binary property list: its objects, counted each time they are "
          + "referred to, make more than 10000 values (the limit for a file of "
          + "\(bytes.count) bytes: 4 per byte, at least 10,000)")
    ) { try StringsdictFileReader.read(bytes, path: "L.stringsdict") }
  }

  @Test("a DAG within the budget reads, each reference its own copy")
  func smallDAG() throws {
    var plist = HandMadePlist()
    let leaf = plist.add(HandMadePlist.ascii("x"))
    let pair = plist.add(plist.array([leaf, leaf]))
    let top = plist.add(plist.array([pair, pair, leaf]))
    let x = PlistNode.string(PlistText(value: "x"))
    #expect(
      try PlistBinaryReader.read(plist.bytes(top: top))
        == .array([.array([x, x]), .array([x, x]), x]))
  }

  @Test("a cycle of references is refused", arguments: [1, 2])
  func cycle(length: Int) {
    var plist = HandMadePlist()
    for index in 0..<length { plist.add(plist.array([(index + 1) % length])) }
    #expect(
      throws: PlistBinaryReader.Failure(reason: "object 0 contains itself (a cycle of references)")
    ) {
      try PlistBinaryReader.read(plist.bytes(top: 0))
    }
  }

  @Test("many strings, each referred to many times, are refused past the text budget")
  func wideBomb() {
    var plist = HandMadePlist()
    plist.referenceSize = 2
    let long = (0..<100).map {
      plist.add(HandMadePlist.ascii(String(repeating: "\($0 % 10)", count: 10_000)))
    }
    let keys = (0..<50_000).map { plist.add(HandMadePlist.ascii("k\($0)")) }
    let top = plist.add(
      plist.dictionary(keys: keys, values: keys.indices.map { long[$0 % long.count] }))
    let bytes = plist.bytes(top: top)
    #expect(bytes.count > 1_000_000)
    #expect(throws: ParseError.self) { try StringsFileReader.read(bytes, path: "L.strings") }
    do {
      _ = try StringsFileReader.read(bytes, path: "L.strings")
    } catch {
      #expect(error.location == SourceLocation(line: 1, column: 1))
      #expect(error.reason.contains("of text (the limit for a file of 1.7 MB: 16 per byte"))
    }
  }

  @Test("every prefix and every garbled byte of a file is read or refused, never a crash")
  func truncatedAndGarbled() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: Self.stringsdict, format: .binary, options: 0)
    let bytes = Array(data)
    for length in 0..<bytes.count {
      #expect(throws: PlistBinaryReader.Failure.self) {
        try PlistBinaryReader.read(Array(bytes[..<length]))
      }
    }
    for index in bytes.indices {
      for value: UInt8 in [0x00, 0x01, 0x0F, 0x5F, 0x7F, 0xAF, 0xFF] {
        var garbled = bytes
        garbled[index] = value
        _ = try? PlistBinaryReader.read(garbled)
        _ = try? StringsdictFileReader.read(garbled, path: "L.stringsdict")
      }
    }
  }

  @Test(
    "trailers that do not fit the file are refused",
    arguments: [
      (24, 0xFF, "the trailer's object count and offset table do not fit the file"),
      (31, 0x00, "the trailer's object count and offset table do not fit the file"),
      (6, 9, "the trailer's integer sizes are not 1 to 8 bytes"),
      (7, 0, "the trailer's integer sizes are not 1 to 8 bytes"),
      (8, 0x7F, "the trailer's object count and offset table do not fit the file"),
      (23, 0x7F, "the top object is not one of the file's objects"),
    ])
  func badTrailer(offset: Int, value: UInt8, reason: String) throws {
    var plist = HandMadePlist()
    let key = plist.add(HandMadePlist.ascii("k"))
    let top = plist.add(plist.dictionary(keys: [key], values: [key]))
    var bytes = plist.bytes(top: top)
    bytes[bytes.count - 32 + offset] = value
    #expect(throws: PlistBinaryReader.Failure(reason: reason)) {
      try PlistBinaryReader.read(bytes)
    }
  }

  @Test("offsets and references of 3 bytes read, as Foundation's reader reads them")
  func oddSizes() throws {
    var plist = HandMadePlist()
    plist.referenceSize = 3
    let key = plist.add(HandMadePlist.ascii("k"))
    let value = plist.add(HandMadePlist.ascii("v"))
    let top = plist.add(plist.dictionary(keys: [key], values: [value]))
    let bytes = plist.bytes(top: top)
    #expect(
      try PlistBinaryReader.read(bytes)
        == .dictionary([
          PlistEntry(key: PlistText(value: "k"), value: .string(PlistText(value: "v")))
        ]))
    #expect(
      FoundationPlistConversion.node(
        from: try PropertyListSerialization.propertyList(from: Data(bytes), format: nil))
        == (try PlistBinaryReader.read(bytes)))
  }

  @Test("objects other than dictionaries, arrays, strings, numbers and booleans are named")
  func unsupported() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["d": Date(timeIntervalSince1970: 0)], format: .binary, options: 0)
    #expect(throws: PlistBinaryReader.Failure.self) { try PlistBinaryReader.read(Array(data)) }
    do {
      _ = try PlistBinaryReader.read(Array(data))
    } catch {
      #expect(error.reason.hasSuffix("is a date, which is not read here"))
    }
  }

  @Test("an XML property list .strings is refused when it uses an entity it declares")
  func xmlEntity() {
    // Foundation's XML property list parser knows only the predefined entities, so a file
    // cannot expand: it is an error as before, not a value a hundred times its size.
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <plist version="1.0"><dict><key>k</key><string>&b;</string></dict></plist>
      """
    #expect(throws: ParseError.self) {
      try StringsFileReader.read(Array(text.utf8), path: "L.strings")
    }
    do {
      _ = try StringsFileReader.read(Array(text.utf8), path: "L.strings")
    } catch {
      #expect(error.reason.hasPrefix("not a valid XML property list: "))
    }
  }
}
