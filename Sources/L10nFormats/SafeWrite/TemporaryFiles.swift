import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The hidden temporary files a write makes beside its file, `.<name>.l10nedit-XXXXXXXX`
/// (eight hexadecimal digits), and the removal of those a killed run left behind.
enum TemporaryFiles {
  private static let marker = ".l10nedit-"
  private static let digitCount = 8

  /// A new temporary file for the file `name` in `folder`, created exclusively with `mode`
  /// (before the umask) and open for writing.
  static func create(in folder: String, for name: String, mode: mode_t)
    throws(FileSystem.Failure) -> (descriptor: Int32, path: String)
  {
    while true {
      let digits = String(UInt32.random(in: .min ... .max), radix: 16)
      let padding = String(repeating: "0", count: digitCount - digits.count)
      let path = folder + "/." + name + marker + padding + digits
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
      if descriptor >= 0 { return (descriptor, path) }
      guard errno == EEXIST else {
        throw FileSystem.Failure(
          path: folder + "/" + name,
          reason: "not written: \(SystemCall.errorText) (making a temporary file in \(folder))")
      }
    }
  }

  /// Whether `entry`, a name in a folder, is one of these temporary files: exactly the
  /// pattern, for a name with a localization file's extension.
  static func isTemporary(_ entry: String) -> Bool {
    guard entry.hasPrefix("."), entry.count > 1 + marker.count + digitCount else { return false }
    let digits = entry.suffix(digitCount)
    guard digits.allSatisfy(\.isHexDigit), digits.allSatisfy(\.isASCII) else { return false }
    let stem = entry.dropLast(digitCount)
    guard stem.hasSuffix(marker) else { return false }
    let name = String(stem.dropFirst().dropLast(marker.count))
    return LocalizationFormats.format(ofPath: name) != nil
  }

  /// Removes the temporary files in `folder` last modified before `cutoff` (nanoseconds since
  /// 1970).
  ///
  /// Those are what runs killed before this one left. Returns the paths removed.
  static func removeStale(in folder: String, before cutoff: Int64) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var removed: [String] = []
    for entry in entries.sorted() where isTemporary(entry) {
      let path = folder + "/" + entry
      guard let status = SystemCall.linkStatus(path), SystemCall.isRegularFile(status),
        SystemCall.modificationTime(status) < cutoff, unlink(path) == 0
      else { continue }
      removed.append(path)
    }
    return removed
  }
}
