import Foundation
import L10nFormats

/// The `merge` steps of `--commands`: git's three versions of the project's largest file, and
/// of a 2 MB String Catalog, each side changing other cells (a hundredth of the entries, and
/// keys added on both sides).
enum MergeWorkload {
  /// The steps, their files beside the project at `root` (not in it); OURS is put back before
  /// each run, the merge writing into it.
  static func steps(root: String) throws -> [CommandBench.Step] {
    let largest = try ProjectScanner.scan(root).max { lhs, rhs in
      fileSize(lhs.path) < fileSize(rhs.path)
    }
    guard let largest else { return [] }
    let base = try String(decoding: FileSystem.read(largest.path), as: UTF8.self)
    let lines = base.split(separator: "\n", omittingEmptySubsequences: false)
    func side(_ mark: String, every offset: Int) -> String {
      lines.enumerated().map { index, line in
        index % 100 == offset && line.hasSuffix("\";") ? line.dropLast(2) + " \(mark)\";" : line
      }.joined(separator: "\n") + "\"added.\(mark)\" = \"\(mark)\";\n"
    }
    let relative = String(largest.path.dropFirst(root.count + 1))
    let strings = try step(
      name: "merge (largest file, \(fileSize(largest.path) / 1_000) KB)", folder: root + "-merge",
      path: relative, base: base, ours: side("ours", every: 3), theirs: side("theirs", every: 7),
      seconds: 0.1)
    let catalogBase = catalogText(changing: nil)
    let catalog = try step(
      name: "merge (catalog, \(catalogBase.utf8.count / 1_000) KB)",
      folder: root + "-merge-catalog", path: "Localizable.xcstrings", base: catalogBase,
      ours: catalogText(changing: ("de", "ours")),
      theirs: catalogText(changing: ("fr", "theirs")), seconds: 0.2)
    return [strings, catalog]
  }

  /// A step merging `theirs` into `ours` since `base`, written into `folder`.
  private static func step(
    name: String, folder: String, path: String, base: String, ours: String, theirs: String,
    seconds: Double
  ) throws -> CommandBench.Step {
    let files = ["base": base, "ours": ours, "theirs": theirs]
    for (file, text) in files {
      _ = try FileSystem.writeSafely(Array(text.utf8), to: folder + "/" + file)
    }
    return CommandBench.Step(
      name: name,
      arguments: [
        "merge", folder + "/base", folder + "/ours", folder + "/theirs", "--path", path,
      ],
      seconds: seconds, appendsRoot: false,
      reset: { _ = try? FileSystem.writeSafely(Array(ours.utf8), to: folder + "/ours") })
  }

  /// A String Catalog in Xcode's layout of about 2 MB: 1,050 keys in 10 languages; with
  /// `changing`, every tenth key's value in that language gets the mark.
  private static func catalogText(changing: (language: String, mark: String)?) -> String {
    let languages = ["de", "en", "es", "fr", "it", "ja", "ko", "nl", "pt", "ru"]
    var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
    for key in 0..<1_050 {
      let name = String(format: "key.%05d", key)
      text += "    \"\(name)\" : {\n      \"comment\" : \"Comment \(key)\",\n"
      text += "      \"localizations\" : {\n"
      let units = languages.map { language in
        var value = "Value of \(name) in \(language), long enough to be a sentence"
        if let changing, changing.language == language, key % 10 == 0 {
          value += " " + changing.mark
        }
        return "        \"\(language)\" : {\n          \"stringUnit\" : {\n"
          + "            \"state\" : \"translated\",\n            \"value\" : \"\(value)\"\n"
          + "          }\n        }"
      }
      text += units.joined(separator: ",\n") + "\n      }\n    }" + (key < 1_049 ? ",\n" : "\n")
    }
    return text + "  },\n  \"version\" : \"1.0\"\n}"
  }

  private static func fileSize(_ path: String) -> Int {
    (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
  }
}
