import L10nModel

/// The order a writer puts entries in.
public enum WriteOrder: Sendable {
  /// Sorted by key (`.strings`: Unicode code-point order, a stable sort, so duplicate keys keep
  /// their relative order and the effective, last, value never changes; String Catalogs: Xcode's
  /// order).
  case sorted
  /// The document's own order.
  case keepOrder
}

/// A kind of localization file that l10nedit discovers, reads and writes in place: the one seam
/// between the file system and the model.
///
/// Each format lives in its own folder (`Strings/`, `Stringsdict/`, `StringCatalog/`,
/// `RemoteStrings/`) and is
/// registered in `LocalizationFormats.all`; discovery, loading, `format` and saving know formats
/// only through this protocol.
public protocol LocalizationFormat: Sendable {
  /// The file name extension, without the dot: `strings`.
  var fileExtension: String { get }
  /// Where its files are found.
  var placement: FormatPlacement { get }
  /// The order the editor saves its files in.
  var saveOrder: WriteOrder { get }
  /// Parses a file's bytes.
  func read(_ bytes: [UInt8], path: String) throws(ParseError) -> LocalizationFile.Content
  /// The bytes `content` is written as, entries in `order`; `nil` when this format does not
  /// hold `content`. (Whether a file may be rewritten at all is `LocalizationFile.isWritable`.)
  func render(_ content: LocalizationFile.Content, order: WriteOrder) -> [UInt8]?
  /// For a file holding every language, the language it is filed under (its source language);
  /// `nil` for a per-language file, filed under its `.lproj`.
  func language(of content: LocalizationFile.Content) -> LanguageID?
}

extension LocalizationFormat {
  public func language(of content: LocalizationFile.Content) -> LanguageID? { nil }
}

/// Where a format's files are found.
public enum FormatPlacement: Sendable {
  /// Directly inside a `<language>.lproj` folder: one language's copy of a table, the table
  /// named after the file.
  case perLanguage
  /// As `perLanguage`, beside that language's file of the table, whose entries of the same
  /// keys it shadows (a `.stringsdict`, whose plural entries win over the `.strings` entries).
  case perLanguageOverlay
  /// Anywhere below the root, `.lproj` folders included: one file holds every language; its
  /// table id is its path without the extension, its language the one it names as source.
  case allLanguages
  /// Only as the project path itself (never found in a folder): one file holds every
  /// language, as `allLanguages`; its table id is its name without the extension.
  case namedFile

  /// Whether one file holds every language (its table's only file).
  public var holdsEveryLanguage: Bool { languageScope == .everyLanguage }

  /// Which languages of its table a file of this placement holds.
  public var languageScope: LanguageScope {
    switch self {
    case .perLanguage: .oneLanguage
    case .perLanguageOverlay: .overlay
    case .allLanguages, .namedFile: .everyLanguage
    }
  }
}

/// The registered formats.
public enum LocalizationFormats {
  /// Every format l10nedit edits in place.
  public static let all: [any LocalizationFormat] = [
    StringsFormat(), StringsdictFormat(), XCStringsFormat(), RemoteStringsFormat(),
  ]

  /// The format of the file at `path` among `formats`, by its extension.
  public static func format(
    ofPath path: String, in formats: [any LocalizationFormat] = all
  ) -> (any LocalizationFormat)? {
    formats.first { path.hasSuffix("." + $0.fileExtension) }
  }
}

/// How many languages one String Catalog, or one remote strings file, may name.
///
/// Far beyond any project (the largest ship a few hundred), and few enough that a table's grid,
/// statistics and checks, which have a cell per key and language, stay in proportion to the
/// file: a 400 KB catalog naming 10,000 languages once asked for 13 GB. A file naming more is
/// a parse error at the first language too many.
public enum LanguageLimit {
  /// The most languages a catalog or remote strings file names.
  public static let count = 1_000

  /// The reason given for a catalog that names more.
  public static let reason =
    "names more than \(count) languages (no project has so many)"
}
