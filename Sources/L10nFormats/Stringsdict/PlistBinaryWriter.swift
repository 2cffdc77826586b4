import L10nModel

/// Writes property lists of dictionaries, arrays and strings in Apple's binary format
/// (`bplist00`), objects in the order they hold, so that the same list always gives the same
/// bytes (Foundation's writer orders a dictionary by hash, which changes from run to run).
enum PlistBinaryWriter {
  /// The bytes of `root`, or `nil` when it holds a value other than a dictionary, an array or
  /// a string.
  static func render(_ root: PlistNode) -> [UInt8]? {
    // Number the objects breadth first: each container's children get the next numbers.
    var nodes = [root]
    var references: [[Int]] = []
    while references.count < nodes.count {
      let children: [PlistNode]
      switch nodes[references.count] {
      case .dictionary(let entries):
        children = entries.map { .string($0.key) } + entries.map(\.value)
      case .array(let items): children = items
      case .string: children = []
      case .scalar: return nil
      }
      references.append(Array(nodes.count..<(nodes.count + children.count)))
      nodes += children
    }
    let referenceSize = byteCount(for: nodes.count)
    let objects = zip(nodes, references).map {
      encode($0, references: $1, size: referenceSize)
    }
    var output = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(output.count)
      output += object
    }
    let tableOffset = output.count
    let offsetSize = byteCount(for: tableOffset)
    for offset in offsets { output += bigEndian(offset, size: offsetSize) }
    output += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
    output += bigEndian(objects.count, size: 8) + bigEndian(0, size: 8)
    output += bigEndian(tableOffset, size: 8)
    return output
  }

  private static func encode(_ node: PlistNode, references: [Int], size: Int) -> [UInt8] {
    var output: [UInt8]
    switch node {
    case .dictionary(let entries):
      output = marker(0xD0, count: entries.count)
    case .array(let items):
      output = marker(0xA0, count: items.count)
    case .string(let text):
      let scalars = text.value.unicodeScalars
      if scalars.allSatisfy(\.isASCII) {
        return marker(0x50, count: scalars.count) + Array(text.value.utf8)
      }
      let units = Array(text.value.utf16)
      output = marker(0x60, count: units.count)
      for unit in units { output += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
      return output
    case .scalar: return []
    }
    for reference in references { output += bigEndian(reference, size: size) }
    return output
  }

  /// A type marker with its count: in the low nibble below 15, else `0xF` and an integer.
  private static func marker(_ type: UInt8, count: Int) -> [UInt8] {
    guard count >= 15 else { return [type | UInt8(count)] }
    let size = byteCount(for: count)
    let power: UInt8 = size == 1 ? 0 : size == 2 ? 1 : size == 4 ? 2 : 3
    return [type | 0x0F, 0x10 | power] + bigEndian(count, size: size)
  }

  /// The bytes (1, 2, 4 or 8) an unsigned integer up to `value` needs.
  private static func byteCount(for value: Int) -> Int {
    value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
  }

  private static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: UInt64(value) >> (8 * UInt64($0))) }
  }
}
