import L10nModel

/// What an import does to each language: the keys whose values it adds, changes and removes.
///
/// Read from the edits `JSONImport` returns and the project they apply to: a value set where
/// the language had none is added, one set over a value is changed, a removed translation is
/// removed. Languages are in the project's column order (new ones last, as the JSON names
/// them); keys in the order the edits name them.
package struct ImportReport: Hashable, Sendable {
  /// What happens to one language.
  package struct Language: Hashable, Sendable {
    /// The language.
    package var language: LanguageID
    /// The keys given a value the language did not have.
    package var added: [String] = []
    /// The keys whose value changes.
    package var changed: [String] = []
    /// The keys whose translation is removed (`--prune`).
    package var removed: [String] = []
  }

  /// The languages with something to do, in order.
  package var languages: [Language] = []

  /// The most keys a line lists before saying how many more there are.
  package static let listedKeys = 5

  /// Reads what `edits` do to `project`; keys are named `Table/key` when the edits touch
  /// several tables.
  package init(_ edits: [CellEdit], in project: Project) {
    let tables = Set(edits.compactMap(\.table))
    var seen: Set<CellID> = []
    var positions: [LanguageID: Int] = [:]
    for edit in edits {
      let cell: CellID
      let removes: Bool
      switch edit {
      case .setText(let id, _), .setPluralForms(let id, _, _), .setPluralFormat(let id, _):
        (cell, removes) = (id, false)
      case .removeTranslation(let id): (cell, removes) = (id, true)
      default: continue
      }
      guard seen.insert(cell).inserted else { continue }
      let name = tables.count > 1 ? "\(cell.table)/\(cell.key.text)" : cell.key.text
      let index: Int
      if let known = positions[cell.language] {
        index = known
      } else {
        index = languages.count
        positions[cell.language] = index
        languages.append(Language(language: cell.language))
      }
      if removes {
        languages[index].removed.append(name)
      } else if case .missing = project.content(of: cell) {
        languages[index].added.append(name)
      } else {
        languages[index].changed.append(name)
      }
    }
    let order = Dictionary(
      project.languages.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    languages = languages.enumerated().sorted {
      (order[$0.element.language] ?? Int.max, $0.offset)
        < (order[$1.element.language] ?? Int.max, $1.offset)
    }.map(\.element)
  }

  /// One line per language: `de: added 1 (welcome.title); changed 2 (a, b); removed 1 (old)`,
  /// naming at most `listedKeys` keys per kind.
  package var lines: [String] {
    languages.map { language in
      let parts = [
        ("added", language.added), ("changed", language.changed), ("removed", language.removed),
      ].filter { !$0.1.isEmpty }.map { kind, keys in
        let shown = keys.prefix(Self.listedKeys).joined(separator: ", ")
        let more = keys.count > Self.listedKeys ? ", … \(keys.count - Self.listedKeys) more" : ""
        return "\(kind) \(keys.count) (\(shown)\(more))"
      }
      return "\(language.language): " + parts.joined(separator: "; ")
    }
  }
}
