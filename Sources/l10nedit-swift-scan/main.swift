// `l10nedit-swift-scan [--routine NAME]… [--text-position POSITION]… [--progress] -- FILE…`:
// scans Swift files for the keys they localize (and the texts shown without localization, with
// the project's own text positions) and prints what it found as JSON (a `CodeUsage`). `l10nedit` runs it; it lives
// in its own executable so that only those who scan Swift build swift-syntax. With
// `--progress`, standard error gets `reading<TAB>PATH<NUL>` before each file is read, so that
// a crash can be told by the file it was reading. With `--stdin-path PATH`, it scans the text
// of standard input as the file PATH (an editor's unsaved buffer; PATH need not exist), with
// the FILEs, if any, read for what they declare (wrappers, localized parameters): only what it
// finds in PATH is printed.
import Foundation
import L10nModel
import L10nScan
import L10nSwiftScan

var custom: [String] = []
var textPositions: [String] = []
var files: [String] = []
var progress = false
var stdinPath: String?
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
                                 --stdin-path PATH [-- FILE…]

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
let reportsProgress = progress
var usage = scanner.scanOnLargeStack(files: sources) { path in
  if reportsProgress { FileHandle.standardError.write(Data("reading\t\(path)\0".utf8)) }
}
if let stdinPath { usage.keepOnly(stdinPath) }
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
do {
  FileHandle.standardOutput.write(try encoder.encode(usage))
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(2)
}
