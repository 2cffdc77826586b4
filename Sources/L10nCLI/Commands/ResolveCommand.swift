import ArgumentParser
import L10nFormats
import L10nModel
import L10nResolve

/// `l10nedit resolve`: which localization a user gets, and what each key then shows.
struct ResolveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resolve",
    abstract: "Show which localization a user's preferred languages pick and what each key shows.",
    discussion: """
      Apple's own matching (ualoc_localizationsToUse, from Apple's ICU) picks the localizations; \
      CFBundle's rules on top: the development region is appended, Base.lproj is looked in \
      second, a table is loaded from the first localization that has it, and a key that table \
      lacks shows as the key itself.
      """)

  @OptionGroup var project: ProjectOptions

  @OptionGroup var preferenceOptions: PreferenceOptions

  @Option(help: "Only this table (an id such as App/Localizable, or its name).")
  var table: String?

  @Option(help: "Only this key.")
  var key: String?

  @Option(
    help: "CFBundleDevelopmentRegion (default: the source language; en when that is Base).")
  var developmentRegion: String?

  @Flag(help: "Print the preferences as an Accept-Language header and exit.")
  var printAcceptLanguage = false

  @Flag(help: "Print JSON instead of text.")
  var json = false

  func run() throws {
    guard let preferences = try preferenceOptions.preferences() else {
      Output.standardError("error: give the user's languages: --languages or --accept-language")
      throw ExitStatus.failure
    }
    if printAcceptLanguage {
      Output.line(AcceptLanguage.header(for: preferences))
      return
    }
    let loaded = try project.load().project
    var grids = Array(loaded.grids.indices)
    if let table {
      let id = try TableOption.resolve(table, in: loaded)
      grids = grids.filter { loaded.grids[$0].table == id }
    }
    let wanted = key.map(LocalizationKey.init)
    if let wanted {
      grids = grids.filter { loaded.grids[$0].row(of: wanted) != nil }
      if grids.isEmpty {
        Output.standardError("error: no table has the key \"\(wanted.text)\"")
        throw ExitStatus.failure
      }
    }
    let resolutions = grids.map { grid in
      TableResolution(
        project: loaded, grid: grid, preferences: preferences,
        developmentRegion: developmentRegion.map(LanguageID.init))
    }
    let values = resolutions.map { resolution in
      wanted.flatMap { resolution.resolve(key: $0) }.map { [$0] } ?? resolution.resolveAll()
    }
    if json {
      let tables = zip(resolutions, values).map(Self.json)
      Output.print(JSONWriter.render(.array(tables), style: .l10nedit))
      return
    }
    Output.line("preferences: \(preferences.joined(separator: ", "))")
    for (resolution, values) in zip(resolutions, values) {
      Self.printText(resolution, values: values)
    }
  }

  private static func printText(_ resolution: TableResolution, values: [ResolvedValue]) {
    Output.line("")
    Output.line(
      "\(resolution.table.path)  (localizations: \(resolution.bundle.localizations.joined(separator: " ")); development region \(resolution.bundle.developmentRegion))"
    )
    let fallback = resolution.isMatched ? "" : "  (none of the languages matches)"
    Output.line(
      "  search list: \(resolution.searchList.map(\.code).joined(separator: ", "))\(fallback)")
    Output.line("  lookup order: \(resolution.lookupOrder.map(\.code).joined(separator: ", "))")
    Output.line("  table from: \(tableSources(resolution))")
    let rows = values.map { value in
      [
        Self.shortened(Self.escaped(value.key.text), 40),
        Self.shortened(Self.escaped(value.text), 48), value.explanation,
      ]
    }
    for line in TextTable.render(header: ["KEY", "SHOWN", "FROM"], rows: rows, rightAligned: []) {
      Output.line("  " + line)
    }
    let counts = ValueOrigin.allCases.compactMap { origin -> String? in
      let count = values.count { $0.origin == origin }
      return count == 0 ? nil : "\(count) \(origin.rawValue)"
    }
    Output.line(
      "  \(values.count) key\(values.count == 1 ? "" : "s"): \(counts.joined(separator: ", "))")
  }

  /// Which `.lproj` each kind of file is loaded from.
  private static func tableSources(_ resolution: TableResolution) -> String {
    let suffix = resolution.isInLproj ? ".lproj" : ""
    var parts: [String] = []
    if let strings = resolution.stringsLanguage { parts.append(strings.code + suffix) }
    if let plural = resolution.pluralLanguage, plural != resolution.stringsLanguage {
      parts.append("\(plural.code)\(suffix) (.stringsdict)")
    }
    return parts.isEmpty ? "none of the lookup order has it" : parts.joined(separator: ", ")
  }

  private static func json(_ resolution: TableResolution, values: [ResolvedValue]) -> JSONNode {
    let codes = { (languages: [LanguageID]) in JSONNode.array(languages.map { .string($0.code) }) }
    let keys = values.map { value in
      JSONNode.object(sortingKeys: [
        ("key", .string(value.key.text)), ("shown", .string(value.text)),
        ("origin", .string(value.origin.rawValue)),
        ("language", value.language.map { .string($0.code) } ?? .null),
      ])
    }
    return .object(sortingKeys: [
      ("table", .string(resolution.table.path)),
      ("localizations", .array(resolution.bundle.localizations.map { .string($0) })),
      ("developmentRegion", .string(resolution.bundle.developmentRegion)),
      ("preferences", .array(resolution.preferences.map { .string($0) })),
      ("searchList", codes(resolution.searchList)), ("lookupOrder", codes(resolution.lookupOrder)),
      ("stringsFrom", resolution.stringsLanguage.map { .string($0.code) } ?? .null),
      ("stringsdictFrom", resolution.pluralLanguage.map { .string($0.code) } ?? .null),
      ("keys", .array(keys)),
    ])
  }

  /// The text cut to `limit` characters, ending in `…` when cut (`--json` has it whole).
  private static func shortened(_ text: String, _ limit: Int) -> String {
    text.count <= limit ? text : text.prefix(limit - 1) + "…"
  }

  /// A value on one line: line breaks and tabs written as escapes.
  private static func escaped(_ text: String) -> String {
    text.replacing("\n", with: "\\n").replacing("\t", with: "\\t")
  }
}
