import L10nModel

/// The project's review file: the review states of cells whose format has none of its own
/// (`.strings`, `.stringsdict`, remote JSON), and the reasons of String Catalog cells needing
/// review (see `ReviewLedger`), in one committed UTF-8 text file at the project root, beside
/// the settings file.
///
/// One line per cell (or plural form) that is not plainly translated, sorted, tab-separated:
///
/// ```
/// # l10nedit review states: table, key, language, form, state, reason, old source text
/// Localizable	greeting	de		needs-review	source-changed	Hello
/// Localizable	files	ru	variable:count.few	needs-review	source-changed	%d files
/// Localizable	intro	fr		new
/// ```
///
/// No file: every non-empty cell is translated.
@_spi(Fuzzing) public enum ReviewFile {
  /// The file's name, at the project root.
  package static let fileName = ".l10nedit-review"

  /// The states `bytes`, a review file read from `path`, records; throws the first problem,
  /// located (`path:line:column`).
  @_spi(Fuzzing) public static func parse(_ bytes: [UInt8], path: String) throws(ParseError)
    -> ReviewLedger
  {
    try ReviewFileReader.parse(bytes, path: path)
  }

  /// The bytes of a review file holding `ledger`: a header, then its lines sorted.
  @_spi(Fuzzing) public static func render(_ ledger: ReviewLedger) -> [UInt8] {
    ReviewFileWriter.render(ledger)
  }
}
