import Foundation
import L10nFormats
import L10nModel
import L10nTUI

/// Times the review of a save (`S`) as the session computes it: each unsaved file rendered by
/// the writer, read from disk and diffed line by line; prints the time and the lines changed.
///
/// With `sortedOnDisk`, each file's "disk" is the writer's rendering of the project as read
/// (as if the files had been saved sorted before): the few lines the edits change.
func benchmarkReview(_ state: EditorState, _ label: String, sortedOnDisk: Bool = false) {
  let start = ContinuousClock.now
  var changed = 0
  var bytes = 0
  var hunks = 0
  let files = state.dirtyFiles.sorted()
  for index in files {
    guard let written = ProjectWriter.bytes(of: state.project, file: index) else { continue }
    let onDisk =
      sortedOnDisk
      ? ProjectWriter.bytes(of: state.document.base, file: index)
      : try? FileSystem.read(state.project.files[index].path)
    let preview = SavePreview(onDisk: onDisk, written: written)
    changed += preview.diff.added + preview.diff.removed
    hunks += preview.diff.hunks.count
    bytes += written.count
  }
  let time = seconds(since: start)
  print(
    "  review (S) \(label): \(format(time * 1000, digits: 1)) ms for \(files.count) file(s), "
      + "\(format(Double(bytes) / 1_000_000)) MB, \(hunks) hunk(s), \(changed) lines changed")
}
