import L10nModel

/// Writes String Catalogs in Xcode's layout.
public enum XCStringsWriter {
  /// The file's bytes.
  ///
  /// Sorted order orders every object's keys as Xcode does (`KeyOrder.xcode`); keep-order
  /// writes the members as read, so an unedited catalog is reproduced byte for byte even when it
  /// was hand-edited out of order.
  public static func render(_ document: XCStringsDocument, order: WriteOrder) -> [UInt8] {
    let root = order == .sorted ? sorted(document.root) : document.root
    return JSONWriter.render(root, style: .stringCatalog) + document.trailer
  }

  /// `node` with the members of every object in Xcode's key order.
  private static func sorted(_ node: JSONNode) -> JSONNode {
    switch node {
    case .object(var members):
      KeyOrder.xcode.sort(&members) { $0.key.value }
      return .object(
        members.map { JSONMember(key: $0.key, value: sorted($0.value), location: $0.location) })
    case .array(let items): return .array(items.map(sorted))
    default: return node
    }
  }
}
