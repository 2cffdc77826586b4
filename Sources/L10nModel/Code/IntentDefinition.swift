/// An intent definition file (`Intents.intentdefinition`): its table's keys are the file's
/// own ids, not looked up by code.
package struct IntentDefinition: Hashable, Sendable, Codable {
  /// The file's name: `Intents.intentdefinition`.
  package var file: String
  /// The strings the file holds (ids and titles), or `nil` when it was only found listed in an
  /// Xcode project.
  package var strings: Set<String>?

  /// Creates an intent definition.
  package init(file: String, strings: Set<String>?) {
    self.file = file
    self.strings = strings
  }
}
