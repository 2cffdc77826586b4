import L10nModel

/// How the review file spells its fields: text escaped so that a field is one line without
/// tabs (`\\`, `\t`, `\n`, `\r`, other control characters as `\u{7F}`), states, reasons and
/// plural forms by name.
enum ReviewFileFields {
  /// `text` escaped for a field.
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case _ where needsEscape(scalar):
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether a scalar is written escaped: a backslash, a C0 or C1 control character, DEL, or a
  /// line or paragraph separator (an editor would break the line there).
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\\" || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      || scalar.value == 0x2028 || scalar.value == 0x2029
  }

  /// What the escaped field `bytes` (UTF-8, already checked) says; throws the offset (in
  /// `bytes`) and reason of an escape that is not one.
  static func unescaped(_ bytes: UnsafeBufferPointer<UInt8>) throws(FieldError) -> String {
    guard bytes.contains(0x5C) else { return String(decoding: bytes, as: UTF8.self) }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == 0x5C else {
        result.append(byte)
        index += 1
        continue
      }
      guard index + 1 < bytes.count else {
        throw FieldError(offset: index, reason: "a backslash ends the field (write \\\\ for one)")
      }
      switch bytes[index + 1] {
      case 0x5C: result.append(0x5C)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "u"):
        let (scalar, length) = try unicodeEscape(bytes, at: index)
        result.append(contentsOf: Array(String(Character(scalar)).utf8))
        index += length
        continue
      default:
        throw FieldError(
          offset: index, reason: "unknown escape (known: \\\\, \\t, \\n, \\r, \\u{HEX})")
      }
      index += 2
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The scalar of `\u{HEX}` at `index`, and the escape's length in bytes.
  private static func unicodeEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    throws(FieldError) -> (Unicode.Scalar, Int)
  {
    let bad = FieldError(offset: index, reason: "\\u must be followed by {HEX}: 1 to 6 hex digits")
    guard index + 3 < bytes.count, bytes[index + 2] == UInt8(ascii: "{") else { throw bad }
    var end = index + 3
    var value: UInt32 = 0
    while end < bytes.count, bytes[end] != UInt8(ascii: "}") {
      guard end - index - 3 < 6, let digit = bytes[end].hexDigitValue else { throw bad }
      value = value * 16 + digit
      end += 1
    }
    guard end < bytes.count, end > index + 3 else { throw bad }
    guard let scalar = Unicode.Scalar(value) else {
      throw FieldError(offset: index, reason: "\\u{…} names no Unicode scalar")
    }
    return (scalar, end + 1 - index)
  }

  /// A field that is not one: where in it, and why.
  struct FieldError: Error {
    /// The offset in the field's bytes.
    var offset: Int
    var reason: String
  }

  // MARK: - Names

  /// The form column: empty for the whole cell, else `plural.one`, `device.iphone`,
  /// `substitution:NAME.one` or `variable:NAME.one` (a `.stringsdict` variable).
  static func name(of form: PluralFormID?) -> String {
    guard let form else { return "" }
    let variable =
      switch form.variable {
      case .plural: "plural"
      case .device: "device"
      case .substitution(let name): "substitution:" + name
      case .stringsdict(let name): "variable:" + name
      }
    return variable + "." + form.category
  }

  /// The form a form column names (`nil`: the whole cell); throws the reason when it names
  /// none.
  static func form(named name: String) throws(FieldError) -> PluralFormID? {
    guard !name.isEmpty else { return nil }
    let bad = FieldError(
      offset: 0,
      reason: "not a plural form: write plural.CATEGORY, device.DEVICE, "
        + "substitution:NAME.CATEGORY or variable:NAME.CATEGORY, or leave it empty")
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { throw bad }
    let variable = name[..<dot]
    let category = String(name[name.index(after: dot)...])
    guard !category.isEmpty else { throw bad }
    if variable == "plural" { return PluralFormID(.plural, category) }
    if variable == "device" { return PluralFormID(.device, category) }
    if variable.hasPrefix("substitution:"), variable.count > "substitution:".count {
      return PluralFormID(
        .substitution(String(variable.dropFirst("substitution:".count))), category)
    }
    if variable.hasPrefix("variable:"), variable.count > "variable:".count {
      return PluralFormID(.stringsdict(String(variable.dropFirst("variable:".count))), category)
    }
    throw bad
  }

  /// The reason a reason column names, with the old source text of a source change.
  static func reason(named name: String, oldSource: String?) -> ReviewReason? {
    switch name {
    case "source-changed": oldSource.map { .sourceChanged(from: $0) }
    case "machine-translated": .machineTranslated
    case "imported": .imported
    case "by-hand": .markedByHand
    default: nil
    }
  }

  /// The reasons' names, for messages.
  static let reasonNames = "source-changed, machine-translated, imported, by-hand"
}
