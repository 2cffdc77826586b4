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
    var text: [UInt8] = []
    for (key, value) in try entries(bytes, encoding: encoding, path: path) {
      text += StringsEscaping.encodeQuoted(key)
      text += Array(" = ".utf8)
      text += StringsEscaping.encodeQuoted(value)
      text += Array(";\n".utf8)
    }
    return try StringsParser.parse(utf8: text, encoding: encoding, path: path)
  }

  /// The keys and values of the property list, sorted by key.
  private static func entries(
    _ bytes: [UInt8], encoding: SourceEncoding, path: String
  ) throws(ParseError) -> [(key: String, value: String)] {
    func failure(_ reason: String) -> ParseError {
      ParseError(path: path, location: SourceLocation(line: 1, column: 1), reason: reason)
    }
    guard encoding == .binaryPropertyList else {
      let object: Any
      do {
        object = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
      } catch {
        throw failure("not a valid \(describe(encoding)): \(error.localizedDescription)")
      }
      guard let dictionary = object as? [String: Any] else {
        throw failure("the \(describe(encoding)) holds no dictionary of strings")
      }
      return try dictionary.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).map {
        key throws(ParseError) in
        guard let value = dictionary[key] as? String else {
          throw failure("the value of \"\(key)\" in the \(describe(encoding)) is not a string")
        }
        return (key, value)
      }
    }
    let root: PlistNode
    do {
      root = try PlistBinaryReader.read(bytes)
    } catch {
      throw failure("not a valid binary property list: \(error.reason)")
    }
    guard let entries = root.entries else {
      throw failure("the binary property list holds no dictionary of strings")
    }
    return try entries.map { entry throws(ParseError) in
      guard let value = entry.value.text else {
        throw failure(
          "the value of \"\(entry.key.value)\" in the binary property list is not a string")
      }
      return (entry.key.value, value)
    }
  }

  private static func describe(_ encoding: SourceEncoding) -> String {
    encoding == .binaryPropertyList ? "binary property list" : "XML property list"
  }
}
