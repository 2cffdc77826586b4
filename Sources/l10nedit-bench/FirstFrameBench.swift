import Foundation
import L10nFormats
import L10nModel
import L10nTUI

/// The time to the editor's first frame on the project at `root`, as the app opens it: load,
/// make the state, start (the checks run first on a small project; on a large one they are
/// left to a background job, which is not run here), draw.
func measureFirstFrame(_ root: String) throws -> (
  total: Double, load: Double, state: Double, start: Double, render: Double
) {
  let begin = ContinuousClock.now
  let project = try ProjectLoader.load(root)
  let load = seconds(since: begin)
  var state = EditorState(project: project, title: root, width: 120, height: 40)
  let made = seconds(since: begin)
  _ = state.start()
  let started = seconds(since: begin)
  _ = Renderer.render(state)
  let total = seconds(since: begin)
  return (total, load, made - load, started - made, total - started)
}

/// The first frame of a project of many small files, median of 5.
///
/// 36 tables (one of 1,200 keys, 35 of 20 to 200, as the nib tables of an AppKit app) in 56
/// languages, 2,016 files; each translation lacks about one key in 31.
/// `l10nedit-bench --many-files` runs only this.
func benchmarkManyFiles() throws {
  let root = generateManyFiles(tables: 36, languages: 56)
  var runs: [(total: Double, load: Double, state: Double, start: Double, render: Double)] = []
  for _ in 0..<5 { runs.append(try measureFirstFrame(root)) }
  let median = runs.sorted { $0.total < $1.total }[runs.count / 2]
  print(
    "editor, 2,016 files × 56 languages: first frame \(format(median.total, digits: 3)) s "
      + "(goal ≤ 0.5 s; load \(format(median.load, digits: 3)), state \(format(median.state, digits: 3)), "
      + "start \(format(median.start, digits: 3)), render \(format(median.render, digits: 3)))")
}

/// The 56 languages of the many-files project, the development language first.
private let manyFilesLanguages = [
  "en", "ar", "bg", "ca", "cs", "da", "de", "el", "es", "es-419", "et", "fa", "fi", "fr", "fr-CA",
  "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "lt", "lv", "ms", "nb", "nl", "pl", "pt-BR",
  "pt-PT", "ro", "ru", "sk", "sl", "sr", "sv", "ta", "th", "tr", "uk", "ur", "vi", "zh-Hans",
  "zh-Hant", "zh-HK", "bn", "gu", "kn", "ml", "mr", "pa", "te", "is", "ga", "cy",
]

/// Writes the many-files project into a temporary folder (once) and returns its path.
private func generateManyFiles(tables: Int, languages: Int) -> String {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("l10nedit-bench-files-\(tables)x\(languages)").path
  let codes = Array(manyFilesLanguages.prefix(languages))
  if FileManager.default.fileExists(atPath: "\(folder)/\(codes[languages - 1]).lproj/T0.strings") {
    return folder
  }
  do {
    for (index, code) in codes.enumerated() {
      let lproj = "\(folder)/\(code).lproj"
      try FileManager.default.createDirectory(atPath: lproj, withIntermediateDirectories: true)
      for table in 0..<tables {
        let keys = table == 0 ? 1_200 : 20 + (table * 37) % 180
        var text = "/* Table \(table) */\n"
        for key in 0..<keys where index == 0 || (key * 7 + table) % 31 != 0 {
          text += "/* Class = \"NSTextField\"; title = \"Label \(key)\"; "
          text += "ObjectID = \"x\(table)-\(key)\"; */\n"
          text += "\"T\(table).key\(key)\" = \"\(code) value \(key) with %@ word\";\n\n"
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: "\(lproj)/T\(table).strings"))
      }
    }
  } catch {
    fatalError("cannot write \(folder): \(error)")
  }
  return folder
}
