import L10nModel
import L10nScan
import Testing

/// A localized format held in a local variable before `[NSString stringWithFormat:]`: the
/// scan counts the arguments the later message passes, as for a format passed directly.
@Suite struct ObjCFormatVariableTests {
  @Test("the format's arguments are counted through the variable, within its block")
  func throughVariable() {
    let source = """
      void show(int done, int total) {
          NSString *format = NSLocalizedString(@"%d of %d done", nil);
          NSLog(@"%@", [NSString stringWithFormat:format, done]);
      }
      void other(int n) {
          NSString *reused = NSLocalizedString(@"%d files", nil);
          reused = @"%d";
          NSLog(@"%@", [NSString stringWithFormat:reused, n]);
          NSString *unused = NSLocalizedString(@"%d folders", nil);
      }
      void elsewhere(int n) { NSLog(@"%@", [NSString stringWithFormat:unused, n, n]); }
      """
    let counts = ObjCScanner().scan([("Show.m", source)]).references.map {
      "\($0.key): \($0.formatArgumentCount.map(String.init) ?? "none")"
    }
    #expect(counts == ["%d of %d done: 1", "%d files: none", "%d folders: none"])
  }
}
