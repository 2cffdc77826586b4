import Foundation
import L10nModel

/// A reading as `HistoryCache` keeps it: UTF-8 lines of tab-separated fields (`%`, tabs and
/// line breaks in a field percent-encoded):
///
/// ```
/// l10nedit-history	2
/// top	/path/of/the/repository
/// root	/path/of/the/project
/// head	<commit id>
/// pattern	*.strings
/// note	only the newest 20000 commits of the localization files were read
/// failure	<path>: <why git could not read its history>
/// commit	<id>	<committer time>	<parent id> <parent id>
/// file	<path at head>	<1: followed to its creation, 0: not>	<versions not read>
/// cell	<s: source, t: translation>	<language>	<key>	<change>	<change>…
/// ```
///
/// A change is the commit's index among the `commit` lines (0 the newest), `*` when it
/// created the file, and for a source cell `=` and the text it set. A cell belongs to the
/// `file` line before it.
extension HistoryReading {
  /// The first line: what the file is, and the layout's version (a file of another is
  /// ignored).
  static let signature = "l10nedit-history\t2"

  /// The reading as the cache keeps it, for the project at `root` in the repository at `top`.
  func kept(top: String, root: String) -> [UInt8] {
    var text = Self.signature + "\n"
    func line(_ fields: [String]) {
      text += fields.map(Self.escaped).joined(separator: "\t")
      text += "\n"
    }
    line(["top", top])
    line(["root", root])
    line(["head", head])
    for pattern in patterns { line(["pattern", pattern]) }
    for note in notes { line(["note", note]) }
    for failure in failures { line(["failure", failure]) }
    for commit in commits {
      line(["commit", commit.id, String(commit.time), commit.parents.joined(separator: " ")])
    }
    for (path, record) in files.sorted(by: { $0.key < $1.key }) {
      line(["file", path, record.isComplete ? "1" : "0", String(record.unreadable)])
      for (cell, changes) in record.changes {
        line(
          ["cell", cell.isSource ? "s" : "t", cell.language.code, cell.key.text]
            + changes.map { change in
              String(change.commit) + (change.isCreation ? "*" : "")
                + (change.text.map { "=" + $0 } ?? "")
            })
      }
    }
    return Array(text.utf8)
  }

  /// The reading kept in `bytes` for the project at `root` in the repository at `top`;
  /// `nil` when they are not one (another layout, repository or project, or damaged).
  init?(kept bytes: [UInt8], top: String, root: String) {
    var lines = bytes.split(separator: 10, omittingEmptySubsequences: false)[...]
    guard lines.popFirst().map({ String(decoding: $0, as: UTF8.self) }) == Self.signature else {
      return nil
    }
    var head: String?
    var sawTop = false
    var sawRoot = false
    var patterns: [String] = []
    var notes: [String] = []
    var failures: [String] = []
    var commits: [LoggedCommit] = []
    var files: [String: FileRecord] = [:]
    var path: String?
    for line in lines where !line.isEmpty {
      let split = line.split(separator: 9, omittingEmptySubsequences: false)
      let fields = split.compactMap(Self.unescaped)
      guard fields.count == split.count else { return nil }
      switch (fields[0], fields.count) {
      case ("top", 2):
        guard fields[1] == top else { return nil }
        sawTop = true
      case ("root", 2):
        guard fields[1] == root else { return nil }
        sawRoot = true
      case ("head", 2):
        guard Self.isCommitID(fields[1]) else { return nil }
        head = fields[1]
      case ("pattern", 2): patterns.append(fields[1])
      case ("note", 2): notes.append(fields[1])
      case ("failure", 2): failures.append(fields[1])
      case ("commit", 4):
        let parents = fields[3].split(separator: " ").map(String.init)
        guard Self.isCommitID(fields[1]), let time = Int64(fields[2]),
          parents.allSatisfy(Self.isCommitID)
        else { return nil }
        commits.append(LoggedCommit(id: fields[1], parents: parents, time: time, changes: []))
      case ("file", 4):
        guard files[fields[1]] == nil, fields[2] == "1" || fields[2] == "0",
          let unreadable = Int(fields[3]), unreadable >= 0
        else { return nil }
        path = fields[1]
        files[fields[1]] = FileRecord(
          isComplete: fields[2] == "1", changes: [:], unreadable: unreadable)
      case ("cell", 5...):
        guard let path, fields[1] == "s" || fields[1] == "t" else { return nil }
        let cell = WatchedCell(
          key: LocalizationKey(fields[3]), language: LanguageID(fields[2]),
          isSource: fields[1] == "s")
        var changes: [ValueChange] = []
        for field in fields[4...] {
          guard let change = Self.change(field, commits: commits.count) else { return nil }
          changes.append(change)
        }
        files[path]?.changes[cell] = changes
      default: return nil
      }
    }
    guard sawTop, sawRoot, let head else { return nil }
    self.init(
      head: head, patterns: patterns, commits: commits, files: files, notes: notes,
      failures: failures)
  }

  /// A change's field: `12`, `12*`, `12=text`, `12*=text`; `nil` when it is not one or names
  /// a commit not listed before it.
  private static func change(_ field: String, commits: Int) -> ValueChange? {
    let number = field.prefix { $0.isASCII && $0.isNumber }
    guard let commit = Int(number), commit < commits else { return nil }
    var rest = field.dropFirst(number.count)
    let isCreation = rest.first == "*"
    if isCreation { rest = rest.dropFirst() }
    guard rest.isEmpty || rest.first == "=" else { return nil }
    return ValueChange(
      commit: commit, text: rest.isEmpty ? nil : String(rest.dropFirst()), isCreation: isCreation)
  }

  /// Whether `text` is a commit id: 40 or 64 lowercase hexadecimal digits.
  private static func isCommitID(_ text: String) -> Bool {
    (text.utf8.count == 40 || text.utf8.count == 64)
      && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  /// Characters a field keeps as they are: all but `%`, tab, line feed and carriage return
  /// (those are percent-encoded).
  private static let plain = CharacterSet(charactersIn: "%\t\n\r").inverted

  private static func escaped(_ field: String) -> String {
    guard field.utf8.contains(where: { $0 == 9 || $0 == 10 || $0 == 13 || $0 == 37 }) else {
      return field
    }
    return field.addingPercentEncoding(withAllowedCharacters: plain) ?? field
  }

  /// A field's text; `nil` when an escape in it is not one.
  private static func unescaped(_ bytes: ArraySlice<UInt8>) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    return bytes.contains(37) ? text.removingPercentEncoding : text
  }
}
