/// Finds the references to a key in a scan: by exact text, and through the interpolation
/// wildcards of keys code builds with `\(…)`.
package struct CodeKeyLookup: Sendable {
  /// What the scan found.
  package let usage: CodeUsage
  private let exact: [String: [Int]]
  private let interpolated: [Int]

  /// Indexes `usage`.
  package init(_ usage: CodeUsage) {
    self.usage = usage
    var exact: [String: [Int]] = [:]
    var interpolated: [Int] = []
    for (index, reference) in usage.references.enumerated() {
      if reference.key.hasInterpolations {
        interpolated.append(index)
      } else {
        exact[reference.key.description, default: []].append(index)
      }
    }
    self.exact = exact
    self.interpolated = interpolated
  }

  /// The references to `key`, in file order; with `table`, only those that name that table (or
  /// a table the scanner could not read).
  package func references(to key: String, table: String? = nil) -> [CodeReference] {
    var indices = exact[key] ?? []
    if key.contains("%") {
      indices += interpolated.filter { usage.references[$0].key.matches(key) }
      indices.sort()
    }
    return indices.map { usage.references[$0] }.filter { reference in
      table == nil || reference.table == nil || reference.table == table
    }
  }
}
