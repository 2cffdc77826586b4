import L10nGrammar
import L10nModel

/// `undefined-plural-variable`: a `%#@name@` token (in the format key or inside a variant) with
/// no variable `name` in the entry — the app shows the raw token.
package struct UndefinedPluralVariableRule: FileRule {
  package static let id = "undefined-plural-variable"
  package static let defaultSeverity = Severity.error
  package static let summary = "A %#@name@ token names no variable of its .stringsdict entry."

  /// Creates the rule.
  package init() {}

  package func check(_ file: LocalizationFile, in project: Project, report: (Problem) -> Void) {
    // The plural entries of an overlay (a `.stringsdict`), each its format key and variables.
    guard file.isOverlay, let document = file.cellDocument else { return }
    let cells = document.pluralCells(
      sourceLanguage: project.sourceLanguage, sourceDocument: nil, includingDevices: false)
    for cell in cells {
      let key = cell.key
      let line = cell.location?.line ?? 0
      let variables = cell.layout.variables.map(\.variable)
      let defined = Set(variables.map(\.name))
      let texts = [cell.layout.format ?? ""] + variables.flatMap { $0.forms.map(\.text) }
      let used = texts.flatMap { FormatString($0).specifiers.compactMap(\.pluralVariable) }
      var reported: Set<String> = []
      for name in used where !defined.contains(name) && reported.insert(name).inserted {
        report(
          Problem(
            path: file.path, location: SourceLocation(line: max(1, line), column: 1),
            message:
              "\(Quoted.key(key)) in \(file.language) uses %#@\(name)@ but has no variable \"\(name)\"",
            cell: CellID(table: file.table, key: key, language: file.language)))
      }
    }
  }
}

// MARK: - Documentation and examples

extension UndefinedPluralVariableRule {
  package static let explanation = """
    A `%#@name@` token in a `.stringsdict` entry's format (or a form) with no variable \
    `name` in its entry: the device prints nothing for it.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.stringsdict": #"""
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
        <key>files.remaining</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key>
          <string>%#@files@ left</string>
          <key>count</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>ld</string>
            <key>one</key>
            <string>%ld file</string>
            <key>other</key>
            <string>%ld files</string>
          </dict>
        </dict>
      </dict>
      </plist>

      """#
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.stringsdict": #"""
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
        <key>files.remaining</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key>
          <string>%#@files@ left</string>
          <key>files</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>ld</string>
            <key>one</key>
            <string>%ld file</string>
            <key>other</key>
            <string>%ld files</string>
          </dict>
        </dict>
      </dict>
      </plist>

      """#
    ])
  ]
}
