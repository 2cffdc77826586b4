import L10nFormats
import L10nModel

/// One cell a file's history is read for: the key, the language, and whether it is the
/// table's source (whose every change is kept) or a translation (whose latest is enough).
struct WatchedCell: Sendable {
  var key: LocalizationKey
  var language: LanguageID
  var isSource: Bool
}

/// A commit that added or changed a watched cell's value.
struct ValueChange: Sendable {
  /// The commit's index in the log (0 the newest).
  var commit: Int
  /// The value it set, in words (kept for source cells only).
  var text: String?
  /// Whether the commit created the file (its first version).
  var isCreation: Bool
}

/// One file of the project followed back through its history: its versions, one per commit
/// that changed it, and what each changed.
struct FileHistory: Sendable {
  /// A commit that changed the file: its blob there and the file's blob in each parent
  /// (`nil`: the parent lacks the file).
  struct Version: Sendable {
    var commit: Int
    var blob: String
    var parentBlobs: [String?]
    /// No parent has the file: the commit created it.
    var isCreation: Bool { parentBlobs.allSatisfy { $0 == nil } }
  }

  /// The file's path at HEAD, relative to the repository's top folder.
  var path: String
  /// Its table.
  var table: TableID
  /// The format its versions are read with.
  var format: any LocalizationFormat
  /// Its language (for a file of one language).
  var language: LanguageID
  /// The cells followed.
  var cells: [WatchedCell]
  /// Its versions, newest first.
  var versions: [Version] = []
  /// Whether the versions reached the file's creation (older commits are not its own).
  var isComplete = false

  /// Finds the versions of each file in `files` among `commits` (newest first), following
  /// renames.
  static func collect(_ files: inout [FileHistory], commits: [LoggedCommit]) {
    var owner: [String: Int] = [:]
    for (index, file) in files.enumerated() { owner[file.path] = index }
    for (position, commit) in commits.enumerated() {
      // For each file, its change against each parent (`nil`: same as that parent).
      var found: [Int: [FileChange?]] = [:]
      for (block, changes) in commit.changes.enumerated() {
        for change in changes where change.newBlob != nil {
          guard let file = owner[change.path], !files[file].isComplete else { continue }
          var list = found[file] ?? Array(repeating: nil, count: commit.changes.count)
          if list[block] == nil { list[block] = change }
          found[file] = list
        }
      }
      for (file, list) in found.sorted(by: { $0.key < $1.key }) {
        for change in list.compactMap({ $0 }) {
          if let old = change.oldPath, owner[old] == nil { owner[old] = file }
        }
        // Unchanged against one parent: the commit took that parent's version. git prints
        // no list for a parent the commit has no change against (a merge keeping one side).
        let changes = list.compactMap { $0 }
        guard changes.count == list.count, changes.count >= commit.parents.count,
          let blob = changes.first?.newBlob
        else { continue }
        let version = Version(
          commit: position, blob: blob, parentBlobs: changes.map(\.oldBlob))
        files[file].versions.append(version)
        if version.isCreation { files[file].isComplete = true }
      }
    }
  }

  /// The blobs the versions need, each once, in the order `changes` reads them.
  var blobs: [String] {
    versions.flatMap { [$0.blob] + $0.parentBlobs.compactMap { $0 } }
  }

  /// The changes of each watched cell, newest first (a translation's latest only).
  ///
  /// Each blob is read with `read` (`nil`: it could not be read); `unreadable` counts the
  /// versions skipped because a blob could not be read.
  func changes(read: (String) -> ParsedVersion?, unreadable: inout Int) -> [[ValueChange]] {
    var changes = Array(repeating: [ValueChange](), count: cells.count)
    var open = Array(cells.indices)
    for version in versions where !open.isEmpty {
      guard let new = read(version.blob) else {
        unreadable += 1
        continue
      }
      var parents: [ParsedVersion?] = []
      var readable = true
      for blob in version.parentBlobs {
        if let blob {
          guard let parent = read(blob) else {
            readable = false
            break
          }
          parents.append(parent)
        } else {
          parents.append(nil)
        }
      }
      guard readable else {
        unreadable += 1
        continue
      }
      let creation = version.isCreation
      // Whether a parent has the key's entry as it is (then none of its cells changed),
      // found once per key.
      var unchanged: [LocalizationKey: Bool] = [:]
      open.removeAll { index in
        let cell = cells[index]
        let same =
          unchanged[cell.key]
          ?? parents.contains { $0?.hasSameEntry(cell.key, as: new) ?? false }
        unchanged[cell.key] = same
        guard !same, let value = new.value(cell.key, cell.language, isSource: cell.isSource),
          parents.allSatisfy({
            $0?.value(cell.key, cell.language, isSource: cell.isSource) != value
          })
        else { return false }
        changes[index].append(
          ValueChange(
            commit: version.commit, text: cell.isSource ? value.words : nil,
            isCreation: creation))
        return !cell.isSource
      }
    }
    return changes
  }
}

/// One version of a file, read with its format's reader: its values by key.
struct ParsedVersion: Sendable {
  let document: any CellDocument
  private let entries: [LocalizationKey: Int]

  /// Reads `bytes` with `format`; `nil` when they do not parse.
  init?(_ bytes: [UInt8], format: any LocalizationFormat, path: String) {
    guard case .document(let document) = try? format.read(bytes, path: path) else { return nil }
    self.document = document
    var entries: [LocalizationKey: Int] = [:]
    for (index, key) in document.keys.enumerated() { entries[key] = index }
    self.entries = entries
  }

  /// The value of `key` in `language`, without its review state: for a table's source
  /// whose keys are their own source texts (a String Catalog), the key when the language has
  /// no value of its own; `nil` when absent.
  func value(_ key: LocalizationKey, _ language: LanguageID, isSource: Bool) -> CellValue? {
    guard let entry = entries[key] else { return nil }
    if let value = CellValue(document.content(entry: entry, language: language)) { return value }
    return isSource && document.keysAreSourceTexts ? .text(key.text) : nil
  }

  /// Whether this version has `key`'s entry as `other` has it, found cheaply (without
  /// decoding values).
  func hasSameEntry(_ key: LocalizationKey, as other: ParsedVersion) -> Bool {
    guard let entry = entries[key], let otherEntry = other.entries[key] else { return false }
    return document.hasSameContent(entry: entry, as: other.document, entry: otherEntry)
  }
}

/// A cell's value as history compares it: decoded, its review state left out.
enum CellValue: Hashable, Sendable {
  case text(String)
  case plural(PluralEntry)
  case structured(String)

  /// The value of a cell's content; `nil` when it has none.
  init?(_ content: CellContent) {
    switch content {
    case .text(let text, _): self = .text(text)
    case .plural(let plural, _): self = .plural(plural)
    case .structured(let summary): self = .structured(summary)
    case .missing, .unreadable: return nil
    }
  }

  /// The value in words: a text as it is, a plural's forms one after another.
  var words: String {
    switch self {
    case .text(let text): return text
    case .structured(let summary): return summary
    case .plural(let plural):
      return plural.variables.map { variable in
        variable.forms.map { "\($0.category): \($0.text)" }.joined(separator: "; ")
      }.joined(separator: " | ")
    }
  }
}
