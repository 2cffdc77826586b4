import L10nModel

/// A localization file as sorted text, one line per cell: what `l10nedit show` prints for
/// git's `textconv`, so that `git diff` shows which translations changed.
///
/// `key [lang] = value`; a plural cell one line per form, `key [lang] {one} = …` (with
/// `{variable:one}` when the entry has several variables) and `key [lang] {format} = …` for
/// its outer format; a review state other than translated after the value as `(needs_review)`;
/// a comment as `key # comment`. Keys in code-point order, languages source first. Texts are
/// as they are: a line break in one is made visible where the lines are printed.
package enum CellListing {
  /// The lines of every table of `project`.
  package static func lines(of project: Project) -> [String] {
    var lines: [String] = []
    for grid in project.grids.indices {
      let table = project.grids[grid].table
      for key in project.grids[grid].keys {
        let name = key.text
        let comment = project.languages.lazy.compactMap {
          project.comment(of: CellID(table: table, key: key, language: $0))
        }.first
        if let comment { lines.append("\(name) # \(comment)") }
        for language in project.languages {
          let content = project.content(of: CellID(table: table, key: key, language: language))
          lines += self.lines(content, prefix: "\(name) [\(language.code)]")
        }
      }
    }
    return lines
  }

  /// The lines of one cell's content.
  private static func lines(_ content: CellContent, prefix: String) -> [String] {
    let state = content.state.flatMap { $0 == .translated ? nil : " (\($0))" } ?? ""
    switch content {
    case .text(let text, _): return ["\(prefix) = \(text)\(state)"]
    case .plural(let entry, _):
      var lines: [String] = []
      if !entry.formatKey.isEmpty {
        lines.append("\(prefix) {format} = \(entry.formatKey)\(state)")
      }
      for variable in entry.variables {
        let label = entry.variables.count > 1 ? "\(variable.name):" : ""
        for form in variable.forms {
          lines.append("\(prefix) {\(label)\(form.category)} = \(form.text)\(state)")
        }
      }
      return lines
    case .structured(let summary): return ["\(prefix) = \(summary)\(state)"]
    case .missing, .unreadable: return []
    }
  }
}
