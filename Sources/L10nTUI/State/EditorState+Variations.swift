import L10nGrammar
import L10nModel

/// String Catalog authoring beyond text on the selected cell (`CellEdit.vary`, a key's
/// `shouldTranslate`): each one undoable step, refused with the format's reason elsewhere.
extension EditorState {
  /// Varies the selected cell by plural (its language's categories for whole numbers), or
  /// back when it does.
  mutating func varyByPlural() {
    guard let cell = selectedCell else { return }
    let varies = project.content(of: cell).plural?.variables.contains { $0.id == .plural } ?? false
    let categories = PluralRules.integerCategories(of: cell.language).map(\.rawValue)
    let variation: CellVariation =
      varies ? .unplural(device: nil) : .plural(categories: categories, device: nil)
    guard perform([.vary(cell, variation)]) != nil else { return }
    document.editedCells.insert(cell)
    message =
      varies
      ? "\"\(cell.key)\" in \(cell.language): the other form's text again (u undoes)"
      : "\"\(cell.key)\" in \(cell.language) varies by plural: "
        + categories.joined(separator: ", ") + " (copies need review; u undoes)"
  }

  /// Asks for the device the selected cell is to vary by.
  mutating func startVaryingByDevice() {
    guard let cell = selectedCell else { return }
    mode = .editing(.device(cell), LineEditor(singleLine: true))
  }

  /// Varies `cell` by `device`, or removes the device's form when it varies on it already.
  mutating func varyByDevice(_ device: String, cell: CellID) {
    guard !device.isEmpty else { return }
    let devices = project.content(of: cell).plural?.variables.first { $0.id == .device }
    let varies = devices?.forms.contains { $0.category == device } ?? false
    let variation: CellVariation = varies ? .removeDevice(device) : .addDevice(device)
    guard perform([.vary(cell, variation)]) != nil else { return }
    document.editedCells.insert(cell)
    message = "\"\(cell.key)\" in \(cell.language): \(variation) (u undoes)"
  }

  /// Asks for the number of the argument the selected cell is to vary by plural.
  mutating func startVaryingArgument() {
    guard let cell = selectedCell else { return }
    mode = .editing(.argument(cell), LineEditor(singleLine: true))
  }

  /// Varies argument `number` (typed) of `cell` by plural — a substitution `argN` — or back
  /// when it does.
  mutating func varyArgument(_ number: String, cell: CellID) {
    guard let argument = Int(number), argument >= 1 else {
      if !number.isEmpty { message = "Not changed: \"\(number)\" is no argument number (1, 2, …)" }
      return
    }
    let varies =
      project.content(of: cell).plural?.variables.contains {
        $0.id == .substitution("arg\(argument)")
      } ?? false
    let categories = PluralRules.integerCategories(of: cell.language).map(\.rawValue)
    let variation: CellVariation =
      varies
      ? .unsubstitution(argument: argument)
      : .substitution(argument: argument, categories: categories)
    guard perform([.vary(cell, variation)]) != nil else { return }
    document.editedCells.insert(cell)
    message =
      "\"\(cell.key)\" in \(cell.language): \(variation)"
      + (varies ? "" : " (write the forms around %arg; u undoes)")
  }

  /// Marks the selected cell's key Don't Translate (`shouldTranslate: false`), or to translate
  /// again.
  mutating func toggleTranslate() {
    guard let cell = selectedCell else { return }
    let off = project.keyAttributes(of: cell.key, in: cell.table)["shouldTranslate"] == "false"
    let edit = CellEdit.setKeyAttribute(
      cell.table, cell.key, name: "shouldTranslate", value: off ? nil : "false")
    guard perform([edit]) != nil else { return }
    rebuildRows(keeping: selectedCell)
    message =
      off
      ? "\"\(cell.key)\" is to be translated again (u undoes)"
      : "\"\(cell.key)\" is marked Don't Translate: it leaves the gaps and exports (u undoes)"
  }
}
