import L10nModel
import L10nTestSupport
import Testing

/// An edit applied, taken back and made again, with every state compared byte for byte.
struct RoundTrip {
  /// The project before the edit.
  var before: ProjectSnapshot
  /// The project after it.
  var after: ProjectSnapshot
  /// What `apply` returned.
  var changes: ChangeSet

  /// The paths of the files whose bytes the edit changed (created ones included).
  var changedFiles: [String] { after.changedFiles(since: before) }

  /// Applies `edits` to `project` and checks the round trip; leaves `project` edited.
  ///
  /// The grids match a fresh build from the files; `ChangeSet.files` names exactly the files
  /// whose bytes changed; `revert` gives back every byte, the file list, the languages and the
  /// grids; reverting the redo change set gives back the edited state, twice over.
  @discardableResult
  init(
    _ project: inout Project, _ edits: [CellEdit],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    before = ProjectSnapshot(project)
    changes = try project.apply(edits)
    after = ProjectSnapshot(project)
    #expect(
      !after.differences(from: before).isEmpty, "nothing changed", sourceLocation: sourceLocation)
    Self.expect(
      ProjectSnapshot(project.rebuilt), after, "edited grids vs a fresh build", sourceLocation)
    let named = Set(changes.files.map { project.files[$0].relativePath })
    #expect(
      named == Set(after.changedFiles(since: before)),
      "ChangeSet.files vs the files whose bytes changed", sourceLocation: sourceLocation)
    #expect(changes.edits == edits, sourceLocation: sourceLocation)
    let fileCount = project.files.count
    var redo = project.revert(changes)
    Self.expect(ProjectSnapshot(project), before, "after undo", sourceLocation)
    Self.expect(ProjectSnapshot(project.rebuilt), before, "after undo, fresh build", sourceLocation)
    for round in 1...2 {
      let undo = project.revert(redo)
      Self.expect(ProjectSnapshot(project), after, "after redo \(round)", sourceLocation)
      Self.expect(
        ProjectSnapshot(project.rebuilt), after, "after redo \(round), fresh build", sourceLocation)
      #expect(project.files.count == fileCount, sourceLocation: sourceLocation)
      guard round == 1 else { break }
      redo = project.revert(undo)
      Self.expect(ProjectSnapshot(project), before, "after undo \(round + 1)", sourceLocation)
    }
  }

  private static func expect(
    _ actual: ProjectSnapshot, _ expected: ProjectSnapshot, _ what: String,
    _ sourceLocation: Testing.SourceLocation
  ) {
    let differences = actual.differences(from: expected)
    #expect(
      differences.isEmpty, "\(what): \(differences.joined(separator: "; "))",
      sourceLocation: sourceLocation)
  }
}
