import L10nScan

/// What a string literal is to the call around it, as the text tells it.
///
/// The lexical reading of a buffer the scan has not seen: the key or the table of a localizing
/// call, with the call's table and bundle. It knows what the scanner knows, from the same
/// tables (`LocalizingRoutines`, `SwiftLocalizingNames`), but not the project's own wrappers
/// (the scan's references do).
struct LexicalCall {
  /// Which argument the literal is.
  enum Role {
    /// The key.
    case key
    /// The table's name.
    case table
  }

  /// The table a call names.
  enum Table: Hashable {
    /// None (or `nil`): `Localizable`.
    case standard
    /// A literal name.
    case named(String)
    /// An expression the reading cannot know.
    case unreadable
  }

  var role: Role
  /// The routine: `NSLocalizedString`, `String(localized:)`, `Text`.
  var routine: String
  /// The table the call looks the key up in.
  var table: Table
  /// Whether the call passes `bundle: .module`.
  var inModuleBundle: Bool

  /// What the literal at token `anchor` is (`anchor` is the literal, or the `CFSTR` holding it);
  /// `nil` when it is in no localizing position.
  static func at(
    _ anchor: Int, in tokens: [SourceTokens.Token], text: (SourceTokens.StringLiteral) -> String,
    routines: LocalizingRoutines, scanned: [String: String?] = [:]
  ) -> LexicalCall? {
    if let declared = declaredType(before: anchor, in: tokens),
      SwiftLocalizingNames.localizedTypes.contains(declared)
    {
      return LexicalCall(role: .key, routine: declared, table: .standard, inModuleBundle: false)
    }
    guard let call = CallArguments(around: anchor, in: tokens) else { return nil }
    if call.callee == "CFSTR", call.arguments.count == 1 {
      return at(call.calleeToken, in: tokens, text: text, routines: routines, scanned: scanned)
    }
    let current = call.arguments[call.current]
    // The literal is the argument (or a branch of its `?:`).
    guard
      anchor == current.tokens.lowerBound || tokens[anchor - 1].isPunctuation("?")
        || tokens[anchor - 1].isPunctuation(":")
    else { return nil }
    guard let (routine, key, table) = arguments(of: call, routines: routines) else {
      // A function of the project the scan saw localize its first argument.
      guard let known = scanned[call.callee], call.current == 0, current.label == nil else {
        return nil
      }
      return LexicalCall(
        role: .key, routine: call.callee, table: known.map { .named($0) } ?? .unreadable,
        inModuleBundle: false)
    }
    let role: Role
    if let key, key.tokens == current.tokens {
      role = .key
    } else if let table, table.tokens == current.tokens {
      role = .table
    } else {
      return nil
    }
    let bundle = call.argument("bundle").map { argument in
      tokens[argument.tokens].map { $0.identifier ?? ($0.isPunctuation(".") ? "." : "?") }
        .joined()
    }
    var named = table.map { tableName(tokens[$0.tokens], text: text) } ?? .standard
    // A `…FromTable` call whose table is not typed yet names one all the same.
    if table == nil, let shape = routines.shape(of: call.callee), shape != .key {
      named = .unreadable
    }
    // A table named by a `#define` or a constant: the one the scan saw this routine look up.
    if named == .unreadable, case .some(.some(let seen)) = scanned[routine] {
      named = .named(seen)
    }
    return LexicalCall(
      role: role, routine: routine, table: named,
      inModuleBundle: bundle == ".module" || bundle == "Bundle.module" || bundle == "#bundle")
  }

  /// The routine a call is, and its key and table arguments, as `LocalizingCall.all` of the
  /// Swift scanner and the Objective-C scanner read them.
  private static func arguments(of call: CallArguments, routines: LocalizingRoutines) -> (
    String, CallArguments.Argument?, CallArguments.Argument?
  )? {
    let name = call.callee
    let current = call.arguments[call.current]
    let first = call.arguments.first.flatMap { $0.label == nil ? $0 : nil }
    let labelledTable = call.argument("tableName") ?? call.argument("table")
    if call.isAttribute {
      guard let label = current.label,
        SwiftLocalizingNames.attributeKeys[name]?.contains(label)
          == true
      else { return nil }
      return ("@\(name)(\(label):)", current, nil)
    }
    if let roles = routines.signatures[name] {
      return (
        name, roles.firstIndex(of: .key).flatMap(call.unlabelled),
        labelledTable ?? roles.firstIndex(of: .table).flatMap(call.unlabelled)
      )
    }
    if let shape = routines.shape(of: name) {
      let positional = shape == .key ? nil : shape.positions.table.flatMap(call.unlabelled)
      return (name, first, labelledTable ?? positional)
    }
    if name == "localizedString", call.isMember {
      return ("localizedString(forKey:)", call.argument("forKey"), call.argument("table"))
    }
    if name == "String" || name == "AttributedString",
      let key = call.arguments.first, key.label == "localized"
    {
      return ("\(name)(localized:)", key, call.argument("table"))
    }
    let isResource =
      name == "init" && call.isImplicitMember && first != nil
      && call.arguments.contains { ["table", "comment", "defaultValue"].contains($0.label) }
    if name == "LocalizedStringResource" || name == "LocalizedStringKey" || isResource {
      return (isResource ? "LocalizedStringResource" : name, first, call.argument("table"))
    }
    if (SwiftLocalizingNames.views.contains(name) && !call.isMember)
      || (SwiftLocalizingNames.modifiers.contains(name) && call.isMember)
    {
      return (name, first, call.argument("tableName"))
    }
    if let label = current.label, SwiftLocalizingNames.labelledKeys[name]?.contains(label) == true {
      return ("\(name)(\(label):)", current, nil)
    }
    return nil
  }

  /// The table an argument names: a literal (`"Menu"`, `@"Menu"`, `CFSTR("Menu")`), `nil`.
  private static func tableName(
    _ tokens: ArraySlice<SourceTokens.Token>, text: (SourceTokens.StringLiteral) -> String
  ) -> Table {
    let strings = tokens.compactMap(\.string)
    if tokens.count == 1, let name = tokens.first?.identifier, name == "nil" || name == "NULL" {
      return .standard
    }
    let wrapped = tokens.allSatisfy {
      $0.string != nil || $0.identifier == "CFSTR" || $0.isPunctuation("(")
        || $0.isPunctuation(")")
    }
    guard strings.count == 1, let literal = strings.first, wrapped, !literal.hasInterpolation
    else { return .unreadable }
    return .named(text(literal))
  }

  /// The type declared before `= "…"` (`let title: LocalizedStringKey = "Done"`), if any.
  private static func declaredType(before index: Int, in tokens: [SourceTokens.Token]) -> String? {
    guard index >= 3, tokens[index - 1].isPunctuation("=") else { return nil }
    var parts: [String] = []
    var position = index - 2
    while position > 0 {
      let token = tokens[position]
      if let name = token.identifier {
        parts.insert(name, at: 0)
      } else if token.isPunctuation(".") {
        parts.insert(".", at: 0)
      } else if token.isPunctuation(":") {
        return parts.isEmpty ? nil : parts.joined()
      } else if !token.isPunctuation("?") && !token.isPunctuation("!") {
        return nil
      }
      position -= 1
    }
    return nil
  }
}
