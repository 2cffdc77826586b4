/// A project's settings file (`.l10nedit.json`, `.l10nedit.yml` or `.l10nedit.yaml` at the
/// project root), read by both `lint` and the editor.
public struct ProjectSettings: Hashable, Sendable {
  /// The file the settings were read from; empty when there is none.
  public var path: String
  /// The source language, unless given on the command line.
  public var sourceLanguage: LanguageID?
  /// Rule levels by rule identifier: `off`, `info`, `warning` or `error`.
  public var rules: [String: String]
  /// Where each rule is named in the file, for messages about it.
  public var ruleLocations: [String: SourceLocation]
  /// Keys to ignore: exact keys or `*` wildcards.
  public var ignoredKeys: [String]
  /// Tables to ignore: table ids or `*` wildcards.
  public var ignoredTables: [String]
  /// Languages to leave out: no column, no checks (their files are kept as they are).
  public var ignoredLanguages: Set<LanguageID> = []
  /// Bundles by name: the folders (relative to the project root) whose `.lproj` folders ship
  /// in one bundle, so that their tables of one name are one table.
  public var bundles: [String: [String]] = [:]
  /// Whether writes sort `.strings` and `.stringsdict` files by key (`true`) or keep each
  /// file's own order (`false`: new keys go where they sort when the file was sorted); `nil`
  /// when the settings file does not say: each command's default then (the editor and
  /// `format` sort, commands that change a few cells keep the order).
  public var sort: Bool?
  /// Source folders or files to scan for the keys code uses (relative to the project root),
  /// as `lint --sources` takes them.
  public var sources: [String] = []
  /// Custom localizing routines (genstrings `-s`), as `--routine` takes them.
  public var routines: [String] = []
  /// The project's own positions of text a user sees (`textPositions`, for
  /// `hardcoded-string`): `.caption`, `SettingsRow(title:)`, `setCaption:`.
  package var textPositions: [String] = []
  /// Brand and product names (`brandNames`): a text made of them alone is not hard-coded.
  package var brandNames: [String] = []
  /// The Swift form `extract --rewrite` writes (`localizingForm`: `String(localized:)` or
  /// `NSLocalizedString`); `nil`: the form the code uses most.
  package var localizingForm: String?
  /// The format version `migrate` writes its String Catalogs in (`catalogVersion`).
  ///
  /// `1.0`, what Xcode 15 to 16 write, or `1.1`, Xcode 26's; `nil`: `1.0`. Catalogs read are
  /// written back in the version they have.
  package var catalogVersion: String?
  /// How `extract --rewrite` names new keys (`keyStyle`: `text` or `namespaced`); `nil`: the
  /// style of the table's keys.
  package var keyStyle: String?
  /// Key patterns each rule is silenced for, by rule identifier (`ignoreRules`).
  package var ignoredRules: [String: [String]] = [:]
  /// The most characters values may have, by key or table pattern, in the file's order
  /// (`maxLength`).
  package var maxLengths: [LengthLimit] = []
  /// Whether the editor adds the translations it saves to the user's translation memory
  /// (`userMemory: false` turns it off: a project whose texts must not leave it).
  package var savesToUserMemory = true
  /// The user memory's file, when `userMemory` names one (`~` for the home folder).
  package var userMemoryPath: String?
  /// Whether changing a source text marks its translations `needs review: source changed`
  /// (`markSourceChanges: false` turns it off; see `Project.marksSourceChanges`).
  package var marksSourceChanges = true
  /// Whether the editor's Tab, with no gap left, goes on to cells needing review
  /// (`tabVisitsReview: false`: gaps only).
  package var tabVisitsReview = true
  /// Machine translation providers by name (`providers`): commands speaking the provider
  /// protocol.
  package var providers: [String: ProviderSettings] = [:]

  /// A `maxLength` setting: values of keys (or tables) matching `pattern` have at most
  /// `length` characters.
  package struct LengthLimit: Hashable, Sendable {
    /// A key pattern or table id, with `*` wildcards.
    package var pattern: String
    /// The most characters.
    package var length: Int

    /// Creates a limit.
    package init(pattern: String, length: Int) {
      self.pattern = pattern
      self.length = length
    }
  }

  /// Creates settings.
  public init(
    path: String = "", sourceLanguage: LanguageID? = nil, rules: [String: String] = [:],
    ruleLocations: [String: SourceLocation] = [:], ignoredKeys: [String] = [],
    ignoredTables: [String] = []
  ) {
    self.path = path
    self.sourceLanguage = sourceLanguage
    self.rules = rules
    self.ruleLocations = ruleLocations
    self.ignoredKeys = ignoredKeys
    self.ignoredTables = ignoredTables
  }

  /// Whether the settings say `key` is the same in every language.
  ///
  /// They do when `ignoreRules` silences `untranslated` (a translation identical to the
  /// source) for it. Only then is a value identical to its source text a translation, for the
  /// memory and the fills.
  package func keepsSourceText(_ key: LocalizationKey) -> Bool {
    ignoredRules["untranslated"]?.contains { Wildcard.matches($0, key.text) } ?? false
  }

  /// Where the level of `rule` is set, for messages: `path:line:column` of the settings file.
  public func origin(ofRule rule: String) -> String {
    ruleLocations[rule].map { "\(path):\($0)" } ?? path
  }
}
