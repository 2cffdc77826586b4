import L10nGrammar
import L10nModel

/// `plural-format`: a plural variant whose format specifiers do not fit: an invalid `%`, a count printed with another type than `NSStringFormatValueTypeKey` (also when the key is written with a `%`, as some files do), one argument printed with two types, or an argument the call does not have or has with another kind.
///
/// Arguments are numbered as Foundation numbers them: a variant's sequential conversions start
/// at its variable's own argument (the count), `n$` names argument n of the whole call. The
/// call is the source language's format key with its variables substituted, so a variant may
/// print any argument of it ("%d follower of %2$@"), or leave the number out ("one: a file").
package struct PluralFormatRule: FileRule {
  package static let id = "plural-format"
  package static let defaultSeverity = Severity.error
  package static let summary =
    "A plural variant's format specifiers do not match its value type or the source's arguments."

  /// Creates the rule.
  package init() {}

  package func check(_ file: LocalizationFile, in project: Project, report: (Problem) -> Void) {
    PluralRuleSupport.eachPluralVariable(of: file, in: project) { item in
      let valueType =
        item.variable.valueType.isEmpty
        ? nil : FormatString("%" + item.variable.valueType.drop { $0 == "%" }).specifiers.first
      let count = item.format.position(of: item.variable.name)
      var problems: [String] = []
      for (category, text) in item.variable.forms {
        let format = FormatString(text)
        problems += format.invalidItems.map { "\(category): '\($0.text)': \($0.reason)" }
        let arguments = item.format.arguments(ofVariant: format, in: item.variable.name)
        problems += arguments.conflicts.map { "\(category): \($0)" }
        if let valueType, let printed = arguments.byPosition[count] {
          let relation = valueType.argumentType.compatibility(with: printed.type)
          if relation == .incompatible || relation == .differentSize {
            problems.append(
              "\(category) prints \(printed.spelling) (\(printed.type)) but the value type is "
                + "\(item.variable.valueType) (\(valueType.argumentType))")
          }
        }
        guard format.invalidItems.isEmpty else { continue }
        // The variant may leave an argument out, not add one or change its kind.
        let differences = item.call.differences(arguments, skipping: valueType.map { _ in count })
        problems += differences.filter(\.isError).map { "\(category): \($0)" }
      }
      if !problems.isEmpty { report(item.problem(problems.joined(separator: "; "))) }
    }
  }
}

// MARK: - Documentation and examples

extension PluralFormatRule {
  package static let explanation = """
    A plural variant whose count is printed with another type than \
    `NSStringFormatValueTypeKey` (also written with a `%`), that prints one argument with \
    two types, or an argument the call lacks or has with another kind. Arguments are \
    numbered as Foundation does: a variant's `%d` is its variable's own argument, `%2$@` is \
    argument 2 of the whole call (the source's format key with its variables substituted), \
    so a variant may print any argument of the call, or leave the number out ("one: a \
    file"); a catalog's `%arg` is its substitution's `argNum`.
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
          <string>%#@files@</string>
          <key>files</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>ld</string>
            <key>one</key>
            <string>%@ file</string>
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
          <string>%#@files@</string>
          <key>files</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>ld</string>
            <key>one</key>
            <string>a file</string>
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
