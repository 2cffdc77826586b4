import L10nFormats
import L10nGrammar
import L10nModel
import L10nScan

extension ExtractCommand {
  /// A String Catalog key whose code gives a changed source text (`defaultValue:`, `value:`).
  ///
  /// The catalog's source text follows the code, as Xcode's build
  /// does for a key extracted with its value (`extracted_with_value`; a key whose source text
  /// was set by hand, `manual`, keeps it). Its translations are then marked `needs review:
  /// source changed` by the cell layer.
  struct ValueUpdate {
    var table: TableID
    var key: LocalizationKey
    var old: String
    var new: String
  }

  /// The value updates `usage` asks of `project`'s catalogs.
  func valueUpdates(_ usage: CodeUsage, in project: Project) -> [ValueUpdate] {
    var updates: [CellID: ValueUpdate] = [:]
    for reference in usage.references where reference.key.hasLetters {
      guard let named = reference.table, let value = reference.value else { continue }
      let table = reference.namesTable ? named : tableDefault
      for grid in project.grids.indices where project.grids[grid].table.name == table {
        let key = LocalizationKey(reference.key.description)
        guard let file = project.catalogFile(ofGrid: grid),
          project.files[file].catalog?.entry(key)?.extractionState == "extracted_with_value"
        else { continue }
        let cell = CellID(
          table: project.grids[grid].table, key: key, language: project.sourceLanguage)
        let new = FormatString.positional(value)
        guard let old = project.content(of: cell).text,
          !old.unicodeScalars.elementsEqual(new.unicodeScalars)
        else { continue }
        updates[cell] = ValueUpdate(table: cell.table, key: key, old: old, new: new)
      }
    }
    return updates.values.sorted { ($0.table, $0.key) < ($1.table, $1.key) }
  }

  /// The edits of `updates`: the source text set, its state kept (`new`, as extraction writes
  /// it).
  func edits(_ updates: [ValueUpdate], in project: Project) -> [CellEdit] {
    updates.flatMap { update -> [CellEdit] in
      let cell = CellID(table: update.table, key: update.key, language: project.sourceLanguage)
      let state = project.content(of: cell).state
      return [.setText(cell, update.new)]
        + (state.flatMap { $0 == .translated ? nil : [.setState(cell, $0)] } ?? [])
    }
  }
}
