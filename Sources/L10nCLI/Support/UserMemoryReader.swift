import Foundation
import L10nMemory
import L10nTUI
import L10nUserMemory

/// The user memory as the editor consults it: opened by the first lookup (a background job),
/// kept open after; a file that does not exist yet gives no suggestions (quietly when it is
/// the default file, which the first save creates), one that cannot be opened or read throws.
package final class UserMemoryReader: @unchecked Sendable {
  private let path: String
  private let isNamed: Bool
  private let project: String
  private let lock = NSLock()
  private var store: UserMemory?

  /// A reader of the memory at `path`, `isNamed` when the user named it (an option or the
  /// settings file) rather than the default, for the project whose units are saved under
  /// `project` (`UserMemory.origin(ofProject:)`).
  package init(path: String, isNamed: Bool, project: String) {
    self.path = path
    self.isNamed = isNamed
    self.project = project
  }

  /// The editor's lookup: each query's suggestions, ranked together.
  package var lookup: UserMemoryLookup {
    UserMemoryLookup(path: path) { [self] queries, limit in
      guard let store = try open() else { return [] }
      let all = try queries.flatMap {
        try store.suggestions(for: $0, limit: limit, project: project)
      }
      return Suggestion.merged([], all, limit: limit)
    }
  }

  /// The memory, opened once; `nil` while its file does not exist.
  private func open() throws -> UserMemory? {
    lock.lock()
    defer { lock.unlock() }
    if let store { return store }
    guard FileManager.default.fileExists(atPath: path) else {
      if isNamed { throw Missing() }
      return nil
    }
    let opened = try UserMemory(path: path)
    store = opened
    return opened
  }

  /// A named memory file that does not exist.
  private struct Missing: Error, CustomStringConvertible {
    var description: String { "no such file (the first save creates it)" }
  }
}
