import Foundation
import L10nFormats
import L10nModel
import Testing

@Suite struct StringsFileReaderTests {
  static let text = "/* c */\n\"greeting\" = \"Grüße 👋🏽\";\n"

  static func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
    var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
    for unit in text.utf16 {
      let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
      bytes += bigEndian ? pair : pair.reversed()
    }
    return bytes
  }

  @Test(
    "every storage reads to the same entries and records its encoding",
    arguments: [
      (Array(text.utf8), SourceEncoding.utf8),
      ([0xEF, 0xBB, 0xBF] + Array(text.utf8), .utf8WithBOM),
      (utf16(text, bigEndian: false, bom: true), .utf16LittleEndianWithBOM),
      (utf16(text, bigEndian: true, bom: true), .utf16BigEndianWithBOM),
      (utf16(text, bigEndian: false, bom: false), .utf16LittleEndian),
      (utf16(text, bigEndian: true, bom: false), .utf16BigEndian),
    ])
  func encodings(bytes: [UInt8], encoding: SourceEncoding) throws {
    let document = try StringsFileReader.read(bytes, path: "x.strings")
    #expect(document.encoding == encoding)
    #expect(values(document) == ["greeting=Grüße 👋🏽"])
    #expect(document.comment(at: 0) == "c")
    #expect(StringsWriter.render(document, order: .keepOrder) == Array(Self.text.utf8))
  }

  @Test("invalid UTF-8 is an error at the offending byte")
  func invalidUTF8() {
    let bytes = Array("\"a\" = \"1\";\n\"b\" = \"".utf8) + [0xE9] + Array("\";".utf8)
    #expect(
      throws: ParseError(
        path: "x.strings", location: .init(line: 2, column: 8),
        reason: "invalid UTF-8 (byte 0xE9); save the file as UTF-8 or UTF-16")
    ) {
      try StringsFileReader.read(bytes, path: "x.strings")
    }
  }

  @Test("XML and binary property lists with a .strings suffix are read and say so")
  func propertyLists() throws {
    let dictionary = ["b": "2", "a": "ä \"1\""]
    for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
      let data = try PropertyListSerialization.data(
        fromPropertyList: dictionary, format: format, options: 0)
      let document = try StringsFileReader.read([UInt8](data), path: "x.strings")
      #expect(document.encoding == (format == .xml ? .xmlPropertyList : .binaryPropertyList))
      #expect(document.encoding.isPropertyList)
      #expect(values(document) == ["a=ä \"1\"", "b=2"])
    }
  }

  @Test("a property list that is not a dictionary of strings is an error")
  func badPropertyList() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["a": ["x"]], format: .xml, options: 0)
    #expect(throws: ParseError.self) {
      try StringsFileReader.read([UInt8](data), path: "x.strings")
    }
  }
}
