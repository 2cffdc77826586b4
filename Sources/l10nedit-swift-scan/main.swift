// `l10nedit-swift-scan [--routine NAME]… [--text-position POSITION]… [--progress] -- FILE…`:
// scans Swift files for the keys they localize (and the texts shown without localization, with
// the project's own text positions) and prints what it found as JSON (a `CodeUsage`). `l10nedit` runs it; it lives
// in its own executable so that only those who scan Swift build swift-syntax. With
// `--progress`, standard error gets `reading<TAB>PATH<NUL>` before each file is read, so that
// a crash can be told by the file it was reading. With `--stdin-path PATH`, it scans the text
// of standard input as the file PATH (an editor's unsaved buffer; PATH need not exist), with
// the FILEs, if any, read for what they declare (wrappers, localized parameters): only what it
// finds in PATH is printed. With `--declarations-only`, it prints what each FILE declares
// (wrappers, localized parameters, generated accessors: a `SwiftFileDeclarations`) instead of
// a scan; a scan given `--declarations JSON` (such a file) knows those declarations without
// reading their files again, but for PATH's own.
import Foundation
import L10nModel
import L10nScan
import L10nSwiftScan

var custom: [String] = []
var textPositions: [String] = []
var files: [String] = []
var progress = false
var stdinPath: String?
var declarationsOnly = false
var knownPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  if argument == "--" {
    files += arguments
    break
  } else if argument == "--routine", let name = arguments.popFirst() {
    custom.append(name)
  } else if argument == "--text-position", let position = arguments.popFirst() {
    textPositions.append(position)
  } else if argument == "--progress" {
    progress = true
  } else if argument == "--stdin-path", let path = arguments.popFirst() {
    stdinPath = path
  } else if argument == "--declarations-only" {
    declarationsOnly = true
  } else if argument == "--declarations", let path = arguments.popFirst() {
    knownPath = path
  } else {
    exitWithUsage()
  }
}

/// Says how to call it and exits 2.
func exitWithUsage() -> Never {
  FileHandle.standardError.write(
    Data(
      """
      usage: l10nedit-swift-scan [--routine NAME]… [--text-position POSITION]… [--progress] -- FILE…
             l10nedit-swift-scan [--routine NAME]… [--text-position POSITION]… [--progress]
                                 --stdin-path PATH [--declarations JSON] [-- FILE…]
             l10nedit-swift-scan [--routine NAME]… [--text-position POSITION]… [--progress]
                                 --declarations-only -- FILE…

      """.utf8))
  exit(2)
}
let scanner = SwiftScanner(
  routines: LocalizingRoutines(custom: custom, textPositions: textPositions))
var sources: [(path: String, text: String)] = []
if let stdinPath {
  sources.append(
    (stdinPath, String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)))
}
for file in files where file != stdinPath {
  guard let data = FileManager.default.contents(atPath: file) else {
    FileHandle.standardError.write(Data("\(file): cannot be read\n".utf8))
    exit(2)
  }
  sources.append((file, String(decoding: data, as: UTF8.self)))
}
/// Writes `value` as JSON on standard output, or exits 2 saying why it cannot.
func printJSON(_ value: some Encodable) -> Never {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  do {
    FileHandle.standardOutput.write(try encoder.encode(value))
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
  }
}
let reportsProgress = progress
let willRead: @Sendable (String) -> Void = { path in
  if reportsProgress { FileHandle.standardError.write(Data("reading\t\(path)\0".utf8)) }
}
if declarationsOnly {
  guard stdinPath == nil, knownPath == nil else { exitWithUsage() }
  printJSON(scanner.declarationsOnLargeStack(of: sources, willRead: willRead))
}
var known = SwiftFileDeclarations()
if let knownPath {
  guard let data = FileManager.default.contents(atPath: knownPath),
    let decoded = try? JSONDecoder().decode(SwiftFileDeclarations.self, from: data)
  else {
    FileHandle.standardError.write(Data("\(knownPath): not declarations\n".utf8))
    exit(2)
  }
  known = decoded
}
var usage = scanner.scanOnLargeStack(files: sources, known: known, willRead: willRead)
if let stdinPath { usage.keepOnly(stdinPath) }
printJSON(usage)
