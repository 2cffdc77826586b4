/// A typed accessor of a generated file (SwiftGen's `L10n`, `l10nedit gen swift`): the key it
/// looks up is used only when code outside the generated file names the accessor.
package struct GeneratedAccessor: Hashable, Sendable, Codable {
  /// The accessor as code names it: `L10n.Alert.title`.
  package var name: String
  /// The key it looks up.
  package var key: String
  /// The table it looks the key up in.
  package var table: String
  /// Where the generated file declares it.
  package var place: CodeReference.Place

  /// Creates an accessor.
  package init(name: String, key: String, table: String, place: CodeReference.Place) {
    self.name = name
    self.key = key
    self.table = table
    self.place = place
  }
}
