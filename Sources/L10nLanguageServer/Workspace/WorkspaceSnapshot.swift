import L10nCheck
import L10nModel
import L10nScan

/// What the server knows of the workspace at one moment, which every request reads.
///
/// The project as loaded from disk (with the open localization files' unsaved texts in place),
/// its settings and lint configuration, and the code's keys. Immutable: the server replaces it
/// whole when something changed, so that no request waits for a reload.
package struct WorkspaceSnapshot: Sendable {
  /// The project's root folder (where its settings file is).
  package var root: String
  /// The tables, loaded.
  package var project: Project
  /// The settings file's contents (defaults without one).
  package var settings: ProjectSettings
  /// The rules' levels and options, as `lint` reads them from the settings.
  package var configuration: LintConfiguration
  /// The routines that localize (the standard ones and the settings' `routines`).
  package var routines: LocalizingRoutines
  /// The code's keys matched with the tables: `nil` until the first scan of the sources ends
  /// (or when there are no sources).
  package var usage: KeyUsageIndex?
  /// Counts up with each new snapshot.
  package var generation: Int
  /// The open localization files whose unsaved text does not parse, by path, with the error:
  /// the project holds their disk version.
  package var bufferErrors: [String: ParseError] = [:]
  /// The unsaved texts of the open localization files the project holds in place of their
  /// files (those that parse) or beside them (those in `bufferErrors`), by path.
  package var bufferTexts: [String: String] = [:]
  /// How many times the workspace changed before this snapshot: what tells a snapshot that
  /// differs from another in one buffer only (see `Revisions.excluding`).
  package var revisions = Revisions()
  /// The lookups' index of this snapshot (see `lookup`), built once per generation: a snapshot
  /// changed in place must count its generation up.
  package let lookupCache = LookupCache()
  /// What the code's declaring files declare, read once for the scans of buffers (the
  /// workspace's, shared by its snapshots); `nil`: each scan reads them.
  package var declarations: SwiftDeclarationsCache?

  /// Counts of the workspace's changes.
  package struct Revisions: Hashable, Sendable {
    /// The changes of everything but the open buffers: files read, settings, the code's scan.
    package var files = 0
    /// The changes of each open localization file's unsaved text, by path.
    package var buffers: [String: Int] = [:]

    /// Counts of no change.
    package init(files: Int = 0, buffers: [String: Int] = [:]) {
      self.files = files
      self.buffers = buffers
    }

    /// These counts without `path`'s buffer: equal in two snapshots that differ in that
    /// buffer's text at most.
    package func excluding(_ path: String) -> Revisions {
      var revisions = self
      revisions.buffers[path] = nil
      return revisions
    }
  }

  /// Creates a snapshot.
  package init(
    root: String, project: Project, settings: ProjectSettings, configuration: LintConfiguration,
    routines: LocalizingRoutines, usage: KeyUsageIndex?, generation: Int
  ) {
    self.root = root
    self.project = project
    self.settings = settings
    self.configuration = configuration
    self.routines = routines
    self.usage = usage
    self.generation = generation
  }
}
