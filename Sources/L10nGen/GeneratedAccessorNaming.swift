import L10nModel
import L10nRewrite

/// The names the built-in templates of `gen swift` (and SwiftGen's, whose naming they follow)
/// give keys once the keys a rewrite plans are added: what `extract --rewrite` and the language
/// server's extraction give `RewritePlanner` for the generated-accessor form.
package struct GeneratedAccessorNaming: AccessorNaming {
  /// The project.
  package var project: Project
  /// The outer enum's name (set before the first accessor is asked for).
  package var enumName: String
  /// `structured` (`L10n.Settings.title`) or `flat` (`L10n.settingsTitle`).
  package var template: AccessorGenerator.Template
  /// The project's accessor tables with the keys named so far, once the first is asked for.
  private var named: [AccessorTable]?

  /// The naming of accessors of `project` in `template` under `enumName`.
  package init(
    project: Project, enumName: String = "L10n",
    template: AccessorGenerator.Template = .structured
  ) {
    self.project = project
    self.enumName = enumName
    self.template = template
  }

  /// The naming of the generated accessors the scan of `usage` found (those the code
  /// references first, then the others): their outer enum (`L10n` of `L10n.Alert.title`) and
  /// template (flat when a dotted key is reached one step below the enum, or the table's); the
  /// built-in defaults when it found none.
  package static func referenced(in usage: CodeUsage, project: Project)
    -> GeneratedAccessorNaming
  {
    var naming = GeneratedAccessorNaming(project: project)
    let accessors = Self.accessors(in: usage)
    guard let first = accessors.first else { return naming }
    naming.enumName = String(first.name.prefix { $0 != "." })
    let tableLevels = AccessorTable.tables(of: project).tables.count > 1 ? 1 : 0
    if accessors.contains(where: {
      $0.key.contains(".") && $0.name.split(separator: ".").count == 2 + tableLevels
    }) {
      naming.template = .flat
    }
    return naming
  }

  /// The generated accessors the scan of `usage` found, those the code references first: each
  /// one's path (`L10n.Alert.title`), key and generated file.
  package static func accessors(in usage: CodeUsage) -> [(name: String, key: String, file: String)]
  {
    usage.references.filter { LocalizingForm.isGeneratedAccessor($0.routine) }.map {
      ($0.routine, $0.key.description, $0.path)
    } + usage.unreferencedAccessors.map { ($0.name, $0.key, $0.place.path) }
  }

  package mutating func accessor(forKey key: String, table: String, value: String)
    -> GeneratedAccessorName?
  {
    let reserved = AccessorGenerator(enumName: enumName).reservedTypeNames
    var tables = named ?? AccessorTable.tables(of: project, reservedTypeNames: reserved).tables
    if !tables.contains(where: { $0.name == table }) {
      guard project.grids.contains(where: { $0.table.name == table }) else { return nil }
      // A table without source strings yet: named among the others as `tables(of:)` would.
      let names = (tables.map(\.name) + [table]).sorted()
      let typeNames = AccessorNames.tableTypeNames(names, reserved: reserved).typeNames
      let levels = Dictionary(uniqueKeysWithValues: tables.map { ($0.name, $0.levels) })
      tables = zip(names, typeNames).map { name, typeName in
        AccessorTable(
          name: name, typeName: typeName,
          levels: levels[name] ?? AccessorLevel(name: "", children: [], strings: []))
      }
    }
    if let index = tables.firstIndex(where: { $0.name == table }),
      !tables[index].levels.allStrings.contains(where: { $0.key == key })
    {
      // Only this table's names change: its strings named again with the new one.
      var strings = tables[index].levels.allStrings.map {
        var string = $0
        (string.name, string.flatName) = (string.key, string.key)
        return string
      }
      strings.append(
        AccessorString(
          key: key, name: key, flatName: key, translation: value,
          types: SwiftArgumentTypes.of(text: value), comment: nil))
      strings.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      tables[index].levels = AccessorNames.resolve(
        AccessorLevel.tree(of: strings), reservedTypeNames: reserved)
    }
    named = tables
    return AccessorTable.accessorPath(
      forKey: key, table: table, in: tables, enumName: enumName, template: template
    ).map { GeneratedAccessorName(path: $0.path, parameterCount: $0.types.count) }
  }
}
