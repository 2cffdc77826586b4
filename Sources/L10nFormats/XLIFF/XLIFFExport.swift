import Foundation
import L10nModel

/// A project's tables as the XLIFF Xcode exports for one language (`xcodebuild
/// -exportLocalizations`), read through the cell layer.
///
/// One `<file>` per source resource, named by the development language's file (`original`):
/// a table's `.strings` and its `.stringsdict` are two files, a String Catalog or a remote
/// strings JSON file one. Units are sorted by id in code-point order, files by `original`
/// ignoring case, as recent Xcode does.
///
/// - `.strings`: a unit per key of the source file; the note is the key's comment, else
///   genstrings' `No comment provided by engineer.`; no `state`.
/// - `.stringsdict`: a unit for each entry's format key and for each form of each plural
///   variable, the forms being the target language's categories (and any other it has), the
///   source text of a category the source lacks being its `other`; notes empty.
/// - String Catalogs (and remote JSON files): a unit per key, or per variation
///   (`key|==|plural.one`, `key|==|device.mac`, `key|==|substitutions.NAME.plural.few` with a unit
///   `key` for the text around substitutions, their tokens numbered); the target's review state
///   (`needs_review` → `needs-review-l10n`); `translate="no"` and no target for a key with
///   `shouldTranslate: false`; the key's comment as the note. A device variation holding a
///   plural and string sets are not exported.
public enum XLIFFExport {
  /// genstrings' comment for a key without one.
  public static let noComment = "No comment provided by engineer."

  /// The units (`original` and id) of `document` whose texts hold characters XML cannot, which
  /// the written file leaves out (see `XLIFFWriter.representable(_:)`).
  public static func unrepresentable(in document: XLIFFDocument) -> [(original: String, id: String)]
  {
    document.files.flatMap { file in
      file.units.filter { unit in
        [unit.id, unit.source, unit.target ?? "", unit.note ?? ""].contains {
          XLIFFWriter.representable($0) != $0
        }
      }.map { (file.original, $0.id) }
    }
  }

  /// The XLIFF for `language`; `categories` gives a language's CLDR plural categories.
  public static func document(
    of project: Project, language: LanguageID,
    categories: (LanguageID) -> [PluralCategory]
  ) -> XLIFFDocument {
    guard let target = project.column(of: language) else { return XLIFFDocument(files: []) }
    var files: [XLIFFFile] = []
    for grid in project.grids.indices {
      let builder = UnitBuilder(
        project: project, grid: grid, target: target,
        categories: categories(language).map(\.rawValue))
      for (original, units) in builder.files() where !units.isEmpty {
        files.append(
          XLIFFFile(
            original: original, sourceLanguage: project.sourceLanguage.code,
            targetLanguage: language.code,
            units: units.sorted { KeyOrder.codePoint.precedes($0.id, $1.id) }))
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
  let target: Int
  /// The target language's plural categories.
  let categories: [String]

  var table: TableGrid { project.grids[grid] }

  /// The development language's column for the table.
  var source: Int { project.sourceColumn(ofGrid: grid) ?? 0 }

  /// Each source resource's `original` and units.
  func files() -> [(String, [XLIFFUnit])] {
    if let catalog = project.catalogFile(ofGrid: grid) ?? seamDocument {
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
          note: project.comment(grid: grid, row: row, column: source) ?? XLIFFExport.noComment)
        unit.target = project.content(grid: grid, row: row, column: target).text
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
    table.files.lazy.compactMap { $0 }.first { project.files[$0].cellDocument != nil }
  }

  private func stringsdictUnits(row: Int) -> [XLIFFUnit] {
    let key = table.keys[row].text
    guard let sourceEntry = project.content(grid: grid, row: row, column: source).plural else {
      return []
    }
    let targetEntry = project.content(grid: grid, row: row, column: target).plural
    var format = XLIFFUnit(
      id: XLIFFUnitID.formatKey(key).text, source: sourceEntry.formatKey, note: "")
    format.target = targetEntry?.formatKey
    var units = [format]
    for variable in sourceEntry.variables where variable.isPlural {
      let targetVariable = targetEntry?.variables.first { $0.id == variable.id }
      units += forms(
        key: key, variable: variable.id, source: variable, target: targetVariable,
        note: "", state: { _ in nil })
    }
    return units
  }

  /// The units of a catalog or seam-document key: the key's text, or its variations.
  private func variedUnits(row: Int) -> [XLIFFUnit] {
    let key = table.keys[row].text
    let sourceLocation = table.entry(row: row, language: source)
    let targetLocation = table.entry(row: row, language: target)
    let entry = (sourceLocation ?? targetLocation).flatMap { project.catalogEntry(at: $0)?.entry }
    let note = entry?.comment ?? ""
    let sourceContent = project.content(grid: grid, row: row, column: source)
    let targetContent = project.content(grid: grid, row: row, column: target)
    let targetState = { (form: (VariableID, String)?) -> String? in
      guard let location = targetLocation else { return nil }
      return xliffState(location: location, form: form)
    }
    if entry?.shouldTranslate == false {
      return [
        XLIFFUnit(id: key, source: sourceContent.text ?? key, note: note, translate: false)
      ]
    }
    let sourcePlural = sourceContent.plural
    let targetPlural = targetContent.plural
    guard sourcePlural != nil || targetPlural != nil else {
      if case .structured = sourceContent { return [] }
      if case .structured = targetContent { return [] }
      var unit = XLIFFUnit(id: key, source: sourceContent.text ?? key, note: note)
      if let text = targetContent.text {
        unit.target = text
        unit.state = targetState(nil)
        if unit.state == "translated", targetContent.state == .other("machine_translated") {
          unit.stateQualifier = "leveraged-mt"
        }
        if targetContent.state == .stale { unit.target = nil }
      }
      return [unit]
    }
    var units: [XLIFFUnit] = []
    var variables = sourcePlural?.variables ?? []
    for variable in targetPlural?.variables ?? []
    where !variables.contains(where: { $0.id == variable.id }) {
      variables.append(variable)
    }
    if variables.contains(where: \.id.isSubstitution) {
      var parent = XLIFFUnit(
        id: key,
        source: numbered(sourcePlural?.formatKey ?? sourceContent.text ?? key, at: sourceLocation),
        note: note)
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
        target: targetVariable, note: note, state: { targetState((variable.id, $0)) })
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
