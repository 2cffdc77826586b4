import Foundation  // JSONEncoder, JSONDecoder, Data
import L10nModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Changes to several files made all or nothing (`migrate`: catalogs written, the Xcode
/// project rewritten, the old tables removed).
///
/// Every precondition is checked before the first write (`check`): each file to write is
/// replaceable, each folder a file is removed from writable, no file changed since it was
/// read. Then the plan — every file's bytes before and after — is written to a journal in
/// the project, the changes are made (each atomic, writes before removals), and the journal
/// is removed. A change that fails is undone with the ones before it; a run killed midway
/// leaves the journal, and the next run finishes it (`finish`), so the project is never left
/// half changed with no way on.
package struct FileTransaction: Sendable {
  /// One file's change.
  package struct Change: Codable, Sendable, Equatable {
    /// The file's path relative to the transaction's folder (it may climb out of it with
    /// `..` only when `inside` allows it).
    package var path: String
    /// The bytes before; `nil` when the file does not exist yet.
    package var before: Data?
    /// The bytes after; `nil` when the file is removed.
    package var after: Data?

    /// Creates a change.
    package init(path: String, before: [UInt8]?, after: [UInt8]?) {
      self.path = path
      self.before = before.map { Data($0) }
      self.after = after.map { Data($0) }
    }
  }

  /// The folder the paths are relative to, where the journal is kept.
  package let folder: String
  /// The journal's file name in `folder`.
  package let journalName: String
  /// The changes, made in this order (undone in the other).
  package let changes: [Change]
  /// The folder a change's file must stay inside, or `nil` when the path is not one this
  /// transaction may touch (a journal is a file of the project: a forged one names nothing
  /// else).
  package let inside: @Sendable (String) -> String?

  /// A transaction of `changes` in `folder`.
  package init(
    folder: String, journalName: String, changes: [Change],
    inside: @escaping @Sendable (String) -> String?
  ) {
    self.folder = folder
    self.journalName = journalName
    self.changes = changes
    self.inside = inside
  }

  /// The journal's path.
  package var journal: String { folder + "/" + journalName }

  /// The transaction a killed run left in `folder`'s journal, or `nil` when there is none.
  package static func pending(
    folder: String, journalName: String, inside: @escaping @Sendable (String) -> String?
  ) throws(FileSystem.Failure) -> FileTransaction? {
    let path = folder + "/" + journalName
    guard SystemCall.linkStatus(path) != nil else { return nil }
    let bytes = try FileSystem.read(path)
    guard let changes = try? JSONDecoder().decode([Change].self, from: Data(bytes)) else {
      throw FileSystem.Failure(path: path, reason: "not a journal l10nedit wrote; nothing done")
    }
    return FileTransaction(
      folder: folder, journalName: journalName, changes: changes, inside: inside)
  }

  /// Throws unless every change can be made now: each file as `before` says, inside its
  /// folder, writable (or its folder writable, to remove it), and the journal writable.
  package func check() throws(FileSystem.Failure) {
    try WriteTarget.resolve(journal, root: folder).checkReplaceable(reportedAs: journal)
    for change in changes {
      let (path, root) = try place(of: change)
      guard current(path) == change.before else {
        throw FileSystem.Failure(path: path, reason: "changed since it was read; nothing written")
      }
      if change.after != nil {
        try WriteTarget.resolve(path, root: root).checkReplaceable(reportedAs: path)
      } else {
        let parent = SystemCall.split(path).folder
        guard let status = SystemCall.status(parent), SystemCall.hasWriteBit(status),
          SystemCall.isWritable(parent)
        else {
          throw FileSystem.Failure(
            path: path,
            reason: "cannot be removed: its folder \(parent) is not writable; nothing written")
        }
      }
    }
  }

  /// Checks, writes the journal, makes the changes and removes the journal; a change that
  /// fails is undone with those before it (the journal kept when undoing fails too).
  package func run() throws(FileSystem.Failure) {
    try check()
    let plan = (try? JSONEncoder().encode(changes)).map { [UInt8]($0) } ?? []
    try FileSystem.writeSafely(plan, to: journal, inside: folder)
    var made: [Change] = []
    for change in changes {
      do {
        try apply(change.after, for: change)
        made.append(change)
      } catch let failure {
        do {
          for undone in made.reversed() { try apply(undone.before, for: undone) }
        } catch let undoing {
          throw FileSystem.Failure(
            path: failure.path,
            reason: "\(failure.reason), and undoing the changes before it failed too "
              + "(\(undoing)); the next run finishes them from \(journal)")
        }
        unlink(journal)
        throw FileSystem.Failure(path: failure.path, reason: failure.reason + "; nothing changed")
      }
    }
    unlink(journal)
  }

  /// Finishes a transaction a killed run left.
  ///
  /// Each file already as `after` is kept, each still as `before` is changed; then the
  /// journal goes. A file that is neither (changed since) stops it before any change, the
  /// journal kept.
  package func finish() throws(FileSystem.Failure) {
    for change in changes {
      let (path, _) = try place(of: change)
      let now = current(path)
      guard now == change.after || now == change.before else {
        throw FileSystem.Failure(
          path: path,
          reason: "changed since an interrupted run planned it; nothing done "
            + "(remove \(journal) to start over)")
      }
    }
    for change in changes {
      let (path, _) = try place(of: change)
      if current(path) != change.after { try apply(change.after, for: change) }
    }
    unlink(journal)
  }

  /// The change's file and the folder it must stay inside.
  private func place(of change: Change) throws(FileSystem.Failure) -> (String, String) {
    let path = LexicalPath.join(folder, change.path)
    guard let root = inside(path) else {
      throw FileSystem.Failure(
        path: journal, reason: "names \(change.path), which it may not change; nothing done")
    }
    return (path, root)
  }

  /// The file's bytes now, `nil` when it does not exist (or cannot be read).
  private func current(_ path: String) -> Data? {
    guard SystemCall.linkStatus(path) != nil else { return nil }
    return (try? FileSystem.read(path)).map { Data($0) }
  }

  /// Writes `bytes` to the change's file, or removes it when `nil` and it exists.
  private func apply(_ bytes: Data?, for change: Change) throws(FileSystem.Failure) {
    let (path, root) = try place(of: change)
    if let bytes {
      try FileSystem.writeSafely([UInt8](bytes), to: path, inside: root)
    } else if SystemCall.linkStatus(path) != nil {
      try FileSystem.removeFile(path, inside: root)
    }
  }
}
