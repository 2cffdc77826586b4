import L10nModel
import L10nScan
import Testing

/// Objective-C and C wrappers of localizing calls: their literal calls give whole keys, in the
/// wrapper's table, and the wrapper's own pattern then no longer stands for them.
@Suite struct ObjCWrapperScanTests {
  static let wrappers = """
    #import <Foundation/Foundation.h>
    NSString *menuTitle(NSString *name) {
        return NSLocalizedString([@"menu." stringByAppendingString:name], @"");
    }
    static NSString *L(NSString *key) { return NSLocalizedStringFromTable(key, @"Errors", nil); }
    @implementation Alerts
    - (NSString *)alertTitle:(NSString *)name {
        return NSLocalizedString([NSString stringWithFormat:@"alert.%@.title", name], nil);
    }
    - (void)show {
        NSLog(@"%@ %@", menuTitle(@"file"), L(@"error.disk"));
        [self alertTitle:@"quit"];
    }
    @end
    """

  static let caller = """
    void more(void) { (void)menuTitle(@"edit"); }
    """

  @Test("calls with a literal give whole keys with the wrapper's text around it and its table")
  func wholeKeys() {
    let usage = ObjCScanner().scan([("Wrappers.m", Self.wrappers), ("More.m", Self.caller)])
    let found = usage.references.map { "\($0.key) \($0.table ?? "?") \($0.routine) \($0.place)" }
    #expect(
      found == [
        "menu.file Localizable menuTitle Wrappers.m:11:31",
        "error.disk Errors L Wrappers.m:11:43",
        "alert.quit.title Localizable alertTitle: Wrappers.m:12:22",
        "menu.edit Localizable menuTitle More.m:1:35",
      ])
    // Called with literals, the wrappers' own run-time keys no longer stand for every key.
    #expect(usage.patterns.isEmpty)
    #expect(usage.dynamicKeys.isEmpty)
    #expect(!usage.otherLiterals.contains("file") && !usage.otherLiterals.contains("quit"))
  }

  @Test("a wrapper no code calls with a literal keeps its pattern; its definition is no call")
  func uncalled() {
    let source = """
      NSString *menuTitle(NSString *name) {
          return NSLocalizedString([@"menu." stringByAppendingString:name], @"");
      }
      void use(NSString *name) { (void)menuTitle(name); }
      """
    let usage = ObjCScanner().scan([("Menu.m", source)])
    #expect(usage.references.isEmpty)
    #expect(usage.patterns.map(\.key.description) == ["menu.*"])
  }
}
