import Foundation

/// Writing to the standard streams.
enum Output {
  /// Writes a line to standard error.
  static func standardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
