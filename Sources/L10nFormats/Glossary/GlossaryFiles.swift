import Foundation
import L10nModel

/// Where a project's glossary is: `l10nedit.glossary.csv` and `l10nedit.glossary.tbx` in the
/// folder of its settings file (the project folder, or the folder of a project that is one
/// file), read by `lint` and the editor, and only when they resolve inside that folder (a
/// link out of the project is refused, as a write there would be).
package enum GlossaryFiles {
  /// The names looked for; both are read when both are there.
  package static let fileNames = ["l10nedit.glossary.csv", "l10nedit.glossary.tbx"]

  /// The entries of the glossary files of the project at `root` (none when it has none).
  package static func read(root: String, sourceLanguage: LanguageID) throws(ParseError)
    -> [GlossaryEntry]
  {
    let folder = ProjectSettingsReader.folder(ofRoot: root)
    var entries: [GlossaryEntry] = []
    for name in fileNames {
      let path = (folder.isEmpty ? "" : folder) + "/" + name
      guard FileManager.default.fileExists(atPath: path) else { continue }
      let real: String
      do {
        real = try FileSystem.resolveInside(path, root: folder)
      } catch {
        throw ParseError(
          path: path, location: SourceLocation(line: 1, column: 1), reason: error.reason)
      }
      let size = (try? FileManager.default.attributesOfItem(atPath: real)[.size] as? Int) ?? 0
      guard size <= GlossaryReader.maximumSize else {
        throw ParseError(
          path: path, location: SourceLocation(line: 1, column: 1),
          reason: "the glossary is larger than \(GlossaryReader.maximumSize / 1_000_000) MB")
      }
      let bytes: [UInt8]
      do {
        bytes = try FileSystem.read(real)
      } catch {
        throw ParseError(
          path: path, location: SourceLocation(line: 1, column: 1), reason: error.reason)
      }
      entries +=
        name.hasSuffix(".csv")
        ? try GlossaryReader.readCSV(bytes, path: path)
        : try GlossaryTBXReader.read(bytes, path: path, sourceLanguage: sourceLanguage)
    }
    return entries
  }
}
