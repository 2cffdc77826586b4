/// One line of a provider's output, read (`ProviderProtocol.decode`).
@_spi(Fuzzing) public enum ProviderResponse: Hashable, Sendable {
  /// The masked translation of the request `id`.
  case translation(id: String, text: String)
  /// The provider's refusal of the request `id`, in its words (made inert:
  /// `ProviderProtocol.inert`).
  case error(id: String, message: String)

  /// The request it answers.
  @_spi(Fuzzing) public var id: String {
    switch self {
    case .translation(let id, _), .error(let id, _): id
    }
  }
}

/// Why a line of a provider's output is no response: not JSON, not an object, a member
/// missing or of the wrong type, invalid UTF-8, too long.
@_spi(Fuzzing)
public struct ProviderProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The request the line names, when its `id` could be read.
  @_spi(Fuzzing) public var id: String?
  /// What is wrong, in words (never the line's own text).
  @_spi(Fuzzing) public var description: String

  /// An error saying `description` about a line naming `id`.
  @_spi(Fuzzing) public init(id: String?, _ description: String) {
    self.id = id
    self.description = description
  }
}
