import Foundation
import L10nModel

/// A binary property list assembled object by object, for files Foundation would not write
/// (references reused, cycles, broken trailers).
struct HandMadePlist {
  /// Each object's bytes, in object-number order.
  var objects: [[UInt8]] = []
  /// The bytes of each reference (1, 2, 4 or 8).
  var referenceSize = 1

  /// Adds an object, returning its number.
  @discardableResult mutating func add(_ object: [UInt8]) -> Int {
    objects.append(object)
    return objects.count - 1
  }

  /// An ASCII string object.
  static func ascii(_ text: String) -> [UInt8] {
    marker(0x50, count: text.utf8.count) + Array(text.utf8)
  }

  /// An array object of `references`.
  func array(_ references: [Int]) -> [UInt8] {
    Self.marker(0xA0, count: references.count) + references.flatMap(encode)
  }

  /// A dictionary object of `keys` and `values` (object numbers).
  func dictionary(keys: [Int], values: [Int]) -> [UInt8] {
    Self.marker(0xD0, count: keys.count) + (keys + values).flatMap(encode)
  }

  /// The file, with `top` as its root.
  func bytes(top: Int) -> [UInt8] {
    var output = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(output.count)
      output += object
    }
    let table = output.count
    let offsetSize = table <= 0xFF ? 1 : table <= 0xFFFF ? 2 : 4
    for offset in offsets { output += Self.bigEndian(offset, size: offsetSize) }
    output += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
    output += Self.bigEndian(objects.count, size: 8) + Self.bigEndian(top, size: 8)
    output += Self.bigEndian(table, size: 8)
    return output
  }

  private func encode(_ reference: Int) -> [UInt8] {
    Self.bigEndian(reference, size: referenceSize)
  }

  static func marker(_ type: UInt8, count: Int) -> [UInt8] {
    guard count >= 15 else { return [type | UInt8(count)] }
    return count <= 0xFFFF
      ? [type | 0x0F, 0x11] + bigEndian(count, size: 2)
      : [type | 0x0F, 0x12] + bigEndian(count, size: 4)
  }

  static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }
}

/// How the `.stringsdict` reader turned Foundation's objects into nodes before it had its own
/// binary reader: what the new reader must still give for every file Foundation writes.
enum FoundationPlistConversion {
  static func node(from object: Any) -> PlistNode? {
    switch object {
    case let string as String: return .string(PlistText(value: string))
    case let dictionary as NSDictionary:
      var entries: [PlistEntry] = []
      for (key, value) in dictionary {
        guard let key = key as? String, let value = node(from: value) else { return nil }
        entries.append(PlistEntry(key: PlistText(value: key), value: value))
      }
      return .dictionary(
        entries.sorted {
          $0.key.value.unicodeScalars.lexicographicallyPrecedes($1.key.value.unicodeScalars) {
            $0.value < $1.value
          }
        })
    case let array as [Any]:
      let items = array.compactMap(node(from:))
      return items.count == array.count ? .array(items) : nil
    case let number as NSNumber:
      return .scalar(tag: "integer", text: number.stringValue)
    default:
      return nil
    }
  }
}
