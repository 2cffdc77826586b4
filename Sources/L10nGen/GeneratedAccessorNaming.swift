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

  /// The naming of the accessors the code of `usage` references: their outer enum (`L10n` of
  /// `L10n.Alert.title`) and template (flat when a dotted key is reached one step below the
  /// enum, or the table's); the built-in defaults when the code references none.
  package static func referenced(in usage: CodeUsage, project: Project)
    -> GeneratedAccessorNaming
  {
    var naming = GeneratedAccessorNaming(project: project)
    let references = usage.references.filter { LocalizingForm.isGeneratedAccessor($0.routine) }
    guard let first = references.first else { return naming }
    naming.enumName = String(first.routine.prefix { $0 != "." })
    let tableLevels = AccessorTable.tables(of: project).tables.count > 1 ? 1 : 0
    if references.contains(where: {
      $0.key.description.contains(".")
        && $0.routine.split(separator: ".").count == 2 + tableLevels
    }) {
      naming.template = .flat
    }
    return naming
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
