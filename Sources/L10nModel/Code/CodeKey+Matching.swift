extension CodeKey {
  /// Whether a table's key is this code key: the same text, with any format specifier where
  /// code interpolates a value of unknown type, and the given one (position aside) where the
  /// type is known.
  public func matches(_ key: String) -> Bool {
    guard hasInterpolations else { return description == key }
    var rest = Substring(key)
    for part in parts {
      switch part {
      case .text(let text):
        // Xcode doubles a literal `%` in keys with interpolations; accept it single, too.
        let doubled = text.replacingOccurrences(of: "%", with: "%%")
        if rest.hasPrefix(doubled) {
          rest = rest.dropFirst(doubled.count)
        } else if rest.hasPrefix(text) {
          rest = rest.dropFirst(text.count)
        } else {
          return false
        }
      case .interpolation(let specifier):
        guard let found = Self.specifier(at: rest) else { return false }
        if let specifier, Self.unpositioned(found) != Self.unpositioned(Substring(specifier)) {
          return false
        }
        rest = rest.dropFirst(found.count)
      }
    }
    return rest.isEmpty
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
