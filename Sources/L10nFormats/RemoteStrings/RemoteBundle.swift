import L10nModel

/// The files of a `.bundle` an app loads with `Bundle(url:)` to look remote strings up with
/// `NSLocalizedString`: per language `<lang>.lproj/<table>.strings` for the texts and
/// `<lang>.lproj/<table>.stringsdict` for the plurals (`<table>.nocache.…` when asked).
///
/// Built in memory, keys sorted by code point, so that the same input always gives the same
/// bytes; `FolderReplacement` puts them on disk.
package enum RemoteBundle {
  /// How `.strings` files are written.
  package enum StringsStyle: String, CaseIterable, Sendable {
    /// Old-style text, `"key" = "value";`, UTF-8.
    case text
    /// An XML property list.
    case xml
    /// A binary property list.
    case binary
  }

  /// What to build.
  package struct Options: Sendable {
    /// The table name (`Localizable`).
    package var table: String
    /// Whether the files are `<table>.nocache.*`, which `NSBundle` does not cache.
    package var nocache: Bool
    /// How `.strings` files are written; `.stringsdict` files are XML, or binary with `.binary`.
    package var style: StringsStyle
    /// Whether language codes become the folder names Xcode uses (`LprojName.normalized`).
    package var normalizeLanguages: Bool

    /// Creates options.
    package init(table: String, nocache: Bool, style: StringsStyle, normalizeLanguages: Bool) {
      self.table = table
      self.nocache = nocache
      self.style = style
      self.normalizeLanguages = normalizeLanguages
    }

    /// The table name files are named after and apps look up: `Localizable.nocache`.
    package var tableName: String { nocache ? table + ".nocache" : table }
  }

  /// One file of the bundle.
  package struct File: Hashable, Sendable {
    /// The path inside the bundle (`fr.lproj/Localizable.strings`).
    package var path: String
    /// The file's bytes.
    package var bytes: [UInt8]
    /// How many keys it holds.
    package var keyCount: Int
  }

  /// The bundle's contents and how language codes were renamed.
  package struct Contents: Sendable {
    /// The files, by language in file order, `.strings` before `.stringsdict`.
    package var files: [File]
    /// The codes renamed by normalizing, in file order: the code as given and the folder name.
    package var renamed: [(code: String, folder: String)]
  }

  /// Why a bundle cannot be built.
  package struct Failure: Error, CustomStringConvertible {
    /// The reason.
    package var description: String
  }

  /// The contents for `strings`; `valueType` gives a plural's `NSStringFormatValueTypeKey`
  /// (`ld`) from its forms.
  package static func contents(
    of strings: RemoteStrings, options: Options,
    valueType: ([PluralCategory: String]) -> String
  ) throws(Failure) -> Contents {
    try checkTable(options.table)
    var contents = Contents(files: [], renamed: [])
    for language in strings.languages {
      // The reader validated the code; a failure here would be a bug, so it is reported.
      guard let given = try? LprojName(validating: language.code) else {
        throw Failure(description: "\(language.code): not a language code")
      }
      let name = options.normalizeLanguages ? given.normalized : given
      if name != given { contents.renamed.append((language.code, name.code)) }
      let entries = language.entries.sorted {
        $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) {
          $0.value < $1.value
        }
      }
      let texts = entries.compactMap { entry -> (String, String)? in
        if case .text(let text) = entry.value { return (entry.key, text) }
        return nil
      }
      let plurals = entries.compactMap { entry -> (String, [PluralCategory: String])? in
        if case .plural(let forms) = entry.value { return (entry.key, forms) }
        return nil
      }
      let stem = name.folderName + "/" + options.tableName
      if !texts.isEmpty || plurals.isEmpty {
        contents.files.append(
          File(
            path: stem + ".strings", bytes: try stringsFile(texts, style: options.style),
            keyCount: texts.count))
      }
      if !plurals.isEmpty {
        let node = PlistNode.dictionary(
          plurals.map { key, forms in
            entry(key, pluralEntry(forms, valueType: valueType(forms)))
          })
        contents.files.append(
          File(
            path: stem + ".stringsdict",
            bytes: options.style == .binary
              ? try binary(node)
              : StringsdictWriter.render(.init(root: node, encoding: .utf8), order: .sorted),
            keyCount: plurals.count))
      }
    }
    return contents
  }

  /// The format key every plural entry gets: one variable, `value`.
  package static let pluralFormatKey = "%#@value@"

  private static func stringsFile(_ texts: [(String, String)], style: StringsStyle) throws(Failure)
    -> [UInt8]
  {
    switch style {
    case .text:
      var document = StringsDocument.empty
      for (key, value) in texts { document.appendEntry(key: LocalizationKey(key), value: value) }
      return StringsWriter.render(document, order: .sorted)
    case .xml:
      return PlistXMLWriter.render(
        .dictionary(texts.map { entry($0.0, .string(PlistText(value: $0.1))) }),
        sortingTopLevel: true)
    case .binary:
      return try binary(.dictionary(texts.map { entry($0.0, .string(PlistText(value: $0.1))) }))
    }
  }

  private static func pluralEntry(_ forms: [PluralCategory: String], valueType: String)
    -> PlistNode
  {
    .dictionary([
      entry("NSStringLocalizedFormatKey", .string(PlistText(value: pluralFormatKey))),
      StringsdictRule.plural("value", forms, valueType: valueType),
    ])
  }

  private static func entry(_ key: String, _ value: PlistNode) -> PlistEntry {
    StringsdictRule.entry(key, value)
  }

  /// A binary property list of `node`, which holds only dictionaries and strings.
  private static func binary(_ node: PlistNode) throws(Failure) -> [UInt8] {
    guard let bytes = PlistBinaryWriter.render(node) else {
      throw Failure(description: "could not write a binary property list")
    }
    return bytes
  }

  /// Refuses a table name that cannot name a file.
  package static func checkTable(_ table: String) throws(Failure) {
    if table.isEmpty || table.hasPrefix(".") || table.contains("/")
      || table.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    {
      throw Failure(
        description: "\"\(table)\" cannot name a table: it must be a file name, without '/', "
          + "not starting with '.'")
    }
  }
}
