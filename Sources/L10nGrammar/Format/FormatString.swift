import L10nModel

/// The `%` sequences of a string, parsed with the grammar `String(format:)` accepts.
///
/// `%%`; a position `n$`; Xcode 26's argument name `(name)`; flags `-+#0'`; a width (digits, `*`, `*n$`); a precision (`.digits`,
/// `.*`, `.*n$`); a length `hh h l ll q L z t j`; a conversion among
/// `d i o u x X c C s S p a A e E f F g G @`; and `.stringsdict` plural tokens `%#@name@` and
/// `%1$#@name@`. The space flag is deliberately not accepted: in localized text `% p` and
/// `% of` are prose ("100% private", "80% of"), never a conversion.
public struct FormatString: Hashable, Sendable {
  /// The highest argument position taken as one: beyond it, no call passes that many arguments
  /// (and counting the arguments up to it would allocate for each).
  static let maximumPosition = 1_000

  /// The `%` sequences in order.
  public var items: [FormatItem]

  /// The conversions, without `%%` and invalid sequences.
  public var specifiers: [FormatSpecifier] {
    items.compactMap {
      if case .specifier(let specifier) = $0 { return specifier }
      return nil
    }
  }

  /// The invalid sequences with their reasons.
  public var invalidItems: [(text: String, reason: String)] {
    items.compactMap {
      if case .invalid(let text, let reason) = $0 { return (text, reason) }
      return nil
    }
  }

  /// Whether the string has at least one conversion (so it is used as a format string).
  public var isFormat: Bool { !specifiers.isEmpty }

  /// Parses the `%` sequences of `text`.
  public init(_ text: String) {
    var items: [FormatItem] = []
    Self.forEachItem(in: text, countingScalars: false) { _, item in items.append(item) }
    self.items = items
  }

  /// The `%` sequences of `text` in order, each with where it is: offsets in unicode scalars
  /// (an editor uses them to highlight the placeholders of a value).
  public static func spans(in text: String) -> [(scalars: Range<Int>, item: FormatItem)] {
    var spans: [(scalars: Range<Int>, item: FormatItem)] = []
    forEachItem(in: text, countingScalars: true) { spans.append(($0, $1)) }
    return spans
  }

  /// Calls `body` with each `%` sequence of `text` in order, and where it is in unicode
  /// scalars when `countingScalars` (else an empty range: the bytes between sequences are
  /// then skipped, not read one by one).
  private static func forEachItem(
    in text: String, countingScalars: Bool, _ body: (Range<Int>, FormatItem) -> Void
  ) {
    guard text.utf8Contains(UInt8(ascii: "%")) else { return }
    var text = text
    // Parsed on the UTF-8 bytes (every byte of a `%` sequence's grammar is ASCII); scalar
    // offsets are counted from the bytes that start a scalar.
    text.withUTF8 { bytes in
      var index = 0
      var scalarIndex = 0
      while index < bytes.count {
        guard bytes[index] == UInt8(ascii: "%") else {
          if !countingScalars {
            index = bytes[index...].firstIndex(of: UInt8(ascii: "%")) ?? bytes.count
            continue
          }
          if !Self.isContinuation(bytes[index]) { scalarIndex += 1 }
          index += 1
          continue
        }
        var parser = SpecifierParser(bytes: bytes, start: index)
        let item = parser.parse()
        let end = min(parser.index, bytes.count)
        guard countingScalars else {
          body(0..<0, item)
          index = end
          continue
        }
        let scalarCount = bytes[index..<end].count { !Self.isContinuation($0) }
        body(scalarIndex..<(scalarIndex + scalarCount), item)
        scalarIndex += scalarCount
        index = end
      }
    }
  }

  /// Whether `byte` continues a UTF-8 sequence (rather than starting a scalar).
  static func isContinuation(_ byte: UInt8) -> Bool {
    byte & 0xC0 == 0x80
  }
}

/// Parses one `%` sequence on UTF-8 bytes, a scalar at a time.
private struct SpecifierParser {
  let bytes: UnsafeBufferPointer<UInt8>
  let start: Int
  /// The byte offset of the current scalar.
  var index: Int

  init(bytes: UnsafeBufferPointer<UInt8>, start: Int) {
    self.bytes = bytes
    self.start = start
    self.index = start + 1
  }

  private var current: Unicode.Scalar? {
    guard index < bytes.count else { return nil }
    if bytes[index] < 0x80 { return Unicode.Scalar(bytes[index]) }
    var iterator = UnsafeBufferPointer(rebasing: bytes[index...]).makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
    return "\u{FFFD}"
  }

  /// Moves past the current scalar.
  private mutating func advance() {
    var next = index + 1
    while next < bytes.count, FormatString.isContinuation(bytes[next]) { next += 1 }
    index = next
  }

  /// Whether the byte after the current one is the ASCII `character`.
  private func nextIs(_ character: Unicode.Scalar) -> Bool {
    index + 1 < bytes.count && bytes[index + 1] == UInt8(character.value)
  }

  private var text: String {
    String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
  }

  mutating func parse() -> FormatItem {
    guard let first = current else { return invalid("a lone '%' at the end") }
    if first == "%" {
      index += 1
      return .percentSign
    }
    var specifier = FormatSpecifier(
      text: "", position: nil, flags: "", width: nil, precision: nil, length: "", conversion: "?",
      pluralVariable: nil)
    specifier.position = positionPrefix()
    if specifier.position == 0 { return invalid("argument positions start at 1") }
    if let position = specifier.position, position > FormatString.maximumPosition {
      return invalid(Self.tooFar(position))
    }
    if current == "#", nextIs("@") {
      return pluralToken(specifier)
    }
    // Xcode 26's named placeholder `%(name)@`: the name labels the argument, the conversion
    // follows.
    if current == "(", let end = placeholderNameEnd() { index = end }
    while let flag = current, "-+#0'".unicodeScalars.contains(flag) {
      specifier.flags.unicodeScalars.append(flag)
      index += 1
    }
    specifier.width = amount()
    if current == "." {
      index += 1
      specifier.precision = amount() ?? .fixed(0)
    }
    for amount in [specifier.width, specifier.precision] {
      switch amount {
      case .fixed(let value)? where value > Int(Int32.max):
        return invalid("a width or precision over \(Int32.max) does not fit printf's int")
      case .argument(let position?)? where position > FormatString.maximumPosition:
        return invalid(Self.tooFar(position))
      default: break
      }
    }
    specifier.length = lengthModifier()
    guard let conversion = current else { return invalid("a conversion is missing at the end") }
    advance()
    if conversion == "n" {
      return invalid("%n writes to memory and is never allowed")
    }
    guard "diouxXcCsSpaAeEfFgG@".unicodeScalars.contains(conversion) else {
      return invalid("'\(conversion)' is not a conversion")
    }
    if conversion == "@", specifier.position == nil, case .fixed(let width)? = specifier.width,
      specifier.flags.isEmpty, specifier.precision == nil, specifier.length.isEmpty
    {
      return invalid("a width on %@ has no effect: did you mean %\(width)$@?")
    }
    if !specifier.length.isEmpty, !Self.lengthApplies(specifier.length, to: conversion) {
      return invalid("the length '\(specifier.length)' does not apply to %\(conversion)")
    }
    specifier.conversion = Character(conversion)
    specifier.text = text
    return .specifier(specifier)
  }

  /// Numbers stop growing here (saturating): enough to tell an amount too large for printf's
  /// `int`, and no overflow however many digits a text has.
  private static let saturation = Int(Int32.max) * 10

  private static func tooFar(_ position: Int) -> String {
    position >= saturation
      ? "argument position beyond \(FormatString.maximumPosition): no call passes that many arguments"
      : "argument position \(position) is beyond \(FormatString.maximumPosition): no call passes that many "
        + "arguments"
  }

  /// `value` followed by `digit`, saturating at `saturation`.
  private static func appending(_ digit: Int, to value: Int) -> Int {
    value >= saturation / 10 ? saturation : value * 10 + digit
  }

  /// The offset after `(name)` at the current place (a name of ASCII letters, digits and `_`,
  /// or any non-ASCII scalar), if there is one.
  private func placeholderNameEnd() -> Int? {
    var probe = index + 1
    while probe < bytes.count, bytes[probe] != UInt8(ascii: ")") {
      let byte = bytes[probe]
      guard
        byte >= 0x80 || byte == UInt8(ascii: "_") || Self.digit(Unicode.Scalar(byte)) != nil
          || Unicode.Scalar(byte).properties.isAlphabetic
      else { return nil }
      probe += 1
    }
    guard probe < bytes.count, probe > index + 1 else { return nil }
    return probe + 1
  }

  /// `n$` at the current place, consumed only when the `$` is there.
  private mutating func positionPrefix() -> Int? {
    var probe = index
    var value = 0
    while probe < bytes.count, let digit = Self.digit(Unicode.Scalar(bytes[probe])) {
      value = Self.appending(digit, to: value)
      probe += 1
    }
    guard probe > index, probe < bytes.count, bytes[probe] == UInt8(ascii: "$") else { return nil }
    index = probe + 1
    return value
  }

  private mutating func amount() -> FormatSpecifier.Amount? {
    if current == "*" {
      index += 1
      return .argument(position: positionPrefix())
    }
    var value = 0
    let begin = index
    while let scalar = current, let digit = Self.digit(scalar) {
      value = Self.appending(digit, to: value)
      index += 1
    }
    return index > begin ? .fixed(value) : nil
  }

  private mutating func lengthModifier() -> String {
    // hh, ll, h, l, q, L, z, t, j: the longest first.
    guard let first = current, "hlqLztj".unicodeScalars.contains(first) else { return "" }
    if first == "h" || first == "l", nextIs(first) {
      index += 2
      return first == "h" ? "hh" : "ll"
    }
    index += 1
    return String(Character(first))
  }

  private mutating func pluralToken(_ specifier: FormatSpecifier) -> FormatItem {
    index += 2
    var name = ""
    while let scalar = current, scalar != "@" {
      guard scalar.properties.isAlphabetic || Self.digit(scalar) != nil || scalar == "_" else {
        return invalid("the plural variable name stops at '\(scalar)' without a closing '@'")
      }
      name.unicodeScalars.append(scalar)
      advance()
    }
    guard current == "@", !name.isEmpty else {
      return invalid(
        name.isEmpty
          ? "a plural token needs a variable name" : "the plural token is not closed with '@'")
    }
    index += 1
    var plural = specifier
    plural.pluralVariable = name
    plural.conversion = "@"
    plural.text = text
    return .specifier(plural)
  }

  private func invalid(_ reason: String) -> FormatItem {
    .invalid(text: text, reason: reason)
  }

  private static func lengthApplies(_ length: String, to conversion: Unicode.Scalar) -> Bool {
    switch conversion {
    case "d", "i", "o", "u", "x", "X": length != "L"
    case "a", "A", "e", "E", "f", "F", "g", "G": length == "L" || length == "l"
    case "c", "s": length == "l"
    default: false
    }
  }

  private static func digit(_ scalar: Unicode.Scalar) -> Int? {
    ("0"..."9").contains(scalar) ? Int(scalar.value - 48) : nil
  }
}
