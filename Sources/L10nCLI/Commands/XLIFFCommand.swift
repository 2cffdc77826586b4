import ArgumentParser
import Foundation
import L10nFormats
import L10nGrammar
import L10nModel

/// `l10nedit xliff`: Xcode's localization catalogs (`.xcloc`) and XLIFF, out to translators and
/// back.
struct XLIFFCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "xliff",
    abstract: "Export and import Xcode localization catalogs (.xcloc) and XLIFF.",
    subcommands: [XLIFFExportCommand.self, XLIFFImportCommand.self])
}

/// `l10nedit xliff export`.
struct XLIFFExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write <language>.xcloc (or .xliff) as xcodebuild -exportLocalizations does.",
    discussion: """
      One <file> per source resource (its path relative to PATH), units sorted by id (digit runs \
      as numbers), notes from comments, catalog states and variations, .stringsdict plural paths \
      with the target language's categories as Xcode lists them. A language the project does \
      not have yet (--new-language) exports with no targets. The .xcloc holds contents.json, Localized \
      Contents/<lang>.xliff and Source Contents/ copies of the source files (String Catalogs \
      with the source language only). The project is not changed.
      """)

  @OptionGroup var project: ProjectOptions

  @Option(
    name: .customLong("language"),
    help: "A language to export (repeat it); default: every language but the source.")
  var languages: [String] = []

  @Option(
    name: .customLong("new-language"),
    help: "A language the project does not have yet, exported with no targets (repeat it).")
  var newLanguages: [String] = []

  @Option(name: .out, help: "The folder to write into.")
  var out = "."

  @Flag(help: "Write a folder <language>.xcloc (the default) or a bare <language>.xliff.")
  var kind: Kind = .xcloc

  enum Kind: String, EnumerableFlag {
    case xcloc, xliff
  }

  func run() throws {
    let loaded = try project.load().project
    // Base is where a development language's files may live, never a language to translate.
    let chosen =
      (languages.isEmpty && newLanguages.isEmpty
        ? loaded.languages.dropFirst().filter { $0 != .base } : languages.map(LanguageID.init))
      + newLanguages.map(LanguageID.init)
    for language in chosen {
      // The language names the file written in --out.
      do {
        _ = try LprojName(validating: language.code)
      } catch {
        Output.standardError("error: \(error.reason); nothing exported")
        throw ExitStatus.failure
      }
    }
    // --language names the project's languages (a typo is no new language); --new-language,
    // as Xcode allows, one it does not have yet.
    try LanguageCheck.require(languages.map(LanguageID.init), named: "--language", in: loaded)
    for language in chosen {
      let document = XLIFFExport.document(
        of: loaded, language: language, categories: PluralRules.categories(of:))
      let units = document.files.reduce(0) { $0 + $1.units.count }
      for (original, id) in XLIFFExport.unrepresentable(in: document) {
        Output.standardError(
          "warning: \(original): \(language): \"\(id)\" holds a control character XML cannot "
            + "hold; it is left out of the XLIFF (importing it back keeps the project's text)")
      }
      let path: String
      do {
        switch kind {
        case .xliff:
          path = out + "/" + language.code + ".xliff"
          try FileSystem.writeSafely(XLIFFWriter.render(document), to: path, inside: out)
        case .xcloc:
          path = out + "/" + language.code + ".xcloc"
          let files = Xcloc.files(of: document, project: loaded, language: language) {
            try? FileSystem.read($0)
          }
          try FolderReplacement.replace(path, with: files)
        }
      } catch {
        Output.standardError("error: \(error)")
        throw ExitStatus.failure
      }
      Output.line("wrote \(path): \(document.files.count) files, \(units) units")
    }
  }
}

/// `l10nedit xliff import`.
struct XLIFFImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Take translations from an .xcloc or .xliff into the project.",
    discussion: """
      Unit by unit as Xcode's import: each <file> goes to the table it names (a storyboard, xib \
      or intent definition to <lang>.lproj/<Name>.strings), each unit to its key, language and \
      plural form, applied as the editor applies edits; only values that differ are written, \
      each file keeping its order. Xcode's policy by default: units with translate="no", \
      without a target, or with a target in state new or needs-review-* change nothing \
      (--state-policy all takes every target). Skipped and listed, the rest imported: units \
      whose key the project lacks (--add-keys adds them to the target language, with \
      --with-source the source text too; with --sources, or the settings file's "sources", \
      those whose key the scanned code uses with that table are added to the target language \
      only, as Xcode's import adds the keys its extraction found in code, and listed as added \
      from the code), whose <source> is no longer the \
      development language's text, string sets, and every unit of a <file> that names no \
      table of the project or a language close to one it has (de-DE for de: --as de). Exit \
      status: 0 everything applied, 1 units skipped, 2 the input cannot be read (or usage, \
      I/O error, conflicts).
      """)

  @Argument(help: "The .xliff file or .xcloc folder.")
  var file: String

  @OptionGroup var project: ProjectOptions
  @OptionGroup var writeOrder: WriteOrderOptions
  @OptionGroup var code: SourceOptions

  @Flag(help: "Write nothing; list what would change, what is skipped, and the files.")
  var dryRun = false

  @Option(help: "Which targets count: xcode (skip new and needs-review-*) or all.")
  var statePolicy: XLIFFImport.Policy = .xcode

  @Flag(help: "Add keys the project lacks, in the target language only.")
  var addKeys = false

  @Flag(help: "With --add-keys, also write each added key's source text (the unit's <source>).")
  var withSource = false

  @Option(
    name: .customLong("as"),
    help: "The language to import into, whatever the file's target-language (de for de-DE).")
  var language: String?

  @Flag(help: "Skip units whose format specifiers differ from the source's (else a warning).")
  var strict = false

  func validate() throws {
    if withSource && !addKeys { throw ValidationError("--with-source goes with --add-keys") }
  }

  func run() throws {
    var (original, settings, stamps) = try project.load()
    let path: String
    let document: XLIFFDocument
    do {
      if let language { _ = try LprojName(validating: language) }
      path = try xliffPath()
      document = try XLIFFReader.read(try FileSystem.read(path), path: path)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    // A storyboard's table that no language has yet: its files are made as its units fill it.
    let tables = XLIFFImport.newTables(for: document, in: original)
    let prepare = { (project: inout Project) throws(EditError) in
      for table in tables { _ = try project.addTable(named: table.name, folder: table.folder) }
    }
    do {
      try prepare(&original)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    var loaded = original
    var options = XLIFFImport.Options(
      policy: statePolicy, addingKeys: addKeys, addingSourceText: withSource,
      language: language.map(LanguageID.init),
      strict: strict, formatProblem: XLIFFImportSummary.formatProblem)
    let usage = try code.scan(root: project.root, settings: settings)
    options.keysInCode = Self.keys(usedBy: usage)
    let result = XLIFFImport.edits(document, into: original, options: options)
    let changes: ChangeSet
    do {
      changes = try loaded.apply(result.edits)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    var report = ChangeReport()
    for file in result.files {
      for line in XLIFFImportSummary.lines(file, path: path, listingKeys: dryRun) {
        report.add(.output, line)
      }
    }
    try ImportWriting(
      project: project, label: "the XLIFF", order: writeOrder.order(settings, byDefault: false),
      prepare: prepare
    ).write(
      result.edits, changes: changes, base: original, edited: loaded, stamps: stamps,
      dryRun: dryRun, report: report)
    let skipped = result.skippedCount
    if skipped > 0 {
      let unknown = result.files.flatMap(\.skipped).filter { $0.reason == .unknownKey }.count
      if unknown > 0, !addKeys {
        Output.standardError(
          "note: \(unknown) unit\(unknown == 1 ? "" : "s") skipped as key not in the project: "
            + (usage == nil
              ? "--sources DIR adds those the code uses, as Xcode does; " : "")
            + "--add-keys adds them to the target language only (--with-source also writes the "
            + "source text)")
      }
      let files = result.files.filter { !$0.skipped.isEmpty }.count
      Output.standardError(
        "skipped \(skipped) unit\(skipped == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
          + " (listed above); the rest \(dryRun ? "would be" : "was") imported")
      throw ExitStatus.findings
    }
  }

  /// The keys `usage`'s calls look up, by table (not patterns, not tables named by an
  /// expression the scanner cannot read).
  static func keys(usedBy usage: CodeUsage?) -> [String: Set<String>] {
    var keys: [String: Set<String>] = [:]
    for reference in usage?.references ?? [] where !reference.key.isPattern {
      guard let table = reference.table else { continue }
      keys[table, default: []].insert(reference.key.description)
    }
    return keys
  }

  /// The XLIFF file: `file`, or the one in an `.xcloc`'s `Localized Contents`.
  private func xliffPath() throws -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), isFolder.boolValue
    else { return file }
    let folder = file + "/Localized Contents"
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    guard let name = Xcloc.xliffName(in: entries) else {
      throw ValidationError("\(file) has no Localized Contents/*.xliff")
    }
    return folder + "/" + name
  }
}

extension XLIFFImport.Policy: ExpressibleByArgument {}
