import L10nModel

/// Writes String Catalogs in Xcode's layout.
public enum XCStringsWriter {
  /// The file's bytes.
  ///
  /// Sorted order orders every object's keys as Xcode does (see `keyPrecedes`); keep-order
  /// writes the members as read, so an unedited catalog is reproduced byte for byte even when it
  /// was hand-edited out of order.
  public static func render(_ document: XCStringsDocument, order: WriteOrder) -> [UInt8] {
    let root = order == .sorted ? sorted(document.root) : document.root
    return JSONWriter.render(root, style: .stringCatalog)
  }

  /// Xcode's key order: case-insensitive, numeric (`type6` before `type12`), then forced.
  static func keyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
    KeyOrder.xcode.precedes(lhs, rhs)
  }

  /// `node` with the members of every object in Xcode's key order.
  private static func sorted(_ node: JSONNode) -> JSONNode {
    switch node {
    case .object(let members):
      .object(
        members.sorted { keyPrecedes($0.key.value, $1.key.value) }.map {
          JSONMember(key: $0.key, value: sorted($0.value), location: $0.location)
        })
    case .array(let items): .array(items.map(sorted))
    default: node
    }
  }
}
