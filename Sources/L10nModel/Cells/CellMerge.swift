/// A cell changed both here and on disk, differently since both were read.
public struct CellConflict: Hashable, Sendable {
  /// What of the cell both changed.
  public var aspect: CellAspect
  /// The value as read, before either change.
  public var base: AspectValue
  /// The value on disk now.
  public var disk: AspectValue
  /// The value here, with the unsaved edits.
  public var mine: AspectValue

  /// A conflict over `aspect` between the values given.
  public init(aspect: CellAspect, base: AspectValue, disk: AspectValue, mine: AspectValue) {
    self.aspect = aspect
    self.base = base
    self.disk = disk
    self.mine = mine
  }
}

/// How a conflict is decided.
public enum ConflictChoice: Hashable, Sendable {
  /// This session's value.
  case mine
  /// The disk's value.
  case disk
  /// Another text, typed by the user.
  case text(String)
}

/// A three-way merge of unsaved edits with a newer version of the files, cell by cell.
///
/// `base` is the project as read (or last saved), `disk` the project as it is on disk now,
/// `mine` the project with the unsaved `steps` applied to `base`. A part of a cell (its content,
/// its comment) that only the disk changed keeps the disk's value; one only this session
/// changed keeps this session's; one both changed to the same value is no conflict; one both
/// changed differently is a `CellConflict`, decided by a `ConflictChoice`. A part this session
/// changed and then changed back counts as unchanged here. A key deleted here whose cells the
/// disk changed is a conflict per changed part; keeping any of them (`disk` or a typed text)
/// keeps the key.
public struct CellMerge: Sendable {
  /// The unsaved edits, step by step.
  public let steps: [[CellEdit]]
  /// The parts of cells changed differently here and on disk, in the order first edited.
  public let conflicts: [CellConflict]
  /// The parts the edits touched that end as they were read while the disk changed them: the
  /// disk's value is kept without asking.
  public let diskWins: Set<CellAspect>
  /// Keys this session added that the disk added too (with the same source text, or in a
  /// conflict decided for this session): replayed as a text edit instead of an addition.
  private let addedOnBothSides: Set<CellAspect>
  /// The language whose cell a key addition sets.
  private let sourceLanguage: LanguageID
  /// For a merge whose disk version is not on disk as such (a file git left with conflict
  /// markers), the edits that set the disk's value of each conflicting part: replayed when
  /// the disk's value is chosen, so that the file is written either way.
  private var diskSteps: [CellAspect: [CellEdit]] = [:]

  /// Compares `mine` (which is `base` with `steps` applied) with `disk`, over the parts of
  /// cells the steps touch.
  public init(steps: [[CellEdit]], base: Project, disk: Project, mine: Project) {
    self.steps = steps
    sourceLanguage = mine.sourceLanguage
    var seen: Set<CellAspect> = []
    var conflicts: [CellConflict] = []
    var diskWins: Set<CellAspect> = []
    var addedOnBothSides: Set<CellAspect> = []
    for edit in steps.joined() {
      if case .deleteKey(let table, let key) = edit {
        // A key deleted here whose cells the disk changed: each changed part is a conflict.
        for aspect in Self.parts(of: key, in: table, of: disk)
        where seen.insert(aspect).inserted {
          let before = base.value(of: aspect)
          let now = disk.value(of: aspect)
          let here = mine.value(of: aspect)
          guard now != before, now != here else { continue }
          conflicts.append(CellConflict(aspect: aspect, base: before, disk: now, mine: here))
        }
        continue
      }
      guard let aspect = edit.aspect(sourceLanguage: sourceLanguage) else { continue }
      if case .addKey(let table, let key, _, _) = edit, disk.hasKey(key, in: table) {
        addedOnBothSides.insert(aspect)
      }
      guard seen.insert(aspect).inserted else { continue }
      let before = base.value(of: aspect)
      let now = disk.value(of: aspect)
      let here = mine.value(of: aspect)
      // A part of a key the disk deleted changed here (a language added to it): a conflict.
      let cell = aspect.cell
      let deletedOnDisk =
        base.hasKey(cell.key, in: cell.table) && !disk.hasKey(cell.key, in: cell.table)
      guard now != before || deletedOnDisk, now != here else { continue }
      if here == before {
        diskWins.insert(aspect)
      } else {
        conflicts.append(CellConflict(aspect: aspect, base: before, disk: now, mine: here))
      }
    }
    self.conflicts = conflicts
    self.diskWins = diskWins
    self.addedOnBothSides = addedOnBothSides
  }

  /// A merge whose conflicts are known already: a file git left with conflict markers, read
  /// as `disk` (THEIRS's version) and `mine` (OURS's, the version edited).
  ///
  /// Every part that differs is a conflict (`base`: OURS's value, there being no other).
  /// Choosing `mine` replays the edits that set OURS's value, choosing `disk` those that set
  /// THEIRS's, both on `mine`: whatever the choice, the file is written again.
  public init(markedConflictsOf mine: Project, disk: Project) {
    sourceLanguage = mine.sourceLanguage
    var toMine: [CellEdit] = []
    var seen: Set<CellAspect> = []
    var conflicts: [CellConflict] = []
    for edit in mine.cellChanges(since: disk).edits {
      // A key OURS deleted: each part THEIRS has is a conflict (nothing to replay on OURS).
      if case .deleteKey(let table, let key) = edit {
        for aspect in Self.parts(of: key, in: table, of: disk)
        where Self.isPresent(disk.value(of: aspect)) && seen.insert(aspect).inserted {
          let here = mine.value(of: aspect)
          conflicts.append(
            CellConflict(aspect: aspect, base: here, disk: disk.value(of: aspect), mine: here))
        }
        continue
      }
      guard let aspect = edit.aspect(sourceLanguage: sourceLanguage) else { continue }
      // Replayed on OURS, which has the key: only its cells' edits are.
      if edit.cell != nil { toMine.append(edit) }
      if seen.insert(aspect).inserted {
        let here = mine.value(of: aspect)
        conflicts.append(
          CellConflict(aspect: aspect, base: here, disk: disk.value(of: aspect), mine: here))
      }
    }
    for edit in disk.cellChanges(since: mine).edits {
      guard let aspect = edit.aspect(sourceLanguage: sourceLanguage), edit.cell != nil else {
        // A key THEIRS deleted or added: taking THEIRS's side of any of its parts deletes it,
        // or adds it first; a language THEIRS has comes before any of THEIRS's values.
        let whole = Self.wholeKey(of: edit)
        let addsLanguage = if case .addLanguage = edit { true } else { false }
        guard whole != nil || addsLanguage else { continue }
        for conflict in conflicts
        where whole.map({ conflict.aspect.cell.table == $0 && conflict.aspect.cell.key == $1 })
          ?? true
        {
          diskSteps[conflict.aspect, default: []].append(edit)
        }
        continue
      }
      diskSteps[aspect, default: []].append(edit)
    }
    // A key one side lacks is asked about once: its first part, carrying the key's edits.
    var firstPart: [CellID: CellAspect] = [:]
    var asked: [CellConflict] = []
    for conflict in conflicts {
      let cell = conflict.aspect.cell
      let key = Self.keyCell(cell, mine.sourceLanguage)
      if !disk.hasKey(cell.key, in: cell.table) || !mine.hasKey(cell.key, in: cell.table) {
        if let first = firstPart[key] {
          diskSteps[first, default: []] += diskSteps.removeValue(forKey: conflict.aspect) ?? []
          continue
        }
        firstPart[key] = conflict.aspect
      }
      asked.append(conflict)
    }
    steps = [toMine]
    self.conflicts = asked
    diskWins = []
    addedOnBothSides = []
  }

  /// The steps to replay on the disk's version so that every part ends as merged: `choices`
  /// decide the conflicts (a conflict without a choice keeps this session's value).
  ///
  /// Edits of parts whose disk value is kept are left out; a typed text becomes one last step;
  /// a key added on both sides is set rather than added again.
  public func resolvedSteps(_ choices: [CellAspect: ConflictChoice]) -> [[CellEdit]] {
    var dropped = diskWins
    var typed: [CellEdit] = []
    // Keys whose deletion here loses to a change on disk.
    var keptKeys: Set<CellID> = []
    // Keys a part of which keeps this session's value or a typed text.
    var keptValues: Set<CellID> = []
    for conflict in conflicts {
      let choice = choices[conflict.aspect] ?? .mine
      if choice != .disk { keptValues.insert(Self.keyCell(conflict.aspect.cell, sourceLanguage)) }
      switch choice {
      case .mine: break
      case .disk:
        dropped.insert(conflict.aspect)
        keptKeys.insert(Self.keyCell(conflict.aspect.cell, sourceLanguage))
        typed += diskSteps[conflict.aspect] ?? []
      case .text(let text):
        dropped.insert(conflict.aspect)
        keptKeys.insert(Self.keyCell(conflict.aspect.cell, sourceLanguage))
        switch conflict.aspect {
        case .content(let cell): typed.append(.setText(cell, text))
        case .comment(let cell): typed.append(.setComment(cell, text.isEmpty ? nil : text))
        case .keyAttribute(let cell, let name):
          typed.append(
            .setKeyAttribute(cell.table, cell.key, name: name, value: text.isEmpty ? nil : text))
        }
      }
    }
    var result: [[CellEdit]] = steps.map { step in
      step.flatMap { edit -> [CellEdit] in
        if case .deleteKey(let table, let key) = edit,
          keptKeys.contains(CellID(table: table, key: key, language: sourceLanguage))
        {
          return []
        }
        let aspect = edit.aspect(sourceLanguage: sourceLanguage)
        if let aspect, dropped.contains(aspect) { return [] }
        guard case .addKey(let table, let key, let source, let comment) = edit,
          let aspect, addedOnBothSides.contains(aspect)
        else { return [edit] }
        // The disk has the key already: adding it again would fail.
        let cell = CellID(table: table, key: key, language: sourceLanguage)
        return [.setText(cell, source)] + (comment.map { [.setComment(cell, $0)] } ?? [])
      }
    }.filter { !$0.isEmpty }
    // A key's deletion or addition taken on several of its parts is made once; a deletion not
    // at all when another of its parts keeps a value of the key.
    var keyEdits: Set<CellEdit> = []
    typed.removeAll { edit in
      guard edit.cell == nil else { return false }
      if case .deleteKey(let table, let key) = edit,
        keptValues.contains(CellID(table: table, key: key, language: sourceLanguage))
      {
        return true
      }
      return !keyEdits.insert(edit).inserted
    }
    if !typed.isEmpty { result.append(typed) }
    return result
  }

  /// The parts of the cells of `key` in `table` of `project`: every language's content, and
  /// the comment (in a file of every language, one per key, in its source language's cell).
  private static func parts(of key: LocalizationKey, in table: TableID, of project: Project)
    -> [CellAspect]
  {
    let commentPerKey =
      project.gridIndex(of: table).flatMap(project.everyLanguageFile(ofGrid:)) != nil
    return project.languages.flatMap { language -> [CellAspect] in
      let cell = CellID(table: table, key: key, language: language)
      let hasComment = !commentPerKey || language == project.sourceLanguage
      return hasComment ? [.content(cell), .comment(cell)] : [.content(cell)]
    }
  }

  /// The table and key of an edit of a whole key (its addition or deletion).
  private static func wholeKey(of edit: CellEdit) -> (TableID, LocalizationKey)? {
    switch edit {
    case .addKey(let table, let key, _, _), .extractKey(let table, let key, _, _),
      .deleteKey(let table, let key):
      (table, key)
    default: nil
    }
  }

  /// Whether `value` is there: content that is present, a comment, an attribute.
  private static func isPresent(_ value: AspectValue) -> Bool {
    switch value {
    case .content(let content): content.isPresent
    case .comment(let value), .attribute(let value): value != nil
    }
  }

  /// The cell standing for the whole key of `cell`: its table and key in `language`.
  private static func keyCell(_ cell: CellID, _ language: LanguageID) -> CellID {
    CellID(table: cell.table, key: cell.key, language: language)
  }
}

extension Project {
  /// Whether `table` has `key` in any language.
  public func hasKey(_ key: LocalizationKey, in table: TableID) -> Bool {
    gridIndex(of: table).map { grids[$0].row(of: key) != nil } ?? false
  }
}
