import L10nModel

/// An Xcode project file (`project.pbxproj`) updated for a table migrated to a String Catalog.
///
/// The table's `.strings` variant group becomes a file reference to `<Table>.xcstrings` (same
/// object identifier, so every target and group that had the table has the catalog), its
/// `.stringsdict` variant group goes with its build files, and the languages' file references
/// go. The file is edited by object (`ProjectFileEdits`), not by line: an object removed from
/// a line that holds others leaves them, and every other byte is kept.
package enum XcodeProjectMigration {
  /// The lines changed, for `--dry-run`.
  package struct Change: Sendable {
    /// The new file's bytes.
    package var bytes: [UInt8]
    /// The lines removed.
    package var removed: [String]
    /// The lines added.
    package var added: [String]

    /// Creates a change.
    package init(bytes: [UInt8], removed: [String] = [], added: [String] = []) {
      self.bytes = bytes
      self.removed = removed
      self.added = added
    }
  }

  /// Why the project file cannot be updated.
  package struct Failure: Error, CustomStringConvertible {
    /// The reason, with the file's path.
    package var description: String
  }

  /// `bytes` (the file at `path`) with `table` migrated; nil when no variant group of the
  /// project is that table's.
  package static func migrate(_ bytes: [UInt8], path: String, table: String) throws -> Change? {
    let root = try OldStylePlistParser.parse(utf8: bytes, path: path)
    let objects = root["objects"]?.entries ?? []
    func variantGroups(_ name: String) -> [PlistEntry] {
      objects.filter {
        $0.value["isa"]?.text == "PBXVariantGroup"
          && ($0.value["name"]?.text ?? $0.value["path"]?.text) == name
      }
    }
    let groups = variantGroups(table + ".strings")
    let plurals = variantGroups(table + ".stringsdict")
    guard !groups.isEmpty || !plurals.isEmpty else { return nil }
    let children = (groups + plurals).flatMap { group in
      (group.value["children"].flatMap(arrayItems) ?? [])
    }
    let pluralIDs = Set(plurals.map(\.key.value))
    let pluralBuildFiles = objects.filter {
      $0.value["isa"]?.text == "PBXBuildFile"
        && pluralIDs.contains($0.value["fileRef"]?.text ?? "")
    }.map(\.key.value)
    // The catalog takes the place of the first .strings group, else of the .stringsdict one.
    let kept = (groups.first ?? plurals[0]).key.value
    let keptBuildFiles = Set(
      objects.filter {
        $0.value["isa"]?.text == "PBXBuildFile" && $0.value["fileRef"]?.text == kept
      }.map(\.key.value))
    let removedObjects = Set(children + (groups + plurals).map(\.key.value) + pluralBuildFiles)
      .subtracting([kept])
    let removedReferences = Set(pluralBuildFiles + (groups + plurals).map(\.key.value))
      .subtracting([kept])

    let spans = try OldStyleSpans.read(bytes, path: path)
    guard let objectSpans = spans.entries.last(where: { $0.key == "objects" })?.value.entries
    else { throw Failure(description: "\(path): has no objects; not changed") }
    var edits = ProjectFileEdits(bytes)
    var keptEntry: OldStyleSpans.Entry?
    for entry in objectSpans {
      if removedObjects.contains(entry.key) {
        edits.remove(entry.range)
      } else if entry.key == kept {
        keptEntry = entry
        edits.remove(entry.range)
      } else if keptBuildFiles.contains(entry.key) {
        edits.rename(entry.range, table: table)
      } else {
        for element in elements(of: entry.value) {
          guard let id = element.value.text else { continue }
          if removedReferences.contains(id) {
            edits.remove(element.range)
          } else if id == kept || keptBuildFiles.contains(id) {
            edits.rename(element.range, table: table)
          }
        }
      }
    }
    guard let keptEntry else {
      throw Failure(description: "\(path): \(kept) is not an object; not changed")
    }
    try insertReference(
      for: keptEntry, table: table, among: objectSpans, objects: objects,
      removed: removedObjects, into: &edits, path: path)
    guard let edited = edits.apply() else {
      throw Failure(description: "\(path): the objects to change overlap; not changed")
    }
    var lines = split(edited)
    removeEmptySection("PBXVariantGroup", from: &lines)
    let result = Array(lines.joined().utf8)
    try check(
      result, original: root, path: path, kept: kept, table: table, gone: removedObjects,
      references: removedReferences)
    return Change(bytes: result, removed: edits.removedLines, added: edits.addedLines)
  }

  /// The catalog's file reference, written where Xcode sorts it: before the first file
  /// reference kept whose identifier sorts after it, else after the last, else before the end
  /// of an empty file reference section.
  private static func insertReference(
    for kept: OldStyleSpans.Entry, table: String, among entries: [OldStyleSpans.Entry],
    objects: [PlistEntry], removed: Set<String>, into edits: inout ProjectFileEdits,
    path: String
  ) throws {
    let references = Set(
      objects.filter { $0.value["isa"]?.text == "PBXFileReference" }.map(\.key.value))
    let siblings = entries.filter { references.contains($0.key) && !removed.contains($0.key) }
    let place: Int
    if let next = siblings.first(where: { kept.key < $0.key }) {
      place = edits.lineStart(of: next.range.lowerBound)
    } else if let last = siblings.last {
      place = edits.lineEnd(of: last.range.upperBound)
    } else if let end = edits.lineStart(ofLine: "/* End PBXFileReference section */") {
      place = end
    } else {
      throw Failure(description: "\(path): has no PBXFileReference section; not changed")
    }
    let line =
      edits.indent(of: kept.range.lowerBound) + edits.keyToken(of: kept.range)
      + " /* \(table).xcstrings */ = {isa = PBXFileReference; "
      + "lastKnownFileType = text.json.xcstrings; path = \(table).xcstrings; "
      + "sourceTree = \"<group>\"; };\n"
    edits.insert(line, at: place)
  }

  /// The array elements anywhere in an object's value.
  private static func elements(of spans: OldStyleSpans) -> [OldStyleSpans.Element] {
    spans.elements + spans.elements.flatMap { elements(of: $0.value) }
      + spans.entries.flatMap { elements(of: $0.value) }
  }

  /// Reads the new file back: the kept object is the catalog's file reference, no removed
  /// object is still referred to, and every other object is as it was, less the references
  /// removed from its lists (so that no edit took a neighbour with it).
  private static func check(
    _ bytes: [UInt8], original: PlistNode, path: String, kept: String, table: String,
    gone: Set<String>, references: Set<String>
  ) throws {
    let root = try OldStylePlistParser.parse(utf8: bytes, path: path)
    let objects = root["objects"]?.entries ?? []
    guard let object = objects.first(where: { $0.key.value == kept })?.value,
      object["isa"]?.text == "PBXFileReference", object["path"]?.text == "\(table).xcstrings"
    else {
      throw Failure(description: "\(path): the updated file does not read back; not changed")
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if let left = gone.first(where: { text.contains($0) }) {
      throw Failure(
        description: "\(path): \(left) is still referred to after the update; not changed")
    }
    let now = Dictionary(objects.map { ($0.key.value, $0.value) }) { first, _ in first }
    for entry in original["objects"]?.entries ?? []
    where entry.key.value != kept && !gone.contains(entry.key.value) {
      guard let value = now[entry.key.value],
        sameValue(value, entry.value, less: references)
      else {
        throw Failure(
          description:
            "\(path): the update would change object \(entry.key.value) too; not changed")
      }
    }
  }

  /// Whether `new` is `old` less the strings of `removed` in its lists (lines ignored).
  private static func sameValue(_ new: PlistNode, _ old: PlistNode, less removed: Set<String>)
    -> Bool
  {
    switch (new, old) {
    case (.dictionary(let a), .dictionary(let b)):
      return a.count == b.count
        && zip(a, b).allSatisfy {
          $0.key.value == $1.key.value && sameValue($0.value, $1.value, less: removed)
        }
    case (.array(let a), .array(let b)):
      let kept = b.filter { $0.text.map { !removed.contains($0) } ?? true }
      return a.count == kept.count
        && zip(a, kept).allSatisfy { sameValue($0, $1, less: removed) }
    case (.string(let a), .string(let b)):
      return a.value == b.value
    default:
      return new == old
    }
  }

  private static func arrayItems(_ node: PlistNode) -> [String]? {
    guard case .array(let items) = node else { return nil }
    return items.compactMap(\.text)
  }

  /// Removes `/* Begin <name> section */` … `/* End <name> section */` when nothing is left
  /// between, with the blank line before it.
  private static func removeEmptySection(_ name: String, from lines: inout [String]) {
    guard let begin = lines.firstIndex(of: "/* Begin \(name) section */\n"),
      begin + 1 < lines.count, lines[begin + 1] == "/* End \(name) section */\n"
    else { return }
    let start = begin > 0 && lines[begin - 1] == "\n" ? begin - 1 : begin
    lines.removeSubrange(start...(begin + 1))
  }

  /// The file's lines, each with its line feed.
  private static func split(_ bytes: [UInt8]) -> [String] {
    var lines: [String] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == 0x0A {
      lines.append(String(decoding: bytes[start...index], as: UTF8.self))
      start = index + 1
    }
    if start < bytes.count { lines.append(String(decoding: bytes[start...], as: UTF8.self)) }
    return lines
  }
}
