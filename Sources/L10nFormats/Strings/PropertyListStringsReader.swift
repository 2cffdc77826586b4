import Foundation
import L10nModel

/// Reads `.strings` files that are really XML or binary property lists (Xcode compiles
/// `.strings` to binary plists in built products; some projects keep XML ones).
///
/// The dictionary is turned into an equivalent old-style document, sorted by key, so the rest of
/// the tool sees one model. Such documents are marked with their encoding and are read-only:
/// writing them as old-style text would change the file's format behind the user's back.
enum PropertyListStringsReader {
  static func read(
    _ bytes: [UInt8], encoding: SourceEncoding, path: String
  ) throws(ParseError) -> StringsDocument {
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
    } catch {
      throw ParseError(
        path: path, location: SourceLocation(line: 1, column: 1),
        reason: "not a valid \(describe(encoding)): \(error.localizedDescription)")
    }
    guard let dictionary = object as? [String: Any] else {
      throw ParseError(
        path: path, location: SourceLocation(line: 1, column: 1),
        reason: "the \(describe(encoding)) holds no dictionary of strings")
    }
    var text: [UInt8] = []
    for key in dictionary.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      guard let value = dictionary[key] as? String else {
        throw ParseError(
          path: path, location: SourceLocation(line: 1, column: 1),
          reason: "the value of \"\(key)\" in the \(describe(encoding)) is not a string")
      }
      text += StringsEscaping.encodeQuoted(key)
      text += Array(" = ".utf8)
      text += StringsEscaping.encodeQuoted(value)
      text += Array(";\n".utf8)
    }
    return try StringsParser.parse(utf8: text, encoding: encoding, path: path)
  }

  private static func describe(_ encoding: SourceEncoding) -> String {
    encoding == .binaryPropertyList ? "binary property list" : "XML property list"
  }
}
