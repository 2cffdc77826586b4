/// `*` wildcards (any run of characters, `/` included); everything else literal.
package enum Wildcard {
  /// Whether `text` matches `pattern`.
  package static func matches(_ pattern: String, _ text: String) -> Bool {
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map {
      Array($0.unicodeScalars)
    }
    let scalars = Array(text.unicodeScalars)
    guard parts.count > 1 else { return parts[0] == scalars }
    guard let first = parts.first, let last = parts.last, scalars.starts(with: first),
      scalars.count >= first.count + last.count, Array(scalars.suffix(last.count)) == last
    else { return false }
    var index = first.count
    let end = scalars.count - last.count
    for part in parts.dropFirst().dropLast() where !part.isEmpty {
      guard
        let found = (index...max(index, end - part.count)).first(where: { start in
          start + part.count <= end && Array(scalars[start..<(start + part.count)]) == part
        })
      else { return false }
      index = found + part.count
    }
    return true
  }
}
