import SwiftSyntax

/// The SwiftUI, WidgetKit and AppIntents names whose string literals are localized keys.
enum SwiftCallShapes {
  /// Views: `Text("Hello")`, `Button("Save") { … }`, `Label("Title", systemImage: "x")`, and
  /// AppIntents' `IntentDialog("Done")`.
  static let views: Set<String> = [
    "Text", "Button", "Label", "Toggle", "Link", "NavigationLink", "Section", "Picker", "Menu",
    "Stepper", "DatePicker", "ColorPicker", "TextField", "SecureField", "Tab", "LabeledContent",
    "GroupBox", "DisclosureGroup", "ProgressView", "Gauge", "ControlGroup", "ShareLink",
    "IntentDialog", "IntentDescription",
  ]

  /// Modifiers: `.navigationTitle("Settings")`, `.help("Reloads")`, and WidgetKit's
  /// `.configurationDisplayName("Clock")`, `.description("Shows the time")`.
  static let modifiers: Set<String> = [
    "navigationTitle", "navigationSubtitle", "help", "accessibilityLabel", "accessibilityHint",
    "accessibilityValue", "alert", "confirmationDialog", "badge", "configurationDisplayName",
    "description",
  ]

  /// Calls whose labelled arguments are keys: AppIntents' `DisplayRepresentation(title:)`,
  /// `.result(dialog:)`.
  static let labelledKeys: [String: Set<String>] = [
    "DisplayRepresentation": ["title", "subtitle"], "TypeDisplayRepresentation": ["name"],
    "result": ["dialog"], "AppShortcut": ["shortTitle"],
  ]

  /// Property wrappers whose labelled arguments are keys: AppIntents' `@Parameter(title:
  /// description:)` and `@Property(title:)`.
  static let attributeKeys: [String: Set<String>] = [
    "Parameter": ["title", "description"], "Property": ["title"],
  ]

  /// The types whose string literals are localized keys.
  static let localizedTypes: Set<String> = [
    "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue",
    "SwiftUI.LocalizedStringKey", "Foundation.LocalizedStringResource", "IntentDescription",
  ]

  /// The calls whose first argument is a format and the rest its arguments.
  static let formatFunctions: Set<String> = ["localizedStringWithFormat"]

  /// The file extensions of tables read whole at run time (`path(forResource:ofType:)`).
  static let tableExtensions: Set<String> = ["strings", "stringsdict"]

  /// The called name: `NSLocalizedString`, or `navigationTitle` of `.navigationTitle`.
  static func name(of callee: ExprSyntax) -> String? {
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    return callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  /// The type an implicit `.init(…)` makes, when the declaration it initialises or returns
  /// from names it: `var displayRepresentation: DisplayRepresentation { .init(title: "…") }`.
  static func contextualType(of call: FunctionCallExprSyntax) -> String? {
    guard call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil else { return nil }
    var node = Syntax(call)
    while let parent = node.parent {
      // An argument's type is its function's: not known here.
      if parent.is(LabeledExprSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
      if let binding = parent.as(PatternBindingSyntax.self) {
        return binding.typeAnnotation.map { unwrapped($0.type) }
      }
      if let function = parent.as(FunctionDeclSyntax.self) {
        return function.signature.returnClause.map { unwrapped($0.type) }
      }
      node = parent
    }
    return nil
  }

  /// Whether an implicit `.init("…", table: "About", comment: "…")` whose type is not known
  /// here is a `LocalizedStringResource`: a literal first, and a `table:`, `comment:` or
  /// `defaultValue:` no initialiser of a UIKit or AppKit text takes
  /// (`.accessibilityLabel(.init("\(name) icon", table: "About"))`).
  static func isLocalizedResource(_ call: FunctionCallExprSyntax) -> Bool {
    guard call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil,
      let first = call.arguments.first, first.label == nil,
      first.expression.is(StringLiteralExprSyntax.self)
    else { return false }
    return call.arguments.contains {
      ["table", "comment", "defaultValue"].contains($0.label?.text)
    }
  }

  /// Whether `type` is a localized type (optional or not).
  static func isLocalized(_ type: TypeSyntax?) -> Bool {
    type.map { localizedTypes.contains(unwrapped($0)) } ?? false
  }

  /// A type's name without the `?` or `!` of an optional.
  static func unwrapped(_ type: TypeSyntax) -> String {
    var text = type.trimmedDescription
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    return text
  }
}
