import Foundation
import L10nModel

/// Reads the JSON a backend serves for apps to download, `{"<language>": {"key": value}}`,
/// into `RemoteStrings`, refusing the whole file at its first problem.
///
/// A value is a string or a plural object with CLDR category names and an `other` form
/// (`{"one": "%d file", "other": "%d files"}`). A language code must be able to name an
/// `.lproj` folder (see `LprojName`), and two codes naming the same folder (`es_MX`, `es-MX`)
/// are refused. A member given twice in one object is a warning; the later value wins, as in
/// every JSON decoder, at the place of the first.
package enum RemoteStringsReader {
  /// The size limit when none is given: 50 MB.
  package static let defaultSizeLimit = 50 * 1_000_000

  /// Reads the file at `path`, refusing one larger than `sizeLimit` bytes before reading it.
  package static func read(path: String, sizeLimit: Int = defaultSizeLimit) throws -> RemoteStrings
  {
    if let status = SystemCall.status(path), SystemCall.isRegularFile(status),
      Int(status.st_size) > sizeLimit
    {
      throw tooLarge(path: path, size: Int(status.st_size), limit: sizeLimit)
    }
    return try read(FileSystem.read(path), path: path, sizeLimit: sizeLimit)
  }

  /// Reads `bytes`, the text of the file at `path`.
  package static func read(_ bytes: [UInt8], path: String, sizeLimit: Int = defaultSizeLimit)
    throws(ParseError) -> RemoteStrings
  {
    try decode(bytes, path: path, sizeLimit: sizeLimit, recordingSpans: false).strings
  }

  /// Reads `bytes`, the text of the file at `path`, as a document to edit and write back.
  static func readDocument(_ bytes: [UInt8], path: String) throws(ParseError)
    -> RemoteStringsDocument
  {
    // A project's file: the limit of every project file (`--max-file-size`), which reading it
    // already kept to.
    let (strings, node, span) = try decode(
      bytes, path: path, sizeLimit: ReadLimits.current.maximumFileSize, recordingSpans: true)
    return RemoteStringsDocument(
      bytes: bytes, root: span ?? JSONSpan(range: 0..<bytes.count), node: node, strings: strings,
      path: path)
  }

  private static func decode(
    _ bytes: [UInt8], path: String, sizeLimit: Int, recordingSpans: Bool
  ) throws(ParseError) -> (strings: RemoteStrings, node: JSONNode, span: JSONSpan?) {
    guard bytes.count <= sizeLimit else {
      throw tooLarge(path: path, size: bytes.count, limit: sizeLimit)
    }
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      let location = bytes.withUnsafeBufferPointer { LineIndex.location(of: offset, in: $0) }
      throw ParseError(
        path: path, location: location,
        reason: "not UTF-8 text (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))")
    }
    let (root, span): (JSONNode, JSONSpan?)
    if recordingSpans {
      (root, span) = try JSONReader.readWithSpans(bytes, path: path)
    } else {
      (root, span) = (try JSONReader.read(bytes, path: path), nil)
    }
    var reader = Decoder(path: path)
    let start = bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? 0
    let rootLocation = bytes.withUnsafeBufferPointer { LineIndex.location(of: start, in: $0) }
    return (try reader.strings(root, at: rootLocation), root, span)
  }

  private static func tooLarge(path: String, size: Int, limit: Int) -> ParseError {
    ParseError(
      path: path, location: SourceLocation(line: 1, column: 1),
      reason: "the file has \(megabytes(size)) MB, over the limit of \(megabytes(limit)) MB "
        + "(raise it with --max-size)")
  }

  private static func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes + 50_000) / 100_000
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
  }
}

/// Turns the JSON tree into `RemoteStrings`, collecting warnings.
private struct Decoder {
  let path: String
  var warnings: [RemoteStringsWarning] = []

  init(path: String) {
    self.path = path
  }

  mutating func strings(_ root: JSONNode, at location: SourceLocation) throws(ParseError)
    -> RemoteStrings
  {
    guard let members = root.members else {
      throw ParseError(
        path: path, location: location,
        reason: "expected an object of languages ({\"en\": {\"key\": \"value\"}}), found "
          + Self.kind(of: root))
    }
    var languages: [RemoteLanguage] = []
    var folders: [String: RemoteLanguage] = [:]
    for member in unique(members, path: []) {
      let code = member.key.value
      let location = member.location.expanded
      guard languages.count < LanguageLimit.count else {
        throw ParseError(path: path, location: location, reason: LanguageLimit.reason)
      }
      let name: LprojName
      do {
        name = try LprojName(validating: code)
      } catch {
        throw ParseError(path: path, location: location, reason: error.reason)
      }
      if let other = folders[name.normalized.collisionKey] {
        throw ParseError(
          path: path, location: location,
          reason: "\"\(code)\" and \"\(other.code)\" (at \(other.location)) are the same "
            + "language; keep one")
      }
      guard let keys = member.value.members else {
        throw ParseError(
          path: path, location: location,
          reason: "\(code): expected an object of keys and values, found "
            + Self.kind(of: member.value))
      }
      var entries: [RemoteEntry] = []
      for entry in unique(keys, path: [code]) {
        entries.append(
          RemoteEntry(
            key: entry.key.value, value: try value(entry, path: [code, entry.key.value]),
            location: entry.location.expanded))
      }
      let language = RemoteLanguage(code: code, location: location, entries: entries)
      folders[name.normalized.collisionKey] = language
      languages.append(language)
    }
    return RemoteStrings(languages: languages, warnings: warnings)
  }

  private mutating func value(_ member: JSONMember, path jsonPath: [String]) throws(ParseError)
    -> RemoteValue
  {
    let location = member.location.expanded
    switch member.value {
    case .string(let text): return .text(text.value)
    case .object(let members):
      var forms: [PluralCategory: String] = [:]
      for form in unique(members, path: jsonPath) {
        let formPath = RemoteStrings.pathText(jsonPath + [form.key.value])
        guard let category = PluralCategory(rawValue: form.key.value) else {
          throw ParseError(
            path: path, location: form.location.expanded,
            reason: "\(formPath): not a plural category; use zero, one, two, few, many, other")
        }
        guard let text = form.value.text else {
          throw ParseError(
            path: path, location: form.location.expanded,
            reason: "\(formPath): expected a string, found \(Self.kind(of: form.value))")
        }
        forms[category] = text
      }
      guard forms[.other] != nil else {
        throw ParseError(
          path: path, location: location,
          reason: "\(RemoteStrings.pathText(jsonPath)): a plural object needs an \"other\" form")
      }
      return .plural(forms)
    default:
      throw ParseError(
        path: path, location: location,
        reason: "\(RemoteStrings.pathText(jsonPath)): expected a string or a plural object "
          + "({\"one\": …, \"other\": …}), found \(Self.kind(of: member.value))")
    }
  }

  /// `members` with each key once: the last value, at the place of the first; a warning for
  /// each repetition.
  private mutating func unique(_ members: [JSONMember], path jsonPath: [String]) -> [JSONMember] {
    var result: [JSONMember] = []
    var indexByKey: [[UInt32]: Int] = [:]
    for member in members {
      // Keys compare by code points, as JSON does (not by Swift's canonical equivalence).
      let key = member.key.value.unicodeScalars.map(\.value)
      guard let index = indexByKey[key] else {
        indexByKey[key] = result.count
        result.append(member)
        continue
      }
      warnings.append(
        RemoteStringsWarning(
          kind: .duplicateKey(first: result[index].location.expanded),
          path: jsonPath + [member.key.value], location: member.location.expanded))
      result[index].value = member.value
    }
    return result
  }

  private static func kind(of node: JSONNode) -> String {
    switch node {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}
