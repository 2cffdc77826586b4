import L10nModel

/// `project-layout`: a file or folder that cannot be read as it ships (a name that is not valid
/// UTF-8), or two sources of one runtime table (a String Catalog and `.strings` files of one
/// name in one bundle, which Xcode cannot build together).
package struct ProjectLayoutRule: ProjectRule {
  package static let id = "project-layout"
  package static let defaultSeverity = Severity.error
  package static let summary =
    "A localization cannot be read as it ships, or two files build into one table."

  /// Creates the rule.
  package init() {}

  package func check(_ project: Project, report: (Problem) -> Void) {
    for problem in project.layoutProblems {
      report(
        Problem(
          path: problem.path, location: SourceLocation(line: 1, column: 1), message: problem.message
        ))
    }
  }
}
