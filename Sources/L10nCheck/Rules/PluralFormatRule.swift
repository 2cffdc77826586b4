import L10nGrammar
import L10nModel

/// `plural-format`: a plural variant whose format specifiers do not fit: an invalid `%`, a count printed with another type than `NSStringFormatValueTypeKey` (also when the key is written with a `%`, as some files do), or an argument the source language's variant does not have.
///
/// A variant may leave the number out ("one: a file").
public struct PluralFormatRule: FileRule {
  public static let id = "plural-format"
  public static let defaultSeverity = Severity.error
  public static let summary =
    "A plural variant's format specifiers do not match its value type or the source's variant."

  /// Creates the rule.
  public init() {}

  public func check(_ file: LocalizationFile, in project: Project, report: (Problem) -> Void) {
    PluralRuleSupport.eachPluralVariable(of: file, in: project) { item in
      let valueType =
        item.variable.valueType.isEmpty
        ? nil : FormatString("%" + item.variable.valueType.drop { $0 == "%" }).specifiers.first
      let sourceOther = item.sourceOther
      var problems: [String] = []
      for (category, text) in item.variable.forms {
        let format = FormatString(text)
        problems += format.invalidItems.map { "\(category): '\($0.text)': \($0.reason)" }
        // The variant's first conversion prints the count itself.
        if let valueType, let count = format.specifiers.first(where: { $0.pluralVariable == nil }) {
          let relation = valueType.argumentType.compatibility(with: count.argumentType)
          if relation == .incompatible || relation == .differentSize {
            problems.append(
              "\(category) prints \(count.text) (\(count.argumentType)) but the value type is "
                + "\(item.variable.valueType) (\(valueType.argumentType))")
          }
        }
        if let sourceOther, item.language != project.sourceLanguage, format.invalidItems.isEmpty {
          let comparison = FormatComparison(
            source: FormatArguments(FormatString(sourceOther)), translation: FormatArguments(format)
          )
          // The variant may leave an argument out, not add one or change its kind.
          problems += comparison.errors.compactMap { difference in
            if case .missingArgument = difference { return nil }
            return "\(category): \(difference)"
          }
        }
      }
      if !problems.isEmpty { report(item.problem(problems.joined(separator: "; "))) }
    }
  }
}
