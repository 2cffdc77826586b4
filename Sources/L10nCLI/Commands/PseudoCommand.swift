import ArgumentParser
import L10nGrammar
import L10nModel
import L10nTUI

/// `l10nedit pseudo`: writes a pseudo language made from the source language.
struct PseudoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pseudo",
    abstract: "Write a pseudo language: the source text accented, bracketed, doubled or RTL.",
    discussion: """
      Format specifiers (%1$@, %lld, %%), plural tokens (%#@v@) and line breaks are kept \
      exactly, so the pseudo language passes lint's format checks. String Catalogs get the \
      language as a localization in state translated; .lproj projects get <lang>.lproj files.
      """)

  @OptionGroup var project: ProjectOptions
  @OptionGroup var writeOrder: WriteOrderOptions

  @Option(help: "The pseudo language's code (en-XA is Android's and Xcode's habit).")
  var language = "en-XA"

  @Option(help: "How much longer each value gets, in percent.")
  var expand = 40

  @Option(help: "accents, brackets, double or rtl.")
  var style = Pseudolocalizer.Style.brackets

  @Flag(help: "List the files that would change and write nothing.")
  var dryRun = false

  @Flag(
    help: "Write nothing: open the editor with the pseudo language in its seen-as column (p).")
  var preview = false

  func validate() throws {
    do {
      _ = try LprojName(validating: language)
    } catch {
      throw ValidationError("--language: \(error.reason)")
    }
  }

  func run() throws {
    guard (0...400).contains(expand) else {
      Output.standardError("error: --expand must be between 0 and 400 (percent)")
      throw ExitStatus.failure
    }
    let pseudo = LanguageID(language)
    let (original, settings, stamps) = try project.load()
    guard pseudo != original.sourceLanguage, pseudo != .base else {
      Output.standardError("error: the pseudo language cannot be the source language or Base")
      throw ExitStatus.failure
    }
    let localizer = Pseudolocalizer(style: style, expansion: expand)
    var loaded = original
    let edits = [CellEdit.addLanguage(pseudo)] + Self.edits(original, pseudo, localizer)
    let changes: ChangeSet
    do {
      changes = try loaded.apply(edits)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    if preview {
      var editor = try EditCommand.parse(
        [project.root] + (project.sourceLanguage.map { ["--source-language", $0] } ?? []))
      editor.project = project
      try editor.open { $0.showSeenAsPreview(loaded, language: pseudo) }
      return
    }
    let files = changes.files.sorted()
    let cells = edits.count - 1
    if dryRun {
      for index in files { Output.line(loaded.files[index].path) }
      Output.standardError("\(cells) edits would change \(files.count) files")
      return
    }
    try ProjectSaving.save(
      loaded, files: files, order: writeOrder.order(settings, byDefault: false),
      unchangedSince: stamps)
  }

  /// The edits giving every source value of `project` a pseudo value in `pseudo`.
  private static func edits(
    _ project: Project, _ pseudo: LanguageID, _ localizer: Pseudolocalizer
  ) -> [CellEdit] {
    var edits: [CellEdit] = []
    for (gridIndex, grid) in project.grids.enumerated() {
      guard let source = project.sourceColumn(ofGrid: gridIndex) else { continue }
      for row in grid.keys.indices {
        let cell = CellID(table: grid.table, key: grid.keys[row], language: pseudo)
        switch project.content(grid: gridIndex, row: row, column: source) {
        case .text(let text, _):
          edits.append(.setText(cell, localizer.transform(text)))
        case .plural(let entry, _):
          if Pseudolocalizer.hasText(entry.formatKey) {
            edits.append(.setPluralFormat(cell, localizer.transform(entry.formatKey)))
          }
          // The categories the pseudo language's plural rules need, from `other` when the
          // source lacks them (a source with only `other`).
          let needed = PluralRules.integerCategories(of: pseudo).map(\.rawValue)
          for variable in entry.variables where variable.isPlural {
            var forms = variable.forms.map { ($0.category, localizer.transform($0.text)) }
            if let other = variable.form("other") {
              for category in needed where variable.form(category) == nil {
                forms.append((category, localizer.transform(other)))
              }
            }
            edits.append(
              .setPluralForms(
                cell, variable.id,
                Dictionary(
                  forms.map { ($0.0, Optional($0.1)) }, uniquingKeysWith: { _, last in last }))
            )
          }
        case .structured, .missing, .unreadable:
          continue
        }
      }
    }
    return edits
  }
}

extension Pseudolocalizer.Style: ExpressibleByArgument {}
