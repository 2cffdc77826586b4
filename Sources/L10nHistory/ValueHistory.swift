import L10nFormats
import L10nModel

/// One cell a file's history is read for: the key, the language, and whether it is the
/// table's source (whose every change is kept) or a translation (whose latest is enough).
///
/// Every cell of a file is read (so that a kept reading serves whatever is judged later).
struct WatchedCell: Hashable, Sendable {
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
  /// The cells followed: every cell of the file.
  var cells: [WatchedCell]
  /// Whether each cell is judged: a translation with a value, not needing review, whose key
  /// the source has.
  var isJudged: [Bool]
  /// The file's path in the oldest commit its versions reached (renames followed).
  var origin: String
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
          if let old = change.oldPath, owner[old] == nil {
            owner[old] = file
            files[file].origin = old
          }
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
    var isOpen = Array(repeating: true, count: cells.count)
    var openCount = cells.count
    var cellsOfKey: [LocalizationKey: [Int]] = [:]
    for (index, cell) in cells.enumerated() { cellsOfKey[cell.key, default: []].append(index) }
    for version in versions where openCount > 0 {
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
      // The cells to compare: those of the keys whose entry changed, found from the bytes
      // when the versions were cut; else every open cell, a key's entry compared once.
      let candidates: [Int]
      var sameEntry: [LocalizationKey: Bool] = [:]
      if let keys = ParsedVersion.changedKeys(new, parents: parents) {
        candidates = keys.flatMap { cellsOfKey[$0] ?? [] }.filter { isOpen[$0] }.sorted()
        for key in keys { sameEntry[key] = false }
      } else {
        candidates = cells.indices.filter { isOpen[$0] }
      }
      for index in candidates {
        let cell = cells[index]
        let same =
          sameEntry[cell.key] ?? parents.contains { $0?.hasSameEntry(cell.key, as: new) ?? false }
        sameEntry[cell.key] = same
        guard !same, let value = new.value(cell.key, cell.language, isSource: cell.isSource),
          parents.allSatisfy({
            $0?.value(cell.key, cell.language, isSource: cell.isSource) != value
          })
        else { continue }
        changes[index].append(
          ValueChange(
            commit: version.commit, text: cell.isSource ? value.words : nil,
            isCreation: version.isCreation))
        if !cell.isSource {
          isOpen[index] = false
          openCount -= 1
        }
      }
    }
    return changes
  }
}

/// One version of a file: read whole with its format's reader, or — a String Catalog — cut
/// into its entries' bytes, each entry read alone when a value of it is asked for.
final class ParsedVersion: @unchecked Sendable {
  private let document: (any CellDocument)?
  private let slices: CatalogSlices?
  private let format: any LocalizationFormat
  private let path: String
  /// Each key's entry (its index in `document`'s keys or in `slices`' entries), made when
  /// first asked for.
  private var entryIndex: [LocalizationKey: Int]?
  /// The entries read alone so far (`nil`: did not parse).
  private var readAlone: [Int: (any CellDocument)?] = [:]
  /// The values asked for so far (a version is asked as the newer one, then as the parent
  /// of the next).
  private var values: [ValueQuestion: CellValue?] = [:]

  /// A value asked for: an entry in a language.
  private struct ValueQuestion: Hashable {
    var entry: Int
    var language: LanguageID
    var isSource: Bool
  }

  /// Reads `bytes` with `format`; `nil` when they do not parse.
  init?(_ bytes: [UInt8], format: any LocalizationFormat, path: String) {
    self.format = format
    self.path = path
    if format.fileExtension == "xcstrings", let slices = CatalogSlices(bytes) {
      self.slices = slices
      document = nil
      return
    }
    guard case .document(let document) = try? format.read(bytes, path: path) else { return nil }
    self.document = document
    slices = nil
  }

  private var entries: [LocalizationKey: Int] {
    if let entryIndex { return entryIndex }
    var index: [LocalizationKey: Int] = [:]
    if let slices {
      for (position, entry) in slices.entries.enumerated() {
        index[LocalizationKey(slices.key(entry))] = position
      }
    } else if let document {
      for (position, key) in document.keys.enumerated() { index[key] = position }
    }
    entryIndex = index
    return index
  }

  /// The value of `key` in `language`, without its review state: for a table's source
  /// whose keys are their own source texts (a String Catalog), the key when the language has
  /// no value of its own; `nil` when absent.
  func value(_ key: LocalizationKey, _ language: LanguageID, isSource: Bool) -> CellValue? {
    guard let entry = entries[key] else { return nil }
    let question = ValueQuestion(entry: entry, language: language, isSource: isSource)
    if let known = values[question] { return known }
    let value = decode(entry, key, language, isSource: isSource)
    values[question] = .some(value)
    return value
  }

  private func decode(
    _ entry: Int, _ key: LocalizationKey, _ language: LanguageID, isSource: Bool
  ) -> CellValue? {
    let (reader, position) = self.document.map { ($0, entry) } ?? (alone(entry), 0)
    guard let reader else { return nil }
    if let value = CellValue(reader.content(entry: position, language: language)) {
      return value
    }
    return isSource && reader.keysAreSourceTexts ? .text(key.text) : nil
  }

  /// The catalog holding only entry `entry` of the slices, read once.
  private func alone(_ entry: Int) -> (any CellDocument)? {
    if let known = readAlone[entry] { return known }
    guard let slices else { return nil }
    var document: (any CellDocument)?
    if case .document(let one) = try? format.read(
      slices.document(of: slices.entries[entry]), path: path)
    {
      document = one
    }
    readAlone[entry] = .some(document)
    return document
  }

  /// Whether this version has `key`'s entry as `other` has it, found cheaply (without
  /// decoding values).
  func hasSameEntry(_ key: LocalizationKey, as other: ParsedVersion) -> Bool {
    guard let entry = entries[key], let otherEntry = other.entries[key] else { return false }
    if let slices, let theirs = other.slices {
      return slices.hasSameSourceLanguage(as: theirs)
        && slices.isSame(slices.entries[entry], as: theirs.entries[otherEntry], in: theirs)
    }
    guard let document, let theirs = other.document else { return false }
    return document.hasSameContent(entry: entry, as: theirs, entry: otherEntry)
  }

  /// The keys of `new` whose entry no parent has byte for byte (every key against a parent
  /// without the file); `nil` when a version was read whole (then each key is compared).
  static func changedKeys(_ new: ParsedVersion, parents: [ParsedVersion?]) -> [LocalizationKey]? {
    guard let slices = new.slices else { return nil }
    var changed = Array(repeating: true, count: slices.entries.count)
    for parent in parents {
      guard let parent else { continue }
      guard let theirs = parent.slices else { return nil }
      guard slices.hasSameSourceLanguage(as: theirs) else { continue }
      var others: [LocalizationKey: Int]?
      for (position, entry) in slices.entries.enumerated() where changed[position] {
        // Entries mostly stay where they were: the same position first.
        if position < theirs.entries.count,
          slices.isSame(entry, as: theirs.entries[position], in: theirs)
        {
          changed[position] = false
          continue
        }
        others = others ?? parent.entries
        if let other = others?[LocalizationKey(slices.key(entry))],
          slices.isSame(entry, as: theirs.entries[other], in: theirs)
        {
          changed[position] = false
        }
      }
    }
    return slices.entries.indices.filter { changed[$0] }.map {
      LocalizationKey(slices.key(slices.entries[$0]))
    }
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
    case .plural(let plural): return plural.words
    }
  }
}
