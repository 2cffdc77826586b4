import L10nModel
import L10nRewrite
import Testing

/// `extract --rewrite`'s planner per localizing form and key style: each reported text
/// rewritten (only its bytes), the entry added, the result parsing and linting clean, a second
/// run changing nothing (the harness checks those three).
@Suite struct RewritePlannerTests {
  static let swiftUI = #"""
    import SwiftUI

    struct SettingsView: View {
      let count: Int
      let name: String
      var body: some View {
        let title = "Settings"
        VStack {
          Text(title)
          Text("Items: " + name)
          Text(verbatim: "Some words here")
          Text(String(format: "%d files", count))
        }
      }
    }
    """#

  static let uiKit = #"""
    import UIKit

    func configure(_ label: UILabel, button: UIButton, count: Int, name: String) {
      label.text = "Tap to start"
      label.text = "\(count) new"
      button.setTitle("Hello " + name, for: .normal)
    }
    """#

  @Test("a refused text takes no key; a storyboard's object ids do not make keys namespaced")
  func refusedTextsAndObjectIDs() throws {
    let result = try RewriteHarness.run(
      #"""
      import UIKit

      func configure(_ label: UILabel, name: String) {
        label.text = "Hello \(name)"
        label.text = "Tap to start"
      }
      """#, path: "Sources/Setup.swift", form: .nsLocalizedString, keyStyle: .namespaced)
    #expect(result.refused.count == 1)
    #expect(result.added == ["setup.text = Tap to start // .text in Setup"])
    let keys = ["Kd2-mp-pUS.title", "5.title", "abc-12-def.placeholderString", "Cancel"]
    #expect(KeyStyle.detected(in: keys.map(LocalizationKey.init)) == .text)
    #expect(
      KeyStyle.detected(
        in: ["settings.title", "settings.done", "Cancel"].map(LocalizationKey.init))
        == .namespaced)
  }

  @Test("a table other than Localizable is named in every call, so that the keys are found")
  func namedTable() throws {
    let swiftUI = try RewriteHarness.run(Self.swiftUI, table: "Main")
    // SwiftUI's own lookups name no table: the String is localized instead.
    #expect(
      swiftUI.lines(containing: "Items") == [
        #"Text(String(localized: "Items: \(name)", table: "Main", comment: "SwiftUI Text in SettingsView"))"#
      ])
    #expect(
      swiftUI.lines(containing: "Some words") == [
        #"Text(verbatim: String(localized: "Some words here", table: "Main", comment: "SwiftUI Text(verbatim:) in SettingsView"))"#
      ])
    let uiKit = try RewriteHarness.run(
      Self.uiKit, path: "Sources/Setup.swift", form: .nsLocalizedString, routine: "localizedString",
      table: "Main")
    #expect(
      uiKit.lines(containing: "label.text") == [
        #"label.text = NSLocalizedString("Tap to start", tableName: "Main", comment: ".text in Setup")"#,
        #"label.text = String(format: NSLocalizedString("%lld new", tableName: "Main", comment: ".text in Setup"), count)"#,
      ])
    let objectiveC = try RewriteHarness.run(
      "void f(UILabel *label) { label.text = @\"Tap to start\"; }\n", path: "Sources/Setup.m",
      table: "Main")
    #expect(
      objectiveC.lines(containing: "label.text") == [
        #"void f(UILabel *label) { label.text = NSLocalizedStringFromTable(@"Tap to start", @"Main", @".text in Setup"); }"#
      ])
  }

  @Test("String(localized:): SwiftUI's String becomes a literal, UIKit's literals are wrapped")
  func stringLocalized() throws {
    let swiftUI = try RewriteHarness.run(Self.swiftUI)
    #expect(
      swiftUI.lines(containing: "Settings\"") == [
        #"let title = String(localized: "Settings", comment: "SwiftUI Text in SettingsView")"#
      ])
    #expect(swiftUI.lines(containing: "Items") == [#"Text("Items: \(name)")"#])
    #expect(swiftUI.lines(containing: "Some words") == [#"Text("Some words here")"#])
    #expect(
      swiftUI.lines(containing: "files") == [
        #"Text(String(format: String(localized: "%d files", comment: "SwiftUI Text in SettingsView"), count))"#
      ])
    #expect(
      swiftUI.added == [
        "Settings = Settings // SwiftUI Text in SettingsView",
        "Items: %@ = Items: %@ // SwiftUI Text in SettingsView",
        "Some words here = Some words here // SwiftUI Text(verbatim:) in SettingsView",
        "%d files = %d files // SwiftUI Text in SettingsView",
      ])
    let uiKit = try RewriteHarness.run(Self.uiKit, path: "Sources/Setup.swift")
    #expect(
      uiKit.lines(containing: "label.text") == [
        #"label.text = String(localized: "Tap to start", comment: ".text in Setup")"#,
        #"label.text = String(localized: "\(count) new", comment: ".text in Setup")"#,
      ])
    #expect(
      uiKit.lines(containing: "setTitle") == [
        #"button.setTitle(String(localized: "Hello \(name)", comment: "setTitle(_:) in Setup"), for: .normal)"#
      ])
    #expect(uiKit.added.contains("%lld new = %lld new // .text in Setup"))
  }

  @Test(
    "NSLocalizedString: a format with String(format:) when interpolated; an unknown type refused")
  func nsLocalizedString() throws {
    let uiKit = try RewriteHarness.run(
      Self.uiKit + "\nfunc more(_ label: UILabel, who: String) { label.text = \"Hi \\(who)\" }\n",
      path: "Sources/Setup.swift", form: .nsLocalizedString)
    #expect(
      uiKit.lines(containing: "label.text") == [
        #"label.text = NSLocalizedString("Tap to start", comment: ".text in Setup")"#,
        #"label.text = String(format: NSLocalizedString("%lld new", comment: ".text in Setup"), count)"#,
        #"func more(_ label: UILabel, who: String) { label.text = "Hi \(who)" }"#,
      ])
    #expect(
      uiKit.lines(containing: "setTitle") == [
        #"button.setTitle(String(format: NSLocalizedString("Hello %@", comment: "setTitle(_:) in Setup"), name), for: .normal)"#
      ])
    #expect(
      uiKit.refused == [
        "Sources/Setup.swift:8:57: the type of who is unknown to the syntax: its format specifier would be a guess (use String(localized:))"
      ])
  }

  @Test("Objective-C: @\"…\" becomes NSLocalizedString(@\"…\", @\"comment\")")
  func objectiveC() throws {
    let result = try RewriteHarness.run(
      """
      - (void)viewDidLoad {
          [self.button setTitle:@"Save \\"all\\"" forState:UIControlStateNormal];
          [field setStringValue:[NSString stringWithFormat:@"%d files left", count]];
      }
      """, path: "Sources/AppDelegate.m")
    #expect(
      result.lines(containing: "NSLocalizedString") == [
        #"[self.button setTitle:NSLocalizedString(@"Save \"all\"", @"setTitle: in AppDelegate") forState:UIControlStateNormal];"#,
        #"[field setStringValue:[NSString stringWithFormat:NSLocalizedString(@"%d files left", @"setStringValue: in AppDelegate"), count]];"#,
      ])
    #expect(
      result.added == [
        #"Save "all" = Save "all" // setTitle: in AppDelegate"#,
        "%d files left = %d files left // setStringValue: in AppDelegate",
      ])
  }

  @Test("keys: the same value reused, another value never overwritten, namespaced keys")
  func keys() throws {
    let source = """
      import UIKit

      func configure(_ label: UILabel, _ other: UILabel, _ third: UILabel) {
        label.text = "Tap to start"
        other.text = "OK"
        third.title = "Tap to start"
      }
      """
    let strings = """
      "Tap to start" = "Tap to start";
      "OK" = "Okay";
      "settings.text" = "Other";
      "settings.title" = "Tap to start";

      """
    let byText = try RewriteHarness.run(source, strings: strings)
    #expect(
      byText.lines(containing: "String(localized:") == [
        #"label.text = String(localized: "Tap to start", comment: ".text in SettingsView")"#,
        #"other.text = String(localized: "OK (2)", defaultValue: "OK", comment: ".text in SettingsView")"#,
        #"third.title = String(localized: "Tap to start", comment: ".title in SettingsView")"#,
      ])
    #expect(byText.added == ["OK (2) = OK // .text in SettingsView"])
    let namespaced = try RewriteHarness.run(source, strings: strings, keyStyle: .namespaced)
    #expect(
      namespaced.lines(containing: "String(localized:") == [
        #"label.text = String(localized: "settings.text2", defaultValue: "Tap to start", comment: ".text in SettingsView")"#,
        #"other.text = String(localized: "settings.text3", defaultValue: "OK", comment: ".text in SettingsView")"#,
        #"third.title = String(localized: "settings.title", defaultValue: "Tap to start", comment: ".title in SettingsView")"#,
      ])
    #expect(
      namespaced.added == [
        "settings.text2 = Tap to start // .text in SettingsView",
        "settings.text3 = OK // .text in SettingsView",
      ])
  }

  @Test("the project's own routine takes the texts without values; the others keep the form")
  func projectRoutine() throws {
    let source = #"""
      import UIKit

      func localizedString(_ key: String) -> String { NSLocalizedString(key, comment: "") }

      func configure(_ label: UILabel, count: Int) {
        label.text = "Swap:"
        label.toolTip = "\(count) cores"
      }
      """#
    let result = try RewriteHarness.run(
      source, form: .nsLocalizedString, routine: "localizedString")
    #expect(
      result.lines(containing: "label.") == [
        #"label.text = localizedString("Swap:")"#,
        #"label.toolTip = String(format: NSLocalizedString("%lld cores", comment: ".toolTip in SettingsView"), count)"#,
      ])
    var usage = CodeUsage()
    let place = SourceLocation(line: 1, column: 1)
    usage.references =
      [
        CodeReference(
          path: "A.swift", location: place, key: CodeKey("a"), routine: "localizedString"),
        CodeReference(
          path: "A.swift", location: place, key: CodeKey("b"), routine: "localizedString"),
        CodeReference(path: "A.swift", location: place, key: CodeKey("c"), routine: "Text"),
        CodeReference(
          path: "A.swift", location: place, key: CodeKey("d"), routine: "NSLocalizedString"),
      ]
    #expect(LocalizingForm.detectedRoutine(in: usage) == "localizedString")
    usage.references[2].routine = "NSLocalizedString"
    #expect(LocalizingForm.detectedRoutine(in: usage) == nil)
  }

  /// Names keys as the structured template does for simple keys: `L10n.<Level>.<member>`,
  /// one parameter per specifier of the value.
  struct StructuredNaming: AccessorNaming {
    var asked: [String] = []

    mutating func accessor(forKey key: String, table: String, value: String)
      -> GeneratedAccessorName?
    {
      asked.append("\(table) \(key)")
      guard !key.contains(" ") else { return nil }
      var levels = key.split(separator: ".").map(String.init)
      let member = levels.removeLast()
      let path =
        (["L10n"] + levels.map { $0.prefix(1).uppercased() + $0.dropFirst() } + [
          member.prefix(1).lowercased() + member.dropFirst()
        ]).joined(separator: ".")
      return GeneratedAccessorName(path: path, parameterCount: value.count { $0 == "%" })
    }
  }

  @Test("the generated-accessor form: a property, the function form with the values, refusals")
  func generatedAccessors() throws {
    let source = #"""
      import UIKit

      func configure(_ label: UILabel, count: Int, name: String) {
        label.text = "Swap:"
        label.toolTip = "\(count) files left"
        label.accessibilityLabel = "Hello \(name)"
        label.placeholder = "Two words"
      }
      """#
    let result = try RewriteHarness.run(
      source, path: "Sources/Swap.swift", strings: #""swap.title" = "Old";"#,
      form: .generated, keyStyle: .namespaced, accessors: StructuredNaming())
    #expect(
      result.lines(containing: "label.") == [
        #"label.text = L10n.Swap.text"#,
        #"label.toolTip = L10n.Swap.toolTip(count)"#,
        #"label.accessibilityLabel = "Hello \(name)""#,
        #"label.placeholder = L10n.Swap.placeholder"#,
      ])
    #expect(result.refused.count == 1)
    #expect(
      result.refused.first?.contains("Sources/Swap.swift:6:30: the type of name") == true,
      "\(result.refused)")
    // SwiftUI: a built String becomes the accessor called with its values.
    let swiftUI = try RewriteHarness.run(
      "import SwiftUI\nstruct SwapView: View {\n  let name: String\n  var body: some View { Text(\"Items: \" + name) }\n}\n",
      path: "Sources/SwapView.swift", form: .generated, keyStyle: .namespaced,
      accessors: StructuredNaming())
    #expect(
      swiftUI.lines(containing: "Text(") == ["var body: some View { Text(L10n.Swap.items(name)) }"])
    // A key the naming gives no accessor is refused with the key.
    let plain = try RewriteHarness.run(
      #"label.text = "Two words""#, form: .generated, accessors: StructuredNaming())
    #expect(
      plain.refused.map { $0.contains(#"no generated accessor for the key "Two words""#) } == [true]
    )
    // Without a naming (the caller cannot name accessors), refused too.
    let unnamed = try RewriteHarness.run(#"label.text = "Swap:""#, form: .generated)
    #expect(unnamed.refused.count == 1)
    // Detection: the references through generated accessors outnumber the standard forms.
    var usage = CodeUsage()
    let place = SourceLocation(line: 1, column: 1)
    usage.references = [
      CodeReference(
        path: "Generated.swift", location: place, key: CodeKey("a.b"), routine: "L10n.A.b"),
      CodeReference(path: "Generated.swift", location: place, key: CodeKey("c"), routine: "L10n.c"),
      CodeReference(
        path: "A.swift", location: place, key: CodeKey("d"), routine: "NSLocalizedString"),
    ]
    #expect(LocalizingForm.detected(in: usage) == .generated)
    #expect(LocalizingForm.detectedRoutine(in: usage) == nil)
    usage.references[1].routine = "String(localized:)"
    #expect(LocalizingForm.detected(in: usage) == .nsLocalizedString)
    #expect(LocalizingForm(rawValue: "generated") == .generated)
  }

  @Test("the key style and form are detected from the table's keys and the code")
  func detection() {
    #expect(
      KeyStyle.detected(in: ["settings.title", "alert.ok", "Cancel"].map(LocalizationKey.init))
        == .namespaced)
    #expect(
      KeyStyle.detected(in: ["Settings", "alert.ok", "Cancel"].map(LocalizationKey.init)) == .text)
    #expect(KeyStyle.detected(in: []) == .text)
    var usage = CodeUsage()
    #expect(LocalizingForm.detected(in: usage) == .nsLocalizedString)
    #expect(LocalizingForm.detected(in: usage, catalog: true) == .stringLocalized)
    let reference = CodeReference(
      path: "A.swift", location: SourceLocation(line: 1, column: 1), key: CodeKey("k"),
      table: "Localizable", routine: "NSLocalizedString")
    usage.references = [reference, reference]
    #expect(LocalizingForm.detected(in: usage) == .nsLocalizedString)
  }
}
