import Foundation
import L10nDocGen

// l10nedit-docgen [DIR] [--man FILE]: writes the generated reference pages (Commands.md,
// Rules.md, Keys.md, README.md) into DIR (default Documentation/Reference) and, with --man, the
// man page into FILE; --man alone writes only the man page (make install). CI writes the pages
// into a temporary folder and compares (see .ci/run).

let usage = "usage: l10nedit-docgen [DIR] [--man FILE]\n"
var arguments = Array(CommandLine.arguments.dropFirst())
var manPath: String?
if let index = arguments.firstIndex(of: "--man") {
  guard index + 1 < arguments.count else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
  }
  manPath = arguments[index + 1]
  arguments.removeSubrange(index...(index + 1))
}
guard arguments.count <= 1, !(arguments.first?.hasPrefix("-") ?? false) else {
  FileHandle.standardError.write(Data(usage.utf8))
  exit(2)
}
let folder = arguments.first ?? (manPath == nil ? "Documentation/Reference" : nil)

do {
  if let folder {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for page in try ReferencePages.pages() {
      try page.text.write(toFile: folder + "/" + page.name, atomically: true, encoding: .utf8)
    }
  }
  if let manPath {
    try ReferencePages.manPage().write(toFile: manPath, atomically: true, encoding: .utf8)
  }
} catch {
  FileHandle.standardError.write(Data("l10nedit-docgen: \(error)\n".utf8))
  exit(1)
}
