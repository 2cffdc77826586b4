import Foundation
@_spi(Fuzzing) import L10nFormats
import L10nModel

/// Review states: what marking translations on a source edit adds to the edit on the project
/// at `root` (20,000 keys × 40 languages by default), and how long a review file of 100,000
/// lines takes to read. (`l10nedit-bench --review-marking [PATH]` runs only this.)
func benchmarkReviewMarking(root: String) throws {
  let loaded = try ProjectLoader.load(root)
  guard
    let grid = loaded.grids.indices.max(by: {
      loaded.grids[$0].keys.count < loaded.grids[$1].keys.count
    })
  else { return }
  let keys = loaded.grids[grid].keys
  let table = loaded.grids[grid].table
  func editTimes(marking: Bool) throws -> (median: Double, marked: Int) {
    var project = loaded
    project.marksSourceChanges = marking
    var times: [Double] = []
    var marked = 0
    for index in stride(from: 0, to: min(keys.count, 2_000), by: 10) {
      let cell = CellID(table: table, key: keys[index], language: project.sourceLanguage)
      let start = ContinuousClock.now
      let changes = try project.apply([.setText(cell, "changed source \(index)")])
      times.append(seconds(since: start))
      marked += changes.sourceChangeMarks.reduce(0) { $0 + $1.marked }
    }
    return (median(times), marked)
  }
  let off = try editTimes(marking: false)
  let on = try editTimes(marking: true)
  print(
    "review marking  source edit \(format(on.median * 1000, digits: 2)) ms with marking "
      + "(\(on.marked / 200) translations marked per edit), \(format(off.median * 1000, digits: 2)) ms "
      + "without: +\(format((on.median - off.median) * 1000, digits: 2)) ms (median of 200 edits)")

  var ledger = ReviewLedger()
  for index in 0..<100_000 {
    let cell = CellID(
      table: TableID("App/Localizable"), key: LocalizationKey("screen\(index / 40).item\(index)"),
      language: LanguageID("lang\(index % 40)"))
    ledger[cell] = CellReview(whole: .needsReview(.sourceChanged(from: "Old source text \(index)")))
  }
  let bytes = ReviewFile.render(ledger)
  var readTimes: [Double] = []
  for _ in 0..<5 {
    let start = ContinuousClock.now
    let read = try ReviewFile.parse(bytes, path: "bench/.l10nedit-review")
    readTimes.append(seconds(since: start))
    precondition(read.count == 100_000)
  }
  print(
    "review file     100,000 lines (\(format(Double(bytes.count) / 1_000_000)) MB) read in "
      + "\(format(median(readTimes), digits: 3)) s (median of 5)")
}
