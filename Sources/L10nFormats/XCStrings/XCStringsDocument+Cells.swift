import L10nModel

/// A String Catalog behind the cell layer's seam: one entry per `strings` member, a cell per
/// language the key has a localization in (and in the source language always: the key itself
/// is the source text when no value is given).
extension XCStringsDocument: CellDocument {
  public var isWritable: Bool { true }

  public var isFileOfEveryLanguage: Bool { true }

  public var keysAreSourceTexts: Bool { true }

  public func content(entry: Int, language: LanguageID) -> CellContent {
    guard let member = member(at: entry) else { return .missing }
    guard let localization = XCStringsEntry(member.value).localization(language) else {
      return language == sourceLanguage ? .text(member.key.value, state: nil) : .missing
    }
    // A plural form's own state (needs review, stale) shows on the whole cell.
    let state = localization.reviewState
    // Plural or device variations, or substitutions (Xcode's usual shape: a string unit
    // `%#@name@` beside them) are plural content, edited per variable.
    let variables = localization.pluralVariables
    if !variables.isEmpty {
      return .plural(
        PluralEntry(
          formatKey: localization.value ?? "", variables: variables,
          formatState: localization.state),
        state: state)
    }
    if localization.isStructured { return .structured(summary: localization.summary) }
    return text(of: member, localization, language).map { .text($0, state: state) } ?? .missing
  }

  /// The localization's string unit value.
  ///
  /// For the source language without one (and without variations), the key. A plural with
  /// substitutions gives its format.
  public func text(entry: Int, language: LanguageID) -> String? {
    guard let member = member(at: entry) else { return nil }
    return text(of: member, XCStringsEntry(member.value).localization(language), language)
  }

  public func state(entry: Int, language: LanguageID) -> TranslationState? {
    member(at: entry).flatMap { XCStringsEntry($0.value).localization(language)?.reviewState }
  }

  public var keepsReviewStates: Bool { true }

  public func formStates(entry: Int, language: LanguageID) -> [VariableID: [String:
    TranslationState]]
  {
    member(at: entry).flatMap { XCStringsEntry($0.value).localization(language)?.formStates } ?? [:]
  }

  /// The members of a key's entry that cells hold (the others are its attributes).
  static let cellMembers: Set<String> = ["comment", "localizations"]

  public func keyAttributes(entry: Int) -> [String: String] {
    var attributes: [String: String] = [:]
    for member in member(at: entry)?.value.members ?? []
    where !Self.cellMembers.contains(member.key.value) {
      attributes[member.key.value] = String(
        decoding: JSONWriter.render(member.value, style: .stringCatalog), as: UTF8.self)
    }
    return attributes
  }

  public func cellLanguages(entry: Int) -> [LanguageID] {
    guard let member = member(at: entry) else { return [] }
    let codes = member.value["localizations"]?.members?.map(\.key.value) ?? []
    return (sourceLanguage.map { [$0] } ?? []) + codes.map(LanguageID.init)
  }

  /// The line of the language's localization when the key has one (a finding about German
  /// points at German's value), else the key's; always column 1.
  public func location(entry: Int, language: LanguageID) -> SourceLocation? {
    guard let member = member(at: entry) else { return nil }
    let localization = member.value["localizations"]?.members?.last {
      $0.key.value.unicodeScalars.elementsEqual(language.code.unicodeScalars)
    }
    return SourceLocation(line: max(1, Int((localization ?? member).location.line)), column: 1)
  }

  public func comment(entry: Int) -> String? {
    member(at: entry).flatMap { XCStringsEntry($0.value).comment }
  }

  /// The format of a string unit with substitutions, else the localization's own plural
  /// forms, else what kinds of variation it has.
  public func pluralSummary(entry: Int, language: LanguageID, plural: PluralEntry) -> String? {
    guard let member = member(at: entry),
      let localization = XCStringsEntry(member.value).localization(language)
    else { return nil }
    if !localization.isStructured, let value = localization.value { return value }
    let forms = plural.variables.first { $0.id == .plural }?.forms ?? []
    if forms.isEmpty { return localization.summary }
    return forms.map { "\($0.category): \($0.text)" }.joined(separator: " · ")
  }

  public func isTranslatable(entry: Int) -> Bool {
    member(at: entry).map { XCStringsEntry($0.value).shouldTranslate } ?? true
  }

  public func hasSameContent(entry: Int, as other: any CellDocument, entry otherEntry: Int)
    -> Bool
  {
    guard let here = member(at: entry),
      let there = (other as? XCStringsDocument)?.member(at: otherEntry)
    else { return false }
    return here.value.hasSameContent(as: there.value)
  }

  /// The `strings` member at `index`.
  func member(at index: Int) -> JSONMember? {
    guard let members = root["strings"]?.members, members.indices.contains(index) else {
      return nil
    }
    return members[index]
  }

  private func text(
    of member: JSONMember, _ localization: XCStringsLocalization?, _ language: LanguageID
  ) -> String? {
    if let value = localization?.value { return value }
    let isSource = sourceLanguage == language
    return isSource && localization?.hasVariations != true ? member.key.value : nil
  }
}
