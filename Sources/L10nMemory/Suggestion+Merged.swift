extension Suggestion {
  /// Two memories' suggestions ranked together, one per translation, at most `limit`: the
  /// first list's among equals (the open project's before the user memory's).
  package static func merged(_ own: [Suggestion], _ others: [Suggestion], limit: Int)
    -> [Suggestion]
  {
    var seen: Set<String> = []
    let all = (own + others).enumerated().sorted { a, b in
      ranksBefore(a.element, b.element)
        || (!ranksBefore(b.element, a.element) && a.offset < b.offset)
    }
    return Array(all.map(\.element).filter { seen.insert($0.translation).inserted }.prefix(limit))
  }
}
