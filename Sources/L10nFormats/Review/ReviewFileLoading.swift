import Foundation
import L10nModel

extension ReviewFile {
  /// The review file of the project at `root` (a folder, or a project that is one file: the
  /// file's folder), whether or not it exists.
  package static func path(ofRoot root: String) -> String {
    let folder = ProjectSettingsReader.folder(ofRoot: root)
    return (folder.isEmpty ? "." : folder) + "/" + fileName
  }

  /// What reading a project's review file gave.
  package struct Read: Sendable {
    /// The states it records (none when it failed).
    package var ledger = ReviewLedger()
    /// Its path and whether it could be read.
    package var status: ReviewFileStatus
    /// Its stamp as read (`nil`: absent), for a later write to notice a change meanwhile.
    package var stamp: FileStamp?
  }

  /// Reads the review file of the project at `root`: its states, and its status (a file that
  /// cannot be read or parsed: the located error, and no state from it).
  package static func read(root: String) -> Read {
    let path = path(ofRoot: root)
    var read = Read(status: ReviewFileStatus(path: path))
    guard FileManager.default.fileExists(atPath: path) else { return read }
    read.status.exists = true
    do throws(ParseError) {
      let bytes: [UInt8]
      do throws(FileSystem.Failure) {
        // Inside the project only: a review file linked out of it is not read (nor written).
        let real = try FileSystem.resolveInside(
          path, root: ProjectSettingsReader.folder(ofRoot: root))
        (bytes, read.stamp) = try FileSystem.readStamped(real)
      } catch {
        throw ParseError(
          path: path, location: SourceLocation(line: 1, column: 1), reason: error.reason)
      }
      read.ledger = try ReviewFileReader.parse(bytes, path: path)
    } catch {
      read.status.error = error
    }
    return read
  }
}
