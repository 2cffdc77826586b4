import Foundation
import L10nFormats
import L10nGen
import L10nModel
import L10nRewrite

/// The generated accessors a project's Swift code looks keys up through (`l10nedit gen
/// swift`'s or SwiftGen's), as the scan found them: the generated file, its outer enum, its
/// template; the naming `extract --rewrite` gives its planner, and the command regenerating
/// them.
struct GeneratedAccessors {
  /// The generated file (`nil`: the settings ask for the form, the code uses none yet).
  var file: String?
  /// The outer enum's name.
  var enumName = "L10n"
  /// `structured` (`L10n.Settings.title`) or `flat` (`L10n.settingsTitle`).
  var template = AccessorGenerator.Template.structured
  /// Whether the accessors are public.
  var isPublic = false
  /// Whether SwiftGen generated the file.
  var isSwiftGen = false

  /// The accessors the code of `usage` references (the first generated file's), read from
  /// their paths (`L10n.Alert.title`) and the generated file's text; the built-in defaults when
  /// the code references none.
  static func found(in usage: CodeUsage, project: Project) -> GeneratedAccessors {
    var found = GeneratedAccessors()
    let references = usage.references.filter {
      LocalizingForm.isGeneratedAccessor($0.routine)
    }
    guard let first = references.first else { return found }
    found.file = first.path
    found.enumName = String(first.routine.prefix { $0 != "." })
    // A dotted key reached in one step below the enum (and the table's enum) is flat.
    let tableLevels = AccessorTable.tables(of: project).tables.count > 1 ? 1 : 0
    if references.contains(where: {
      $0.key.description.contains(".")
        && $0.routine.split(separator: ".").count == 2 + tableLevels
    }) {
      found.template = .flat
    }
    if let bytes = try? FileSystem.read(first.path) {
      let text = String(decoding: bytes, as: UTF8.self)
      found.isSwiftGen = text.prefix(1_000).contains("SwiftGen")
      found.isPublic = text.contains("public enum \(found.enumName)")
    }
    return found
  }

  /// The command that regenerates the accessors of the project at `projectPath`, as a shell
  /// line.
  func regeneration(projectPath: String) -> String {
    if isSwiftGen { return "swiftgen" }
    var words = ["l10nedit", "gen", "swift", projectPath, "--output", file ?? "ACCESSORS.swift"]
    if template == .flat { words += ["--template", "flat"] }
    if enumName != "L10n" { words += ["--enum", enumName] }
    if isPublic { words.append("--public") }
    return words.map(Self.shellWord).joined(separator: " ")
  }

  /// How the accessors will name keys once those of the rewrite are added to `project`.
  func naming(of project: Project) -> Naming {
    Naming(project: project, enumName: enumName, template: template)
  }

  /// `word` as one shell word: as it is when plain, else in single quotes.
  private static func shellWord(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy {
      $0.isASCII
        && (CharacterSet.alphanumerics.contains($0) || "_./-:@%+=,".unicodeScalars.contains($0))
    }
    return plain && !word.isEmpty
      ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// The accessor names `gen swift` gives, the keys planned so far added to the project.
  struct Naming: AccessorNaming {
    var project: Project
    var enumName: String
    var template: AccessorGenerator.Template

    mutating func accessor(forKey key: String, table: String, value: String)
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
}
