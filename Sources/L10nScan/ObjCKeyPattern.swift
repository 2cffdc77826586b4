import L10nModel

/// Keys Objective-C builds at run time around literal text: `[@"alert." stringByAppendingString:
/// name]`, `[NSString stringWithFormat:@"alert.%@.title", name]`.
enum ObjCKeyPattern {
  /// The selectors whose string argument is a format.
  static let formatSelectors: Set<String> = ["stringWithFormat", "stringByAppendingFormat"]

  /// The pattern the tokens of a key argument spell, or `nil` when they are no concatenation
  /// of literals and values, or have no literal text with a letter.
  static func pattern(_ tokens: ArraySlice<ObjCToken>) -> CodeKey? {
    var parts: [CodeKey.Part] = []
    var index = tokens.startIndex
    while index < tokens.endIndex {
      let token = tokens[index]
      let next = tokens.index(after: index)
      if let text = token.string {
        let afterFormat =
          index - tokens.startIndex >= 2 && tokens[index - 1].isPunctuation(":")
          && tokens[index - 2].identifier.map(formatSelectors.contains) == true
        // A format's arguments are its values: nothing after the format is text.
        if afterFormat { return usable(CodeKey(parts: parts + formatParts(text))) }
        parts.append(.text(text))
      } else if let name = token.identifier, name != "NSString",
        !(next < tokens.endIndex && tokens[next].isPunctuation(":"))
      {
        parts.append(.runTime)
      }
      index = next
    }
    return usable(CodeKey(parts: parts))
  }

  private static func usable(_ key: CodeKey) -> CodeKey? {
    key.isPattern && key.hasLetters ? key : nil
  }

  /// A format's text with each specifier a run-time part (`%%` is `%`).
  static func formatParts(_ format: String) -> [CodeKey.Part] {
    var parts: [CodeKey.Part] = []
    var text = ""
    var rest = Substring(format)
    while let first = rest.first {
      rest = rest.dropFirst()
      guard first == "%" else {
        text.append(first)
        continue
      }
      if rest.first == "%" {
        text.append("%")
        rest = rest.dropFirst()
        continue
      }
      let conversion = rest.firstIndex { "@dDiuUxXoOfFeEgGaAcCsSp".contains($0) }
      rest = conversion.map { rest[rest.index(after: $0)...] } ?? ""
      parts += [.text(text), .runTime]
      text = ""
    }
    return parts + [.text(text)]
  }
}
