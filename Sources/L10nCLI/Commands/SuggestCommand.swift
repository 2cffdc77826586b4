import ArgumentParser
import Foundation
import L10nFormats
import L10nMemory
import L10nModel
import L10nUserMemory

/// `l10nedit suggest`: what the project's translation memory suggests for one cell, as the
/// editor's edit panel shows it.
struct SuggestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "suggest",
    abstract: "Print the translation memory's suggestions for one cell.",
    discussion: """
      The memory is every translated cell of the project (every table, String Catalogs, \
      .stringsdict forms). Exact matches first (the same source text; the same key, then the \
      same comment ranking higher), then fuzzy matches of at least 70 % (edit-distance \
      similarity of the source texts), one line per distinct translation: rank, score, the \
      translation, where it is and how often. A translation whose format specifiers do not \
      fit the cell's source is marked with why. The cell's own translation is never \
      suggested. A plural entry gets suggestions per form. The user memory (--memory, else \
      the settings file's userMemory, else $XDG_DATA_HOME/l10nedit/memory.sqlite when it \
      exists; filled by tm import and by the editor's saves) is \
      consulted too: its suggestions are ranked with the project's and marked "user memory" \
      (in JSON, "origin": "user-memory" rather than "project"). \
      The project is not changed.
      """)

  @OptionGroup var project: ProjectOptions

  @Option(help: "The table (an id such as App/Localizable, or its name).")
  var table: String

  @Option(help: "The key.")
  var key: String

  @Option(help: "The language to translate into.")
  var language: String

  @Option(help: "The most suggestions per text or form.")
  var limit = 9

  @Flag(help: "Print JSON instead of text.")
  var json = false

  @Option(help: ArgumentHelp("The user memory to consult as well.", valueName: "file"))
  var memory: String?

  @Flag(help: "Do not consult the user memory.")
  var noUserMemory = false

  func validate() throws {
    guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
  }

  func run() throws {
    let (loaded, settings, _) = try project.load()
    let language = LanguageID(language)
    try LanguageCheck.require([language], named: "--language", in: loaded)
    let cell = CellID(
      table: try TableOption.resolve(table, in: loaded), key: LocalizationKey(key),
      language: language)
    guard let (_, row, _) = loaded.position(of: cell), row != nil else {
      Output.standardError("error: \(cell.table) has no key \"\(key)\"")
      throw ExitStatus.failure
    }
    let queries = MemoryQuery.queries(for: cell, in: loaded)
    let projectMemory = ProjectMemory(project: loaded, keepsSourceText: settings.keepsSourceText)
    let user = try userMemory(settings)
    let answers = try queries.map { query in
      let own = projectMemory.suggestions(for: query, limit: limit)
      let others =
        try user?.suggestions(
          for: query, limit: limit, project: UserMemory.origin(ofProject: project.root)) ?? []
      return (query, Suggestion.merged(own, others, limit: limit))
    }
    if json {
      Output.print(JSONWriter.render(Self.json(cell, answers), style: .l10nedit))
      return
    }
    if queries.isEmpty {
      Output.line("\(cell): no source text to translate from")
    }
    for (query, suggestions) in answers {
      let form = query.form.map { " (\($0))" } ?? ""
      Output.line("\(InertText.line(query.source))\(form) → \(language.code)")
      if suggestions.isEmpty { Output.line("  no suggestions") }
      for (rank, suggestion) in suggestions.enumerated() {
        Output.line("  " + suggestion.line(number: rank + 1, shown: InertText.line))
      }
    }
  }

  /// The user memory to consult: `--memory`, else the settings file's `userMemory`, else the
  /// default one, when it exists; none with `--no-user-memory`.
  private func userMemory(_ settings: ProjectSettings) throws -> UserMemory? {
    guard !noUserMemory else { return nil }
    let (path, named) = try UserMemoryPath.resolve(option: memory, settings: settings)
    guard named || FileManager.default.fileExists(atPath: path) else { return nil }
    do {
      return try UserMemory(path: path)
    } catch {
      Output.standardError("error: \(path): \(error)")
      throw ExitStatus.failure
    }
  }

  private static func json(_ cell: CellID, _ answers: [(MemoryQuery, [Suggestion])]) -> JSONNode {
    let queries = answers.map { query, suggestions in
      JSONNode.object(sortingKeys: [
        ("form", query.form.map { .string($0) } ?? .null), ("source", .string(query.source)),
        ("suggestions", .array(suggestions.map(json))),
      ])
    }
    return .object(sortingKeys: [
      ("table", .string(cell.table.path)), ("key", .string(cell.key.text)),
      ("language", .string(cell.language.code)), ("queries", .array(queries)),
    ])
  }

  private static func json(_ suggestion: Suggestion) -> JSONNode {
    .object(sortingKeys: [
      ("translation", .string(suggestion.translation)),
      ("score", .number(String(suggestion.score))), ("source", .string(suggestion.source)),
      ("table", .string(suggestion.context.table.path)),
      ("key", .string(suggestion.context.key.text)),
      ("form", suggestion.context.form.map { .string($0) } ?? .null),
      ("occurrences", .number(String(suggestion.occurrences))),
      ("sameKey", .bool(suggestion.isSameKey)), ("sameComment", .bool(suggestion.isSameComment)),
      ("placeholderProblem", suggestion.placeholderProblem.map { .string($0) } ?? .null),
      ("origin", .string(suggestion.origin.rawValue)),
    ])
  }
}
