import Foundation
import L10nModel

/// A project's tables as the XLIFF Xcode exports for one language (`xcodebuild
/// -exportLocalizations`), read through the cell layer.
///
/// One `<file>` per source resource, named by the development language's file (`original`):
/// a table's `.strings` and its `.stringsdict` are two files, a String Catalog or a remote
/// strings JSON file one. Units are sorted by id with digit runs compared as numbers (see
/// `precedes(_:_:)`), files by `original` ignoring case, as Xcode does. `source-language` is
/// the development region (`en` for a project whose source is `Base`). A language the project
/// does not have yet exports with no targets.
///
/// - `.strings`: a unit per key of the source file; the note is the key's comment (its lines'
///   indentation kept, a file-header comment on the first key), `<note/>` when none; no
///   `state`, except `needs-review-l10n` on a target needing review (`Project.reviewState`).
/// - `.stringsdict`: a unit for each entry's format key and for each form of each plural
///   variable, the forms being the target language's categories (and any other it has), the
///   source text of a category the source lacks being its `other`; notes empty.
/// - String Catalogs (and remote JSON files): a unit per key, or per variation
///   (`key|==|plural.one`, `key|==|device.mac`, `key|==|substitutions.NAME.plural.few` with a unit
///   `key` for the text around substitutions, their tokens numbered); the target's review state
///   (`needs_review` → `needs-review-l10n`); `translate="no"` and no target for a key with
///   `shouldTranslate: false` (with the target it has); the key's comment as the note
///   (`from="auto-generated"` when Xcode generated it); for the development language, a key
///   without a string unit gets the source as a target in state `new`. A device variation
///   holding a plural and string sets are not exported.
/// - Plural categories are the target language's, as Xcode lists them (no `many` for es, fr,
///   it and pt, which current CLDR has).
package enum XLIFFExport {
  /// genstrings' comment for a key without one, which older Xcode exports wrote as the note.
  package static let noComment = "No comment provided by engineer."

  /// The languages whose CLDR `many` Xcode does not export (it is for large round numbers).
  static let languagesWithoutMany: Set<String> = ["es", "fr", "it", "pt"]

  /// The language XLIFF names as the source: the project's source language, or `en` when that
  /// is `Base` (Xcode writes the development region, never `Base`).
  package static func developmentRegion(of project: Project) -> LanguageID {
    project.sourceLanguage == .base ? .english : project.sourceLanguage
  }

  /// The plural categories Xcode exports for `language`, given CLDR's.
  static func exported(_ categories: [PluralCategory], of language: LanguageID) -> [PluralCategory]
  {
    let base = language.code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? ""
    guard languagesWithoutMany.contains(base.lowercased()) else { return categories }
    return categories.filter { $0 != .many }
  }

  /// Whether unit id `lhs` goes before `rhs` in Xcode's order: runs of ASCII digits compared
  /// as numbers (`2. …` before `12-hour`), everything else by code point, case-sensitively.
  package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    let left = Array(lhs.unicodeScalars)
    let right = Array(rhs.unicodeScalars)
    func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }
    func run(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
      var end = start
      while end < scalars.count, isDigit(scalars[end]) { end += 1 }
      return end
    }
    var (i, j) = (0, 0)
    while i < left.count, j < right.count {
      guard isDigit(left[i]), isDigit(right[j]) else {
        if left[i] != right[j] { return left[i].value < right[j].value }
        i += 1
        j += 1
        continue
      }
      let (leftEnd, rightEnd) = (run(left, from: i), run(right, from: j))
      let leftNumber = left[i..<leftEnd].drop { $0 == "0" }
      let rightNumber = right[j..<rightEnd].drop { $0 == "0" }
      if leftNumber.count != rightNumber.count { return leftNumber.count < rightNumber.count }
      if !leftNumber.elementsEqual(rightNumber) {
        return leftNumber.lexicographicallyPrecedes(rightNumber) { $0.value < $1.value }
      }
      // The same number: fewer leading zeros first.
      if leftEnd - i != rightEnd - j { return leftEnd - i < rightEnd - j }
      (i, j) = (leftEnd, rightEnd)
    }
    return left.count - i < right.count - j
  }

  /// The units (`original` and id) of `document` whose texts hold characters XML cannot, which
  /// the written file leaves out (see `XLIFFWriter.representable(_:)`).
  package static func unrepresentable(in document: XLIFFDocument) -> [(
    original: String, id: String
  )] {
    document.files.flatMap { file in
      file.units.filter { unit in
        [unit.id, unit.source, unit.target ?? "", unit.note ?? ""].contains {
          XLIFFWriter.representable($0) != $0
        }
      }.map { (file.original, $0.id) }
    }
  }

  /// The XLIFF for `language`; `categories` gives a language's CLDR plural categories.
  package static func document(
    of project: Project, language: LanguageID,
    categories: (LanguageID) -> [PluralCategory]
  ) -> XLIFFDocument {
    // A language the project does not have yet: every unit without a target.
    let target = project.column(of: language)
    let region = developmentRegion(of: project)
    var files: [XLIFFFile] = []
    for grid in project.grids.indices {
      let builder = UnitBuilder(
        project: project, grid: grid, target: target,
        categories: exported(categories(language), of: language).map(\.rawValue))
      for (original, units) in builder.files() where !units.isEmpty {
        files.append(
          XLIFFFile(
            original: original, sourceLanguage: region.code, targetLanguage: language.code,
            units: units.sorted { precedes($0.id, $1.id) }))
      }
    }
    files.sort {
      let (lhs, rhs) = ($0.original.lowercased(), $1.original.lowercased())
      return lhs == rhs ? KeyOrder.codePoint.precedes($0.original, $1.original) : lhs < rhs
    }
    return XLIFFDocument(files: files)
  }
}

/// The units of one table.
private struct UnitBuilder {
  let project: Project
  let grid: Int
  /// The target language's column (`nil`: a language the project does not have yet).
  let target: Int?
  /// The target language's plural categories.
  let categories: [String]

  var table: TableGrid { project.grids[grid] }

  /// The development language's column for the table.
  var source: Int { project.sourceColumn(ofGrid: grid) ?? 0 }

  /// What the target language's cell of `row` holds.
  private func targetContent(_ row: Int) -> CellContent {
    target.map { project.content(grid: grid, row: row, column: $0) } ?? .missing
  }

  /// Each source resource's `original` and units.
  func files() -> [(String, [XLIFFUnit])] {
    if let catalog = project.everyLanguageFile(ofGrid: grid) ?? seamDocument {
      return [(project.files[catalog].relativePath, table.keys.indices.flatMap(variedUnits))]
    }
    var result: [(String, [XLIFFUnit])] = []
    let source = self.source
    if let strings = table.files[source] {
      let units = table.keys.indices.compactMap { row -> XLIFFUnit? in
        guard let location = table.entry(row: row, language: source),
          Int(location.file) == strings,
          let text = project.content(grid: grid, row: row, column: source).text
        else { return nil }
        var unit = XLIFFUnit(
          id: table.keys[row].text, source: text,
          note: project.comment(grid: grid, row: row, column: source, keepingIndentation: true)
            ?? "")
        unit.target = targetContent(row).text
        // Xcode writes no state for a `.strings` target; one needing review (the review
        // file's) says so, in Xcode's spelling.
        if unit.target != nil, let target,
          project.reviewState(grid: grid, row: row, column: target)?.needsReview == true
        {
          unit.state = "needs-review-l10n"
        }
        return unit
      }
      result.append((project.files[strings].relativePath, units))
    }
    if let plurals = table.pluralFiles[source] {
      let units = table.keys.indices.flatMap { row -> [XLIFFUnit] in
        guard let location = table.entry(row: row, language: source),
          Int(location.file) == plurals
        else { return [] }
        return stringsdictUnits(row: row)
      }
      result.append((project.files[plurals].relativePath, units))
    }
    return result
  }

  /// The file of a table held by a document behind the cell layer's seam (a remote JSON file).
  private var seamDocument: Int? {
    table.files.lazy.compactMap { $0 }.first { project.files[$0].holdsEveryLanguage }
  }

  private func stringsdictUnits(row: Int) -> [XLIFFUnit] {
    let key = table.keys[row].text
    guard let sourceEntry = project.content(grid: grid, row: row, column: source).plural else {
      return []
    }
    let targetEntry = targetContent(row).plural
    // Xcode writes no state for a `.stringsdict` target; a form needing review (the review
    // file's) says so, in Xcode's spelling, as a `.strings` target does.
    let cell = target.map { project.cellID(grid: grid, row: row, column: $0) }
    let formStates = cell.map(project.formReviewStates(of:)) ?? [:]
    // The format's text needs review when the whole cell does (not one of its forms).
    let cellNeedsReview = cell.flatMap { project.reviews[$0]?.whole }?.needsReview == true
    var format = XLIFFUnit(
      id: XLIFFUnitID.formatKey(key).text, source: sourceEntry.formatKey, note: "")
    format.target = targetEntry?.formatKey
    if format.target != nil, cellNeedsReview { format.state = "needs-review-l10n" }
    var units = [format]
    for variable in sourceEntry.variables where variable.isPlural {
      let targetVariable = targetEntry?.variables.first { $0.id == variable.id }
      units += forms(
        key: key, variable: variable.id, source: variable, target: targetVariable,
        note: "",
        state: { name in
          formStates[PluralFormID(variable.id, name)]?.needsReview == true
            ? "needs-review-l10n" : nil
        })
    }
    return units
  }

  /// The units of a catalog or seam-document key: the key's text, or its variations.
  private func variedUnits(row: Int) -> [XLIFFUnit] {
    let key = table.keys[row].text
    let sourceLocation = table.entry(row: row, language: source)
    let targetLocation = target.flatMap { table.entry(row: row, language: $0) }
    let entry = (sourceLocation ?? targetLocation).flatMap { project.catalogEntry(at: $0)?.entry }
    let note = entry?.comment ?? ""
    let sourceContent = project.content(grid: grid, row: row, column: source)
    let targetContent = targetContent(row)
    let isAutoNote = entry?.node["isCommentAutoGenerated"] == .bool(true)
    func unit(_ id: String, source: String, translate: Bool = true) -> XLIFFUnit {
      var unit = XLIFFUnit(id: id, source: source, note: note, translate: translate)
      if isAutoNote, !note.isEmpty { unit.noteFrom = "auto-generated" }
      return unit
    }
    let targetState = { (form: (VariableID, String)?) -> String? in
      guard let location = targetLocation else { return nil }
      if project.catalogFile(ofGrid: grid) != nil {
        return xliffState(location: location, form: form)
      }
      // A document without states of its own (remote JSON): the review file's, as for
      // `.strings`.
      guard let target else { return nil }
      let cell = project.cellID(grid: grid, row: row, column: target)
      let state =
        if let (variable, name) = form {
          project.reviewState(of: cell, form: PluralFormID(variable, name))
        } else {
          project.reviewState(grid: grid, row: row, column: target)
        }
      return state?.needsReview == true ? "needs-review-l10n" : nil
    }
    if entry?.shouldTranslate == false {
      // Xcode 26 writes the text such a key has.
      var fixed = unit(key, source: sourceContent.text ?? key, translate: false)
      if let text = targetContent.text, targetContent.state != .stale,
        targetLocation.flatMap(project.catalogLocalization(at:)) != nil
      {
        fixed.target = text
        fixed.state = "translated"
      }
      return [fixed]
    }
    let sourcePlural = sourceContent.plural
    let targetPlural = targetContent.plural
    guard sourcePlural != nil || targetPlural != nil else {
      if case .structured = sourceContent { return [] }
      if case .structured = targetContent { return [] }
      var plain = unit(key, source: sourceContent.text ?? key)
      if let text = targetContent.text {
        plain.target = text
        plain.state = targetState(nil)
        if plain.state == "translated", targetContent.state == .other("machine_translated") {
          plain.stateQualifier = "leveraged-mt"
        }
        if targetContent.state == .stale { plain.target = nil }
        // The development language's key without a string unit: its source, to review.
        if target == source, let location = sourceLocation,
          project.catalogFile(ofGrid: grid) != nil,
          project.catalogLocalization(at: location) == nil
        {
          plain.state = "new"
        }
      }
      return [plain]
    }
    var units: [XLIFFUnit] = []
    var variables = sourcePlural?.variables ?? []
    for variable in targetPlural?.variables ?? []
    where !variables.contains(where: { $0.id == variable.id }) {
      variables.append(variable)
    }
    if variables.contains(where: \.id.isSubstitution) {
      var parent = unit(
        key,
        source: numbered(sourcePlural?.formatKey ?? sourceContent.text ?? key, at: sourceLocation))
      if let format = targetPlural?.formatKey, let targetLocation {
        parent.target = numbered(format, at: targetLocation)
        parent.state = targetState(nil)
      }
      units.append(parent)
    }
    for variable in variables {
      let sourceVariable = sourcePlural?.variables.first { $0.id == variable.id }
      let targetVariable = targetPlural?.variables.first { $0.id == variable.id }
      units += forms(
        key: key, variable: variable.id,
        source: sourceVariable
          ?? PluralVariable(
            id: variable.id, valueType: "", forms: [("other", sourceContent.text ?? key)]),
        target: targetVariable, note: note, state: { targetState((variable.id, $0)) }
      ).map { form in
        var form = form
        if isAutoNote, !note.isEmpty { form.noteFrom = "auto-generated" }
        return form
      }
    }
    return units
  }

  /// A unit per form of a variable: for plural variables the target language's categories
  /// and any other the target has, for device variants every device either has.
  private func forms(
    key: String, variable: VariableID, source: PluralVariable, target: PluralVariable?,
    note: String, state: (String) -> String?
  ) -> [XLIFFUnit] {
    var names =
      variable.isDevice ? source.forms.map(\.category) : categories
    for form in target?.forms ?? [] where !names.contains(form.category) {
      names.append(form.category)
    }
    return names.map { name in
      let sourceText =
        source.form(name) ?? source.form("other") ?? source.forms.last?.text ?? key
      var unit = XLIFFUnit(
        id: XLIFFUnitID.form(key: key, variable: variable, form: name).text, source: sourceText,
        note: note)
      if let text = target?.form(name) {
        unit.target = text
        unit.state = state(name)
      }
      return unit
    }
  }

  /// The XLIFF state of a catalog translation (of one form, when given); `nil` outside
  /// catalogs.
  private func xliffState(location: EntryLocation, form: (VariableID, String)?) -> String? {
    guard let localization = project.catalogLocalization(at: location) else { return nil }
    let unit =
      if let (variable, name) = form {
        localization.variants(of: variable)?[name]?["stringUnit"]
      } else {
        localization.node["stringUnit"]
      }
    switch unit?["state"]?.text {
    case "needs_review": return "needs-review-l10n"
    case "new": return "new"
    case nil: return form == nil ? nil : "translated"
    default: return "translated"
    }
  }

  /// `format` with each `%#@name@` token numbered as Xcode exports it: by its substitution's
  /// `argNum`, else by its place among the tokens.
  private func numbered(_ format: String, at location: EntryLocation?) -> String {
    let substitutions = location.flatMap {
      project.catalogLocalization(at: $0)?.node["substitutions"]
    }
    var output = ""
    var rest = Substring(format)
    var index = 0
    while let token = rest.range(of: "%#@") {
      output += rest[..<token.lowerBound]
      let after = rest[token.upperBound...]
      guard let end = after.firstIndex(of: "@") else { break }
      let name = String(after[..<end])
      index += 1
      var position = index
      if case .number(let text)? = substitutions?[name]?["argNum"], let number = Int(text) {
        position = number
      }
      output += "%\(position)$#@\(name)@"
      rest = after[after.index(after: end)...]
    }
    return output + rest
  }
}
