import Foundation
import L10nModel

/// Reads Apple's binary property lists (`bplist00`) straight into `PlistNode`s, within limits
/// that make a hostile file an error instead of memory exhausted or a hang.
///
/// Only what `.strings` and `.stringsdict` files hold is read: dictionaries (their keys sorted
/// by code point), arrays, ASCII and UTF-16 strings, integers, reals and booleans (as
/// `.scalar(tag: "integer", …)` with Foundation's `NSNumber` spelling, as Foundation's reader
/// gave them). Anything else (dates, data, sets, UIDs, `null`) is refused with its name.
///
/// An object may be referred to many times: a file of a few hundred bytes whose arrays each
/// refer eight times to the one before names billions of values. Every visit of an object
/// counts, and the values and the decoded text are bounded relative to the file's size (see
/// `nodeBudget(forFileSize:)` and `textBudget(forFileSize:)`).
public enum PlistBinaryReader {
  /// Why a file was not read.
  public struct Failure: Error, Equatable {
    /// What is wrong, in words.
    public var reason: String
  }

  /// The most values (dictionaries, keys, values, array items, each time they are reached) a
  /// file of `size` bytes may decode to: 4 for each byte, and at least 10,000.
  ///
  /// A file Foundation writes reuses strings, never containers: every value costs at least a
  /// byte of reference, so it decodes to at most one value per byte. A value in memory takes
  /// about 60 bytes; at 4 per byte a 1 MB file decodes to at most about 250 MB.
  public static func nodeBudget(forFileSize size: Int) -> Int {
    max(10_000, size.multipliedReportingOverflow(by: 4).partialValue)
  }

  /// The most bytes of text (UTF-8, keys included, each time a string is reached) a file of
  /// `size` bytes may decode to: 16 for each byte, and at least 1 MB.
  public static func textBudget(forFileSize size: Int) -> Int {
    max(1_000_000, size.multipliedReportingOverflow(by: 16).partialValue)
  }

  /// The property list in `bytes`.
  public static func read(_ bytes: [UInt8]) throws(Failure) -> PlistNode {
    var reader = try Reader(bytes)
    return try reader.node(reader.topObject, depth: 0)
  }

  /// The decoding state: the trailer's numbers, the objects on the current path and what was
  /// spent of the budgets.
  private struct Reader {
    let bytes: [UInt8]
    let offsetSize: Int
    let referenceSize: Int
    let objectCount: Int
    let topObject: Int
    let tableOffset: Int
    let maximumDepth = ReadLimits.current.maximumDepth
    var onPath: [Bool]
    var nodesLeft: Int
    var textLeft: Int

    init(_ bytes: [UInt8]) throws(Failure) {
      self.bytes = bytes
      guard bytes.count >= 8 + 1 + 32, bytes.starts(with: Array("bplist00".utf8)) else {
        throw Failure(reason: "too short, or not starting with bplist00")
      }
      let trailer = bytes.count - 32
      offsetSize = Int(bytes[trailer + 6])
      referenceSize = Int(bytes[trailer + 7])
      // Foundation writes 1, 2, 4 or 8; its reader takes any size up to 8.
      guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
        throw Failure(reason: "the trailer's integer sizes are not 1 to 8 bytes")
      }
      let count = Self.unsigned(bytes, at: trailer + 8, size: 8)
      let top = Self.unsigned(bytes, at: trailer + 16, size: 8)
      let table = Self.unsigned(bytes, at: trailer + 24, size: 8)
      // Every object takes at least a byte between the header and the offset table, and the
      // table holds an offset for each.
      guard table >= 9, table <= UInt64(trailer), count >= 1, count <= table - 8,
        count <= UInt64(trailer) / UInt64(offsetSize),
        table + count * UInt64(offsetSize) <= UInt64(trailer)
      else {
        throw Failure(reason: "the trailer's object count and offset table do not fit the file")
      }
      guard top < count else {
        throw Failure(reason: "the top object is not one of the file's objects")
      }
      (objectCount, topObject, tableOffset) = (Int(count), Int(top), Int(table))
      onPath = Array(repeating: false, count: objectCount)
      nodesLeft = PlistBinaryReader.nodeBudget(forFileSize: bytes.count)
      textLeft = PlistBinaryReader.textBudget(forFileSize: bytes.count)
    }

    /// Object `index` and everything it refers to.
    mutating func node(_ index: Int, depth: Int) throws(Failure) -> PlistNode {
      guard depth <= maximumDepth else { throw Failure(reason: ReadLimits.current.depthReason) }
      guard !onPath[index] else {
        throw Failure(reason: "object \(index) contains itself (a cycle of references)")
      }
      try spendNode()
      let start = try offset(of: index)
      let marker = bytes[start]
      switch marker >> 4 {
      case 0x0:
        switch marker {
        case 0x08: return Self.number(NSNumber(value: false))
        case 0x09: return Self.number(NSNumber(value: true))
        default: throw Failure(reason: "object \(index) is null or a fill byte, not a value")
        }
      case 0x1: return try integer(at: start, index: index)
      case 0x2: return try real(at: start, index: index)
      case 0x5, 0x6: return .string(PlistText(value: try string(index)))
      case 0xA:
        onPath[index] = true
        defer { onPath[index] = false }
        let (first, count) = try references(of: index, at: start)
        var items: [PlistNode] = []
        for item in 0..<count {
          items.append(try node(try reference(first, item), depth: depth + 1))
        }
        return .array(items)
      case 0xD:
        onPath[index] = true
        defer { onPath[index] = false }
        return .dictionary(try entries(of: index, at: start, depth: depth))
      default:
        throw Failure(reason: "object \(index) is \(Self.kind(marker)), which is not read here")
      }
    }

    /// Counts one more value, failing past the budget.
    private mutating func spendNode() throws(Failure) {
      nodesLeft -= 1
      guard nodesLeft >= 0 else {
        throw Failure(
          reason: "its objects, counted each time they are referred to, make more than "
            + "\(PlistBinaryReader.nodeBudget(forFileSize: bytes.count)) values (the limit "
            + "for a file of \(ReadLimits.size(bytes.count)): 4 per byte, at least 10,000)")
      }
    }

    /// A dictionary's entries, sorted by key.
    private mutating func entries(of index: Int, at start: Int, depth: Int) throws(Failure)
      -> [PlistEntry]
    {
      let (first, count) = try references(of: index, at: start, twice: true)
      var entries: [PlistEntry] = []
      for item in 0..<count {
        try spendNode()
        let key = try string(try reference(first, item))
        let value = try node(try reference(first, count + item), depth: depth + 1)
        entries.append(PlistEntry(key: PlistText(value: key), value: value))
      }
      entries.sort {
        $0.key.value.unicodeScalars.lexicographicallyPrecedes($1.key.value.unicodeScalars) {
          $0.value < $1.value
        }
      }
      for (left, right) in zip(entries, entries.dropFirst())
      where left.key.value.unicodeScalars.elementsEqual(right.key.value.unicodeScalars) {
        throw Failure(reason: "the key \"\(left.key.value)\" is in one dictionary twice")
      }
      return entries
    }

    /// The text of string object `index`, charged to the text budget.
    private mutating func string(_ index: Int) throws(Failure) -> String {
      let start = try offset(of: index)
      let marker = bytes[start]
      let (body, count) = try Self.count(bytes, at: start, limit: tableOffset)
      let text: String
      switch marker >> 4 {
      case 0x5:
        guard count <= tableOffset - body else { throw pastTable(index) }
        let slice = bytes[body..<(body + count)]
        guard slice.allSatisfy({ $0 < 0x80 }) else {
          throw Failure(reason: "object \(index), an ASCII string, holds a byte over 0x7F")
        }
        text = String(decoding: slice, as: UTF8.self)
      case 0x6:
        guard count <= (tableOffset - body) / 2 else { throw pastTable(index) }
        let units = (0..<count).map {
          UInt16(bytes[body + 2 * $0]) << 8 | UInt16(bytes[body + 2 * $0 + 1])
        }
        text = String(decoding: units, as: UTF16.self)
      default:
        throw Failure(
          reason: "object \(index) is \(Self.kind(marker)) where a string (a key) must be")
      }
      textLeft -= text.utf8.count
      guard textLeft >= 0 else {
        throw Failure(
          reason: "its strings, counted each time they are referred to, make more than "
            + "\(ReadLimits.size(PlistBinaryReader.textBudget(forFileSize: bytes.count))) "
            + "of text (the limit for a file of \(ReadLimits.size(bytes.count)): 16 per "
            + "byte, at least 1 MB)")
      }
      return text
    }

    private func integer(at start: Int, index: Int) throws(Failure) -> PlistNode {
      guard bytes[start] & 0x0F <= 4 else {
        throw Failure(reason: "object \(index) is an integer of more than 16 bytes")
      }
      let size = 1 << Int(bytes[start] & 0x0F)
      guard size <= tableOffset - start - 1 else { throw pastTable(index) }
      let value = Self.unsigned(bytes, at: start + 1 + max(0, size - 8), size: min(size, 8))
      switch size {
      case 1, 2, 4: return Self.number(NSNumber(value: value))
      case 8: return Self.number(NSNumber(value: Int64(bitPattern: value)))
      default:
        // 128 bits: what Foundation writes for an unsigned value over `Int64.max`.
        guard Self.unsigned(bytes, at: start + 1, size: 8) == 0 else {
          throw Failure(reason: "object \(index) is an integer wider than 64 bits")
        }
        return Self.number(NSNumber(value: value))
      }
    }

    private func real(at start: Int, index: Int) throws(Failure) -> PlistNode {
      let size = 1 << Int(bytes[start] & 0x0F)
      guard size == 4 || size == 8 else {
        throw Failure(reason: "object \(index) is a real of \(size) bytes, not 4 or 8")
      }
      guard size <= tableOffset - start - 1 else { throw pastTable(index) }
      let bits = Self.unsigned(bytes, at: start + 1, size: size)
      return size == 4
        ? Self.number(NSNumber(value: Float(bitPattern: UInt32(bits))))
        : Self.number(NSNumber(value: Double(bitPattern: bits)))
    }

    /// Where the references of a container start, and how many it holds (a dictionary's
    /// keys, then as many values, when `twice`).
    private func references(of index: Int, at start: Int, twice: Bool = false) throws(Failure)
      -> (first: Int, count: Int)
    {
      let (first, count) = try Self.count(bytes, at: start, limit: tableOffset)
      guard count <= (tableOffset - first) / referenceSize / (twice ? 2 : 1) else {
        throw pastTable(index)
      }
      return (first, count)
    }

    /// The object the `item`th reference from `first` names.
    private func reference(_ first: Int, _ item: Int) throws(Failure) -> Int {
      let value = Self.unsigned(bytes, at: first + item * referenceSize, size: referenceSize)
      guard value < UInt64(objectCount) else {
        throw Failure(reason: "a reference to object \(value), of \(objectCount) objects")
      }
      return Int(value)
    }

    /// Where object `index` starts, checked to lie between the header and the offset table.
    private func offset(of index: Int) throws(Failure) -> Int {
      let offset = Self.unsigned(bytes, at: tableOffset + index * offsetSize, size: offsetSize)
      guard offset >= 8, offset < UInt64(tableOffset) else {
        throw Failure(reason: "object \(index) starts outside the objects (at \(offset))")
      }
      return Int(offset)
    }

    private func pastTable(_ index: Int) -> Failure {
      Failure(reason: "object \(index) runs past the objects into the offset table")
    }

    /// Where the content of the object at `start` begins and the count its marker gives: the
    /// low four bits, or when they are all set, the integer object after the marker.
    private static func count(_ bytes: [UInt8], at start: Int, limit: Int) throws(Failure)
      -> (body: Int, count: Int)
    {
      let low = Int(bytes[start] & 0x0F)
      guard low == 0x0F else { return (start + 1, low) }
      guard start + 2 < limit, bytes[start + 1] >> 4 == 0x1, bytes[start + 1] & 0x0F <= 3 else {
        throw Failure(reason: "a count at \(start) that is not an integer of 1 to 8 bytes")
      }
      let size = 1 << Int(bytes[start + 1] & 0x0F)
      guard size <= limit - start - 2 else {
        throw Failure(reason: "a count at \(start) runs into the offset table")
      }
      let value = unsigned(bytes, at: start + 2, size: size)
      guard value <= UInt64(limit) else {
        throw Failure(reason: "a count of \(value) at \(start), more than the file holds")
      }
      return (start + 2 + size, Int(value))
    }

    /// The big-endian unsigned integer of `size` bytes at `offset`.
    private static func unsigned(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
      bytes[offset..<(offset + size)].reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// A number as Foundation's reader gave it to the `.stringsdict` reader.
    private static func number(_ number: NSNumber) -> PlistNode {
      .scalar(tag: "integer", text: number.stringValue)
    }

    /// What a marker names, for messages.
    private static func kind(_ marker: UInt8) -> String {
      switch marker >> 4 {
      case 0x0: "null"
      case 0x1: "an integer"
      case 0x2: "a real"
      case 0x3: "a date"
      case 0x4: "data"
      case 0x5, 0x6: "a string"
      case 0x7: "a UTF-8 string (not in bplist00)"
      case 0x8: "a UID (a keyed archive)"
      case 0xA: "an array"
      case 0xB: "an ordered set"
      case 0xC: "a set"
      case 0xD: "a dictionary"
      default: String(format: "an unknown object (marker 0x%02X)", marker)
      }
    }
  }
}
