import ArgumentParser
import L10nCheck
import L10nFormats
import L10nMemory
import L10nModel

/// Rule levels and ignores from the settings file and the command line, shared by `lint` and
/// the editor.
enum LintSettings {
  /// The lint configuration from a settings file and `--rule id=level` options.
  static func configuration(_ settings: ProjectSettings, options rules: [String] = []) throws
    -> LintConfiguration
  {
    var levels: [String: LintConfiguration.Level] = [:]
    let fromSettings = settings.rules.map { ($0.key, $0.value, settings.origin(ofRule: $0.key)) }
    let fromOptions = try rules.map { option -> (String, String, String) in
      let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2 else {
        throw ValidationError("--rule takes id=level, e.g. untranslated=off; got \"\(option)\"")
      }
      return (parts[0], parts[1], "--rule")
    }
    for (id, value, origin) in fromSettings + fromOptions {
      guard Linter.ruleIDs.contains(id) else {
        throw ValidationError(
          "unknown rule \"\(id)\" in \(origin); rules: \(Linter.ruleIDs.joined(separator: ", "))")
      }
      guard let level = LintConfiguration.Level(rawValue: value) else {
        throw ValidationError("the level of \(id) in \(origin) must be off, info, warning or error")
      }
      levels[id] = level
    }
    for id in settings.ignoredRules.keys where !Linter.ruleIDs.contains(id) {
      throw ValidationError(
        "unknown rule \"\(id)\" in \(settings.path)'s ignoreRules; rules: "
          + Linter.ruleIDs.joined(separator: ", "))
    }
    var configuration = LintConfiguration(
      levels: levels, ignoredKeys: settings.ignoredKeys, ignoredTables: settings.ignoredTables)
    configuration.ignoredRuleKeys = settings.ignoredRules
    configuration.maxLengths = settings.maxLengths.map { ($0.pattern, $0.length) }
    configuration.brandNames = settings.brandNames
    return configuration
  }

  /// The configuration with the glossary of the project at `root` (`GlossaryFiles`), or a
  /// failure with exit status 2 and the glossary's located error.
  static func configuration(
    _ settings: ProjectSettings, options rules: [String] = [], root: String, project: Project
  ) throws -> LintConfiguration {
    var configuration = try configuration(settings, options: rules)
    configuration.glossary = try glossary(root: root, project: project)
    return configuration
  }

  /// The glossary of the project at `root`, or a failure with exit status 2 and its located
  /// error.
  static func glossary(root: String, project: Project) throws -> Glossary {
    do {
      return Glossary(try GlossaryFiles.read(root: root, sourceLanguage: project.sourceLanguage))
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
  }
}
