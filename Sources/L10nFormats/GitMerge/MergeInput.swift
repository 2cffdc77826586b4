import L10nModel

/// One version of a file given to `l10nedit merge`: its bytes, and the path to name it by in
/// messages.
public struct MergeInput: Sendable {
  /// The file's bytes (empty: the file did not exist in that version).
  public var bytes: [UInt8]
  /// The path errors name (git's temporary file, or the working tree path).
  public var path: String

  /// A version of a file.
  public init(bytes: [UInt8], path: String) {
    self.bytes = bytes
    self.path = path
  }

  /// Whether the version holds nothing but white space: git gives an empty BASE when both
  /// sides added the file.
  public var isEmpty: Bool {
    bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
  }

  /// The format of a file at `path` (its extension) or, without a path or for an extension no
  /// format has, the format its bytes look like: a property list is a `.stringsdict`, a JSON
  /// object naming `sourceLanguage` and `strings` a String Catalog, another JSON object remote
  /// strings, anything else `.strings`.
  public static func format(path: String?, bytes: [UInt8]) -> any LocalizationFormat {
    if let path, let format = LocalizationFormats.format(ofPath: path) { return format }
    let start = bytes.drop {
      $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF
        || $0 == 0xBB || $0 == 0xBF
    }
    if start.starts(with: Array("bplist".utf8)) || start.starts(with: Array("<?xml".utf8))
      || start.starts(with: Array("<plist".utf8))
    {
      return StringsdictFormat()
    }
    if start.first == UInt8(ascii: "{") {
      let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
      return head.contains("\"sourceLanguage\"") && head.contains("\"strings\"")
        ? XCStringsFormat() : RemoteStringsFormat()
    }
    return StringsFormat()
  }

  /// Reads the version as the one file of a project: of `format`, holding the table and
  /// language that `logicalPath` (the path in the working tree) names.
  ///
  /// Throws the reason, with the line and column, when the bytes are too many (see
  /// `ReadLimits`) or do not parse.
  public func project(
    format: any LocalizationFormat, logicalPath: String, sourceLanguage: LanguageID? = nil
  ) throws(ParseError) -> Project {
    let limit = ReadLimits.current.maximumFileSize
    guard bytes.count <= limit else {
      throw ParseError(
        path: path, location: SourceLocation(line: 1, column: 1),
        reason: ReadLimits.current.sizeReason(bytes.count))
    }
    let content: LocalizationFile.Content
    do {
      // Read under the working tree's path: a remote strings file takes its table from it.
      content = try format.read(bytes, path: logicalPath)
    } catch {
      throw ParseError(path: path, location: error.location, reason: error.reason)
    }
    let parts = logicalPath.split(separator: "/")
    let name = parts.last.map(String.init) ?? logicalPath
    let table =
      name.hasSuffix("." + format.fileExtension)
      ? String(name.dropLast(format.fileExtension.count + 1)) : name
    let folder = parts.dropLast().last.flatMap { part in
      part.hasSuffix(".lproj") ? LanguageID(String(part.dropLast(6))) : nil
    }
    let language = format.language(of: content) ?? sourceLanguage ?? folder ?? .english
    let file = LocalizationFile(
      path: logicalPath, relativePath: logicalPath, table: TableID(table), language: language,
      content: content, languageScope: format.placement.languageScope)
    return Project(root: "", files: [file], sourceLanguage: sourceLanguage ?? language)
  }
}
