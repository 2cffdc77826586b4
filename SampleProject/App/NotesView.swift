// Tidemark's notes screen: the app's keys looked up the ways the scanner knows (SwiftUI views,
// String(localized:), NSLocalizedString, String(format:)), with problems planted on purpose for
// the language server's tests and demos — see SampleProject/README.md, "The app's sources".
import SwiftUI

struct NotesView: View {
  let notes: [String]
  let author: String
  let title: String

  var body: some View {
    NavigationStack {
      List(notes, id: \.self) { note in
        Text(note)
      }
      .navigationTitle("settings.title")
      .toolbar {
        Button("Done") {}
        Button("Share") {}
      }
    }
  }

  /// The header above the list: "Welcome to Tidemark" (é, 😀 and 日本 before the key on purpose).
  func header() -> String {
    let café = "😀 日本"; _ = café; return String(localized: "welcome.title")
  }

  /// The count of notes, through the stringsdict's plural key.
  func count() -> String {
    String(format: NSLocalizedString("notes.count.plural", comment: "Number of notes"), notes.count)
  }

  /// PLANTED: a key that does not exist ("settings.sync.titel", near "settings.sync.title").
  func syncTitle() -> String {
    NSLocalizedString("settings.sync.titel", comment: "Title of the sync settings")
  }

  /// PLANTED: a key of Errors looked up in the default table (Localizable).
  func offlineMessage() -> String {
    NSLocalizedString("error.network.offline", comment: "Shown when offline")
  }

  /// PLANTED: "%1$@ shared %2$@ with you" consumes two arguments; one is passed.
  func sharedBy() -> String {
    String(format: NSLocalizedString("note.shared_by", comment: "Who shared a note"), author)
  }

  /// PLANTED: a plain string literal, not localized: extract it into a key.
  func syncPaused() -> String {
    let status = "Sync paused"
    return status
  }
}
