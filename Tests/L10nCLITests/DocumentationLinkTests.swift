import Foundation
import Testing

/// The README and `Documentation/`: every relative link resolves (anchors included), and every
/// page can be reached from the README.
@Suite("documentation links")
struct DocumentationLinkTests {
  static let root = CommandRunner.packageRoot

  /// Every Markdown page: the README, the changelog and everything in `Documentation/`.
  static func pages() throws -> [String] {
    let documentation = root.appendingPathComponent("Documentation").path
    let enumerator = FileManager.default.enumerator(atPath: documentation)
    let inside = (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".md") }
      .map { "Documentation/" + $0 }
    return ["README.md", "CHANGELOG.md"] + inside.sorted()
  }

  /// The page's text without HTML comments, fenced code blocks and inline code.
  static func prose(_ page: String) throws -> String {
    let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    var lines: [Substring] = []
    var fenced = false
    for line in text.replacing(/<!--[\s\S]*?-->/, with: "").split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        fenced.toggle()
        continue
      }
      if !fenced { lines.append(line) }
    }
    return lines.joined(separator: "\n").replacing(/`[^`\n]*`/, with: "")
  }

  /// The relative links of `page`, as written.
  static func links(_ page: String) throws -> [String] {
    try prose(page).matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
      .filter { !$0.contains("://") && !$0.hasPrefix("mailto:") }
  }

  /// GitHub's anchors of the headings of `page`.
  static func anchors(_ page: String) throws -> Set<String> {
    let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    var anchors = Set<String>()
    var fenced = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { fenced.toggle() }
      guard !fenced, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      anchors.insert(
        String(
          title.lowercased().compactMap { character -> Character? in
            character == " "
              ? "-"
              : (character.isLetter || character.isNumber || "-_".contains(character)
                ? character : nil)
          }))
    }
    return anchors
  }

  /// The page a link of `page` leads to (relative to the package), and its anchor.
  static func target(of link: String, from page: String) -> (page: String, anchor: String?) {
    let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let path = String(parts[0])
    let anchor = parts.count > 1 ? String(parts[1]) : nil
    guard !path.isEmpty else { return (page, anchor) }
    let base = URL(fileURLWithPath: root.appendingPathComponent(page).path)
      .deletingLastPathComponent()
    let resolved = base.appendingPathComponent(path).standardizedFileURL.path
    let prefix = root.standardizedFileURL.path + "/"
    return (
      resolved.hasPrefix(prefix) ? String(resolved.dropFirst(prefix.count)) : resolved, anchor
    )
  }

  @Test("every relative link and anchor resolves")
  func linksResolve() throws {
    for page in try Self.pages() {
      for link in try Self.links(page) {
        let (target, anchor) = Self.target(of: link, from: page)
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(
          atPath: Self.root.appendingPathComponent(target).path, isDirectory: &isFolder)
        #expect(exists, "\(page): \(link) leads nowhere")
        if exists, let anchor, target.hasSuffix(".md") {
          #expect(try Self.anchors(target).contains(anchor), "\(page): no heading for \(link)")
        }
      }
    }
  }

  @Test("every page in Documentation/ can be reached from the README")
  func noOrphans() throws {
    var reached: Set<String> = ["README.md"]
    var queue = ["README.md"]
    while let page = queue.popLast() {
      for link in try Self.links(page) {
        let target = Self.target(of: link, from: page).page
        if target.hasSuffix(".md"), !reached.contains(target) {
          reached.insert(target)
          queue.append(target)
        }
      }
    }
    let orphans = try Self.pages().filter { !reached.contains($0) }
    #expect(orphans.isEmpty, "not reachable from the README: \(orphans)")
  }

  @Test("no user page names ../shared, which a public clone does not have")
  func noSharedPaths() throws {
    let user = try Self.pages().filter { !$0.hasPrefix("Documentation/Development/") }
    for page in user {
      let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
      #expect(!text.contains("../shared"), "\(page) names ../shared")
    }
  }

  @Test("replace --help says plural forms are replaced")
  func replaceHelpOnPlurals() throws {
    let help = try CommandRunner.run(["replace", "--help"]).standardOutput
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.contains("Plural forms (.stringsdict, catalog plural variations) are replaced"))
    #expect(!help.contains("plural entries are left alone"))
  }

  @Test("the README fits on a few screens and keeps the fresh-machine commands")
  func readmeStaysShort() throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count <= 250)
    #expect(text.contains("swift run l10nedit SampleProject/Resources"))
    #expect(text.contains("swift test"))
  }
}
