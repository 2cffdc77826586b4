import ArgumentParser
import L10nFormats
import L10nMemory
import L10nModel

/// `l10nedit tm export`.
struct TMExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write the project's translation memory as TMX 1.4b.",
    discussion: """
      One <tu> per source text and context (tuid "table › key", with the plural form for a \
      .stringsdict or catalog form), the source language's <tuv> first, then one per \
      language with a translation; the source entry's comment as a <note>; srclang the \
      project's source language; format specifiers kept as text. A unit holding a control \
      character XML cannot hold is left out (with a warning). translate-toolkit and OmegaT \
      read what this writes. The project is not changed.
      """)

  @OptionGroup var project: ProjectOptions

  @Option(
    name: .customLong("language"),
    help: "A language to export (repeat it); default: every language with translations.")
  var languages: [String] = []

  @Option(name: .out, help: ArgumentHelp("The TMX file to write.", valueName: "file.tmx"))
  var out: String

  func run() throws {
    let (loaded, settings, _) = try project.load()
    let chosen = languages.map(LanguageID.init)
    try LanguageCheck.require(chosen, named: "--language", in: loaded)
    let memory = ProjectMemory(project: loaded, keepsSourceText: settings.keepsSourceText)
    let (document, leftForReview) = MemoryTMX.document(memory, languages: Set(chosen))
    for unit in TMXWriter.unrepresentable(document) {
      Output.standardError(
        "warning: \(InertText.line(unit.id ?? "?")) holds a control character XML cannot hold; "
          + "it is left out")
    }
    do {
      _ = try FileSystem.writeSafely(
        TMXWriter.render(document, toolVersion: L10nEditCommand.version), to: out)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    let written = document.units.count - TMXWriter.unrepresentable(document).count
    let languages = Set(document.units.flatMap { $0.variants.map(\.language) })
    let copies = memory.sourceCopies.filter { chosen.isEmpty || chosen.contains($0.key) }
      .values.reduce(0) { $0 + $1.count }
    Output.line(
      "wrote \(out): \(written) units, \(languages.count) languages"
        + (copies > 0
          ? " (\(copies) value\(copies == 1 ? "" : "s") identical to the source text left out: "
            + "a copy is not a translation)" : "")
        + (leftForReview > 0
          ? "; \(leftForReview) translation\(leftForReview == 1 ? "" : "s") needing review left out"
          : ""))
  }
}
