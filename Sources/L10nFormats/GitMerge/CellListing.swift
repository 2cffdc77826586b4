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
  /// The lines of every table of `project`; without the language (`key = value`) when
  /// `showsLanguage` is false (a `.strings` file whose `.lproj` folder is not known).
  package static func lines(of project: Project, showsLanguage: Bool = true) -> [String] {
    groups(of: project, showsLanguage: showsLanguage).flatMap(\.lines)
  }

  /// The lines of a file left with git's conflict markers, from its two versions' projects:
  /// lines both versions have once, a line only OURS has followed by `<<<<<<< ours`, one only
  /// THEIRS has by `>>>>>>> theirs`, in key order.
  package static func lines(
    ours: Project, theirs: Project, showsLanguage: Bool = true
  ) -> [String] {
    let mine = groups(of: ours, showsLanguage: showsLanguage)
    let other = groups(of: theirs, showsLanguage: showsLanguage)
    var lines: [String] = []
    var (left, right) = (0, 0)
    while left < mine.count || right < other.count {
      let ourKey = left < mine.count ? mine[left].key : nil
      let theirKey = right < other.count ? other[right].key : nil
      if let ourKey, let theirKey, ourKey == theirKey {
        let both = Set(mine[left].lines).intersection(other[right].lines)
        for line in mine[left].lines {
          lines.append(both.contains(line) ? line : line + "  <<<<<<< ours")
        }
        for line in other[right].lines where !both.contains(line) {
          lines.append(line + "  >>>>>>> theirs")
        }
        left += 1
        right += 1
      } else if let ourKey,
        theirKey.map({ ourKey.utf8.lexicographicallyPrecedes($0.utf8) }) ?? true
      {
        lines += mine[left].lines.map { $0 + "  <<<<<<< ours" }
        left += 1
      } else {
        lines += other[right].lines.map { $0 + "  >>>>>>> theirs" }
        right += 1
      }
    }
    return lines
  }

  /// Each key's lines, in key order (one table after another).
  private static func groups(of project: Project, showsLanguage: Bool) -> [(
    key: String, lines: [String]
  )] {
    var groups: [(key: String, lines: [String])] = []
    for grid in project.grids.indices {
      let table = project.grids[grid].table
      for key in project.grids[grid].keys {
        let name = key.text
        var lines: [String] = []
        let comment = project.languages.lazy.compactMap {
          project.comment(of: CellID(table: table, key: key, language: $0))
        }.first
        if let comment { lines.append("\(name) # \(comment)") }
        for language in project.languages {
          let content = project.content(of: CellID(table: table, key: key, language: language))
          lines += self.lines(
            content, prefix: showsLanguage ? "\(name) [\(language.code)]" : name)
        }
        groups.append((name, lines))
      }
    }
    return groups
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
