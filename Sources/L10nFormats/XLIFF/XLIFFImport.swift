import L10nModel

/// The edits an XLIFF document makes to a project: each unit mapped back to its table, key,
/// language and form, as cell edits (so that the editor's merge, journal and writer apply).
///
/// Only values that differ become edits. Xcode's policy decides which targets count: not
/// `translate="no"` units, not targets in state `new` or `needs-review-*`; a unit without a
/// target changes nothing, an empty target sets `""`.
public enum XLIFFImport {
  /// Which targets are taken.
  public enum Policy: String, Sendable, CaseIterable {
    /// Xcode's: skip targets in state `new` and `needs-review-*`.
    case xcode
    /// Every target, whatever its state.
    case all
  }

  /// What one `<file>` did.
  public struct FileReport: Hashable, Sendable {
    /// `original`.
    public var original: String
    /// The table it maps to.
    public var table: TableID
    /// The language.
    public var language: LanguageID
    /// Keys that get a translation they lacked.
    public var added: [String] = []
    /// Keys whose translation changes.
    public var changed: [String] = []
    /// Units not taken, counted by reason.
    public var skipped: [String: Int] = [:]
    /// Keys whose `<source>` is not the development language's text now (translated from an
    /// older text).
    public var stale: [String] = []
  }

  /// The edits and what each file did.
  public struct Result: Sendable {
    /// The edits, in document order.
    public var edits: [CellEdit]
    /// One report per `<file>`.
    public var files: [FileReport]
  }

  /// An XLIFF document that cannot be imported: nothing is.
  public struct Failure: Error, CustomStringConvertible {
    /// `path:line: reason`.
    public var description: String
  }

  /// The edits `document` (read from `path`) makes to `project`; with `addingKeys`, a key the
  /// table lacks is added with its `<source>` as the source text instead of refusing the file.
  public static func edits(
    _ document: XLIFFDocument, path: String, into project: Project, policy: Policy = .xcode,
    addingKeys: Bool = false
  ) throws(Failure) -> Result {
    var edits: [CellEdit] = []
    var reports: [FileReport] = []
    var added: Set<LanguageID> = Set(project.languages)
    for file in document.files {
      guard let grid = grid(named: file.original, in: project) else {
        throw Failure(
          description: "\(path): <file original=\"\(file.original)\">: no table of the project "
            + "has this source file")
      }
      let language = LanguageID(file.targetLanguage)
      guard !file.targetLanguage.isEmpty, language != project.sourceLanguage else {
        throw Failure(
          description: "\(path): <file original=\"\(file.original)\">: target-language is "
            + (file.targetLanguage.isEmpty ? "missing" : "the development language"))
      }
      if added.insert(language).inserted { edits.append(.addLanguage(language)) }
      var mapping = FileMapping(
        project: project, grid: grid, language: language, policy: policy, addingKeys: addingKeys,
        report: FileReport(
          original: file.original, table: project.grids[grid].table, language: language))
      try mapping.takeAll(
        file.units, stringsdict: file.original.hasSuffix(".stringsdict"), path: path)
      edits += mapping.edits()
      reports.append(mapping.report)
    }
    return Result(edits: edits, files: reports)
  }

  /// The grid whose source resource is `original`: the file at that path relative to the
  /// project, or the one whose path ends the other (an export made from a parent folder).
  private static func grid(named original: String, in project: Project) -> Int? {
    var best: (grid: Int, length: Int)?
    for file in project.files.indices {
      let path = project.files[file].relativePath
      guard path == original || original.hasSuffix("/" + path) || path.hasSuffix("/" + original),
        let grid = project.gridIndex(of: project.files[file].table)
      else { continue }
      let isSource =
        project.files[file].language == project.sourceLanguage
        || project.files[file].language == .base || project.files[file].isCatalog
        || project.files[file].cellDocument != nil
      guard isSource else { continue }
      if path == original { return grid }
      if best.map({ path.count > $0.length }) ?? true { best = (grid, path.count) }
    }
    return best?.grid
  }
}

/// The units of one `<file>` turned into edits of one grid and language.
private struct FileMapping {
  let project: Project
  let grid: Int
  let language: LanguageID
  let policy: XLIFFImport.Policy
  let addingKeys: Bool
  var report: XLIFFImport.FileReport
  private var keyEdits: [CellEdit] = []
  private var texts: [CellEdit] = []
  private var forms = PluralFormEdits()

  init(
    project: Project, grid: Int, language: LanguageID, policy: XLIFFImport.Policy,
    addingKeys: Bool, report: XLIFFImport.FileReport
  ) {
    self.project = project
    self.grid = grid
    self.language = language
    self.policy = policy
    self.addingKeys = addingKeys
    self.report = report
  }

  func edits() -> [CellEdit] {
    keyEdits + texts + forms.edits
  }

  mutating func take(_ unit: XLIFFUnit, stringsdict: Bool, path: String) throws(XLIFFImport.Failure)
  {
    if let reason = notTaken(unit) { return skip(reason) }
    guard let target = unit.target else { return skip("no target") }
    guard let id = XLIFFUnitID(unit.id, stringsdict: stringsdict) else {
      return skip("a variation l10nedit does not edit")
    }
    let table = project.grids[grid]
    let key = LocalizationKey(id.key)
    guard let row = table.row(of: key) else {
      guard addingKeys, case .key = id else {
        throw XLIFFImport.Failure(
          description: "\(path):\(unit.line): unit \"\(unit.id)\": \(table.table) has no key "
            + "\"\(id.key)\" (--add-keys adds it)")
      }
      let comment = unit.note.flatMap { $0.isEmpty || $0 == XLIFFExport.noComment ? nil : $0 }
      keyEdits.append(.addKey(table.table, key, sourceValue: unit.source, comment: comment))
      texts.append(.setText(CellID(table: table.table, key: key, language: language), target))
      report.added.append(id.key)
      return
    }
    let cell = CellID(table: table.table, key: key, language: language)
    let current = project.content(of: cell)
    let source = project.content(
      grid: grid, row: row, column: project.sourceColumn(ofGrid: grid) ?? 0)
    switch id {
    case .key:
      if let text = source.text ?? (source.isPresent ? nil : key.text), text != unit.source,
        Self.unnumbered(text) != Self.unnumbered(unit.source)
      {
        report.stale.append(id.key)
      }
      if let entry = current.plural {
        guard Self.unnumbered(Self.held(entry.formatKey)) != Self.unnumbered(target) else {
          return
        }
        texts.append(.setPluralFormat(cell, target))
      } else if let text = current.text, Self.held(text) == target {
        if current.state == .new || current.state == .needsReview {
          texts.append(.setState(cell, .translated))
        }
        return
      } else {
        texts.append(.setText(cell, target))
      }
    case .formatKey:
      guard current.plural.map({ Self.held($0.formatKey) }) != target else { return }
      texts.append(.setPluralFormat(cell, target))
    case .form(_, let variable, let form):
      let existing = current.plural?.variables.first { $0.id == variable }?.form(form)
      guard existing.map(Self.held) != target else { return }
      forms.set(target, form: form, of: variable, cell: cell)
    }
    if current.isPresent {
      if report.changed.last != id.key { report.changed.append(id.key) }
    } else if report.added.last != id.key {
      report.added.append(id.key)
    }
  }

  /// `text` as an exported XLIFF holds it: a target equal to that is no change (a character
  /// XML cannot hold was left out on export, not deleted by the translator).
  private static func held(_ text: String) -> String {
    XLIFFWriter.representable(text)
  }

  /// Takes the units of one `<file>`.
  ///
  /// An id the policy takes twice: with the same target it is taken once; with other targets,
  /// which one is meant is not clear, and none is taken. Ids are told apart by code points, as
  /// keys are in the files.
  mutating func takeAll(_ units: [XLIFFUnit], stringsdict: Bool, path: String)
    throws(XLIFFImport.Failure)
  {
    var targets: [[UInt8]: Set<[UInt8]?>] = [:]
    for unit in units where notTaken(unit) == nil {
      targets[Array(unit.id.utf8), default: []].insert(unit.target.map { Array($0.utf8) })
    }
    var taken: Set<[UInt8]> = []
    for unit in units {
      let id = Array(unit.id.utf8)
      if notTaken(unit) == nil {
        if (targets[id]?.count ?? 0) > 1 {
          skip("id repeated with other targets")
          continue
        }
        if !taken.insert(id).inserted {
          skip("id repeated")
          continue
        }
      }
      try take(unit, stringsdict: stringsdict, path: path)
    }
  }

  /// Why the policy does not take `unit`, or `nil` when it does.
  private func notTaken(_ unit: XLIFFUnit) -> String? {
    guard unit.translate else { return "translate=\"no\"" }
    guard unit.target != nil else { return "no target" }
    if policy == .xcode, let state = unit.state, state == "new" || state.hasPrefix("needs-review") {
      return "state \(state)"
    }
    return nil
  }

  /// Counts a unit not taken, by `reason`.
  private mutating func skip(_ reason: String) {
    report.skipped[reason, default: 0] += 1
  }

  /// `format` without argument positions in `%#@name@` tokens (Xcode numbers them on export).
  static func unnumbered(_ format: String) -> String {
    var output = ""
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      output += rest[...percent]
      rest = rest[rest.index(after: percent)...]
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      let after = rest[digits.endIndex...]
      if !digits.isEmpty, after.hasPrefix("$#@") { rest = after.dropFirst() }
    }
    return output + rest
  }
}
