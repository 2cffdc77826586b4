import L10nGrammar
import L10nModel

/// `plural-format`: a plural variant whose format specifiers do not fit: an invalid `%`, a count printed with another type than `NSStringFormatValueTypeKey` (also when the key is written with a `%`, as some files do), one argument printed with two types, or an argument the call does not have or has with another kind.
///
/// A value type that the source's variable has and prints against too is reported once, on the
/// source: a translation that copied it is not reported for printing the count as the source
/// does.
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
      // A value type the source's variable has too, and prints against too, is the source's
      // problem: said once, on the source, not in every language that copied it.
      let isSource = item.language == project.sourceLanguage
      var copied: Set<ArgumentType> = []
      if !isSource, let source = item.sourceVariable, source.valueType == item.variable.valueType {
        copied = Self.mismatchedTypes(source, in: item.call, valueType: valueType)
      }
      var problems: [String] = []
      var mismatches = 0
      for (category, text) in item.variable.forms {
        let format = FormatString(text)
        problems += format.invalidItems.map { "\(category): '\($0.text)': \($0.reason)" }
        let arguments = item.format.arguments(ofVariant: format, in: item.variable.name)
        problems += arguments.conflicts.map { "\(category): \($0)" }
        if let valueType, let printed = arguments.byPosition[count],
          Self.mismatches(valueType, printed.type), !copied.contains(printed.type)
        {
          mismatches += 1
          problems.append(
            "\(category) prints \(printed.spelling) (\(printed.type)) but the value type is "
              + "\(item.variable.valueType) (\(valueType.argumentType))")
        }
        guard format.invalidItems.isEmpty else { continue }
        // The variant may leave an argument out, not add one or change its kind.
        let differences = item.call.differences(arguments, skipping: valueType.map { _ in count })
        problems += differences.filter(\.isError).map { "\(category): \($0)" }
      }
      if isSource, mismatches > 0 {
        problems.append("translations that copy this value type are not reported for it")
      }
      if !problems.isEmpty { report(item.problem(problems.joined(separator: "; "))) }
    }
  }

  /// Whether a count of `valueType` printed as `printed` is wrong (another type, or size).
  private static func mismatches(_ valueType: FormatSpecifier, _ printed: ArgumentType) -> Bool {
    let relation = valueType.argumentType.compatibility(with: printed)
    return relation == .incompatible || relation == .differentSize
  }

  /// The types other than `valueType` the variants of `variable` (the source's, in the call
  /// `call`) print its count with.
  private static func mismatchedTypes(
    _ variable: PluralVariable, in call: PluralFormat, valueType: FormatSpecifier?
  ) -> Set<ArgumentType> {
    guard let valueType else { return [] }
    let count = call.position(of: variable.name)
    var types: Set<ArgumentType> = []
    for (_, text) in variable.forms {
      let arguments = call.arguments(ofVariant: FormatString(text), in: variable.name)
      if let printed = arguments.byPosition[count], mismatches(valueType, printed.type) {
        types.insert(printed.type)
      }
    }
    return types
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
    file"); a catalog's `%arg` is its substitution's `argNum`. A value type that disagrees \
    with its use in the source is reported once, on the source: translations that copy the \
    source's value type are not reported for it.
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
