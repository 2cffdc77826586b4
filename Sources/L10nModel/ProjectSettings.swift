/// A project's settings file (`.l10nedit.json`, `.l10nedit.yml` or `.l10nedit.yaml` at the
/// project root), read by both `lint` and the editor.
public struct ProjectSettings: Hashable, Sendable {
  /// The source language, unless given on the command line.
  public var sourceLanguage: LanguageID?
  /// Rule levels by rule identifier: `off`, `info`, `warning` or `error`.
  public var rules: [String: String]
  /// Keys to ignore: exact keys or `*` wildcards.
  public var ignoredKeys: [String]
  /// Tables to ignore: table ids or `*` wildcards.
  public var ignoredTables: [String]

  /// Creates settings.
  public init(
    sourceLanguage: LanguageID? = nil, rules: [String: String] = [:], ignoredKeys: [String] = [],
    ignoredTables: [String] = []
  ) {
    self.sourceLanguage = sourceLanguage
    self.rules = rules
    self.ignoredKeys = ignoredKeys
    self.ignoredTables = ignoredTables
  }
}
