/// The SwiftUI, WidgetKit and AppIntents names whose string literals are localized keys: what
/// the Swift scanner (on a syntax tree) and the language server (on the text being typed)
/// both recognise.
package enum SwiftLocalizingNames {
  /// Views: `Text("Hello")`, `Button("Save") { … }`, `Label("Title", systemImage: "x")`, and
  /// AppIntents' `IntentDialog("Done")`.
  package static let views: Set<String> = [
    "Text", "Button", "Label", "Toggle", "Link", "NavigationLink", "Section", "Picker", "Menu",
    "Stepper", "DatePicker", "ColorPicker", "TextField", "SecureField", "Tab", "LabeledContent",
    "GroupBox", "DisclosureGroup", "ProgressView", "Gauge", "ControlGroup", "ShareLink",
    "IntentDialog", "IntentDescription",
  ]

  /// Modifiers: `.navigationTitle("Settings")`, `.help("Reloads")`, and WidgetKit's
  /// `.configurationDisplayName("Clock")`, `.description("Shows the time")`.
  package static let modifiers: Set<String> = [
    "navigationTitle", "navigationSubtitle", "help", "accessibilityLabel", "accessibilityHint",
    "accessibilityValue", "alert", "confirmationDialog", "badge", "configurationDisplayName",
    "description",
  ]

  /// Calls whose labelled arguments are keys: AppIntents' `DisplayRepresentation(title:)`,
  /// `.result(dialog:)`.
  package static let labelledKeys: [String: Set<String>] = [
    "DisplayRepresentation": ["title", "subtitle"], "TypeDisplayRepresentation": ["name"],
    "result": ["dialog"], "AppShortcut": ["shortTitle"],
  ]

  /// Property wrappers whose labelled arguments are keys: AppIntents' `@Parameter(title:
  /// description:)` and `@Property(title:)`.
  package static let attributeKeys: [String: Set<String>] = [
    "Parameter": ["title", "description"], "Property": ["title"],
  ]

  /// The types whose string literals are localized keys.
  package static let localizedTypes: Set<String> = [
    "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue",
    "SwiftUI.LocalizedStringKey", "Foundation.LocalizedStringResource", "IntentDescription",
  ]
}
