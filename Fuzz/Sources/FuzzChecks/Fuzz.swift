#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the fuzz targets' checks share: properties that must hold (a failed one ends the
/// process, as libFuzzer expects of a finding).
public enum Fuzz {
  /// The input libFuzzer passes, copied into an array.
  public static func bytes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
    guard let start, count > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: start, count: count))
  }

  /// How many lines `bytes` has as YAML, Swift and editors count them: CRLF, a lone CR and LF
  /// each end one.
  public static func lineCount(_ bytes: [UInt8]) -> Int {
    1
      + bytes.indices.count { index in
        bytes[index] == 0x0A || (bytes[index] == 0x0D && bytes.dropFirst(index + 1).first != 0x0A)
      }
  }

  /// Ends the run as a finding, saying which property failed, when `condition` is false.
  ///
  /// libFuzzer then keeps the input as `crash-…` (see Documentation/Development/Fuzzing.md).
  public static func require(
    _ condition: @autoclosure () -> Bool, _ property: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    guard !condition() else { return }
    fail(property(), file: file, line: line)
  }

  /// Ends the run as a finding, saying which property failed.
  public static func fail(
    _ property: String, file: StaticString = #fileID, line: UInt = #line
  ) -> Never {
    let message = "fuzz property failed at \(file):\(line): \(property)\n"
    _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    abort()
  }

  /// What `read` returns; a finding when it throws (what l10nedit wrote must read back).
  public static func reread<Value>(
    _ what: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line,
    _ read: () throws -> Value
  ) -> Value {
    do {
      return try read()
    } catch {
      fail("\(what()) reads back: \(error)", file: file, line: line)
    }
  }

  /// Requires `lhs == rhs`, showing both when they differ.
  public static func requireEqual<Value: Equatable>(
    _ lhs: Value, _ rhs: Value, _ property: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    require(lhs == rhs, "\(property())\n  left:  \(lhs)\n  right: \(rhs)", file: file, line: line)
  }
}
