/// How positions count characters in a line (LSP 3.17 `PositionEncodingKind`): UTF-16 code units
/// unless client and server agree on another at `initialize`.
package enum PositionEncoding: String, Codable, Hashable, Sendable, CaseIterable {
  /// UTF-8 code units (bytes).
  case utf8 = "utf-8"
  /// UTF-16 code units: the protocol's default, which every client supports.
  case utf16 = "utf-16"
  /// Unicode scalars.
  case utf32 = "utf-32"

  /// The encoding to use given the client's preferences (`general.positionEncodings`, most
  /// preferred first): the first one this server knows, else UTF-16.
  package static func negotiated(clientPrefers offered: [String]?) -> PositionEncoding {
    for name in offered ?? [] {
      if let encoding = PositionEncoding(rawValue: name) { return encoding }
    }
    return .utf16
  }

  /// How many code units of this encoding `scalar` takes.
  package func width(of scalar: Unicode.Scalar) -> Int {
    switch self {
    case .utf8: UTF8.width(scalar)
    case .utf16: UTF16.width(scalar)
    case .utf32: 1
    }
  }
}
