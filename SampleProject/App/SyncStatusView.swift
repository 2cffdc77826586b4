// Tidemark's sync status line, through the app's own wrapper (Strings.swift) — see
// SampleProject/README.md, "The app's sources".
import SwiftUI

struct SyncStatusView: View {
  var body: some View {
    VStack {
      Text(verbatim: Strings.text("settings.sync.last_synced"))
      // PLANTED: a key that does not exist, looked up through the wrapper.
      Text(verbatim: Strings.text("sync.status.idle"))
    }
  }
}
