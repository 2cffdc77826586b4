import Foundation

/// Document URIs and file paths: the server reads only `file:` URIs, and only under its
/// workspace.
package enum DocumentURI {
  /// The file path of a `file:` URI, percent-decoded and standardized (`..` resolved); `nil`
  /// for another scheme or a URI without a path.
  package static func path(of uri: String) -> String? {
    guard let url = URL(string: uri), url.isFileURL else { return nil }
    let path = url.standardizedFileURL.path
    return path.isEmpty ? nil : path
  }

  /// The `file:` URI of an absolute path.
  package static func uri(ofPath path: String) -> String {
    URL(fileURLWithPath: path).absoluteString
  }

  /// Whether `path` is `root` or inside it (compared as standardized paths, folder by folder:
  /// `/a/bc` is not inside `/a/b`).
  package static func path(_ path: String, isInside root: String) -> Bool {
    let path = URL(fileURLWithPath: path).standardizedFileURL.path
    var root = URL(fileURLWithPath: root).standardizedFileURL.path
    if path == root { return true }
    if !root.hasSuffix("/") { root += "/" }
    return path.hasPrefix(root)
  }
}
