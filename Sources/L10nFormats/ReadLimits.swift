import Foundation

/// The limits every reader keeps to, so that a hostile or broken file is a located error of its
/// own rather than a crash, a stack overflow or memory exhausted: how large a file is read, and
/// how deeply values nest.
///
/// One setting for the whole process (`current`), set from the command line
/// (`--max-file-size`, `--max-depth`) before anything is read.
package struct ReadLimits: Sendable, Equatable {
  /// The largest file read, in bytes; a larger one is refused before it is read.
  package var maximumFileSize: Int
  /// The deepest nesting of dictionaries and arrays read.
  package var maximumDepth: Int

  /// Creates limits.
  package init(maximumFileSize: Int, maximumDepth: Int) {
    self.maximumFileSize = maximumFileSize
    self.maximumDepth = maximumDepth
  }

  /// The limits when none is given: 256 MB (over 20 times the largest localization file in the
  /// corpus) and 128 levels (a String Catalog nests about ten).
  package static let standard = ReadLimits(maximumFileSize: 256_000_000, maximumDepth: 128)

  /// The largest `maximumFileSize` that may be set: entries keep 32-bit offsets into their
  /// file, so a file of 2 GiB or more is refused rather than misread.
  package static let largestFileSize = Int(Int32.max)

  /// The depths that may be set: deep enough for anything real, shallow enough that reading,
  /// writing and comparing a tree never runs out of stack.
  package static let depths = 8...1024

  /// The limits in force.
  package static var current: ReadLimits {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }

  /// Why a file nested deeper than `maximumDepth` was not read.
  package var depthReason: String {
    "nested deeper than \(maximumDepth) levels (no localization file nests so deep; "
      + "--max-depth sets the limit)"
  }

  /// Why a file of `size` bytes was not read.
  package func sizeReason(_ size: Int) -> String {
    "the file is \(ReadLimits.size(size)), larger than the limit of "
      + "\(ReadLimits.size(maximumFileSize)); not read (--max-file-size sets the limit)"
  }

  /// A size for messages: "900 bytes", "256 MB", "4294.9 MB".
  static func size(_ size: Int) -> String {
    guard size >= 1_000_000 else { return "\(size) bytes" }
    let tenths = (size + 50_000) / 100_000
    return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
  }

  private static let storage = LockedValue(ReadLimits.standard)
}

/// A value shared between threads behind a lock.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
