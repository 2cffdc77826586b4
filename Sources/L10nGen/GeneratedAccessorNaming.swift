import L10nModel
import L10nRewrite

/// The names the built-in templates of `gen swift` (and SwiftGen's, whose naming they follow)
/// give keys once the keys a rewrite plans are added: what `extract --rewrite` and the language
/// server's extraction give `RewritePlanner` for the generated-accessor form.
package struct GeneratedAccessorNaming: AccessorNaming {
  /// The project, with the keys named so far added.
  package var project: Project
  /// The outer enum's name.
  package var enumName: String
  /// `structured` (`L10n.Settings.title`) or `flat` (`L10n.settingsTitle`).
  package var template: AccessorGenerator.Template

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
    guard let grid = project.grids.first(where: { $0.table.name == table }) else { return nil }
    if !grid.keys.contains(where: { $0.text == key }) {
      do {
        _ = try project.apply([
          .extractKey(grid.table, LocalizationKey(key), value: value, comment: "")
        ])
      } catch {
        return nil
      }
    }
    let reserved = AccessorGenerator(enumName: enumName).reservedTypeNames
    let tables = AccessorTable.tables(of: project, reservedTypeNames: reserved).tables
    return AccessorTable.accessorPath(
      forKey: key, table: table, in: tables, enumName: enumName, template: template
    ).map { GeneratedAccessorName(path: $0.path, parameterCount: $0.types.count) }
  }
}
