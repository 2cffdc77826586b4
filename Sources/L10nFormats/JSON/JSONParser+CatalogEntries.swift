import L10nModel

/// A member of a String Catalog's `strings` object as `JSONReader.read(_:path:entries:)` hands
/// it over: its members, and the localizations of its (last) `localizations` member apart, a
/// localization that is one string unit of plain strings as where its texts are in the bytes.
package struct JSONCatalogEntry {
  /// The entry's key.
  package var key: JSONString
  /// The entry's members other than `localizations`, in order (none when the entry is not an
  /// object).
  package var members: [JSONMember] = []
  /// The members of its last `localizations` member, in order (none when that is not an
  /// object).
  package var localizations: [Localization] = []

  /// One language's localization.
  package struct Localization {
    /// The language's code, as the key's text.
    package var code: String
    /// Where the code's opening quote is in the bytes.
    package var offset: Int
    /// A localization that is one string unit whose members are `state` and `value`, strings
    /// without escapes: where the last of each is (between the quotes), if any.
    package var unit: (state: Range<Int>?, value: Range<Int>?)?
    /// Any other localization's JSON.
    package var node: JSONNode?
  }

  /// `shouldTranslate` (absent, or not a boolean: true), as `XCStringsEntry` tells it.
  package var shouldTranslate: Bool {
    let member = members.last {
      $0.key.value.unicodeScalars.elementsEqual("shouldTranslate".unicodeScalars)
    }
    if case .bool(let value)? = member?.value { return value }
    return true
  }
}

extension JSONParser {
  /// The value of the catalog entry `key`, read as `value()` reads it, with the same failures
  /// at the same places; its localizations apart, plain string units without nodes.
  mutating func catalogEntry(_ key: JSONString) throws(JSONReader.Failure) -> JSONCatalogEntry {
    var entry = JSONCatalogEntry(key: key)
    guard let object = try enterObject() else { return entry }
    defer { depth -= 1 }
    guard object.hasMembers else { return entry }
    repeat {
      let (memberKey, _) = try memberKey(level: object.level)
      if memberKey.value.unicodeScalars.elementsEqual("localizations".unicodeScalars) {
        entry.localizations = try localizations()
      } else {
        entry.members.append(JSONMember(key: memberKey, value: try value()))
      }
    } while try memberFollows()
    return entry
  }

  /// The members of a `localizations` value, read as `value()` reads it (none when it is not
  /// an object).
  private mutating func localizations() throws(JSONReader.Failure)
    -> [JSONCatalogEntry.Localization]
  {
    guard let object = try enterObject() else { return [] }
    defer { depth -= 1 }
    var localizations: [JSONCatalogEntry.Localization] = []
    guard object.hasMembers else { return localizations }
    repeat {
      let (code, range) = try memberKey(level: object.level)
      if let unit = plainUnit() {
        localizations.append(.init(code: code.value, offset: range.lowerBound, unit: unit))
      } else {
        localizations.append(.init(code: code.value, offset: range.lowerBound, node: try value()))
      }
    } while try memberFollows()
    return localizations
  }

  /// At a value: when it is an object, opens it as `value()` does (one level deeper, which the
  /// caller leaves with `depth -= 1`): the key level of its members, and whether it has any
  /// (past its `}` when not); any other value is read as `value()` reads it, and nil returned.
  private mutating func enterObject() throws(JSONReader.Failure) -> (
    level: Int?, hasMembers: Bool
  )? {
    skipSpace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else {
      _ = try value()
      return nil
    }
    guard depth < limits.maximumDepth else { throw fail(limits.depthReason) }
    depth += 1
    let level = keyLimit == nil ? nil : nextLevel
    position += 1
    skipSpace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return (level, false)
    }
    return (level, true)
  }

  /// At a localization's value: when it is `{ "stringUnit" : { … } }` whose members are only
  /// `state` and `value`, strings without escapes or control characters, where the last of
  /// each is, past the value; else nil, nothing read (what `value()` then reads fails or makes
  /// nodes as ever).
  private mutating func plainUnit() -> (state: Range<Int>?, value: Range<Int>?)? {
    // The localization's object and the unit's, as `value()` would open them.
    guard depth + 1 < limits.maximumDepth else { return nil }
    var state: Range<Int>?
    var value: Range<Int>?
    let end = bytes.withUnsafeBufferPointer { bytes -> Int? in
      var index = position
      func take(_ byte: UInt8) -> Bool {
        while index < bytes.count,
          bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A
            || bytes[index] == 0x0D
        {
          index += 1
        }
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
      }
      /// A string without escapes or control characters: its text's range.
      func plainString() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let textStart = index
        while index < bytes.count {
          let byte = bytes[index]
          if byte == UInt8(ascii: "\"") {
            index += 1
            return textStart..<(index - 1)
          }
          if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
          index += 1
        }
        return nil
      }
      func equals(_ range: Range<Int>, _ word: String) -> Bool {
        UnsafeBufferPointer(rebasing: bytes[range]).elementsEqual(word.utf8)
      }
      guard take(UInt8(ascii: "{")), let unitKey = plainString(), equals(unitKey, "stringUnit"),
        take(UInt8(ascii: ":")), take(UInt8(ascii: "{"))
      else { return nil }
      repeat {
        guard let key = plainString(), take(UInt8(ascii: ":")), let text = plainString() else {
          return nil
        }
        if equals(key, "state") {
          state = text
        } else if equals(key, "value") {
          value = text
        } else {
          return nil
        }
      } while take(UInt8(ascii: ","))
      guard take(UInt8(ascii: "}")), take(UInt8(ascii: "}")) else { return nil }
      return index
    }
    guard let end else { return nil }
    position = end
    // As `value()` leaves it after an object past the key limit's path.
    if keyLimit != nil { nextLevel = nil }
    return (state, value)
  }
}
