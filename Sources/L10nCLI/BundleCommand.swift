import ArgumentParser
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
      warning; the later value wins. Exit status: 0 written, 2 usage, JSON or I/O error.
      """)

  @Argument(help: "The JSON file.")
  var file: String

  @Option(help: "The bundle folder to write (replaced whole).")
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

  func validate() throws {
    guard (1...1_000_000).contains(maxSize) else {
      throw ValidationError("--max-size is a number of megabytes from 1 to 1000000")
    }
  }

  func run() throws {
    do {
      let strings = try RemoteStringsReader.read(path: file, sizeLimit: maxSize * 1_000_000)
      for warning in strings.warnings { Output.standardError("warning: \(file):\(warning)") }
      let options = RemoteBundle.Options(
        table: table, nocache: nocache, style: format, normalizeLanguages: normalizeLanguages)
      let contents = try RemoteBundle.contents(
        of: strings, options: options, valueType: PluralValueType.infer)
      try RemoteBundle.checkReplaceable(out)
      try FolderReplacement.replace(out, with: contents.files.map { ($0.path, $0.bytes) })
      report(contents, languages: strings.languages.count, tableName: options.tableName)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
  }

  private func report(_ contents: RemoteBundle.Contents, languages: Int, tableName: String) {
    for (code, folder) in contents.renamed { print("language \(code) → \(folder)") }
    for file in contents.files {
      print("  \(file.path) (\(file.keyCount) key\(file.keyCount == 1 ? "" : "s"))")
    }
    let keys = contents.files.reduce(0) { $0 + $1.keyCount }
    print(
      "wrote \(out): \(languages) language\(languages == 1 ? "" : "s"), "
        + "\(contents.files.count) file\(contents.files.count == 1 ? "" : "s"), "
        + "\(keys) key\(keys == 1 ? "" : "s"); table \"\(tableName)\""
    )
  }
}

extension RemoteBundle.StringsStyle: ExpressibleByArgument {}
