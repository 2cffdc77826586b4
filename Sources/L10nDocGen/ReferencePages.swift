import Foundation
import L10nCheck

/// The generated documentation: `Documentation/Reference`'s pages and the man page.
///
/// `l10nedit-docgen` writes them; CI and a test compare them with the checked-in pages, so a
/// changed option, rule or key fails the build until the pages are generated again.
package enum ReferencePages {
  /// Every page of `Documentation/Reference`, file name and Markdown, for `rules` (every
  /// built-in rule unless told).
  package static func pages(rules: [any Rule.Type] = Linter.allRules) throws -> [(
    name: String, text: String
  )] {
    let root = try CommandInfo.l10nedit()
    return [
      ("Commands.md", CommandsPage.markdown(root)), ("Rules.md", RulesPage.markdown(rules)),
      ("Keys.md", KeysPage.markdown()), ("README.md", ReferenceIndex.markdown),
    ]
  }

  /// The man page `l10nedit.1`, in roff.
  package static func manPage() throws -> String {
    ManPage.roff(try CommandInfo.l10nedit())
  }

  /// The names of `pages` whose file in `folder` is missing or says something else, and of
  /// Markdown files in `folder` that are no page.
  package static func stalePages(_ pages: [(name: String, text: String)], in folder: String)
    -> [String]
  {
    let changed = pages.filter { page in
      (try? String(contentsOfFile: folder + "/" + page.name, encoding: .utf8)) != page.text
    }.map(\.name)
    let names = Set(pages.map(\.name))
    let extra = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".md") && !names.contains($0) }.sorted()
    return changed + extra
  }
}
