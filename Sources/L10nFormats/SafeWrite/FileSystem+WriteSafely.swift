/// One file written the way project files are: atomically, keeping the old file until the new
/// bytes are on disk.
extension FileSystem {
  /// Writes `bytes` to the file at `path` atomically (see `SafeWriter`), inside its own folder.
  ///
  /// Returns `false` without touching the file when it already holds exactly these bytes.
  public static func writeSafely(_ bytes: [UInt8], to path: String) throws(Failure) -> Bool {
    var writer = SafeWriter(root: SystemCall.split(path).folder)
    return try writer.write(bytes, to: path)
  }
}
