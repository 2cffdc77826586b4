/// The SwiftUI names whose first unlabelled string literal is a `LocalizedStringKey`.
enum SwiftCallShapes {
  /// Views: `Text("Hello")`, `Button("Save") { … }`, `Label("Title", systemImage: "x")`.
  static let views: Set<String> = [
    "Text", "Button", "Label", "Toggle", "Link", "NavigationLink", "Section", "Picker", "Menu",
    "Stepper", "DatePicker", "ColorPicker", "TextField", "SecureField", "Tab", "LabeledContent",
    "GroupBox", "DisclosureGroup", "ProgressView", "Gauge", "ControlGroup", "ShareLink",
  ]

  /// Modifiers: `.navigationTitle("Settings")`, `.help("Reloads")`.
  static let modifiers: Set<String> = [
    "navigationTitle", "navigationSubtitle", "help", "accessibilityLabel", "accessibilityHint",
    "accessibilityValue", "alert", "confirmationDialog", "badge",
  ]

  /// The calls whose first argument is a format and the rest its arguments.
  static let formatFunctions: Set<String> = ["localizedStringWithFormat"]
}
