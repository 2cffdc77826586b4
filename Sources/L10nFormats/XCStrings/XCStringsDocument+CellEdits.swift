import L10nModel

/// Cell edits of a String Catalog, through the cell layer's seam: each changes the one key's
/// member it must (new members where Xcode would put them) and is taken back by putting that
/// member back as it was, so that an edit and its undo cost the same whatever the size of the
/// catalog.
extension XCStringsDocument {
  public mutating func apply(_ edit: CellEdit, context: CellEditContext) throws(EditError)
    -> DocumentChange
  {
    let order = context.keyOrder
    let precedes: (String, String) -> Bool = { order.precedes($0, $1) }
    let hint = context.entry
    switch edit {
    case .setText(let cell, let text), .setShadowedText(let cell, let text):
      return changeCell(cell, hint: hint) {
        $0.setValue(text, key: cell.key, language: cell.language, hint: hint, precedes: precedes)
      }
    case .setPluralForms(let cell, let variable, let forms):
      if case .stringsdict = variable {
        throw .unsupported(
          "\(cell) is in a String Catalog: \(variable) is not one of its variables")
      }
      return changeCell(cell, hint: hint) {
        $0.setPluralForms(
          forms, variable: variable, key: cell.key, language: cell.language, hint: hint,
          precedes: precedes)
      }
    case .setPluralFormat(let cell, let format):
      // The format is the string unit beside the substitutions: a cell (or its source) must
      // have some.
      let entry = member(of: cell.key.text, hint: hint)?.index
      let shape = entry.flatMap { entry in
        content(entry: entry, language: cell.language).plural
          ?? content(entry: entry, language: context.sourceLanguage).plural
      }
      guard let shape, shape.variables.contains(where: \.id.isSubstitution) else {
        throw .unsupported("\(cell) has no format around plural variables")
      }
      return changeCell(cell, hint: hint) {
        $0.setValue(format, key: cell.key, language: cell.language, hint: hint, precedes: precedes)
      }
    case .setState(let cell, let state):
      try requireReviewState(cell)
      return changeCell(cell, hint: hint) {
        $0.setState(state, key: cell.key, language: cell.language, hint: hint, precedes: precedes)
      }
    case .setFormStates(let cell, let variable, let states):
      try requireReviewState(cell)
      return changeCell(cell, hint: hint) {
        $0.setFormStates(
          states, variable: variable, key: cell.key, language: cell.language, hint: hint,
          precedes: precedes)
      }
    case .removeTranslation(let cell):
      // No localization (a source-language cell whose text is the key): nothing to remove.
      guard entry(cell.key)?.localization(cell.language) != nil else {
        return DocumentChange(restore: nil)
      }
      let restore = recordingMember(cell.key, hint: nil) {
        _ = $0.removeLocalization(key: cell.key, language: cell.language)
      }
      return DocumentChange(restore: DocumentRestore(restore))
    case .setComment(let cell, let comment):
      return changeCell(cell, hint: hint) {
        _ = $0.setComment(comment, key: cell.key, precedes: precedes)
      }
    case .addKey(_, let key, let sourceValue, let comment):
      let restore = recordingMember(key, hint: nil) {
        $0.addKey(key, sourceValue: sourceValue, comment: comment, precedes: precedes)
      }
      return DocumentChange(restore: DocumentRestore(restore))
    case .extractKey(_, let key, let value, let comment):
      let restore = recordingMember(key, hint: nil) {
        $0.addExtractedKey(key, value: value ?? key.text, comment: comment, precedes: precedes)
      }
      return DocumentChange(restore: DocumentRestore(restore))
    case .renameKey(_, let key, let newKey):
      let restore = recordingMember(key, hint: nil) {
        _ = $0.renameKey(key, to: newKey, precedes: precedes)
      }
      // The new key was absent: undoing removes it before the old member goes back at its
      // index (restores are performed last to first).
      let added = CatalogRestore.member(key: newKey.text, member: nil, index: 0)
      return DocumentChange(restore: DocumentRestore(CatalogRestore.sequence([restore, added])))
    case .deleteKey(_, let key):
      let restore = recordingMember(key, hint: nil) { _ = $0.removeKey(key) }
      return DocumentChange(restore: DocumentRestore(restore))
    case .keepOccurrence:
      throw .unsupported("a String Catalog has no repeated keys to resolve")
    case .setReview, .markReviewed:
      // The project sets the catalog's state with `setState` or `setFormStates`.
      throw .unsupported("a review state is set through the project")
    case .addLanguage:
      return DocumentChange(restore: nil)
    case .vary(let cell, let variation):
      let localization: [JSONMember]
      do {
        localization = try varied(
          variation, key: cell.key, language: cell.language, precedes: precedes)
      } catch {
        throw .unsupported("\(cell) cannot \(variation): \(error.reason)")
      }
      return changeCell(cell, hint: hint) {
        $0.updateLocalizationNode(
          key: cell.key, language: cell.language, hint: hint, precedes: precedes
        ) { $0 = localization }
      }
    case .setKeyAttribute(_, let key, let name, let value):
      guard !Self.cellMembers.contains(name) else {
        throw .unsupported("\(name) of a catalog key is not an attribute: edit its cells")
      }
      var node: JSONNode?
      if let value {
        guard let parsed = try? JSONReader.read(Array(value.utf8), path: name) else {
          throw .unsupported("\(name) of \"\(key)\" cannot be \(value): not a JSON value")
        }
        node = parsed
      }
      let restore = recordingMember(key, hint: hint) {
        $0.setKeyAttribute(name, to: node, key: key, precedes: precedes)
      }
      // Entries keep their indices: the grid moves no row.
      return DocumentChange(restore: DocumentRestore(restore), splices: [])
    }
  }

  public mutating func restore(_ restore: DocumentRestore) -> DocumentRestore {
    guard let restore = restore.value as? CatalogRestore else { return restore }
    return DocumentRestore(perform(restore))
  }

  /// Changes one cell of a key: the key's member is recorded first; when the key was there, it
  /// keeps its index (the grid moves no row).
  private mutating func changeCell(
    _ cell: CellID, hint: Int?, _ change: (inout XCStringsDocument) -> Void
  ) -> DocumentChange {
    let restore = recordingMember(cell.key, hint: hint, change)
    guard case .member(_, .some, let index) = restore else {
      return DocumentChange(restore: DocumentRestore(restore))
    }
    return DocumentChange(restore: DocumentRestore(restore), entry: index)
  }

  /// Carries out `change`, returning what puts the member of `key` back as it was (the whole
  /// JSON when the catalog has no `strings` object yet).
  private mutating func recordingMember(
    _ key: LocalizationKey, hint: Int?, _ change: (inout XCStringsDocument) -> Void
  ) -> CatalogRestore {
    let restore: CatalogRestore
    if root["strings"] == nil {
      restore = .root(root)
    } else {
      // No copy of the document may live across the change: the catalog's arrays are then
      // changed in place instead of copied (thousands of members).
      let old = member(of: key.text, hint: hint)
      restore = .member(key: key.text, member: old?.member, index: old?.index ?? 0)
    }
    change(&self)
    return restore
  }

  /// Throws unless the cell has a translation with a review state (a string unit, or forms).
  private func requireReviewState(_ cell: CellID) throws(EditError) {
    guard let localization = entry(cell.key)?.localization(cell.language),
      localization.node["stringUnit"] != nil || !localization.formStates.isEmpty
    else { throw .unsupported("only String Catalog translations have a review state") }
  }

  private mutating func perform(_ restore: CatalogRestore) -> CatalogRestore {
    switch restore {
    case .member(let key, let member, let index):
      let previous = restoreMember(key: key, to: member.map { ($0, index) })
      return .member(key: key, member: previous?.member, index: previous?.index ?? 0)
    case .root(let node):
      let current = root
      root = node
      return .root(current)
    case .sequence(let restores):
      // Performed last to first; their inverses, in the order made, undo them first to last.
      return .sequence(restores.reversed().map { perform($0) })
    }
  }
}

/// How a String Catalog edit is taken back.
enum CatalogRestore: Sendable {
  /// Puts back one key's member of `strings` at its index (`nil`: the key was absent).
  case member(key: String, member: JSONMember?, index: Int)
  /// Puts back the whole JSON (only when the catalog had no `strings` object).
  case root(JSONNode)
  /// Several restores, performed last to first.
  case sequence([CatalogRestore])
}
