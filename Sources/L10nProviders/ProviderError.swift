/// Why a provider cannot be used: an unknown name, a program that cannot be found or run.
package struct ProviderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in words.
  package var description: String

  /// An error saying `description`.
  package init(_ description: String) {
    self.description = description
  }
}
