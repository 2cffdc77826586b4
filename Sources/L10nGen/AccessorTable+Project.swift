import L10nGrammar
import L10nModel

extension AccessorTable {
  /// The tables of `project` with their source-language strings, in name order.
  ///
  /// Tables with one name in several bundles (`Localizable` of an app and of its widget) are
  /// one table, as one `Bundle` lookup sees them; the first bundle with a value wins. A key of
  /// a table the source language has no `.strings` file for (the key is the English text, as
  /// genstrings writes it; the source may have only a `.stringsdict`) takes its key as text,
  /// typed from the key when it has specifiers, else from the first language that has the key;
  /// `keyAsText` counts them. Keys a table's source file lacks are left out (`skipped` counts
  /// them). Names are made unique per level, and the tables' type names across tables (see
  /// `AccessorNames`); `renamed` lists the tables whose type name was changed.
  package static func tables(
    of project: Project, reservedTypeNames: Set<String> = []
  ) -> (tables: [AccessorTable], skipped: Int, keyAsText: Int, renamed: [TypeNameChange]) {
    var byName: [String: [AccessorString]] = [:]
    var seen: [String: Set<String>] = [:]
    var skipped = 0
    var keyAsText = 0
    for grid in project.grids.indices {
      let name = String(project.grids[grid].table.name)
      let source = project.sourceColumn(ofGrid: grid)
      for (row, key) in project.grids[grid].keys.enumerated() {
        guard seen[name]?.contains(key.text) != true else { continue }
        var string: AccessorString?
        if let source {
          string = describe(key, project.content(grid: grid, row: row, column: source)).map {
            var string = $0
            string.comment = project.comment(grid: grid, row: row, column: source)
            return string
          }
        }
        if string == nil, source.map({ project.grids[grid].files[$0] == nil }) ?? true {
          string = keyAsTextString(key, grid: grid, row: row, in: project)
          if string != nil { keyAsText += 1 }
        }
        guard let string else {
          skipped += 1
          continue
        }
        seen[name, default: []].insert(key.text)
        byName[name, default: []].append(string)
      }
    }
    let names = byName.keys.sorted()
    let (typeNames, renamed) = AccessorNames.tableTypeNames(names, reserved: reservedTypeNames)
    let tables = zip(names, typeNames).map { name, typeName in
      let strings = (byName[name] ?? []).sorted {
        $0.key.utf8.lexicographicallyPrecedes($1.key.utf8)
      }
      return AccessorTable(
        name: name, typeName: typeName,
        levels: AccessorNames.resolve(
          AccessorLevel.tree(of: strings), reservedTypeNames: reservedTypeNames))
    }
    return (tables, skipped, keyAsText, renamed)
  }

  /// A key of a table without a source-language file: the key is its text.
  private static func keyAsTextString(
    _ key: LocalizationKey, grid: Int, row: Int, in project: Project
  ) -> AccessorString? {
    let present = project.languages.indices.lazy.compactMap { column in
      describe(key, project.content(grid: grid, row: row, column: column)).map { ($0, column) }
    }.first
    guard let (found, column) = present else { return nil }
    var string = found
    string.translation = key.text
    let keyTypes = SwiftArgumentTypes.of(text: key.text)
    if !keyTypes.isEmpty { string.types = keyTypes }
    string.comment = project.comment(grid: grid, row: row, column: column)
    return string
  }

  /// The string a cell describes, without its comment; `nil` when the cell has no value.
  private static func describe(_ key: LocalizationKey, _ content: CellContent) -> AccessorString? {
    let (translation, types): (String, [String])
    switch content {
    case .text(let text, _): (translation, types) = (text, SwiftArgumentTypes.of(text: text))
    case .plural(let entry, _):
      (translation, types) = (entry.otherText, SwiftArgumentTypes.of(plural: entry))
    case .structured(let summary): (translation, types) = (summary, [])
    case .missing, .unreadable: return nil
    }
    return AccessorString(
      key: key.text, name: key.text, flatName: key.text, translation: translation, types: types,
      comment: nil)
  }
}

extension AccessorLevel {
  /// The levels of `strings` split at `.`: `settings.general.title` is string `title` in level
  /// `general` in level `settings`.
  static func tree(of strings: [AccessorString]) -> AccessorLevel {
    var root = AccessorLevel(name: "", children: [], strings: [])
    for string in strings {
      var path = string.key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      var named = string
      named.name = path.removeLast()
      root.insert(named, at: path[...])
    }
    return root
  }

  private mutating func insert(_ string: AccessorString, at path: ArraySlice<String>) {
    guard let first = path.first else {
      strings.append(string)
      return
    }
    if let index = children.firstIndex(where: { $0.name == first }) {
      children[index].insert(string, at: path.dropFirst())
    } else {
      var child = AccessorLevel(name: first, children: [], strings: [])
      child.insert(string, at: path.dropFirst())
      children.append(child)
    }
  }
}

extension PluralEntry {
  /// The format with each `%#@name@` token replaced by its variable's `other` form (else its
  /// last); without a format (a String Catalog's own plural variations) the first variable's
  /// `other` form.
  var otherText: String {
    func other(_ name: String) -> String? {
      guard let variable = variables.first(where: { $0.name == name }) else { return nil }
      let forms = zip(variable.forms.map(\.category), variable.spelledForms)
      return (forms.first { $0.0 == "other" } ?? forms.reversed().first).map(\.1)
    }
    guard !formatKey.isEmpty else { return variables.first.flatMap { other($0.name) } ?? "" }
    let scalars = Array(formatKey.unicodeScalars)
    var text = ""
    var done = 0
    for (range, item) in FormatString.spans(in: formatKey) {
      guard case .specifier(let specifier) = item, let name = specifier.pluralVariable,
        let form = other(name)
      else { continue }
      text.unicodeScalars.append(contentsOf: scalars[done..<range.lowerBound])
      text += form
      done = range.upperBound
    }
    text.unicodeScalars.append(contentsOf: scalars[done...])
    return text
  }
}
