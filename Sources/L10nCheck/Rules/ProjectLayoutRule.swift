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

// MARK: - Documentation and examples

extension ProjectLayoutRule {
  package static let explanation = """
    A localization cannot be read as it ships: a localization file or `.lproj` folder whose \
    name is not valid UTF-8 (not read), a symbolic link to one that leads out of the project \
    (not read), a file its folder-mates' Xcode target does not copy \
    (`ja.lproj/Localizable.strings exists but is not a resource of target App: it will not \
    ship`; shown in its folder-mates' table, not as a table of its own), or a String Catalog \
    and `.strings` files making one table of one bundle.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "ok" = "OK";

      """#,
      "Localizable.xcstrings": #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "ok" : {

          }
        },
        "version" : "1.0"
      }
      """#,
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "ok" = "OK";

      """#,
      "Settings.xcstrings": #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "ok" : {

          }
        },
        "version" : "1.0"
      }
      """#,
    ])
  ]
}
