import L10nModel

/// Remote strings JSON files (`{"<language>": {"key": value}}`, what an app downloads from its
/// backend): every language in one file, opened when the project path names the file.
///
/// Not discovered in folders (a project holds many JSON files that are not strings): `l10nedit
/// strings.json`, `lint strings.json` and the other commands take the file itself as PATH.
public struct RemoteStringsFormat: LocalizationFormat {
  public let fileExtension = "json"
  public let placement = FormatPlacement.namedFile
  /// Keep-order: the file's own order, new keys placed beside their neighbours.
  public let saveOrder = WriteOrder.keepOrder

  /// The format.
  public init() {}

  public func read(_ bytes: [UInt8], path: String) throws(ParseError) -> LocalizationFile.Content {
    .document(try RemoteStringsReader.readDocument(bytes, path: path))
  }

  public func render(_ content: LocalizationFile.Content, order: WriteOrder) -> [UInt8]? {
    guard let document = Self.document(content) else { return nil }
    return RemoteStringsWriter.render(document, order: order)
  }

  public func language(of content: LocalizationFile.Content) -> LanguageID? {
    Self.document(content)?.sourceLanguage
  }

  private static func document(_ content: LocalizationFile.Content) -> RemoteStringsDocument? {
    guard case .document(let document) = content else { return nil }
    return document as? RemoteStringsDocument
  }
}
