/// One file written the way project files are: atomically, keeping the old file until the new
/// bytes are on disk.
extension FileSystem {
  /// Writes `bytes` to the file at `path` atomically (see `SafeWriter`), inside its own folder
  /// (made when missing).
  ///
  /// Returns `false` without touching the file when it already holds exactly these bytes.
  @discardableResult
  public static func writeSafely(_ bytes: [UInt8], to path: String) throws(Failure) -> Bool {
    let folder = SystemCall.split(path).folder
    guard SafeWriter.makeFolder(folder) else {
      throw Failure(path: path, reason: "not written: \(SystemCall.errorText) (making \(folder))")
    }
    var writer = SafeWriter(root: folder)
    return try writer.write(bytes, to: path)
  }
}
