import ArgumentParser
import L10nCheck
import L10nFormats
import L10nGrammar
import L10nModel

/// `l10nedit bundle`: a backend's `{language: {key: value}}` JSON made into the `.bundle` an
/// app loads at run time.
struct BundleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bundle",
    abstract: "Build an .lproj bundle for NSLocalizedString from remote-strings JSON.",
    discussion: """
      The JSON is {"<language>": {"key": value}}, a value being a string or a plural object \
      {"one": "…", "other": "…"} (CLDR categories, "other" required). Writes \
      <lang>.lproj/<table>.strings for the strings and <lang>.lproj/<table>.stringsdict for the \
      plurals (<table>.nocache.* with --nocache), keys sorted. The bundle is built beside --out \
      and swapped in whole: readers see the old bundle or the new one. Any error in the JSON \
      (reported as file:line:column with the JSON path) writes nothing. A key given twice is a \
      warning; the later value wins. Before writing, the values are checked against the source \
      language's as lint checks them: an invalid format, a translation whose placeholders do not \
      match the source's (a %d where the source has %@ crashes String(format:) on the device) \
      or a plural form printing the count with another type stops the build, listed as \
      file:line:column; --no-check builds anyway. A String Catalog (.xcstrings) as the file is \
      compiled as compile compiles it, into files named after the catalog (<Table>.nocache.* \
      with --nocache). Exit status: 0 written, 1 format errors (nothing written), 2 usage, JSON \
      or I/O error.
      """)

  @Argument(help: "The JSON file, or a String Catalog (.xcstrings).")
  var file: String

  @Option(name: .out, help: "The bundle folder to write (replaced whole).")
  var out: String

  @Option(help: "The table name: apps look keys up with tableName: \"<table>\".")
  var table = "Localizable"

  @Flag(help: "Name the files <table>.nocache.*: NSBundle does not cache their contents.")
  var nocache = false

  @Option(help: "How .strings files are written: text, xml or binary (.stringsdict: xml, binary).")
  var format: RemoteBundle.StringsStyle = .text

  @Flag(help: "Use Xcode's folder names for language codes (zh_CN → zh-Hans, es_MX → es-MX).")
  var normalizeLanguages = false

  @Option(help: "Refuse a JSON file larger than this many megabytes.")
  var maxSize = 50

  @Option(
    help: "The language the checks compare translations with (default: en, else the first).")
  var sourceLanguage: String?

  @Flag(help: "Build even when format specifiers do not match the source language's.")
  var noCheck = false

  /// The checks whose errors stop a build: what crashes or garbles `String(format:)`.
  static let blockingRules: Set<String> = [
    InvalidFormatRule.id, FormatMismatchRule.id, PluralFormatRule.id,
  ]

  func validate() throws {
    guard (1...1_000_000).contains(maxSize) else {
      throw ValidationError("--max-size is a number of megabytes from 1 to 1000000")
    }
  }

  func run() throws {
    if CatalogBuild.isCatalog(file) {
      try CatalogBuild.run(catalogs: [file], out: out, tableSuffix: nocache ? ".nocache" : "")
      return
    }
    do {
      let strings = try RemoteStringsReader.read(path: file, sizeLimit: maxSize * 1_000_000)
      for warning in strings.warnings { Output.standardError("warning: \(file):\(warning)") }
      if !noCheck {
        let errors = try formatErrors()
        guard errors.isEmpty else {
          for finding in errors { Output.standardError(FindingOutput.text(finding)) }
          Output.standardError(
            "error: \(errors.count) value\(errors.count == 1 ? "" : "s") would break "
              + "String(format:) on devices; nothing written (--no-check builds anyway)")
          throw ExitStatus.findings
        }
      }
      let options = RemoteBundle.Options(
        table: table, nocache: nocache, style: format, normalizeLanguages: normalizeLanguages)
      let contents = try RemoteBundle.contents(
        of: strings, options: options, valueType: PluralValueType.infer)
      try OutputManifest.checkReplaceable(out)
      let removed = try FolderReplacement.replace(
        out, with: OutputManifest.adding(to: contents.files.map { ($0.path, $0.bytes) }))
      for path in removed { Output.standardError("removed \(path), left by a killed run") }
      report(contents, languages: strings.languages.count, tableName: options.tableName)
    } catch let status as ExitCode {
      throw status
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
  }

  /// The errors of the blocking checks on the JSON file, read as a project.
  private func formatErrors() throws -> [Finding] {
    let project = try ProjectLoader.load(file, sourceLanguage: sourceLanguage.map(LanguageID.init))
    return Linter().run(project).filter {
      $0.severity == .error && Self.blockingRules.contains($0.ruleID)
    }
  }

  private func report(_ contents: RemoteBundle.Contents, languages: Int, tableName: String) {
    for (code, folder) in contents.renamed { Output.line("language \(code) → \(folder)") }
    for file in contents.files {
      Output.line("  \(file.path) (\(file.keyCount) key\(file.keyCount == 1 ? "" : "s"))")
    }
    let keys = contents.files.reduce(0) { $0 + $1.keyCount }
    Output.line(
      "wrote \(out): \(languages) language\(languages == 1 ? "" : "s"), "
        + "\(contents.files.count) file\(contents.files.count == 1 ? "" : "s"), "
        + "\(keys) key\(keys == 1 ? "" : "s"); table \"\(tableName)\""
    )
  }
}

extension RemoteBundle.StringsStyle: ExpressibleByArgument {}
