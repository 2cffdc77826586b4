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
      One <file> per source resource (its path relative to PATH), units sorted by id, notes from \
      comments, catalog states and variations, .stringsdict plural paths with the target \
      language's CLDR categories. The .xcloc holds contents.json, Localized Contents/<lang>.xliff \
      and Source Contents/ copies of the source files. The project is not changed.
      """)

  @OptionGroup var project: ProjectOptions

  @Option(
    name: .customLong("language"),
    help: "A language to export (repeat it); default: every language but the source.")
  var languages: [String] = []

  @Option(help: "The folder to write into (default: .).")
  var out = "."

  @Flag(help: "Write a folder <language>.xcloc (the default) or a bare <language>.xliff.")
  var kind: Kind = .xcloc

  enum Kind: String, EnumerableFlag {
    case xcloc, xliff
  }

  func run() throws {
    let loaded = try project.load().project
    let chosen =
      languages.isEmpty ? Array(loaded.languages.dropFirst()) : languages.map(LanguageID.init)
    for language in chosen {
      // The language names the file written in --out.
      do {
        _ = try LprojName(validating: language.code)
      } catch {
        Output.standardError("error: \(error.reason); nothing exported")
        throw ExitStatus.failure
      }
    }
    try LanguageCheck.require(chosen, named: "--language", in: loaded)
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
      Each unit is mapped back to its table, key, language and plural form, and applied as the \
      editor applies edits; only values that differ are written. Xcode's policy by default: \
      units with translate="no", without a target, or with a target in state new or \
      needs-review-* change nothing (--state-policy all takes every target). A unit whose key \
      the table lacks refuses the whole file (exit 2, nothing written) unless --add-keys. A \
      <source> that is not the development language's text now is reported as stale. Exit \
      status: 0 done, 2 usage, XLIFF or I/O error, or conflicts.
      """)

  @Argument(help: "The .xliff file or .xcloc folder.")
  var file: String

  @OptionGroup var project: ProjectOptions
  @OptionGroup var writeOrder: WriteOrderOptions

  @Flag(help: "Write nothing; list what would change and the files.")
  var dryRun = false

  @Option(help: "Which targets count: xcode (skip new and needs-review-*) or all.")
  var statePolicy: XLIFFImport.Policy = .xcode

  @Flag(help: "Add keys the project lacks, with the unit's source as the source text.")
  var addKeys = false

  func run() throws {
    let (original, settings, stamps) = try project.load()
    var loaded = original
    let result: XLIFFImport.Result
    let changes: ChangeSet
    do {
      let path = try xliffPath()
      let document = try XLIFFReader.read(try FileSystem.read(path), path: path)
      result = try XLIFFImport.edits(
        document, path: path, into: original, policy: statePolicy, addingKeys: addKeys)
      changes = try loaded.apply(result.edits)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    for report in result.files {
      Output.line(Self.line(report))
      // A dry run names what would change, key by key.
      if dryRun {
        for (what, keys) in [("added", report.added), ("changed", report.changed)] {
          for key in keys { Output.line("  \(what) \(key.debugDescription)") }
        }
      }
    }
    try ImportWriting(
      project: project, label: "the XLIFF", order: writeOrder.order(settings, byDefault: false)
    ).write(
      result.edits, changes: changes, base: original, edited: loaded, stamps: stamps,
      dryRun: dryRun)
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

  /// `Localizable.strings → de: added 2, changed 1, skipped 3 (state new: 3), stale 1 (a)`.
  static func line(_ report: XLIFFImport.FileReport) -> String {
    var parts = ["added \(report.added.count)", "changed \(report.changed.count)"]
    if !report.skipped.isEmpty {
      let reasons = report.skipped.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
      parts.append(
        "skipped \(report.skipped.values.reduce(0, +)) (\(reasons.joined(separator: ", ")))")
    }
    if !report.stale.isEmpty {
      let named = report.stale.prefix(5).joined(separator: ", ")
      parts.append(
        "stale source \(report.stale.count) (\(named)\(report.stale.count > 5 ? ", …" : ""))")
    }
    return "\(report.original) → \(report.language): " + parts.joined(separator: ", ")
  }
}

extension XLIFFImport.Policy: ExpressibleByArgument {}
