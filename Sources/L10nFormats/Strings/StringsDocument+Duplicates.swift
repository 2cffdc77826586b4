import L10nModel

/// What a `.strings` file holds twice: each occurrence of a repeated key, with the lines of the
/// others (the last one is the value the app shows).
extension StringsDocument {
  public var duplicates: [DuplicateOccurrence] {
    var found: [DuplicateOccurrence] = []
    for indices in duplicateKeyGroups() {
      let key = key(at: indices[0])
      let lines = indices.map { Int(entries[$0].location.line) }
      for (position, index) in indices.enumerated() {
        let others = lines.enumerated().filter { $0.offset != position }.map { String($0.element) }
        let role =
          position == indices.count - 1
          ? "this last one wins" : "overridden by line \(lines[lines.count - 1])"
        found.append(
          DuplicateOccurrence(
            key: key, location: entries[index].location.expanded,
            message:
              "duplicate key \(Quoted.key(key)) (also on line \(others.joined(separator: ", "))); \(role)"
          ))
      }
    }
    return found
  }
}
