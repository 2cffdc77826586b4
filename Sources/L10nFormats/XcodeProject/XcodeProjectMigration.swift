import Foundation  // String.replacingOccurrences, range(of:)
import L10nModel

/// An Xcode project file (`project.pbxproj`) updated for a table migrated to a String Catalog.
///
/// The table's `.strings` variant group becomes a file reference to `<Table>.xcstrings` (same
/// object identifier, so every target and group that had the table has the catalog), its
/// `.stringsdict` variant group goes with its build files, and the languages' file references
/// go. Only those lines change: every other byte is kept.
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

    var lines = split(bytes)
    var removed: [String] = []
    var added: [String] = []
    var index = 0
    var keptIndent = "\t\t"
    var keptToken = kept
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      // An identifier may be quoted (`"6ed2e290-…"`): `token` as written, `id` its value.
      let token =
        trimmed.first == "\""
        ? String(
          trimmed.prefix(through: trimmed.dropFirst().firstIndex(of: "\"") ?? trimmed.startIndex))
        : String(trimmed.prefix { $0 != " " && $0 != "\t" && $0 != "," && $0 != ";" })
      let id =
        token.count > 1 && token.hasPrefix("\"") ? String(token.dropFirst().dropLast()) : token
      if definitionStarts(trimmed, id: token), removedObjects.contains(id) || id == kept {
        var end = index
        while !lines[end].trimmingTrailingNewline.hasSuffix("};") && end + 1 < lines.count {
          end += 1
        }
        if id == kept {
          keptIndent = String(line.prefix { $0 == " " || $0 == "\t" })
          keptToken = token
        }
        removed += lines[index...end].map(\.trimmingTrailingNewline)
        lines.removeSubrange(index...end)
        continue
      }
      if removedReferences.contains(id), trimmed.hasSuffix(",\n") || trimmed.hasSuffix(",") {
        removed.append(line.trimmingTrailingNewline)
        lines.remove(at: index)
        continue
      }
      if id == kept || keptBuildFiles.contains(id) || line.contains(kept) {
        let renamed = line.replacingOccurrences(
          of: "/* \(table).strings", with: "/* \(table).xcstrings"
        ).replacingOccurrences(of: "/* \(table).stringsdict", with: "/* \(table).xcstrings")
        if renamed != line {
          removed.append(line.trimmingTrailingNewline)
          added.append(renamed.trimmingTrailingNewline)
          lines[index] = renamed
        }
      }
      index += 1
    }
    let reference =
      "\(keptIndent)\(keptToken) /* \(table).xcstrings */ = {isa = PBXFileReference; "
      + "lastKnownFileType = text.json.xcstrings; path = \(table).xcstrings; "
      + "sourceTree = \"<group>\"; };\n"
    guard let end = lines.firstIndex(where: { $0.hasPrefix("/* End PBXFileReference section */") })
    else {
      throw Failure(description: "\(path): has no PBXFileReference section; not changed")
    }
    var place = end
    if let start = lines.firstIndex(where: { $0.hasPrefix("/* Begin PBXFileReference section */") })
    {
      place =
        lines[(start + 1)..<end].firstIndex {
          let id = $0.drop { $0 == " " || $0 == "\t" || $0 == "\"" }.prefix {
            $0 != " " && $0 != "\""
          }
          return kept < String(id)
        } ?? end
    }
    lines.insert(reference, at: place)
    added.append(reference.trimmingTrailingNewline)
    removeEmptySection("PBXVariantGroup", from: &lines)
    let result = Array(lines.joined().utf8)
    try check(result, path: path, kept: kept, table: table, gone: removedObjects)
    return Change(bytes: result, removed: removed, added: added)
  }

  /// Reads the new file back: the kept object is the catalog's file reference, and no removed
  /// object is still referred to.
  private static func check(
    _ bytes: [UInt8], path: String, kept: String, table: String, gone: Set<String>
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
  }

  private static func arrayItems(_ node: PlistNode) -> [String]? {
    guard case .array(let items) = node else { return nil }
    return items.compactMap(\.text)
  }

  /// Whether `trimmed` starts the definition of object `id` (`ID /* name */ = {`).
  private static func definitionStarts(_ trimmed: Substring, id: String) -> Bool {
    guard !id.isEmpty else { return false }
    let rest = trimmed.dropFirst(id.count)
    if rest.hasPrefix(" = {") { return true }
    guard rest.hasPrefix(" /*"), let close = rest.range(of: "*/") else { return false }
    return rest[close.upperBound...].hasPrefix(" = {")
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

extension String {
  /// The line without its line feed.
  fileprivate var trimmingTrailingNewline: String {
    hasSuffix("\n") ? String(dropLast()) : self
  }
}

extension Substring {
  /// The line without its line feed.
  fileprivate var trimmingTrailingNewline: Substring {
    hasSuffix("\n") ? dropLast() : self
  }
}
