/// An intent definition file (`Intents.intentdefinition`): its table's keys are the file's
/// own ids, not looked up by code.
public struct IntentDefinition: Hashable, Sendable, Codable {
  /// The file's name: `Intents.intentdefinition`.
  public var file: String
  /// The strings the file holds (ids and titles), or `nil` when it was only found listed in an
  /// Xcode project.
  public var strings: Set<String>?

  /// Creates an intent definition.
  public init(file: String, strings: Set<String>?) {
    self.file = file
    self.strings = strings
  }
}
