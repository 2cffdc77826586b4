import L10nModel

/// The units of one `<file>` turned into edits of one grid and language.
struct FileMapping {
  let project: Project
  let match: XLIFFTableMatch
  let language: LanguageID
  let options: XLIFFImport.Options
  var report: XLIFFImport.FileReport
  private var keyEdits: [CellEdit] = []
  private var texts: [CellEdit] = []
  private var forms = PluralFormEdits()

  init(
    project: Project, match: XLIFFTableMatch, language: LanguageID,
    options: XLIFFImport.Options, report: XLIFFImport.FileReport
  ) {
    self.project = project
    self.match = match
    self.language = language
    self.options = options
    self.report = report
  }

  private var table: TableGrid { project.grids[match.grid] }

  /// Review states of plural forms, set after the forms' texts (a text edit makes a form
  /// translated again).
  private var formReviews: [CellEdit] = []

  func edits() -> [CellEdit] {
    keyEdits + texts + forms.edits + formReviews
  }

  /// Takes the units of one `<file>`.
  ///
  /// An id the policy takes twice: with the same target it is taken once; with other targets,
  /// which one is meant is not clear, and none is taken. Ids are told apart by code points, as
  /// keys are in the files.
  mutating func takeAll(_ units: [XLIFFUnit]) {
    var targets: [[UInt8]: Set<[UInt8]?>] = [:]
    for unit in units where Self.policyReason(unit, options.policy) == nil {
      targets[Array(unit.id.utf8), default: []].insert(unit.target.map { Array($0.utf8) })
    }
    var taken: Set<[UInt8]> = []
    for unit in units {
      if let reason = Self.policyReason(unit, options.policy) {
        report.ignored[reason, default: 0] += 1
        continue
      }
      let id = Array(unit.id.utf8)
      if (targets[id]?.count ?? 0) > 1 {
        skip(.repeatedID, unit)
        continue
      }
      if !taken.insert(id).inserted {
        report.ignored["id repeated", default: 0] += 1
        continue
      }
      take(unit)
    }
  }

  /// Whether the unit's target is in a `needs-review-*` state.
  static func needsReview(_ unit: XLIFFUnit) -> Bool {
    unit.state?.hasPrefix("needs-review") == true
  }

  /// Why the policy does not take `unit`, or `nil` when it does.
  static func policyReason(_ unit: XLIFFUnit, _ policy: XLIFFImport.Policy) -> String? {
    guard unit.translate else { return "translate=\"no\"" }
    guard unit.target != nil else { return "no target" }
    if policy == .xcode, let state = unit.state, state == "new" || needsReview(unit) {
      return "state \(state)"
    }
    return nil
  }

  private mutating func skip(
    _ reason: XLIFFImport.SkipReason, _ unit: XLIFFUnit, detail: String? = nil
  ) {
    report.skipped.append(
      XLIFFImport.UnitNote(reason: reason, id: unit.id, line: unit.line, detail: detail))
  }

  /// The key a unit names in the table: its id's, or, for an id from an Xcode 9 export that
  /// leaked the `.strings` escaping (`\"`), the key without it.
  private func row(of key: String) -> (key: LocalizationKey, row: Int)? {
    if let row = table.row(of: LocalizationKey(key)) { return (LocalizationKey(key), row) }
    guard key.contains("\\\"") else { return nil }
    let unescaped = LocalizationKey(key.replacing("\\\"", with: "\""))
    return table.row(of: unescaped).map { (unescaped, $0) }
  }

  private mutating func take(_ unit: XLIFFUnit) {
    guard let target = unit.target else { return }
    if unit.isStringSet { return skip(.stringSet, unit) }
    guard let id = XLIFFUnitID(unit.id, stringsdict: match.kind == .stringsdict),
      match.kind != .stringsdict || id.key != unit.id
    else { return skip(.unsupportedVariation, unit) }
    guard let (key, row) = row(of: id.key) else { return newKey(unit, id: id, target: target) }
    let cell = CellID(table: table.table, key: key, language: language)
    if match.kind == .strings || match.kind == .stringsdict,
      let column = project.sourceColumn(ofGrid: match.grid),
      !project.content(grid: match.grid, row: row, column: column).isPresent
    {
      // Only a translation has the key: the development language no longer does (or a key
      // added in the target language only, whose source text is now asked for).
      guard options.addingKeys || usedInCode(key.text), case .key = id else {
        return skip(.unknownKey, unit)
      }
      if options.addingKeys, options.addingSourceText {
        let source = CellID(table: table.table, key: key, language: project.languages[column])
        keyEdits.append(.setText(source, unit.source))
      }
    }
    if let now = sourceText(of: id, row: row), !Self.sameSource(now, unit.source) {
      return skip(.staleSource, unit, detail: "now \u{201C}\(now)\u{201D}")
    }
    if case .key = id, !target.isEmpty, let check = options.formatProblem,
      let problem = check(unit.source, target)
    {
      if options.strict { return skip(.formatMismatch, unit, detail: problem) }
      report.warnings.append(
        XLIFFImport.UnitNote(reason: .formatMismatch, id: unit.id, line: unit.line, detail: problem)
      )
    }
    let current = project.content(of: cell)
    switch id {
    case .key:
      if match.kind != .catalog, project.showsOverlay(cell) {
        // The key's `.strings` text, beside its plural: never the plural's format.
        guard project.shadowedText(of: cell).map(Self.held) != target else { return }
        texts.append(.setShadowedText(cell, target))
      } else if let entry = current.plural {
        guard Self.unnumbered(Self.held(entry.formatKey)) != Self.unnumbered(target) else {
          return
        }
        texts.append(.setPluralFormat(cell, target))
      } else if let text = current.text, Self.held(text) == target {
        if current.state == .new || current.state == .needsReview {
          texts.append(.setState(cell, .translated))
        } else if !Self.needsReview(unit), project.reviewState(of: cell)?.needsReview == true {
          // A target the translator marked reviewed, text unchanged: reviewed here too.
          texts.append(.setReview(cell, nil, .translated))
        }
        return
      } else {
        texts.append(.setText(cell, target))
        // Taken although it needs review (`--take all`): it still does.
        if Self.needsReview(unit) { texts.append(.setReview(cell, nil, .needsReview(.imported))) }
        if !current.isPresent, match.kind != .catalog, let note = unit.note, !note.isEmpty {
          texts.append(.setComment(cell, note))
        }
      }
    case .formatKey:
      guard current.plural.map({ Self.held($0.formatKey) }) != target else { return }
      texts.append(.setPluralFormat(cell, target))
    case .form(_, let variable, let form):
      let existing = current.plural?.variables.first { $0.id == variable }?.form(form)
      let address = PluralFormID(variable, form)
      guard existing.map(Self.held) != target else {
        // A form the translator marked reviewed, text unchanged: reviewed here too.
        if !Self.needsReview(unit),
          project.reviewState(of: cell, form: address)?.needsReview == true
        {
          formReviews.append(.setReview(cell, address, .translated))
        }
        return
      }
      forms.set(target, form: form, of: variable, cell: cell)
      // Taken although it needs review (`--take all`): it still does.
      if Self.needsReview(unit) {
        formReviews.append(.setReview(cell, address, .needsReview(.imported)))
      }
    }
    if current.isPresent {
      if report.changed.last != key.text { report.changed.append(key.text) }
    } else if report.added.last != key.text {
      report.added.append(key.text)
    }
  }

  /// A unit whose key the table lacks: a new entry of an Interface Builder table (the
  /// storyboard has the key), a key added with `--add-keys`, else skipped.
  private mutating func newKey(_ unit: XLIFFUnit, id: XLIFFUnitID, target: String) {
    guard case .key(let text) = id else { return skip(.unknownKey, unit) }
    let key = LocalizationKey(text)
    let cell = CellID(table: table.table, key: key, language: language)
    let note = unit.note.flatMap { $0.isEmpty ? nil : $0 }
    if match.kind == .interfaceBuilder {
      texts.append(.setText(cell, target))
      if let note { texts.append(.setComment(cell, note)) }
    } else if options.addingKeys || usedInCode(text) {
      let comment = note == XLIFFExport.noComment ? nil : note
      if !options.addingKeys { report.addedFromCode.append(text) }
      if options.addingKeys, options.addingSourceText {
        keyEdits.append(.addKey(table.table, key, sourceValue: unit.source, comment: comment))
      } else if match.kind == .catalog {
        // The catalog's key, without a source value: only the target language is written.
        keyEdits.append(.extractKey(table.table, key, value: nil, comment: comment))
      }
      texts.append(.setText(cell, target))
      if !options.addingSourceText, match.kind != .catalog, let comment {
        texts.append(.setComment(cell, comment))
      }
    } else {
      return skip(.unknownKey, unit)
    }
    report.added.append(text)
  }

  /// Whether the scanned code uses `key` with this table (`Options.keysInCode`).
  private func usedInCode(_ key: String) -> Bool {
    options.keysInCode[String(table.table.name)]?.contains(key) == true
  }

  /// The development language's text now for the unit `id` at `row`, as the export writes
  /// it in `<source>`; `nil` when the project has none to compare with.
  private func sourceText(of id: XLIFFUnitID, row: Int) -> String? {
    guard let column = project.sourceColumn(ofGrid: match.grid) else { return nil }
    let cell = project.cellID(grid: match.grid, row: row, column: column)
    let source = project.content(grid: match.grid, row: row, column: column)
    switch id {
    case .key:
      if match.kind != .catalog, project.showsOverlay(cell) {
        return project.shadowedText(of: cell)
      }
      if let plural = source.plural {
        return plural.variables.contains(where: \.id.isSubstitution) ? plural.formatKey : nil
      }
      // A catalog key without a source text is its own; a file's key is what the file says.
      guard match.kind == .catalog, !source.isPresent else { return source.text }
      return cell.key.text
    case .formatKey:
      return source.plural?.formatKey
    case .form(_, let variable, let form):
      guard let forms = source.plural?.variables.first(where: { $0.id == variable }) else {
        return nil
      }
      return forms.form(form) ?? forms.form("other") ?? forms.forms.last?.text
    }
  }

  /// Whether the exported `<source>` is `now`: as XML holds it, argument positions of
  /// `%#@name@` tokens aside, and the `\"` of an Xcode 9 export read as `"`.
  private static func sameSource(_ now: String, _ source: String) -> Bool {
    let held = Self.held(now)
    if held == source || unnumbered(held) == unnumbered(source) { return true }
    return source.contains("\\\"") && held == source.replacing("\\\"", with: "\"")
  }

  /// `text` as an exported XLIFF holds it: a target equal to that is no change (a character
  /// XML cannot hold was left out on export, not deleted by the translator).
  private static func held(_ text: String) -> String {
    XLIFFWriter.representable(text)
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
