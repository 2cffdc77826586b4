import L10nModel

extension Masking {
  /// The provider's `translation` of `masked` with every token back to its original, or why it
  /// cannot be: a token dropped, repeated, unknown or altered (`⟦1`, `⟦l⟧`), a `⟦` or `⟧`
  /// outside a token, non-positional format specifiers in another order (`%@ … %d`: their
  /// order is the arguments'), or a pair (a tag and its close tag, a link's `[` and `](url)`,
  /// emphasis markers) closed before it opens or, where the source's pairs nest, no longer
  /// nested.
  ///
  /// Lenient only where it cannot change what the text means: spaces a provider put inside a
  /// token's brackets (`⟦ 1 ⟧`) are dropped with the token. Spaces it put around a token are
  /// the translation's own and kept (the gate then judges them); anything else inside the
  /// brackets — another digit, a zero-width or bidi character — is an altered token.
  package static func restore(_ translation: String, of masked: MaskedText) -> Result<
    String, MaskRefusal
  > {
    let scalars = Array(translation.unicodeScalars)
    guard scalars.contains(where: MaskToken.isBracket) || !masked.tokens.isEmpty else {
      return .success(translation)
    }
    var output = String.UnicodeScalarView()
    var seen: [Int] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard MaskToken.isBracket(scalar) else {
        output.append(scalar)
        index += 1
        continue
      }
      guard scalar == MaskToken.open, let (number, end) = Self.token(at: index, in: scalars)
      else {
        return .failure(MaskRefusal("altered a token: \(Self.excerpt(scalars, at: index))"))
      }
      guard number >= 1, number <= masked.tokens.count else {
        return .failure(
          MaskRefusal("has the token \(MaskToken.token(number)), which the source text lacks"))
      }
      output.append(contentsOf: masked.tokens[number - 1].original.unicodeScalars)
      seen.append(number - 1)
      index = end
    }
    if let problem = Self.problem(seen, of: masked.tokens)
      ?? Self.spacedEmphasis(scalars, of: masked)
    {
      return .failure(MaskRefusal(problem))
    }
    return .success(String(output))
  }

  /// The provider's `translation` of `masked` for a person to read and fix when `restore`
  /// refused it: each well-formed token of the source back to its original, everything else
  /// (an altered or unknown token, a stray bracket) left as the provider wrote it.
  package static func readable(_ translation: String, of masked: MaskedText) -> String {
    let scalars = Array(translation.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == MaskToken.open, let (number, end) = token(at: index, in: scalars),
        number >= 1, number <= masked.tokens.count
      {
        output.append(contentsOf: masked.tokens[number - 1].original.unicodeScalars)
        index = end
      } else {
        output.append(scalars[index])
        index += 1
      }
    }
    return String(output)
  }

  /// What is wrong when the translation `scalars` has a space just inside a pair of Markdown
  /// emphasis markers where the source has none (`** Hecho **` is no emphasis: Markdown shows
  /// the asterisks), or `nil`.
  private static func spacedEmphasis(_ scalars: [Unicode.Scalar], of masked: MaskedText)
    -> String?
  {
    let emphasis = masked.tokens.indices.filter {
      masked.tokens[$0].kind == .markdown && masked.tokens[$0].partner != nil
        && ["**", "*", "~~"].contains(masked.tokens[$0].original)
    }
    guard !emphasis.isEmpty else { return nil }
    let translated = spacing(scalars)
    let source = spacing(Array(masked.text.unicodeScalars))
    for opener in emphasis {
      guard let closer = masked.tokens[opener].partner, opener < closer else { continue }
      let inside = { (spacing: [Int: (before: Bool, after: Bool)]) in
        (spacing[opener]?.after ?? false) || (spacing[closer]?.before ?? false)
      }
      if inside(translated), !inside(source) {
        return "put a space inside \(describe(opener, masked.tokens)) … "
          + "\(describe(closer, masked.tokens)), which Markdown then shows as they are"
      }
    }
    return nil
  }

  /// Whether a space is just before and just after each token of `scalars`, by token index.
  private static func spacing(_ scalars: [Unicode.Scalar]) -> [Int: (before: Bool, after: Bool)] {
    var spacing: [Int: (before: Bool, after: Bool)] = [:]
    var index = 0
    while index < scalars.count {
      guard scalars[index] == MaskToken.open, let (number, end) = token(at: index, in: scalars)
      else {
        index += 1
        continue
      }
      spacing[number - 1] = (
        index > 0 && scalars[index - 1].properties.isWhitespace,
        end < scalars.count && scalars[end].properties.isWhitespace
      )
      index = end
    }
    return spacing
  }

  /// The token number at `start` of `scalars` (a `⟦`) and where it ends, or `nil` when what
  /// follows is no token: `⟦`, spaces, ASCII digits, spaces, `⟧`.
  private static func token(at start: Int, in scalars: [Unicode.Scalar]) -> (Int, Int)? {
    var index = start + 1
    func skipSpaces() {
      while index < scalars.count, scalars[index] == " " || scalars[index] == "\u{A0}" {
        index += 1
      }
    }
    skipSpaces()
    var number = 0
    var digits = 0
    while index < scalars.count, ("0"..."9").contains(scalars[index]), digits < 7 {
      number = number * 10 + Int(scalars[index].value - 0x30)
      digits += 1
      index += 1
    }
    skipSpaces()
    guard digits > 0, index < scalars.count, scalars[index] == MaskToken.close else { return nil }
    return (number, index + 1)
  }

  /// What is wrong with the tokens `seen` (indices into `tokens`, in the order the translation
  /// has them), or `nil`.
  private static func problem(_ seen: [Int], of tokens: [MaskedText.Token]) -> String? {
    var counts = [Int](repeating: 0, count: tokens.count)
    for token in seen { counts[token] += 1 }
    if let dropped = counts.firstIndex(of: 0) {
      return "dropped \(describe(dropped, tokens))"
    }
    if let repeated = counts.firstIndex(where: { $0 > 1 }) {
      return "repeated \(describe(repeated, tokens))"
    }
    let ordered = seen.filter { tokens[$0].keepsOrder }
    if let moved = zip(ordered, ordered.dropFirst()).first(where: { $0.0 > $0.1 }) {
      return "put \(describe(moved.0, tokens)) after \(describe(moved.1, tokens)): "
        + "non-positional format arguments keep their order"
    }
    var place = [Int](repeating: 0, count: tokens.count)
    for (position, token) in seen.enumerated() { place[token] = position }
    for (opener, token) in tokens.enumerated() {
      guard let closer = token.partner, opener < closer, place[opener] > place[closer] else {
        continue
      }
      return "put \(describe(closer, tokens)) before \(describe(opener, tokens))"
    }
    if isNested(Array(tokens.indices), tokens), !isNested(seen, tokens) {
      return "no longer nests the pairs of \(describe(seen, tokens))"
    }
    return nil
  }

  /// Whether the pairs among `order` (token indices in text order) nest: each closes after
  /// every pair opened inside it.
  private static func isNested(_ order: [Int], _ tokens: [MaskedText.Token]) -> Bool {
    var open: [Int] = []
    for token in order {
      guard let partner = tokens[token].partner else { continue }
      if token < partner {
        open.append(token)
      } else if open.popLast() != partner {
        return false
      }
    }
    return true
  }

  /// A token named for a message: `⟦2⟧ ("%@")`.
  private static func describe(_ token: Int, _ tokens: [MaskedText.Token]) -> String {
    "\(tokens[token].token) (\(inert(tokens[token].original)))"
  }

  /// The paired tokens of `order` named for a message.
  private static func describe(_ order: [Int], _ tokens: [MaskedText.Token]) -> String {
    order.filter { tokens[$0].partner != nil }.map { inert(tokens[$0].original) }
      .joined(separator: " ")
  }

  /// The few characters of `scalars` from `index`, quoted for a message.
  private static func excerpt(_ scalars: [Unicode.Scalar], at index: Int) -> String {
    let end = min(scalars.count, index + 8)
    return inert(String(String.UnicodeScalarView(scalars[index..<end])))
      + (end < scalars.count ? "…" : "")
  }

  /// `text` quoted for a message (`Quoted.text`), its invisible format characters — bidi
  /// overrides, zero-width spaces — written as `\U202E`: a refusal is printed, and a
  /// right-to-left override would turn the rest of the line around.
  private static func inert(_ text: String) -> String {
    let quoted = Quoted.text(text)
    guard quoted.unicodeScalars.contains(where: { $0.properties.generalCategory == .format })
    else { return quoted }
    var output = ""
    for scalar in quoted.unicodeScalars {
      if scalar.properties.generalCategory == .format {
        output += "\\U" + String(scalar.value, radix: 16, uppercase: true)
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
