/// A source file of the scanned code rewritten in place (`extract --rewrite`): inside the
/// scanned folder it was found in once resolved (a link out of it is refused), unchanged since
/// it was read, replaced atomically as project files are.
package struct SourceFileRewrite: Sendable {
  /// The file, as the scan named it.
  package let path: String
  /// The scanned folder it must stay inside (a scanned file's own folder).
  package let folder: String
  /// Its bytes when read, and its stamp then.
  package let before: [UInt8]
  /// Its stamp when read.
  package let stamp: FileStamp?
  /// The rewritten bytes.
  package let after: [UInt8]

  /// The rewrite of `path` from `before` (stamped `stamp` when read) to `after`.
  package init(
    path: String, folder: String, before: [UInt8], stamp: FileStamp?, after: [UInt8]
  ) {
    self.path = path
    self.folder = folder
    self.before = before
    self.stamp = stamp
    self.after = after
  }

  /// Throws unless the file can be written now: inside `folder` once resolved, a regular file
  /// with one link, writable, and still as read.
  package func check() throws(FileSystem.Failure) {
    _ = try SafeWriter(root: folder).check(after, to: path)
    guard FileStamp.of(path) == stamp, (try? FileSystem.read(path)) == before else {
      throw FileSystem.Failure(path: path, reason: "changed since it was scanned; nothing written")
    }
  }

  /// Writes the new bytes, unless the file changed since it was stamped (then nothing is
  /// written and the failure says so).
  @discardableResult
  package func write() throws(FileSystem.Failure) -> Bool {
    var writer = SafeWriter(root: folder)
    return try writer.write(after, to: path, expected: .unchanged(stamp))
  }
}
