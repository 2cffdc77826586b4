import L10nCheck
import L10nModel

extension EditorState {
  /// Opens the list of the hard-coded strings of the scanned code whose extraction would add a
  /// key to the selected table (see `extractionGrids(of:)`), as the `hardcoded-string` rule
  /// reports them: `file:line:column  "text"  (position)`, inert; or says why there is none.
  mutating func listHardcodedStrings() {
    guard let codeUsage else {
      message =
        isScanningCode
        ? "Scanning the code… (hard-coded strings once it is done)"
        : "No code scanned: give the sources (--sources, or \"sources\" in the settings)"
      return
    }
    let grid = selection?.grid ?? tableFilter.flatMap(project.gridIndex(of:)) ?? 0
    guard project.grids.indices.contains(grid) else { return }
    let texts = analysis.linter.hardcodedTexts(in: codeUsage.usage)
    let bundles = ModuleBundles(project)
    let destinations = texts.map { extractionGrids(of: $0.path, bundles: bundles) }
    let listed = texts.indices.filter { destinations[$0].contains(grid) }
    let table = project.grids[grid].table.path
    guard !listed.isEmpty else {
      let elsewhere = Set(destinations.flatMap { $0 }).sorted().map {
        project.grids[$0].table.path
      }
      let key = keymap.keysLabel(of: .grid(.hardcodedStrings)).map { " (\($0) lists them there)" }
      let destination =
        elsewhere.isEmpty
        ? "a Localizable table the project does not have yet (extracting creates it)"
        : elsewhere.joined(separator: ", ") + (key ?? "")
      message =
        texts.isEmpty
        ? "No hard-coded string in the scanned code"
        : "No hard-coded string would go to \(table); \(texts.count) would go to \(destination)"
      return
    }
    let count = "\(listed.count) hard-coded string\(listed.count == 1 ? "" : "s")"
    lastMessage =
      [
        "\(count) would go to \(table) (of \(texts.count) the \(HardcodedStringRule.id) rule reports):"
      ]
      + listed.map { index in
        let text = texts[index]
        return "\(Self.inert(text.path)):\(text.location.line):\(text.location.column)  "
          + "\(ContentExcerpt.quoted(text.text, limit: 80))  (\(Self.inert(text.position)))"
      }
    mode = .readingMessage(0)
  }

  /// The grids a key extracted from the source file at `path` would be added to: the
  /// `Localizable` tables of its Swift package target's bundle when that target has tables
  /// (`bundle: .module`), else the app's `Localizable` tables (those in no package target's
  /// folder; every `Localizable` table when all are in one).
  private func extractionGrids(of path: String, bundles: ModuleBundles) -> [Int] {
    let localizable = project.grids.indices.filter {
      project.grids[$0].table.name == "Localizable"
    }
    if let own = bundles.grids(inTargetOf: path) { return localizable.filter(own.contains) }
    let app = localizable.filter(bundles.isOutsidePackageTargets)
    return app.isEmpty ? localizable : app
  }

  /// `text` with control and invisible characters written `\u{…}`, whole.
  private static func inert(_ text: String) -> String {
    String(ContentExcerpt.quoted(text, limit: .max).dropFirst().dropLast())
  }
}
