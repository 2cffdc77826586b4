import L10nModel

/// Reads JSON in the shape `JSONExport` writes and turns it into cell edits: what changed, and
/// nothing else.
///
/// A string value sets a cell's text; an object of CLDR categories (`{"one": "…", "other":
/// "…"}`), or one such object per variable, sets plural forms. A language the project lacks is
/// added; its code must be able to name an `.lproj` folder (`LprojName`: no `../x`, `/abs`,
/// `a/b` or empty code), and not the folder of another spelling the project or the JSON has
/// (`EN` beside `en`, `es_MX` beside `es-MX`). Values equal to the project's are skipped, so
/// importing an unchanged export gives no edit. When pruning, a key a language of the JSON
/// lacks loses that language's translation (only that language's: languages the JSON does not
/// name, the source language included, keep theirs). Anything else (a number, an array, an
/// unknown table, a plural object for a key that is not plural, a name given twice in one
/// object) is an error with its line and column, and no edit is returned.
package enum JSONImport {
  /// The edits that make `project` hold what `bytes` (read from `path`) says, for `selection`.
  ///
  /// With `pruning`, also the removals of the translations of keys each language of the JSON
  /// lacks, in the tables the JSON has.
  package static func edits(
    _ bytes: [UInt8], path: String, into project: Project, _ selection: JSONExport.Selection,
    pruning: Bool = false
  ) throws(ParseError) -> [CellEdit] {
    var reader = Reader(path: path, project: project, pruning: pruning)
    let root = try JSONReader.read(bytes, path: path)
    switch selection {
    case .allTables:
      for table in try reader.members(of: root, at: nil, expecting: "an object of tables") {
        let id = TableID(table.key.value)
        guard project.gridIndex(of: id) != nil else {
          throw reader.failure(
            at: table, "the project has no table \(ContentExcerpt.quoted(id.path))")
        }
        try reader.readTable(id, table.value, at: table)
      }
    case .table(let table):
      guard project.gridIndex(of: table) != nil else {
        throw ParseError(
          path: path, location: .init(line: 1, column: 1),
          reason: "the project has no table \(ContentExcerpt.quoted(table.path))")
      }
      try reader.readTable(table, root, at: nil)
    }
    return reader.edits
  }

  private struct Reader {
    let path: String
    let project: Project
    let pruning: Bool
    var edits: [CellEdit] = []
    var addedLanguages: Set<LanguageID> = []

    init(path: String, project: Project, pruning: Bool) {
      self.path = path
      self.project = project
      self.pruning = pruning
    }

    mutating func readTable(_ table: TableID, _ node: JSONNode, at member: JSONMember?)
      throws(ParseError)
    {
      var spellings = Dictionary(
        project.languages.compactMap { language in
          (try? LprojName(validating: language.code)).map { ($0.collisionKey, language.code) }
        }, uniquingKeysWith: { first, _ in first })
      for language in try members(of: node, at: member, expecting: "an object of languages") {
        try checkSpelling(of: language, against: &spellings)
        let id = LanguageID(language.key.value)
        if project.column(of: id) == nil, addedLanguages.insert(id).inserted {
          edits.append(.addLanguage(id))
        }
        let keys = try members(of: language.value, at: language, expecting: "an object of keys")
        for key in keys {
          let cell = CellID(table: table, key: LocalizationKey(key.key.value), language: id)
          try read(key, into: cell)
        }
        if pruning { prune(table, language: id, keeping: Set(keys.map(\.key.value))) }
      }
    }

    /// Refuses a language code that cannot name an `.lproj` folder, or names the folder of
    /// another spelling in `spellings` (collision key → code), to which it is then added.
    private func checkSpelling(of language: JSONMember, against spellings: inout [String: String])
      throws(ParseError)
    {
      let name: LprojName
      do {
        name = try LprojName(validating: language.key.value)
      } catch {
        throw failure(at: language, error.reason)
      }
      if let other = spellings.updateValue(name.code, forKey: name.collisionKey),
        other != name.code
      {
        throw failure(
          at: language,
          "\"\(name.code)\" names the same .lproj folder as \"\(other)\" (case and _/- aside): "
            + "use one spelling")
      }
    }

    /// Removes the translations `language` has in `table` of keys not in `kept`.
    ///
    /// Only values the JSON could have held are removed: a cell `export` leaves out (a String
    /// Catalog string set, device variations) is never in the JSON, so its absence says
    /// nothing.
    private mutating func prune(_ table: TableID, language: LanguageID, keeping kept: Set<String>) {
      guard let grid = project.gridIndex(of: table), let column = project.column(of: language)
      else { return }
      for (row, key) in project.grids[grid].keys.enumerated() where !kept.contains(key.text) {
        let content = project.content(grid: grid, row: row, column: column)
        guard JSONExport.value(of: content) != nil else { continue }
        edits.append(.removeTranslation(CellID(table: table, key: key, language: language)))
      }
    }

    private mutating func read(_ member: JSONMember, into cell: CellID) throws(ParseError) {
      let current = project.content(of: cell)
      switch member.value {
      case .string(let text):
        if let existing = JSONExport.text(of: current),
          existing.unicodeScalars.elementsEqual(text.value.unicodeScalars)
        {
          return
        }
        edits.append(.setText(cell, text.value))
      case .object(let members):
        try readPlural(members, at: member, into: cell, current: current.plural)
      default:
        throw failure(at: member, "expected a string or an object of plural forms")
      }
    }

    private mutating func readPlural(
      _ members: [JSONMember], at member: JSONMember, into cell: CellID, current: PluralEntry?
    ) throws(ParseError) {
      let sourceCell = CellID(table: cell.table, key: cell.key, language: project.sourceLanguage)
      let variables =
        (current ?? project.content(of: sourceCell).plural)?.variables
        .filter(\.isPlural) ?? []
      guard !variables.isEmpty else {
        throw failure(at: member, "\"\(cell.key)\" is not a plural entry in \(cell.table)")
      }
      let isForms = members.allSatisfy { PluralCategory(rawValue: $0.key.value) != nil }
      let perVariable: [(id: VariableID, forms: [JSONMember])]
      if isForms {
        guard variables.count == 1, let only = variables.first else {
          throw failure(at: member, "\"\(cell.key)\" has several plural variables: name them")
        }
        perVariable = [(only.id, members)]
      } else {
        var list: [(id: VariableID, forms: [JSONMember])] = []
        for item in members {
          guard let variable = variables.first(where: { $0.name == item.key.value }) else {
            throw failure(
              at: item,
              "\"\(cell.key)\" has no plural variable \(ContentExcerpt.quoted(item.key.value))")
          }
          list.append(
            (variable.id, try self.members(of: item.value, at: item, expecting: "plural forms")))
        }
        perVariable = list
      }
      for (id, forms) in perVariable {
        let existing = current?.variables.first { $0.id == id }
        var changes: [String: String?] = [:]
        for form in forms {
          guard PluralCategory(rawValue: form.key.value) != nil else {
            throw failure(
              at: form, "\(ContentExcerpt.quoted(form.key.value)) is not a plural category")
          }
          guard let text = form.value.text else {
            throw failure(at: form, "expected the text of the \(form.key.value) form")
          }
          if existing?.form(form.key.value).map({
            $0.unicodeScalars.elementsEqual(text.unicodeScalars)
          }) != true {
            changes[form.key.value] = text
          }
        }
        if !changes.isEmpty { edits.append(.setPluralForms(cell, id, changes)) }
      }
    }

    func members(of node: JSONNode, at member: JSONMember?, expecting what: String)
      throws(ParseError) -> [JSONMember]
    {
      guard let members = node.members else {
        throw member.map { failure(at: $0, "expected \(what)") }
          ?? ParseError(path: path, location: .init(line: 1, column: 1), reason: "expected \(what)")
      }
      // A name given twice: which value is meant is not clear, so nothing is imported.
      // By code points: "é" and "e" + U+0301 are two keys, as in the files.
      var seen: [[UInt8]: JSONMember] = [:]
      for item in members {
        if let first = seen.updateValue(item, forKey: Array(item.key.value.utf8)) {
          throw failure(
            at: item,
            "\"\(item.key.value)\" is given twice (also at \(first.location.line):"
              + "\(first.location.column)): which one is meant is not clear")
        }
      }
      return members
    }

    func failure(at member: JSONMember, _ reason: String) -> ParseError {
      ParseError(path: path, location: member.location.expanded, reason: reason)
    }
  }
}
