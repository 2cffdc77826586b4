/// Many texts in one byte buffer: the UTF-8 of each, one after another, and where each ends.
///
/// The memory holds a text per translated cell (800,000 on a project of 20,000 keys × 40
/// languages); as separate `String`s that is an allocation each, here two arrays.
package struct TextStore: Sendable {
  private var bytes: [UInt8] = []
  private var ends: [Int] = []

  /// An empty store.
  package init() {}

  /// The number of texts.
  package var count: Int { ends.count }

  /// Appends `text` and returns its index.
  @discardableResult
  package mutating func append(_ text: String) -> Int32 {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
    ends.append(bytes.count)
    return Int32(ends.count - 1)
  }

  /// The text at `index`.
  package subscript(index: Int32) -> String {
    let index = Int(index)
    let start = index == 0 ? 0 : ends[index - 1]
    return String(decoding: bytes[start..<ends[index]], as: UTF8.self)
  }

  /// Whether the text at `index` is `text`, without making a string.
  package func equals(_ index: Int32, _ text: String) -> Bool {
    let index = Int(index)
    let start = index == 0 ? 0 : ends[index - 1]
    return bytes[start..<ends[index]].elementsEqual(text.utf8)
  }
}
