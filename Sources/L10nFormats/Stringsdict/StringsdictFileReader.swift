import Foundation
import L10nModel

/// Reads `.stringsdict` files: XML property lists (losslessly) and binary ones (read-only).
public enum StringsdictFileReader {
  /// Parses `bytes` read from `path`.
  public static func read(_ bytes: [UInt8], path: String) throws(ParseError) -> StringsdictDocument
  {
    if bytes.starts(with: Array("bplist".utf8)) {
      return StringsdictDocument(
        root: try binaryRoot(bytes, path: path), encoding: .binaryPropertyList)
    }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    guard UTF8Validation.firstInvalidOffset(in: bytes[start...]) == nil else {
      throw ParseError(path: path, location: .init(line: 1, column: 1), reason: "not UTF-8 text")
    }
    let (root, span) = try PlistXMLReader.read(bytes, path: path, from: start)
    guard root.entries != nil else {
      throw ParseError(
        path: path, location: .init(line: 1, column: 1), reason: "the top level is not a <dict>")
    }
    return StringsdictDocument(
      root: root, encoding: .utf8, source: PlistSource(text: bytes, root: root, span: span))
  }

  private static func binaryRoot(_ bytes: [UInt8], path: String) throws(ParseError) -> PlistNode {
    let root: PlistNode
    do {
      root = try PlistBinaryReader.read(bytes)
    } catch {
      throw ParseError(
        path: path, location: .init(line: 1, column: 1),
        reason: "not a valid binary property list: \(error.reason)")
    }
    guard root.entries != nil else {
      throw ParseError(
        path: path, location: .init(line: 1, column: 1),
        reason: "not a valid binary property list of entries: the top level is not a dictionary")
    }
    return root
  }
}

/// Writes `.stringsdict` files: over the XML they were read from, so that an edit changes only
/// its own lines (see `PlistSourceWriter`), or, for a new file, in Xcode's layout (prologue, tab
/// indentation, `&amp;` `&lt;` `&gt;`), UTF-8.
public enum StringsdictWriter {
  /// The file's bytes.
  ///
  /// Sorted order sorts the localization keys by code point, moving each entry's text whole and
  /// keeping its inner order (variables, categories) as written; keep-order reproduces an
  /// unedited file byte for byte, whatever its layout, and so does sorted order when its keys are
  /// already sorted.
  public static func render(_ document: StringsdictDocument, order: WriteOrder) -> [UInt8] {
    guard let source = document.source else {
      return PlistXMLWriter.render(document.root, sortingTopLevel: order == .sorted)
    }
    return PlistSourceWriter.render(
      document.root, over: source, sortingTopLevel: order == .sorted)
  }
}
