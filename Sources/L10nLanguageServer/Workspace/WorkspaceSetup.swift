import L10nCheck
import L10nFormats
import L10nModel
import L10nScan

/// What the server needs from the command that runs it to load a workspace as `lint` does:
/// the rules' configuration and the code to scan (which `L10nCLI` builds from its options).
package struct WorkspaceSetup: Sendable {
  /// The lint configuration of the settings (levels, ignored keys, glossary), for the project
  /// at `root`.
  package var configuration:
    @Sendable (_ settings: ProjectSettings, _ root: String, _ project: Project) throws ->
      LintConfiguration
  /// The files and folders to scan for the keys code uses (empty: none).
  package var sourcePaths: @Sendable (_ root: String, _ settings: ProjectSettings) -> [String]
  /// The scanner (the routines of the settings).
  package var scanner: @Sendable (_ settings: ProjectSettings) -> CodeScanner

  /// Creates a setup.
  package init(
    configuration:
      @escaping @Sendable (_ settings: ProjectSettings, _ root: String, _ project: Project) throws
      -> LintConfiguration,
    sourcePaths: @escaping @Sendable (_ root: String, _ settings: ProjectSettings) -> [String],
    scanner: @escaping @Sendable (_ settings: ProjectSettings) -> CodeScanner
  ) {
    self.configuration = configuration
    self.sourcePaths = sourcePaths
    self.scanner = scanner
  }

  /// The setup without the command's options.
  ///
  /// The settings' rule levels and ignored keys (no glossary), the settings' `sources` else the whole root, the settings' routines. What
  /// tests load snapshots with.
  package static let plain = WorkspaceSetup(
    configuration: { settings, _, _ in
      var configuration = LintConfiguration(
        levels: settings.rules.compactMapValues(LintConfiguration.Level.init(rawValue:)),
        ignoredKeys: settings.ignoredKeys, ignoredTables: settings.ignoredTables)
      configuration.ignoredRuleKeys = settings.ignoredRules
      configuration.brandNames = settings.brandNames
      return configuration
    },
    sourcePaths: { root, settings in
      settings.sources.isEmpty
        ? [root] : settings.sources.map { $0.hasPrefix("/") ? $0 : "\(root)/\($0)" }
    },
    scanner: { settings in
      CodeScanner(
        routines: LocalizingRoutines(
          custom: settings.routines, textPositions: settings.textPositions))
    })
}
