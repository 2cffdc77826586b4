import ArgumentParser
import L10nFormats
import L10nModel

/// `l10nedit format`: rewrites every parseable file sorted, as UTF-8.
struct FormatCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "format",
    abstract: "Rewrite every parseable .strings and .stringsdict file sorted by key, as UTF-8.",
    discussion: """
      Files that fail to parse, and property-list .strings files, are never rewritten. \
      A file whose bytes would not change is not touched. Exit status: 0 done, \
      1 files would change (--check) or some files could not be parsed, 2 usage or I/O error.
      """)

  @OptionGroup var project: ProjectOptions

  @Flag(help: "Write nothing; list the files that would change and exit 1 if any would.")
  var check = false

  @Flag(help: "Keep each file's own entry order instead of sorting.")
  var keepOrder = false

  func run() throws {
    let loaded = try project.load().project
    let order: WriteOrder = keepOrder ? .keepOrder : .sorted
    var changed = 0
    var skipped = 0
    for file in loaded.files {
      if let error = file.error {
        Output.standardError("skipped: \(error)")
        skipped += 1
        continue
      }
      guard file.isWritable else {
        Output.standardError("skipped: \(file.path): a binary or XML property list, kept as it is")
        continue
      }
      if check {
        if (try? FileSystem.read(file.path)) != ProjectWriter.render(file, order: order) {
          print(file.path)
          changed += 1
        }
      } else {
        do {
          if try ProjectWriter.write(file, order: order) {
            print("formatted \(file.path)")
            changed += 1
          }
        } catch {
          Output.standardError("error: \(error)")
          throw ExitStatus.failure
        }
      }
    }
    if check && changed > 0 || skipped > 0 { throw ExitStatus.findings }
  }
}
