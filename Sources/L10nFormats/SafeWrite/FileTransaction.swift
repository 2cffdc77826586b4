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
/// Every precondition is checked before the first write (`check`): each file to make is new,
/// each file to replace is as it was read and replaceable, each folder a file is removed from
/// writable. Then the plan is written to a journal in the project — which files are made
/// (their sizes), replaced (their bytes before and after: the project file, small) and
/// removed — and the changes are made in order (each atomic): files made, files replaced,
/// files removed, the journal removed last. The journal holds no made file's bytes, so it
/// costs nothing beside the write (a migration writes its catalogs once).
///
/// A change that fails before the first removal is undone with the ones before it. A run
/// killed midway leaves the journal, and the next run settles it (`settle`): once a removal
/// was made every file was already made, so the removals are finished; before that, the
/// changes made are undone and the work can be done again. The project is never left half
/// changed with no way on.
package struct FileTransaction: Sendable {
  /// One file's change.
  package struct Change: Codable, Sendable, Equatable {
    /// What the change does to its file.
    package enum Kind: String, Codable, Sendable {
      /// The file is new: made from `pieces`.
      case make
      /// The file is rewritten from `before` to `after`.
      case replace
      /// The file is removed.
      case remove
    }

    /// The file's path relative to the transaction's folder (it may climb out of it with
    /// `..` only when `inside` allows it).
    package var path: String
    /// What the change does.
    package var kind: Kind
    /// A made file's size, checked before undoing it (a file changed since is kept).
    package var size: Int?
    /// A replaced file's bytes before.
    package var before: Data?
    /// A replaced file's bytes after.
    package var after: Data?
    /// A made file's bytes, in pieces written one after the other; not in the journal.
    package var pieces: [[UInt8]] = []

    enum CodingKeys: String, CodingKey { case path, kind, size, before, after }

    /// A new file made of `pieces`.
    package static func make(_ path: String, pieces: [[UInt8]]) -> Change {
      Change(path: path, kind: .make, size: pieces.reduce(0) { $0 + $1.count }, pieces: pieces)
    }

    /// A file rewritten from `before` to `after`.
    package static func replace(_ path: String, before: [UInt8], after: [UInt8]) -> Change {
      Change(path: path, kind: .replace, before: Data(before), after: Data(after))
    }

    /// A file removed.
    package static func remove(_ path: String) -> Change { Change(path: path, kind: .remove) }
  }

  /// How `settle` left an interrupted transaction.
  package enum Settled: Sendable, Equatable {
    /// Its removals were under way: they are finished, every change made.
    case finished
    /// No removal was made yet: the changes made were undone, the files as before.
    case undone
  }

  /// The folder the paths are relative to, where the journal is kept.
  package let folder: String
  /// The journal's file name in `folder`.
  package let journalName: String
  /// The changes, made in this order; removals come last.
  package let changes: [Change]
  /// The folder a change's file must stay inside, or `nil` when the path is not one this
  /// transaction may touch (a journal is a file of the project: a forged one names nothing
  /// else).
  package let inside: @Sendable (String) -> String?

  /// A transaction of `changes` in `folder` (made in order, removals moved last).
  package init(
    folder: String, journalName: String, changes: [Change],
    inside: @escaping @Sendable (String) -> String?
  ) {
    self.folder = folder
    self.journalName = journalName
    self.changes = changes.filter { $0.kind != .remove } + changes.filter { $0.kind == .remove }
    self.inside = inside
  }

  /// The journal's path.
  package var journal: String { folder + "/" + journalName }

  /// The transaction a killed run left in `folder`'s journal, or `nil` when there is none.
  package static func pending(
    folder: String, journalName: String, inside: @escaping @Sendable (String) -> String?
  ) throws(FileSystem.Failure) -> FileTransaction? {
    let path = folder + "/" + journalName
    guard let status = SystemCall.linkStatus(path) else { return nil }
    // A journal is a file l10nedit wrote in the project, never a link (to anywhere).
    guard SystemCall.isRegularFile(status) else {
      throw FileSystem.Failure(
        path: path,
        reason: "not a journal l10nedit wrote (not a plain file); not read, nothing done")
    }
    let bytes = try FileSystem.read(path)
    guard let changes = try? JSONDecoder().decode([Change].self, from: Data(bytes)) else {
      throw FileSystem.Failure(path: path, reason: "not a journal l10nedit wrote; nothing done")
    }
    return FileTransaction(
      folder: folder, journalName: journalName, changes: changes, inside: inside)
  }

  /// Throws unless every change can be made now: each file to make new, each file to replace
  /// as `before` says and replaceable, each file to remove there with its folder writable, all
  /// inside their folders, and the journal writable.
  package func check() throws(FileSystem.Failure) {
    try WriteTarget.resolve(journal, root: folder).checkReplaceable(reportedAs: journal)
    for change in changes {
      let (path, root) = try place(of: change)
      switch change.kind {
      case .make:
        guard SystemCall.linkStatus(path) == nil else {
          throw FileSystem.Failure(path: path, reason: "exists already; nothing written")
        }
        try WriteTarget.resolve(path, root: root).checkReplaceable(reportedAs: path)
      case .replace:
        guard current(path) == change.before else {
          throw FileSystem.Failure(
            path: path, reason: "changed since it was read; nothing written")
        }
        try WriteTarget.resolve(path, root: root).checkReplaceable(reportedAs: path)
      case .remove:
        let parent = SystemCall.split(path).folder
        guard SystemCall.linkStatus(path) != nil, let status = SystemCall.status(parent),
          SystemCall.hasWriteBit(status), SystemCall.isWritable(parent)
        else {
          throw FileSystem.Failure(
            path: path,
            reason: "cannot be removed: its folder \(parent) is not writable; nothing written")
        }
      }
    }
  }

  /// Checks, writes the journal, makes the changes and removes the journal.
  ///
  /// A change that
  /// fails before the first removal is undone with those before it; a removal that fails
  /// keeps the journal, and the next run finishes the removals.
  package func run() throws(FileSystem.Failure) {
    try check()
    let plan = (try? JSONEncoder().encode(changes)).map { [UInt8]($0) } ?? []
    try FileSystem.writeSafely(plan, to: journal, inside: folder)
    var made: [Change] = []
    for change in changes {
      do {
        try apply(change)
        made.append(change)
      } catch let failure {
        guard change.kind != .remove else {
          throw FileSystem.Failure(
            path: failure.path,
            reason: "\(failure.reason); every other file is changed, and the next run "
              + "finishes the removals from \(journal)")
        }
        do {
          for undone in made.reversed() { try undo(undone) }
        } catch let undoing {
          throw FileSystem.Failure(
            path: failure.path,
            reason: "\(failure.reason), and undoing the changes before it failed too "
              + "(\(undoing)); the next run settles them from \(journal)")
        }
        unlink(journal)
        throw FileSystem.Failure(path: failure.path, reason: failure.reason + "; nothing changed")
      }
    }
    unlink(journal)
  }

  /// Settles a transaction a killed run left.
  ///
  /// Its removals are finished when one was made (every file was made and replaced before the
  /// first), else what was made is undone. A file changed
  /// since (a made file of another size, a replaced file neither before nor after) stops it
  /// before any change, the journal kept.
  package func settle() throws(FileSystem.Failure) -> Settled {
    var removing = false
    for change in changes {
      let (path, _) = try place(of: change)
      let exists = SystemCall.linkStatus(path) != nil
      switch change.kind {
      case .make:
        if let status = SystemCall.linkStatus(path), Int(status.st_size) != change.size {
          throw changedSince(path)
        }
      case .replace:
        let now = current(path)
        guard now == change.before || now == change.after else { throw changedSince(path) }
      case .remove:
        if !exists { removing = true }
      }
    }
    if removing {
      for change in changes {
        let (path, _) = try place(of: change)
        guard change.kind != .make || SystemCall.linkStatus(path) != nil else {
          throw changedSince(path)
        }
      }
      for change in changes where change.kind != .make {
        let (path, _) = try place(of: change)
        if change.kind == .remove || current(path) != change.after { try apply(change) }
      }
    } else {
      for change in changes.reversed() { try undo(change) }
    }
    unlink(journal)
    return removing ? .finished : .undone
  }

  /// The failure of a file changed since an interrupted run planned it.
  private func changedSince(_ path: String) -> FileSystem.Failure {
    FileSystem.Failure(
      path: path,
      reason: "changed since an interrupted run planned it; nothing done "
        + "(remove \(journal) to start over)")
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

  /// Makes the change.
  private func apply(_ change: Change) throws(FileSystem.Failure) {
    let (path, root) = try place(of: change)
    switch change.kind {
    case .make: try FileSystem.writeSafely(pieces: change.pieces, to: path, inside: root)
    case .replace:
      try FileSystem.writeSafely([UInt8](change.after ?? Data()), to: path, inside: root)
    case .remove:
      if SystemCall.linkStatus(path) != nil { try FileSystem.removeFile(path, inside: root) }
    }
  }

  /// Undoes the change where it was made (a removal is never undone: removals come last).
  private func undo(_ change: Change) throws(FileSystem.Failure) {
    let (path, root) = try place(of: change)
    switch change.kind {
    case .make:
      if SystemCall.linkStatus(path) != nil { try FileSystem.removeFile(path, inside: root) }
    case .replace:
      if let before = change.before, current(path) != before {
        try FileSystem.writeSafely([UInt8](before), to: path, inside: root)
      }
    case .remove: break
    }
  }
}
