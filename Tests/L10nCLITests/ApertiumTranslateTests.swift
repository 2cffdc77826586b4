import Foundation
import L10nModel
import L10nTestSupport
import Testing

/// `translate --provider apertium` with Debian's apertium filling a project's Spanish gaps.
///
/// Nothing `lint` calls an error that was not there before, every filled cell needing review
/// (machine-translated), every other cell as it was. Skipped, saying so, where apertium and
/// apertium-eng-spa are not installed (`.ci/run` installs them).
@Suite struct ApertiumTranslateTests {
  static let installed: Bool = {
    let run = try? CommandRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["apertium", "-l"])
    let has = run.map { $0.status == 0 && $0.standardOutput.contains("eng-spa") } ?? false
    if !has {
      print("ApertiumTranslateTests: apertium with apertium-eng-spa is not installed: skipped")
    }
    return has
  }()

  /// A small app: `.strings` with specifiers, Markdown, a URL and an e-mail address, a
  /// `.stringsdict` plural and a String Catalog with a plural and a plain string; Spanish has
  /// some of them.
  static let files: [String: String] = [
    "en.lproj/Localizable.strings": """
    /* A button */
    "open" = "Open the file";
    "delete.named" = "Delete %@?";
    "copy.to" = "Copy %1$@ to %2$@";
    "downloaded" = "Downloaded %lld of %lld files";
    "help" = "Read the **manual** at [our website](https://example.com/help).";
    "contact" = "Write to help@example.com for support.";
    "visit" = "Visit https://example.com/news for news";
    "lines" = "First line\\nSecond line";
    "percent" = "100%% done";
    "save" = "Save";

    """,
    "es.lproj/Localizable.strings": """
    "save" = "Guardar";

    """,
    "en.lproj/Localizable.stringsdict": SharedFixtures.pluralStringsdict(
      key: "files.left", variable: "files",
      forms: [("one", "%d file left"), ("other", "%d files left")]),
    "Catalog.xcstrings": """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld songs" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld song" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld songs" } }
            } } }
          }
        },
        "Welcome back, %@!" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome back, %@!" } }
          }
        },
        "Later" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Later" } },
            "es" : { "stringUnit" : { "state" : "needs_review", "value" : "Luego" } }
          }
        },
        "Cancel" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } },
            "es" : { "stringUnit" : { "state" : "translated", "value" : "Cancelar" } }
          }
        }
      },
      "version" : "1.0"
    }

    """,
  ]

  /// `lint --format json`'s errors of `path`, as "rule table key language".
  static func errors(_ path: String) throws -> Set<String> {
    let run = try CommandRunner.run(["lint", "--format", "json", path])
    let all = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
    return Set(
      all.filter { $0["severity"] as? String == "error" }.map { finding in
        ["rule", "table", "key", "language"].map { "\(finding[$0] ?? "")" }
          .joined(separator: " ")
      })
  }

  /// Every cell's content, by cell.
  static func cells(_ project: Project) -> [CellID: CellContent] {
    var cells: [CellID: CellContent] = [:]
    for grid in project.grids.indices {
      for row in project.grids[grid].keys.indices {
        for column in project.languages.indices {
          cells[project.cellID(grid: grid, row: row, column: column)] = project.content(
            grid: grid, row: row, column: column)
        }
      }
    }
    return cells
  }

  @Test(.enabled(if: installed))
  func apertiumFillsTheSpanishGapsWithNoNewLintErrorEachNeedingReview() throws {
    let folder = try TestSupport.fixture(Self.files)
    let before = try TestSupport.load(folder.path)
    let errorsBefore = try Self.errors(folder.path)

    let run = try CommandRunner.run(
      ["translate", folder.path, "--language", "es", "--provider", "apertium"])
    #expect(run.status == 0 || run.status == 1, "\(run.standardError)")

    let after = try TestSupport.load(folder.path)
    let newErrors = try Self.errors(folder.path).subtracting(errorsBefore)
    #expect(newErrors.isEmpty, "new lint errors: \(newErrors.sorted())")

    let cellsBefore = Self.cells(before)
    var filled: [CellID] = []
    for (cell, content) in Self.cells(after) where content != cellsBefore[cell] {
      #expect(cell.language == LanguageID("es"), "\(cell) changed")
      #expect(
        after.reviewState(of: cell) == .needsReview(.machineTranslated),
        "\(cell) is \(String(describing: after.reviewState(of: cell)))")
      filled.append(cell)
    }
    // 12 Spanish gaps (not "Later", which needs review): each filled, or refused and listed (the gate's refusals are not
    // written); most are filled.
    let refused = Set(
      run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("refused: ") }
        .map { $0.split(separator: ":").prefix(2).joined(separator: ":") })
    #expect(filled.count + refused.count == 12, "filled \(filled): \(run.standardOutput)")
    #expect(filled.count >= 8, "filled \(filled.count): \(run.standardOutput)")
    #expect(run.status == (refused.isEmpty ? 0 : 1))
    let save = CellID(
      table: TableID("Localizable"), key: LocalizationKey("save"), language: LanguageID("es"))
    #expect(after.content(of: save).text == "Guardar")
    // A person's translation needing review is no gap: the default (--only gaps) keeps it.
    let later = CellID(
      table: TableID("Catalog"), key: LocalizationKey("Later"), language: LanguageID("es"))
    #expect(after.content(of: later) == before.content(of: later))
  }
}
