import L10nModel

extension JSONNode {
  /// A plural entry: `{"one": …, "other": …}`, or one such object per variable when the entry
  /// has several.
  static func plural(_ entry: PluralEntry) -> JSONNode {
    var objects: [(key: String, value: JSONNode)] = []
    for variable in entry.variables where variable.isPlural {
      let forms = variable.forms.map { (key: $0.category, value: JSONNode.string($0.text)) }
      objects.append((variable.name, .object(sortingKeys: forms)))
    }
    if objects.count == 1, let only = objects.first { return only.value }
    return .object(sortingKeys: objects)
  }
}
