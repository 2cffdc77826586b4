import Foundation
import L10nTestSupport
import Testing

/// `lint --fix`: the mechanical fixes written through the one write path, changing the fixed
/// values' bytes and nothing else.
@Suite("lint --fix")
struct LintFixTests {
  static let source = """
    /* A comment the fix keeps. */
    "greeting" = "Hello!";

    "loading"="Loading…";
    "name" = "Name:";
    "plain" = "Nothing to fix";

    """

  static let german = """
    /* Ein Kommentar. */
    "greeting" = "Hallo";

    "loading"="Lädt...";
    "name" = "Name:  ";
    "plain" = "Nichts  zu tun";

    """

  /// `lint . ARGUMENTS` on the English and German fixture; the folder and the result.
  static func fix(_ arguments: [String]) throws -> (TemporaryFolder, CommandRunner.Result) {
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": Self.source, "de.lproj/Localizable.strings": Self.german,
    ])
    return (folder, try CommandRunner.run(["lint", "."] + arguments, in: folder.url))
  }

  /// The text of the file at `path` in `folder`.
  static func text(_ folder: TemporaryFolder, _ path: String) throws -> String {
    try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
  }

  @Test("only the fixed values' bytes change; every other byte stays")
  func byteExact() throws {
    let (folder, result) = try Self.fix(["--fix"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      try Self.text(folder, "de.lproj/Localizable.strings") == """
        /* Ein Kommentar. */
        "greeting" = "Hallo";

        "loading"="Lädt…";
        "name" = "Name:";
        "plain" = "Nichts zu tun";

        """)
    #expect(try Self.text(folder, "en.lproj/Localizable.strings") == Self.source)
    #expect(result.standardOutput == "wrote ./de.lproj/Localizable.strings\n")
    #expect(
      result.standardError.contains(
        "./de.lproj/Localizable.strings: 3 values fixed (double-space 1, ellipsis 1, "
          + "whitespace-mismatch 1)"))
  }

  @Test("--rule R fixes that rule only; --dry-run prints the diff and writes nothing")
  func dryRunOneRule() throws {
    let (folder, result) = try Self.fix(["--fix", "--rule", "ellipsis", "--dry-run"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput == """
        --- ./de.lproj/Localizable.strings
        +++ ./de.lproj/Localizable.strings
        @@ -1,6 +1,6 @@
         /* Ein Kommentar. */
         "greeting" = "Hallo";
        \u{20}
        -"loading"="Lädt...";
        +"loading"="Lädt…";
         "name" = "Name:  ";
         "plain" = "Nichts  zu tun";

        """)
    #expect(try Self.text(folder, "de.lproj/Localizable.strings") == Self.german)
  }

  @Test("a String Catalog translation keeps its review state; only its value changes")
  func catalog() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "loading" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "needs_review",
                  "value" : "Lädt..."
                }
              },
              "en" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Loading…"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let folder = try TestSupport.fixture(["Localizable.xcstrings": catalog])
    let result = try CommandRunner.run(["lint", ".", "--fix"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      try Self.text(folder, "Localizable.xcstrings")
        == catalog.replacingOccurrences(of: "Lädt...", with: "Lädt…"))
  }

  @Test("a rule without a fix is refused for --fix; --dry-run needs --fix")
  func refusals() throws {
    let noFix = try CommandRunner.run(["lint", ".", "--fix", "--rule", "numbers"])
    #expect(noFix.status == 2)
    #expect(noFix.standardError.contains("numbers has no fix"))
    let alone = try CommandRunner.run(["lint", ".", "--dry-run"])
    #expect(alone.status == 2)
    #expect(alone.standardError.contains("--dry-run goes with --fix"))
  }

  @Test("findings are silenced per key in the settings file and inline in comments")
  func silencing() throws {
    let folder = try TestSupport.fixture([
      ".l10nedit.json": #"{ "ignoreRules": { "ellipsis": ["loading"] } }"# + "\n",
      "en.lproj/Localizable.strings": """
      "loading" = "Loading…";
      "saving" = "Saving…";
      "name" = "Name:";

      """,
      "de.lproj/Localizable.strings": """
      "loading" = "Lädt...";
      /* l10nedit:ignore ellipsis */
      "saving" = "Sichert...";
      "name" = "Name.";

      """,
      "fr.lproj/Localizable.strings": """
      "loading" = "Chargement...";
      "saving" = "Enregistrement...";
      /* l10nedit:ignore french-spacing, ending-punctuation */
      "name" = "Nom.";

      """,
    ])
    let result = try CommandRunner.run(["lint", ".", "--format", "json"], in: folder.url)
    let findings = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        as? [[String: Any]])
    let found = Set(
      findings.compactMap { finding -> String? in
        // Not the untranslated counts, nor the info that a folder outside git has no history.
        guard let rule = finding["rule"] as? String,
          !["untranslated", "outdated-translation"].contains(rule)
        else { return nil }
        return "\(rule) \(finding["path"] as? String ?? ""):\(finding["line"] as? Int ?? 0)"
      })
    #expect(
      found == [
        "ellipsis ./fr.lproj/Localizable.strings:2",
        "ending-punctuation ./de.lproj/Localizable.strings:4",
      ])
  }

  @Test("a String Catalog key's comment silences a rule inline; without it the rule reports")
  func catalogComment() throws {
    func catalog(comment: String) -> String {
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "loading" : {
            "comment" : "\(comment)",
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Lädt..." } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Loading…" } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    }
    for (comment, reported) in [("Progress. l10nedit:ignore ellipsis", false), ("Progress", true)] {
      let folder = try TestSupport.fixture(["Localizable.xcstrings": catalog(comment: comment)])
      let result = try CommandRunner.run(["lint", ".", "--format", "json"], in: folder.url)
      #expect(result.standardOutput.contains("\"ellipsis\"") == reported, "\(comment)")
    }
  }
}
