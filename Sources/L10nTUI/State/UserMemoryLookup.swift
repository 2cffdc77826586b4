import L10nMemory

/// How the editor asks the user's translation memory across projects (an SQLite file the
/// session's caller opens) for suggestions: called by a background job, never on the main
/// loop, so that opening the editor and typing never wait for the database.
package struct UserMemoryLookup: Sendable {
  /// The memory's file, for messages.
  package let path: String
  /// The suggestions for the queries of one cell, ranked together, at most `limit`; throws
  /// when the memory cannot be read (locked, corrupt, not a database).
  package let suggestions: @Sendable (_ queries: [MemoryQuery], _ limit: Int) throws -> [Suggestion]

  /// A lookup in the memory at `path`.
  package init(
    path: String,
    suggestions: @escaping @Sendable (_ queries: [MemoryQuery], _ limit: Int) throws -> [Suggestion]
  ) {
    self.path = path
    self.suggestions = suggestions
  }
}
