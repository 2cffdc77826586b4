extension CodeKey {
  /// Whether a table's key is this code key: the same text, with any format specifier where
  /// code interpolates a value of unknown type, and the given one (position aside) where the
  /// type is known; any non-empty text where a pattern has a value known only at run time.
  package func matches(_ key: String) -> Bool {
    guard hasInterpolations || isPattern else { return description == key }
    return Self.matches(parts[...], Substring(key), doublesPercent: hasInterpolations)
  }

  /// Whether `parts` spell all of `rest`; a run-time part takes any non-empty text, tried
  /// shortest first.
  private static func matches(
    _ parts: ArraySlice<Part>, _ rest: Substring, doublesPercent: Bool
  ) -> Bool {
    guard let part = parts.first else { return rest.isEmpty }
    let next = parts.dropFirst()
    switch part {
    case .text(let text):
      // Xcode doubles a literal `%` in keys with interpolations; accept it single, too.
      let doubled = text.replacingOccurrences(of: "%", with: "%%")
      if doublesPercent, doubled != text, rest.hasPrefix(doubled),
        matches(next, rest.dropFirst(doubled.count), doublesPercent: doublesPercent)
      {
        return true
      }
      return rest.hasPrefix(text)
        && matches(next, rest.dropFirst(text.count), doublesPercent: doublesPercent)
    case .interpolation(let specifier):
      guard let found = Self.specifier(at: rest) else { return false }
      if let specifier, Self.unpositioned(found) != Self.unpositioned(Substring(specifier)) {
        return false
      }
      return matches(next, rest.dropFirst(found.count), doublesPercent: doublesPercent)
    case .runTime:
      var end = rest.startIndex
      while end < rest.endIndex {
        end = rest.index(after: end)
        if matches(next, rest[end...], doublesPercent: doublesPercent) { return true }
      }
      return false
    }
  }

  /// The format specifier at the start of `text`: `%@`, `%lld`, `%1$@`, `%.1f`.
  static func specifier(at text: Substring) -> Substring? {
    var index = text.startIndex
    guard index < text.endIndex, text[index] == "%" else { return nil }
    index = text.index(after: index)
    func skip(while predicate: (Character) -> Bool) {
      while index < text.endIndex, predicate(text[index]) { index = text.index(after: index) }
    }
    let digitsStart = index
    skip { $0.isASCII && $0.isNumber }
    if index < text.endIndex, text[index] == "$", index > digitsStart {
      index = text.index(after: index)
    } else {
      index = digitsStart
    }
    skip { "-+ #0'".contains($0) }
    skip { ($0.isASCII && $0.isNumber) || $0 == "*" }
    if index < text.endIndex, text[index] == "." {
      index = text.index(after: index)
      skip { ($0.isASCII && $0.isNumber) || $0 == "*" }
    }
    skip { "hlqLztj".contains($0) }
    guard index < text.endIndex, "@dDiuUxXoOfFeEgGaAcCsSp".contains(text[index]) else {
      return nil
    }
    return text[text.startIndex...index]
  }

  /// A specifier without its `n$` position.
  private static func unpositioned(_ specifier: Substring) -> Substring {
    guard let dollar = specifier.firstIndex(of: "$") else { return specifier }
    return "%" + specifier[specifier.index(after: dollar)...]
  }
}
