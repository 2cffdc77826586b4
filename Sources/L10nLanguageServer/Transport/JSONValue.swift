import Foundation

/// Any JSON value: untyped request parameters, request ids, and what a client sends that the
/// server only passes along.
package enum JSONValue: Codable, Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number without a fraction or exponent that fits an `Int`.
  case integer(Int)
  /// Any other number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object.
  case object([String: JSONValue])

  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// The member `key` of an object; `nil` for a missing member or another value.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  /// The value of a `bool`.
  package var boolValue: Bool? {
    guard case .bool(let value) = self else { return nil }
    return value
  }

  /// The value of a `string`.
  package var stringValue: String? {
    guard case .string(let value) = self else { return nil }
    return value
  }

  /// The strings of an array of strings (other elements left out).
  package var stringsValue: [String]? {
    guard case .array(let values) = self else { return nil }
    return values.compactMap(\.stringValue)
  }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  package init(nilLiteral: ()) { self = .null }
  package init(booleanLiteral value: Bool) { self = .bool(value) }
  package init(integerLiteral value: Int) { self = .integer(value) }
  package init(floatLiteral value: Double) { self = .number(value) }
  package init(stringLiteral value: String) { self = .string(value) }
  package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  package init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements) { _, last in last })
  }

  /// The element `index` of an array; `nil` past its end or for another value.
  package subscript(index: Int) -> JSONValue? {
    guard case .array(let values) = self, values.indices.contains(index) else { return nil }
    return values[index]
  }

  /// The value of an `integer`.
  package var intValue: Int? {
    guard case .integer(let value) = self else { return nil }
    return value
  }

  /// The elements of an array.
  package var arrayValue: [JSONValue]? {
    guard case .array(let values) = self else { return nil }
    return values
  }
}
