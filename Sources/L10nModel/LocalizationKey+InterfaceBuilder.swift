extension LocalizationKey {
  /// Whether `text` is an Interface Builder object id and a property, as storyboards and xibs
  /// name their strings: `5.title`, `Kd2-mp-pUS.placeholderString`,
  /// `7.ibShadowedObjectValues[0]`.
  package static func looksLikeObjectID(_ text: String) -> Bool {
    guard let dot = text.firstIndex(of: "."), dot != text.startIndex else { return false }
    let id = text[..<dot]
    if id.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
    let parts = id.split(separator: "-", omittingEmptySubsequences: false)
    return parts.map(\.count) == [3, 2, 3]
      && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
  }
}
