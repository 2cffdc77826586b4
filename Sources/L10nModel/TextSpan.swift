/// A range of bytes in a document's UTF-8 text.
///
/// Offsets are 32-bit to keep entries small: projects hold hundreds of thousands of them.
public struct TextSpan: Hashable, Sendable {
  /// The offset of the first byte.
  public var start: Int32
  /// The offset just past the last byte.
  public var end: Int32

  /// Creates a span from two offsets.
  public init(start: Int, end: Int) {
    self.start = Int32(truncatingIfNeeded: start)
    self.end = Int32(truncatingIfNeeded: end)
  }

  /// An empty span at `offset`.
  public static func empty(at offset: Int) -> TextSpan {
    TextSpan(start: offset, end: offset)
  }

  /// The span as a range of `Int` offsets.
  public var range: Range<Int> { Int(start)..<Int(end) }

  /// Whether the span holds no byte.
  public var isEmpty: Bool { start == end }
}
