import L10nModel

/// The texts one Objective-C or C file shows a user without localizing them: `@"…"` literals
/// (and adjacent ones joined) given to a text selector part (`[button setTitle:@"OK"]`,
/// `alertWithMessageText:@"…" defaultButton:@"OK" …`) or assigned to a text property
/// (`label.text = @"…"`), outside debug-only branches and tests' files.
struct ObjCHardcodedTexts {
  /// The selector parts whose text is shown only after an alert's first part
  /// (`alertControllerWithTitle:… message:…`, `initWithTitle:… message:…`).
  static let alertParts: Set<String> = ["message", "otherButtonTitles"]
  /// The first parts those follow.
  static let alertStarts: Set<String> = ["alertControllerWithTitle", "initWithTitle"]
  /// How far back an alert's first part is looked for, in tokens.
  static let alertReach = 64

  let path: String
  let tokens: [ObjCToken]
  let positions: TextPositions
  let markers: IgnoreMarkers

  /// The texts found, skipping the literals `consumed` (localizing calls' arguments).
  func find(consumed: Set<Int>) -> [HardcodedText] {
    guard !TextPositions.isTestFile(path) else { return [] }
    var found: [HardcodedText] = []
    var index = 0
    while index < tokens.count {
      guard tokens[index].string != nil else {
        index += 1
        continue
      }
      // Adjacent literals are one string (`@"a" @"b"`).
      var end = index + 1
      while end < tokens.count, tokens[end].string != nil { end += 1 }
      defer { index = end }
      guard !consumed.contains(index), !tokens[index].isDebugOnly else { continue }
      var shape = HardcodedText.Shape.literal
      var reached = position(before: index)
      // `[label setStringValue:[NSString stringWithFormat:@"%d files", n]]`: built from it.
      if reached == nil, let format = formatStart(before: index) {
        reached = position(before: format)
        shape = .built
      }
      guard let position = reached else { continue }
      let token = tokens[index]
      found.append(
        HardcodedText(
          path: path, location: token.location,
          utf8Range: token.utf8Range.lowerBound..<tokens[end - 1].utf8Range.upperBound,
          text: tokens[index..<end].compactMap(\.string).joined(),
          hasInterpolations: shape == .built, position: position, shape: shape,
          isObjectiveC: true,
          marker: markers.marker(forLine: token.location.line)))
    }
    return found
  }

  /// The text position whose argument or assigned value starts at `index`, if any.
  private func position(before index: Int) -> String? {
    guard index >= 2, let name = tokens[index - 2].identifier else { return nil }
    if tokens[index - 1].isPunctuation(":") {
      if positions.selectorParts.contains(name) { return "\(name):" }
      if Self.alertParts.contains(name), followsAlertStart(index - 2) { return "\(name):" }
      return nil
    }
    // `x.text = @"…"`, not `x.text == @"…"` (then the token before is `=`, no name).
    if tokens[index - 1].isPunctuation("="), index >= 3, tokens[index - 3].isPunctuation("."),
      positions.properties.contains(name)
    {
      return ".\(name)"
    }
    return nil
  }

  /// The index of the `[` of `[NSString stringWithFormat:` when the literal at `index` is its
  /// format.
  private func formatStart(before index: Int) -> Int? {
    guard index >= 4, tokens[index - 1].isPunctuation(":"),
      tokens[index - 2].identifier == "stringWithFormat",
      tokens[index - 3].identifier == "NSString", tokens[index - 4].isPunctuation("[")
    else { return nil }
    return index - 4
  }

  /// Whether the selector part at `index` follows an alert's first part in the same message.
  private func followsAlertStart(_ index: Int) -> Bool {
    var depth = 0
    var at = index - 1
    while at >= max(0, index - Self.alertReach) {
      let token = tokens[at]
      if token.isPunctuation("]") || token.isPunctuation(")") {
        depth += 1
      } else if token.isPunctuation("[") || token.isPunctuation("(") {
        if depth == 0 { return false }
        depth -= 1
      } else if depth == 0, let name = token.identifier, Self.alertStarts.contains(name),
        at + 1 < tokens.count, tokens[at + 1].isPunctuation(":")
      {
        return true
      }
      at -= 1
    }
    return false
  }
}
