import L10nModel

/// A three-way merge of one localization file, cell by cell: what `l10nedit merge` does as
/// git's merge driver.
///
/// THEIRS's changes since BASE are said as cell edits (`Project.cellChanges(since:)`) and
/// merged into OURS with `CellMerge`, OURS standing for the disk and THEIRS for the edits: a
/// part of a cell only one side changed takes that side's value, one both changed differently
/// is a conflict. The result is OURS with THEIRS's edits applied, written by its format in
/// OURS's own order, line endings and encoding. In a `.strings` file an entry THEIRS added goes
/// after the entry that precedes it in THEIRS; a key THEIRS added to a String Catalog takes
/// THEIRS's whole member, in Xcode's order. In a `.strings` file an entry in conflict is surrounded by
/// conflict markers (OURS's version, then THEIRS's); other formats keep OURS's value of a
/// conflicting part and the conflict is only listed (see `ConflictSidecar`).
public struct FileMerge: Sendable {
  /// The merged file's bytes, to be written over OURS.
  public var bytes: [UInt8]
  /// The parts of cells both sides changed differently (`disk`: OURS, `mine`: THEIRS).
  public var conflicts: [CellConflict]
  /// The conflicts marked in `bytes` (those of a `.strings` file that have an entry there);
  /// the others are only in `conflicts`.
  public var marked: Set<CellAspect>
  /// The side that deleted the key of each conflict whose key one side deleted (and the other
  /// changed).
  package var deletedBy: [CellAspect: Side] = [:]
  /// For conflicts over a key one side deleted, the edits that set THEIRS's side on the merged
  /// file: the key's deletion, or its addition whole, on the key's first conflict (none on the
  /// others), so that replaying the edits of every conflict does each once.
  package var theirsKeyEdits: [CellAspect: [CellEdit]] = [:]

  /// A side of a merge.
  package enum Side: String, Sendable {
    /// OURS (git's `%A`).
    case ours
    /// THEIRS (git's `%B`).
    case theirs
  }

  /// Why a merge was not made: a version that does not read, or THEIRS's changes that cannot
  /// be applied to OURS.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// The reason, naming the file and, for a parse error, the line and column.
    public var description: String
  }

  /// Merges THEIRS's changes since BASE into OURS.
  ///
  /// `path` is the file's path in the working tree (its format and, for a `.strings` file, its
  /// language), `nil` to tell the format from the content. An empty BASE means both sides
  /// added the file. The project's review file merges record by record (`ReviewFileMerge`).
  public static func merge(
    base: MergeInput, ours: MergeInput, theirs: MergeInput, path: String?
  ) throws(Failure) -> FileMerge {
    if ReviewFiles.isReviewFile(path) {
      return try ReviewFileMerge.merge(base: base, ours: ours, theirs: theirs)
    }
    let format = MergeInput.format(path: path, bytes: ours.isEmpty ? theirs.bytes : ours.bytes)
    let logicalPath = path ?? ("merged." + format.fileExtension)
    let (mine, disk, old): (Project, Project, Project)
    do {
      disk = try ours.project(format: format, logicalPath: logicalPath)
      let language = disk.sourceLanguage
      mine = try theirs.project(format: format, logicalPath: logicalPath, sourceLanguage: language)
      old =
        base.isEmpty
        ? Project(root: "", files: [], sourceLanguage: language)
        : try base.project(format: format, logicalPath: logicalPath, sourceLanguage: language)
    } catch {
      throw Failure(description: "\(error)")
    }
    var changes = mine.cellChanges(since: old)
    // A key both sides added: THEIRS's cells are set, the key is not added again. A key both
    // sides deleted is deleted.
    changes.edits.removeAll { edit in
      switch edit {
      case .extractKey(let table, let key, _, _): disk.hasKey(key, in: table)
      case .deleteKey(let table, let key): !disk.hasKey(key, in: table)
      default: false
      }
    }
    let addedKeys = changes.edits.compactMap { edit -> LocalizationKey? in
      if case .extractKey(_, let key, _, _) = edit { return key }
      return nil
    }
    let merge = CellMerge(steps: [changes.edits], base: old, disk: disk, mine: mine)
    let isStrings = format is StringsFormat
    var choices: [CellAspect: ConflictChoice] = [:]
    // Plural cells changed in different forms: OURS's, then the forms THEIRS changed.
    var formEdits: [CellEdit] = []
    var conflicts: [CellConflict] = []
    for conflict in merge.conflicts {
      choices[conflict.aspect] = .disk
      if let content = PluralFormMerge.merged(
        base: conflict.base, ours: conflict.disk, theirs: conflict.mine),
        let edits = AspectValue.content(content).edits(for: conflict.aspect, from: conflict.disk)
      {
        formEdits += edits
        continue
      }
      conflicts.append(conflict)
      // OURS's value stays, but a `.strings` entry OURS deleted comes back, to be marked.
      if isStrings && conflict.disk == .content(.missing) { choices[conflict.aspect] = .mine }
    }
    var result = disk
    do {
      _ = try result.apply(Array(merge.resolvedSteps(choices).joined()) + formEdits)
    } catch {
      throw Failure(description: "\(theirs.path): its changes cannot be merged: \(error)")
    }
    for aspect in changes.unsayable {
      let conflict = CellConflict(
        aspect: aspect, base: old.value(of: aspect), disk: disk.value(of: aspect),
        mine: mine.value(of: aspect))
      if conflict.disk != conflict.mine { conflicts.append(conflict) }
    }
    let (deletedBy, theirsKeyEdits) = Self.deletions(
      in: conflicts, base: old, ours: disk, theirs: mine, merged: result)
    var marked: Set<CellAspect> = []
    // The `.strings` file placed and marked (no project is built of it again).
    var placed: LocalizationFile?
    if isStrings, var file = result.files.first, let document = file.document,
      let oursDocument = disk.files.first?.document, let theirsDocument = mine.files.first?.document
    {
      var merged = StringsConflictMarking(
        document: document, ours: oursDocument, theirs: theirsDocument)
      merged.placeAddedEntries()
      marked = merged.mark(conflicts)
      file.content = .document(merged.document)
      placed = file
    }
    if format is XCStringsFormat, var file = result.files.first,
      let catalog = file.catalog, let theirsCatalog = mine.files.first?.catalog
    {
      file.content = .document(
        Self.adoptingMembers(of: addedKeys, from: theirsCatalog, into: catalog))
      placed = file
    }
    if format is StringsdictFormat, var file = result.files.first,
      var plurals = file.stringsdict, let oursRoot = disk.files.first?.stringsdict?.root,
      let theirsRoot = mine.files.first?.stringsdict?.root
    {
      plurals.root = Self.adoptingEntries(of: theirsRoot, into: plurals.root, besides: oursRoot)
      file.content = .document(plurals)
      placed = file
    }
    var merged = FileMerge(
      bytes: ours.bytes, conflicts: conflicts, marked: marked, deletedBy: deletedBy,
      theirsKeyEdits: theirsKeyEdits)
    guard let file = placed ?? result.files.first,
      var bytes = format.render(file.content, order: .keepOrder)
    else { return merged }
    if isStrings { try Self.checkReadsBack(bytes, marked: !marked.isEmpty, path: logicalPath) }
    if let encoding = disk.files.first?.document?.encoding {
      bytes = EncodedOutput.encode(bytes, as: encoding)
    }
    // A JSON file (catalog, remote strings) keeps OURS's final line break, which its writer
    // leaves out as Xcode does.
    if format is XCStringsFormat || format is RemoteStringsFormat, ours.bytes.last == 0x0A,
      bytes.last != 0x0A
    {
      bytes.append(0x0A)
    }
    merged.bytes = bytes
    return merged
  }

  /// Fails when a merged `.strings` file (each side of its markers, when `marked`) would not
  /// read back — the text OURS's reader never reads left at the file's start once every entry
  /// before it went — so that git keeps its own conflict rather than a file Apple refuses.
  private static func checkReadsBack(_ bytes: [UInt8], marked: Bool, path: String)
    throws(Failure)
  {
    let versions = marked ? ConflictMarkers.split(bytes).map { [$0.ours, $0.theirs] } : [bytes]
    for version in versions ?? [bytes] {
      do {
        _ = try StringsFileReader.read(version, path: path)
      } catch {
        throw Failure(
          description: "\(path): the merged file would not read back (\(error.reason)); "
            + "left to git")
      }
    }
  }

  /// Which side deleted the key of each conflict over a key that BASE had and one side
  /// deleted, and the edits that set THEIRS's side of such a key on `merged` (its deletion, or
  /// its addition whole), given on the key's first conflict.
  private static func deletions(
    in conflicts: [CellConflict], base: Project, ours: Project, theirs: Project,
    merged: Project
  ) -> (deletedBy: [CellAspect: Side], theirsKeyEdits: [CellAspect: [CellEdit]]) {
    var deletedBy: [CellAspect: Side] = [:]
    var edits: [CellAspect: [CellEdit]] = [:]
    var done: Set<CellID> = []
    // THEIRS's whole keys, as edits of the merged file (made once, when needed).
    var restoring: [CellEdit]?
    for conflict in conflicts {
      let cell = conflict.aspect.cell
      guard base.hasKey(cell.key, in: cell.table) else { continue }
      let side: Side
      if !theirs.hasKey(cell.key, in: cell.table) {
        side = .theirs
      } else if !ours.hasKey(cell.key, in: cell.table) {
        side = .ours
      } else {
        continue
      }
      deletedBy[conflict.aspect] = side
      let whole = CellID(table: cell.table, key: cell.key, language: base.sourceLanguage)
      guard done.insert(whole).inserted else {
        edits[conflict.aspect] = []
        continue
      }
      switch (side, merged.hasKey(cell.key, in: cell.table)) {
      case (.theirs, true):
        edits[conflict.aspect] = [.deleteKey(cell.table, cell.key)]
      case (.ours, false):
        if restoring == nil { restoring = theirs.cellChanges(since: merged).edits }
        // Its languages first: the merged file may name none of them (adding one it has is
        // no change).
        let languages = theirs.languages.filter { language in
          theirs.content(of: CellID(table: cell.table, key: cell.key, language: language))
            .isPresent
        }
        edits[conflict.aspect] =
          languages.map(CellEdit.addLanguage)
          + (restoring ?? []).filter { edit in
            edit.table == cell.table && (edit.cell?.key ?? Self.key(of: edit)) == cell.key
          }
      default:
        break
      }
    }
    return (deletedBy, edits)
  }

  /// The key a key-level edit adds, deletes or renames.
  private static func key(of edit: CellEdit) -> LocalizationKey? {
    switch edit {
    case .addKey(_, let key, _, _), .extractKey(_, let key, _, _), .deleteKey(_, let key),
      .renameKey(_, let key, _):
      key
    default: nil
    }
  }

  /// `catalog` with the member of each of `keys` (keys THEIRS added to a String Catalog that
  /// OURS lacked) replaced by THEIRS's, where the merge put it: attributes no cell holds
  /// (`extractionState`, `shouldTranslate`) come along, spelled as THEIRS spells them.
  private static func adoptingMembers(
    of keys: [LocalizationKey], from theirs: XCStringsDocument, into catalog: XCStringsDocument
  ) -> XCStringsDocument {
    var catalog = catalog
    for key in keys {
      guard let member = theirs.member(of: key.text),
        let place = catalog.member(of: key.text)
      else { continue }
      _ = catalog.restoreMember(key: key.text, to: (member.member, place.index), hint: place.index)
    }
    return catalog
  }

  /// `root` (a merged `.stringsdict`) with each entry THEIRS added (a key of `theirs` that
  /// `ours` lacks) replaced by THEIRS's whole entry (its value types and every form, which
  /// cell edits would make anew) and moved after the entry before it in THEIRS.
  private static func adoptingEntries(
    of theirs: PlistNode, into root: PlistNode, besides ours: PlistNode
  ) -> PlistNode {
    guard var entries = root.entries, let theirsEntries = theirs.entries else { return root }
    let oursKeys = Set((ours.entries ?? []).map(\.key.value))
    func index(of key: String) -> Int? { entries.lastIndex { $0.key.value == key } }
    var previous: String?
    for entry in theirsEntries {
      let key = entry.key.value
      defer { if index(of: key) != nil { previous = key } }
      guard !oursKeys.contains(key), let merged = index(of: key) else { continue }
      entries.remove(at: merged)
      let at = previous.flatMap(index(of:)).map { $0 + 1 } ?? 0
      entries.insert(PlistEntry(key: PlistText(value: key), value: entry.value.detached), at: at)
    }
    return .dictionary(entries)
  }
}
