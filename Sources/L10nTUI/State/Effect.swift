/// Work the reducer asks the session to do.
package enum Effect: Equatable, Sendable {
  /// Write these files (indices into `project.files`) sorted, as UTF-8.
  case save([Int])
  /// Save these files, then quit.
  case saveAndQuit([Int])
  /// End the session.
  case quit
  /// From now on, save `.strings` and `.stringsdict` files sorted (`true`) or each in its own
  /// order, and record it in the settings file (the answer to the sort prompt).
  case setSortOrder(sorts: Bool)
  /// Compare what saving these files (indices into `project.files`) would write with the
  /// files on disk, and reduce `.reviewed` with the result.
  ///
  /// With `asksSortOrder`, a review of files the save would re-sort (nothing yet says whether
  /// saves sort) asks that first, so that it shows the save in the order chosen rather than a
  /// whole-file re-sort; the sort prompt's own review shows the re-sort.
  case review([Int], asksSortOrder: Bool = true)
  /// Run a job in the background and reduce the action it returns.
  case run(Job)
  /// Ask the running jobs named so to stop (their `JobControl.isCancelled` answers `true`);
  /// each still returns its action.
  case cancel(String)
  /// The project now holds the files as the session last read them from disk (a merge took
  /// their new version): what the session knows of the disk is current again.
  case diskVersionTaken
}

/// Background work: a name, and a function whose result comes back to the reducer as an action.
///
/// Jobs read values captured when they were made (a project is a value), so they never race
/// the editor. A long job reports progress and listens for a stop through its `JobControl`.
package struct Job: Equatable, Sendable {
  /// What the job does, for tests and diagnostics; `Effect.cancel` names it.
  package let name: String
  /// The work; runs off the main loop.
  private let body: @Sendable (JobControl) -> Action

  /// A job named `name` doing `work`.
  package init(_ name: String, work: @escaping @Sendable () -> Action) {
    self.name = name
    body = { _ in work() }
  }

  /// A job named `name` doing `work`, which may report progress and stop when asked
  /// (`control`).
  package init(_ name: String, controlled work: @escaping @Sendable (JobControl) -> Action) {
    self.name = name
    body = work
  }

  /// Does the work (off the main loop), reporting through `control`; without one, nothing
  /// asks it to stop and its reports are dropped.
  package func work(_ control: JobControl = .unattended) -> Action { body(control) }

  /// Jobs are equal when their names are.
  package static func == (lhs: Job, rhs: Job) -> Bool { lhs.name == rhs.name }
}

/// What a running job can ask the session: whether it should stop, and to reduce an action
/// now (its progress) rather than when it ends.
package struct JobControl: Sendable {
  /// Whether the job was asked to stop (`Effect.cancel`).
  package let isCancelled: @Sendable () -> Bool
  /// Hands `action` to the main loop while the job runs (reduced in order, before the job's
  /// own action).
  package let report: @Sendable (Action) -> Void

  /// A control answering `isCancelled` and taking `report`.
  package init(
    isCancelled: @escaping @Sendable () -> Bool, report: @escaping @Sendable (Action) -> Void
  ) {
    self.isCancelled = isCancelled
    self.report = report
  }

  /// Never stopped, reports dropped: a job run without a session (tests, benchmarks).
  package static let unattended = JobControl(isCancelled: { false }, report: { _ in })
}
