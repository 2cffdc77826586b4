import L10nModel

extension XLIFFImport {
  /// Why a unit (or a whole `<file>`) is not imported although it has a target the policy
  /// takes: the import goes on with the others, and lists these.
  public enum SkipReason: String, Hashable, Sendable, CaseIterable, Comparable {
    /// No table of the project is the `<file>`'s `original`.
    case unknownFile = "no table of the project has this source file"
    /// The `<file>`'s language is not in the project but one close to it is (`de-DE`, `de`).
    case closeLanguage = "a language close to one of the project's"
    /// The `<file>` names no language to import into.
    case noLanguage = "no target-language"
    /// The table lacks the key (`--add-keys` adds it).
    case unknownKey = "key not in the project"
    /// The unit's `<source>` is not the development language's text now: it was translated
    /// from another text.
    case staleSource = "source text changed since the export"
    /// The unit is an App Shortcuts phrase set (`<mrk mtype="x-set">`), which l10nedit does not
    /// edit; the project's set is left as it is.
    case stringSet = "string set (left as it is)"
    /// The id is given several times with other targets.
    case repeatedID = "id repeated with other targets"
    /// The id is a variation l10nedit does not edit (a device variation holding a plural).
    case unsupportedVariation = "a variation l10nedit does not edit"
    /// The target's format specifiers do not match the source's (`--strict`).
    case formatMismatch = "format specifiers differ from the source"

    public static func < (lhs: Self, rhs: Self) -> Bool {
      let order = allCases
      return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
  }

  /// One unit not imported (or imported with a warning), and where it is.
  public struct UnitNote: Hashable, Sendable {
    /// Why.
    public var reason: SkipReason
    /// The unit's id (empty for a whole `<file>`).
    public var id: String
    /// Where the unit starts in the XLIFF file (0 when not read from a file).
    public var line: Int
    /// More words: the text the source is now, the format difference, the language to map.
    public var detail: String?

    /// Creates a note.
    public init(reason: SkipReason, id: String, line: Int, detail: String? = nil) {
      self.reason = reason
      self.id = id
      self.line = line
      self.detail = detail
    }
  }

  /// What one `<file>` did.
  public struct FileReport: Hashable, Sendable {
    /// `original`.
    public var original: String
    /// The table it maps to (`nil` when none does).
    public var table: TableID?
    /// The language imported into.
    public var language: LanguageID
    /// Keys that get a translation they lacked.
    public var added: [String] = []
    /// Of `added`, the keys the table lacked that the scanned code uses (`keysInCode`).
    public var addedFromCode: [String] = []
    /// Keys whose translation changes.
    public var changed: [String] = []
    /// Units Xcode's policy does not take (no target, `translate="no"`, state `new`…), counted
    /// by reason: nothing to report.
    public var ignored: [String: Int] = [:]
    /// Units with a target that are not imported, in document order.
    public var skipped: [UnitNote] = []
    /// Units imported whose target deserves a look (format specifiers that differ).
    public var warnings: [UnitNote] = []

    /// Creates an empty report.
    public init(original: String, table: TableID?, language: LanguageID) {
      self.original = original
      self.table = table
      self.language = language
    }
  }
}
