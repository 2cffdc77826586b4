#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The inline marker that silences rules for one entry: a comment holding
/// `l10nedit:ignore rule-id` (several ids separated by spaces or commas; none silences every
/// rule) — above the entry in a `.strings` file (`/* l10nedit:ignore ellipsis */`), or in a
/// String Catalog key's comment.
///
/// A marker in the source language's comment silences the rule in every language.
package enum InlineIgnore {
  /// The marker.
  package static let marker = "l10nedit:ignore"

  /// Whether `comment` silences `rule`.
  package static func silences(_ rule: String, comment: String) -> Bool {
    var rest = comment[...]
    while let found = rest.firstRange(of: marker) {
      rest = rest[found.upperBound...]
      // The ids run to the end of the line (or of the comment).
      let line = rest.prefix { $0 != "\n" && $0 != "*" }
      let ids = line.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
      if ids.isEmpty || ids.contains(where: { $0 == rule }) { return true }
    }
    return false
  }

  /// Whether `text` (a file's UTF-8) holds the marker anywhere: one fast search, so that
  /// files without it cost nothing more.
  ///
  /// The search jumps from colon to colon (`memchr`), rare in localized text, and compares the
  /// marker around each.
  static func mayAppear(in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    let needle = Array(marker.utf8)
    guard let colon = needle.firstIndex(of: UInt8(ascii: ":")), let base = buffer.baseAddress
    else { return false }
    return needle.withUnsafeBytes { needleBytes in
      guard let needleBase = needleBytes.baseAddress else { return false }
      var offset = colon
      while offset < buffer.count {
        guard let found = memchr(base + offset, Int32(UInt8(ascii: ":")), buffer.count - offset)
        else { return false }
        let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        let start = at - colon
        // `memcmp`: a catalog has a colon per member, and comparing slices element by element
        // was most of a one-row check's time in debug builds (the translation gate's).
        if start >= 0, start + needle.count <= buffer.count,
          memcmp(base + start, needleBase, needle.count) == 0
        {
          return true
        }
        offset = at + 1
      }
      return false
    }
  }
}
