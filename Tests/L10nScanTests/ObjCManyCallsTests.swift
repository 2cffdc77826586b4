import L10nModel
import L10nScan
import Testing

/// A file of thousands of localizing calls in one method (a generated table of titles): every
/// call is found, with its format's arguments counted through its variable, and the dynamic
/// keys and wrapper placed, as in a small file — the scan looks each call's block up instead of
/// scanning the file again per call (timing in Documentation/Development/Performance.md).
@Suite struct ObjCManyCallsTests {
  static let count = 3_000

  /// One method holding `count` calls held in variables, every second one formatted later, and
  /// a dynamic key every tenth.
  static var source: String {
    var text = "@implementation Titles\n- (void)show:(NSString *)name {\n"
    for index in 0..<count {
      text += "    NSString *title\(index) = NSLocalizedString(@\"item.\(index) %@\", nil);\n"
      if index % 2 == 0 {
        text += "    NSLog(@\"%@\", [NSString stringWithFormat:title\(index), name]);\n"
      }
      if index % 10 == 0 { text += "    NSLog(@\"%@\", NSLocalizedString(name, nil));\n" }
    }
    return text + "}\n- (NSString *)menuTitle:(NSString *)key {\n"
      + "    return NSLocalizedString([@\"menu.\" stringByAppendingString:key], nil);\n}\n"
      + "- (void)menus { [self menuTitle:@\"file\"]; }\n@end\n"
  }

  @Test("every call of a long method is found with its format's arguments")
  func manyCallsInOneMethod() {
    let usage = ObjCScanner().scan([("Titles.m", Self.source)])
    let keys = usage.references.map(\.key.description)
    #expect(keys.count == Self.count + 1)
    #expect(keys.last == "menu.file")
    let counted = usage.references.prefix(Self.count).map { $0.formatArgumentCount }
    #expect(counted.enumerated().allSatisfy { $1 == ($0 % 2 == 0 ? 1 : nil) })
    #expect(usage.dynamicKeys.count == Self.count / 10)
    #expect(usage.dynamicKeys.first?.location.line == 5)
  }
}
