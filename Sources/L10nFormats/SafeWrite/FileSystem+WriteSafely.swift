/// One file written the way project files are: atomically, keeping the old file until the new
/// bytes are on disk.
extension FileSystem {
  /// Writes `bytes` to the file at `path` atomically (see `SafeWriter`), inside its own folder
  /// (made when missing).
  ///
  /// Returns `false` without touching the file when it already holds exactly these bytes.
  @discardableResult
  package static func writeSafely(_ bytes: [UInt8], to path: String) throws(Failure) -> Bool {
    try writeSafely(bytes, to: path, inside: SystemCall.split(path).folder)
  }

  /// Writes `bytes` to the file at `path`, which must resolve inside `folder` (made when
  /// missing, as are the folders between it and the file): a path whose name came from a file
  /// (a language, a table) never lands outside the folder the user named (`--out`).
  @discardableResult
  package static func writeSafely(_ bytes: [UInt8], to path: String, inside folder: String)
    throws(Failure) -> Bool
  {
    try writeSafely(pieces: [bytes], to: path, inside: folder)
  }

  /// Writes the bytes of `pieces`, one after the other, as `writeSafely(_:to:inside:)` writes
  /// bytes: a file made in pieces at once (a migrated catalog) is not joined first.
  @discardableResult
  package static func writeSafely(pieces: [[UInt8]], to path: String, inside folder: String)
    throws(Failure) -> Bool
  {
    guard SafeWriter.makeFolder(folder) else {
      throw Failure(path: path, reason: "not written: \(SystemCall.errorText) (making \(folder))")
    }
    var writer = SafeWriter(root: folder)
    return try writer.write(pieces: pieces, to: path)
  }
}
