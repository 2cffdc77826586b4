import L10nModel

extension JSONText {
  /// A plural entry: `{"one": …, "other": …}`, or one such object per variable when the entry
  /// has several.
  static func plural(_ entry: PluralEntry) -> JSONText {
    var objects: [(String, JSONText)] = []
    for variable in entry.variables where variable.isPlural {
      var forms: [(String, JSONText)] = []
      for form in variable.forms { forms.append((form.category, JSONText.string(form.text))) }
      objects.append((variable.name, JSONText.object(forms)))
    }
    if objects.count == 1, let only = objects.first { return only.1 }
    return JSONText.object(objects)
  }
}
