import Foundation
import L10nModel
import L10nScan
import L10nSwiftScan
import Testing

/// The candidates of `hardcoded-string` the scanners record: each user-facing shape of issue
/// 51 with its twin that is localized (or no user's), in Swift and Objective-C.
@Suite struct HardcodedTextScanTests {
  /// `line:column position shape "text"` of each candidate of a Swift file.
  static func swift(_ source: String, path: String = "App.swift", positions: [String] = [])
    -> [String]
  {
    let usage = SwiftScanner(routines: LocalizingRoutines(textPositions: positions)).scan(
      path: path, text: source)
    return usage.hardcodedTexts.map(Self.line)
  }

  /// The same for an Objective-C file.
  static func objectiveC(_ source: String, path: String = "App.m", positions: [String] = [])
    -> [String]
  {
    let usage = ObjCScanner(routines: LocalizingRoutines(textPositions: positions)).scan([
      (path, source)
    ])
    return usage.hardcodedTexts.map(Self.line)
  }

  static func line(_ text: HardcodedText) -> String {
    "\(text.location) \(text.position) \(text.shape.rawValue) \(Quoted.text(text.text))"
  }

  @Test("SwiftUI: a concatenation given to Text is a String; one literal is a key")
  func swiftUIConcatenation() {
    #expect(
      Self.swift(
        """
        let a = Text("Total: " + total)
        let b = Text("Total: \\(total)")
        """) == [#"1:14 SwiftUI Text built "Total: \(…)""#])
  }

  @Test("SwiftUI: String(format:) of a literal given to a view or modifier is a String")
  func swiftUIFormat() {
    #expect(
      Self.swift(
        """
        let a = Text(String(format: "%d files", count))
        let b = Text(String(format: NSLocalizedString("%d files", comment: ""), count))
        let c = v.navigationTitle(String(format: "Page %d", page))
        """) == [
          #"1:14 SwiftUI Text built "%d files""#,
          #"3:27 SwiftUI .navigationTitle built "Page %d""#,
        ])
  }

  @Test("SwiftUI: a let holding a literal given to Text is a String; a parameter is not")
  func swiftUIVariable() {
    #expect(
      Self.swift(
        """
        struct V: View {
          let heading = "Settings"
          let key: LocalizedStringKey = "Typed"
          var body: some View {
            VStack { Text(heading); Text(key) }
          }
        }
        func row(_ name: String) -> some View { Button(name) {} }
        """) == [#"5:19 SwiftUI Text variable "Settings""#])
  }

  @Test("SwiftUI: a name declared twice in the file is not taken for the literal")
  func swiftUIShadowedVariable() {
    #expect(
      Self.swift(
        """
        let title = "Settings"
        func row(title: String) -> some View { Text(title) }
        """
      ).isEmpty)
  }

  @Test("SwiftUI: a ternary mixing a literal and a String shows the literal as it is")
  func swiftUITernary() {
    #expect(
      Self.swift(
        """
        let a = Text(on ? "On" : name)
        let b = Text(on ? "On" : "Off")
        """) == [#"1:19 SwiftUI Text built "On""#])
  }

  @Test("SwiftUI: Text(verbatim:) is recorded; a literal key is not")
  func swiftUIVerbatim() {
    #expect(
      Self.swift(
        """
        let a = Text(verbatim: "Hello world")
        let b = Text("Hello world")
        """) == [#"1:24 SwiftUI Text(verbatim:) verbatim "Hello world""#])
  }

  @Test("UIKit and AppKit: a literal assigned to a text property; a localized one is not")
  func textProperties() {
    #expect(
      Self.swift(
        """
        label.text = "Tap to start"
        label.text = String(localized: "Tap to start")
        field.stringValue = on ? "Enabled" : "Disabled"
        button.accessibilityIdentifier = "start.button"
        if label.text == "Done" {}
        """) == [
          #"1:14 .text literal "Tap to start""#,
          #"3:26 .stringValue literal "Enabled""#,
          #"3:38 .stringValue literal "Disabled""#,
        ])
  }

  @Test("UIKit and AppKit: a literal given to a text initialiser or method")
  func textCalls() {
    #expect(
      Self.swift(
        """
        let a = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        let b = UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default)
        button.setTitle("Save", for: .normal)
        let c = NSMenuItem(title: "Quit", action: nil, keyEquivalent: "q")
        menu.addItem(withTitle: "About", action: nil, keyEquivalent: "")
        let d = NSTextField(labelWithString: "Name:")
        widget.setTitle("Not UIKit's")
        """) == [
          #"1:34 UIAlertController(title:) literal "Delete?""#,
          #"1:54 UIAlertController(message:) literal "It cannot be undone.""#,
          #"3:17 setTitle(_:) literal "Save""#,
          #"4:27 NSMenuItem(title:) literal "Quit""#,
          #"5:25 addItem(withTitle:) literal "About""#,
          #"6:38 NSTextField(labelWithString:) literal "Name:""#,
        ])
  }

  @Test("the project's functions whose String parameter reaches a text position are ones")
  func helpers() {
    #expect(
      Self.swift(
        """
        class LabelField: NSTextField {
          init(_ label: String) { super.init(frame: .zero); self.stringValue = label }
        }
        func portalRow(_ v: NSView, title: String) -> LabelField { LabelField(title) }
        func row(_ name: String) -> some View { Text(name) }
        func keyed(_ key: LocalizedStringKey) -> some View { Text(key) }
        final class Item {
          let title: String
          init(title: String) { self.title = title }
        }
        let a = portalRow(v, title: "Swap:")
        let b = row("Settings")
        let c = Item(title: "cpu")
        let d = portalRow(v, title: NSLocalizedString("Swap:", comment: ""))
        let e = keyed("Looked up")
        func localizedString(_ key: String) -> String { NSLocalizedString(key, comment: "") }
        func setHeading(_ heading: String) {
          self.toolTip = heading
          self.field.stringValue = localizedString(heading)
        }
        let f = setHeading("Looked up where shown")
        """) == [
          #"11:29 portalRow(title:) literal "Swap:""#, #"12:13 row(_:) literal "Settings""#,
        ])
  }

  @Test(
    "the functions found to be positions are listed, and one file's scan given them finds the text")
  func derivedPositionsForOneFile() {
    let helpers = """
      class LabelField: NSTextField {
        init(_ label: String) { super.init(frame: .zero); self.stringValue = label }
      }
      func portalRow(_ v: NSView, title: String) -> LabelField { LabelField(title) }
      """
    let row = "let a = portalRow(v, title: \"Swap:\")\n"
    let whole = SwiftScanner().scan(files: [("Helpers.swift", helpers), ("Row.swift", row)])
    #expect(whole.derivedTextPositions == ["LabelField(_:)", "portalRow(title:)"])
    #expect(whole.declaringFiles.isEmpty, "no file to read again for each buffer")
    #expect(SwiftScanner().scan(path: "Row.swift", text: row).hardcodedTexts.isEmpty)
    let routines = LocalizingRoutines().addingTextPositions(whole.derivedTextPositions)
    #expect(
      SwiftScanner(routines: routines).scan(path: "Row.swift", text: row).hardcodedTexts.map(
        \.text) == ["Swap:"])
  }

  @Test("the settings' positions: a property, a call's argument")
  func customPositions() {
    let source = """
      row.caption = "Battery"
      let r = SettingsRow(title: "Battery", value: "80")
      """
    #expect(Self.swift(source).isEmpty)
    #expect(
      Self.swift(source, positions: [".caption", "SettingsRow(title:)"]) == [
        #"1:15 .caption literal "Battery""#, #"2:28 SettingsRow(title:) literal "Battery""#,
      ])
  }

  @Test("#if DEBUG, previews and tests' files are no user's")
  func debugPreviewsAndTests() {
    let debug = """
      #if DEBUG
      label.text = "Debug menu"
      #else
      label.text = "Release"
      #endif
      #if !DEBUG
      label.text = "Shipping"
      #else
      label.text = "Debug only"
      #endif
      struct V_Previews: PreviewProvider {
        static var previews: some View { Text("a" + "b") }
      }
      #Preview { Text(verbatim: "Preview text here") }
      """
    #expect(
      Self.swift(debug) == [
        #"4:14 .text literal "Release""#, #"7:14 .text literal "Shipping""#,
      ])
    #expect(Self.swift("label.text = \"Tap\"", path: "AppTests/ViewTests.swift").isEmpty)
    #expect(Self.swift("import XCTest\nlabel.text = \"Tap\"").isEmpty)
  }

  @Test("an l10nedit:ignore comment on the line or the line above is kept for the rule")
  func markers() {
    let usage = SwiftScanner().scan(
      path: "App.swift",
      text: """
        // l10nedit:ignore hardcoded-string
        label.text = "Beta"
        label.text = "Gamma"  // l10nedit:ignore
        label.text = "Delta"
        """)
    #expect(
      usage.hardcodedTexts.map(\.marker) == [
        "l10nedit:ignore hardcoded-string", "l10nedit:ignore", "l10nedit:ignore",
      ])
    #expect(
      SwiftScanner().scan(path: "App.swift", text: "\n\nlabel.text = \"Delta\"")
        .hardcodedTexts.map(\.marker) == [nil])
  }

  @Test("a candidate's UTF-8 range is the literal's bytes (what a rewrite replaces)")
  func utf8Range() throws {
    let source = "label.text = \"Café au lait\"\n"
    let text = try #require(SwiftScanner().scan(path: "A.swift", text: source).hardcodedTexts.first)
    let bytes = Array(source.utf8)[text.utf8Range]
    #expect(String(decoding: bytes, as: UTF8.self) == "\"Café au lait\"")
    let objc = try #require(
      ObjCScanner().scan([("A.m", "[b setTitle:@\"Café\" @\" au lait\"];")]).hardcodedTexts.first)
    #expect(objc.text == "Café au lait")
    let objcBytes = Array("[b setTitle:@\"Café\" @\" au lait\"];".utf8)[objc.utf8Range]
    #expect(String(decoding: objcBytes, as: UTF8.self) == "@\"Café\" @\" au lait\"")
  }

  // MARK: Objective-C

  @Test("Objective-C: a literal given to a text selector part or property; a localized one not")
  func objectiveCPositions() {
    #expect(
      Self.objectiveC(
        """
        [button setTitle:@"Save" forState:UIControlStateNormal];
        [button setTitle:NSLocalizedString(@"Save", @"") forState:UIControlStateNormal];
        label.text = @"Tap to start";
        NSString *title = @"Not shown";
        NSAlert *alert = [NSAlert alertWithMessageText:@"Update?" defaultButton:@"Install" alternateButton:nil otherButton:nil informativeTextWithFormat:@""];
        UIAlertController *c = [UIAlertController alertControllerWithTitle:@"Delete?" message:@"It cannot be undone." preferredStyle:1];
        [log message:@"not an alert"];
        [field setStringValue:[NSString stringWithFormat:@"%d files left", count]];
        NSString *line = [NSString stringWithFormat:@"%d files left", count];
        [defaults setObject:@"x" forKey:@"Launched"];
        NSLog(@"Launched %@", name);
        """) == [
          #"1:18 setTitle: literal "Save""#,
          #"3:14 .text literal "Tap to start""#,
          #"5:48 alertWithMessageText: literal "Update?""#,
          #"5:73 defaultButton: literal "Install""#,
          #"5:146 informativeTextWithFormat: literal """#,
          #"6:68 alertControllerWithTitle: literal "Delete?""#,
          #"6:87 message: literal "It cannot be undone.""#,
          #"8:50 setStringValue: built "%d files left""#,
        ])
  }

  @Test("Objective-C: #if DEBUG branches and the #else of #ifndef DEBUG are no user's")
  func objectiveCDebug() {
    #expect(
      Self.objectiveC(
        """
        #ifdef DEBUG
        label.text = @"Debug";
        #endif
        #ifndef DEBUG
        label.text = @"Release";
        #else
        label.text = @"Debug too";
        #endif
        #if DEBUG && TARGET_OS_IOS
        label.text = @"Debug iOS";
        #elif TARGET_OS_OSX
        label.text = @"Mac";
        #endif
        """) == [#"5:14 .text literal "Release""#, #"12:14 .text literal "Mac""#])
  }

  @Test("Objective-C: the settings' selector parts; tests' files are no user's")
  func objectiveCCustomAndTests() {
    let source = "[cell setCaption:@\"Battery\"];"
    #expect(Self.objectiveC(source).isEmpty)
    #expect(
      Self.objectiveC(source, positions: ["setCaption:"]) == [
        #"1:18 setCaption: literal "Battery""#
      ])
    #expect(
      Self.objectiveC("label.text = @\"Tap\";", path: "SparkleTests/SUTests.m").isEmpty)
  }

  // MARK: Hostile sources

  @Test("escapes and bidi controls in a literal are decoded into the text, not lost")
  func escapesAndBidi() {
    #expect(
      Self.swift(#"label.text = "Tab\there \u{202E}kcatta\u{202C} \"q\"""#) == [
        "1:14 .text literal \"Tab\\there \u{202E}kcatta\u{202C} \\\"q\\\"\""
      ])
  }

  @Test("invalid UTF-8 is read as replacement characters, the rest still scanned")
  func invalidUTF8() {
    var bytes = Array("label.text = \"Caf".utf8)
    bytes += [0xFF, 0xFE]
    bytes += Array("\"\n[b setTitle:@\"Bad ".utf8) + [0xC3] + Array("\"];".utf8)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(Self.swift(text).first == "1:14 .text literal \"Caf\u{FFFD}\u{FFFD}\"")
    #expect(Self.objectiveC(text).last == "2:13 setTitle: literal \"Bad \u{FFFD}\"")
  }

  @Test("a big file's candidates are found in time linear in it")
  func bigFile() {
    let line = "label.text = \"Row of text\"; let t = Text(\"a\" + b)\n"
    let small = String(repeating: line, count: 120)
    let big = String(repeating: line, count: 960)
    let clock = ContinuousClock()
    var found = 0
    let smallTime = clock.measure { found = Self.swift(small).count }
    #expect(found == 240)
    // The timing (about 2 s in a debug build) is left to the deep run and a plain `swift test`.
    guard ProcessInfo.processInfo.environment["L10NEDIT_QUICK_TESTS"] != "1" else { return }
    let bigTime = clock.measure { found = Self.swift(big).count }
    #expect(found == 1_920)
    // Eight times the file: well under the 64 times a quadratic walk takes (a concatenation's
    // literal text was read by changing a node of the file's tree: 31 times).
    #expect(bigTime < smallTime * 20)
    let objc = String(repeating: "[b setTitle:@\"Save\"]; x.text = @\"Tap\";\n", count: 5_000)
    #expect(Self.objectiveC(objc).count == 10_000)
  }

  @Test("a text deep in nested closures is found")
  func deepNesting() {
    let depth = 100
    let source =
      String(repeating: "f {\n", count: depth) + "label.text = \"Deep\"\n"
      + String(repeating: "}\n", count: depth)
    let usage = SwiftScanner().scanOnLargeStack(files: [("Deep.swift", source)])
    #expect(usage.hardcodedTexts.map(\.text) == ["Deep"])
  }
}
