import L10nGrammar
import L10nModel

extension AccessorTable {
  /// The tables of `project` with their source-language strings, in name order.
  ///
  /// Tables with one name in several bundles (`Localizable` of an app and of its widget) are
  /// one table, as one `Bundle` lookup sees them; the first bundle's value wins. Keys the
  /// source language lacks are left out (`skipped` counts them). Names are made unique per
  /// level (see `AccessorNames`).
  public static func tables(
    of project: Project, reservedTypeNames: Set<String> = []
  ) -> (tables: [AccessorTable], skipped: Int) {
    var byName: [String: [AccessorString]] = [:]
    var seen: [String: Set<String>] = [:]
    var skipped = 0
    for grid in project.grids.indices {
      let name = String(project.grids[grid].table.name)
      guard let column = project.sourceColumn(ofGrid: grid) else {
        skipped += project.grids[grid].keys.count
        continue
      }
      for (row, key) in project.grids[grid].keys.enumerated() {
        guard seen[name, default: []].insert(key.text).inserted else { continue }
        guard
          let (translation, types) = describe(
            project.content(grid: grid, row: row, column: column))
        else {
          skipped += 1
          continue
        }
        byName[name, default: []].append(
          AccessorString(
            key: key.text, name: key.text, flatName: key.text, translation: translation,
            types: types, comment: project.comment(grid: grid, row: row, column: column)))
      }
    }
    let tables = byName.keys.sorted().map { name in
      let strings = (byName[name] ?? []).sorted {
        $0.key.utf8.lexicographicallyPrecedes($1.key.utf8)
      }
      return AccessorTable(
        name: name,
        levels: AccessorNames.resolve(
          AccessorLevel.tree(of: strings), reservedTypeNames: reservedTypeNames))
    }
    return (tables, skipped)
  }

  /// The value and argument types of a source-language cell; `nil` when it has none.
  private static func describe(_ content: CellContent) -> (String, [String])? {
    switch content {
    case .text(let text, _): (text, SwiftArgumentTypes.of(text: text))
    case .plural(let entry, _): (entry.otherText, SwiftArgumentTypes.of(plural: entry))
    case .structured(let summary): (summary, [])
    case .missing, .unreadable: nil
    }
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
      let variable = variables.first { $0.name == name }
      return (variable?.forms.first { $0.category == "other" } ?? variable?.forms.last)?.text
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
