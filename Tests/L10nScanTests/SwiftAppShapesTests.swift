import Foundation
import L10nModel
import L10nScan
import L10nSwiftScan
import Testing

/// Shapes of real apps' code the scan misread (issue 46, item 13): keys built in an
/// initialiser and held in a property, SwiftGen accessors named by keywords, enum payloads
/// typed `LocalizedStringKey`, UIKit `String` properties, App Intents' titles.
@Suite struct SwiftAppShapesTests {
  func scan(_ files: [(String, String)]) -> CodeUsage {
    SwiftScanner().scan(files: files)
  }

  @Test("a key built in an initialiser and held in a property is a key pattern")
  func keyHeldInAProperty() {
    let usage = scan([
      (
        "Tone.swift",
        """
        final class Tone {
          let storageKey: String
          init(style: String) {
            self.storageKey = "tone.style." + style
          }
          var title: String { NSLocalizedString(storageKey, comment: "") }
        }
        """
      )
    ])
    #expect(usage.patterns.map(\.key.description) == ["tone.style.*"])
    #expect(usage.patterns.first?.key.matches("tone.style.warm") == true)
    #expect(usage.dynamicKeys.isEmpty)
  }

  @Test("SwiftGen accessors declared with backticks are used when called without")
  func keywordAccessors() {
    let usage = scan([
      (
        "Strings.swift",
        """
        // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
        internal enum Words {
          internal enum Align {
            internal static let `right` = Words.tr("Localizable", "align.right", fallback: "Right")
            internal static let `default` = Words.tr("Localizable", "align.default", fallback: "Default")
            internal static let centre = Words.tr("Localizable", "align.centre", fallback: "Centre")
          }
        }
        extension Words {
          private static func tr(_ table: String, _ key: String, fallback value: String) -> String {
            Bundle.main.localizedString(forKey: key, value: value, table: table)
          }
        }
        """
      ),
      ("Use.swift", "let a = Words.Align.right\nlet b = Words.Align.`default`\n"),
    ])
    #expect(usage.references.map(\.key.description).sorted() == ["align.default", "align.right"])
    #expect(usage.unreferencedAccessors.map(\.key) == ["align.centre"])
  }

  @Test("an enum payload typed LocalizedStringKey takes keys, interpolated ones too")
  func enumPayload() {
    let usage = scan([
      (
        "Toast.swift",
        """
        enum Toast {
          case saved(LocalizedStringKey)
          case failed(reason: LocalizedStringKey, code: Int)
        }
        func show(count: Int) {
          present(.saved("Saved \\(count) drafts"))
          present(Toast.failed(reason: "Disk is full", code: 28))
        }
        """
      )
    ])
    #expect(
      usage.references.map(\.key.description) == ["Saved %lld drafts", "Disk is full"])
  }

  @Test("a literal assigned to a UIKit label's text is no key, even where a view has one")
  func uikitStringProperty() {
    let usage = scan([
      (
        "Row.swift",
        "struct Row: View {\n  var text: LocalizedStringKey\n  var body: some View { Text(text) }\n}\n"
      ),
      (
        "Cell.swift",
        """
        final class Cell: UITableViewCell {
          let label = UILabel()
          var text: LocalizedStringKey = "cell.placeholder"
          func fill() {
            label.text = "3 hours left"
            self.text = "cell.filled"
          }
        }
        """
      ),
    ])
    #expect(usage.references.map(\.key.description) == ["cell.placeholder", "cell.filled"])
  }

  @Test("App Intents' titles, descriptions and short titles are keys")
  func appIntents() {
    let usage = scan([
      (
        "Intents.swift",
        ##"""
        struct ExportNote: AppIntent {
          static let title: LocalizedStringResource = "intent.export.title"
          static let description = IntentDescription("""
            Exports the note
            as plain text.
            """)
          @Parameter(title: "intent.export.note", description: "intent.export.note.help")
          var note: NoteEntity
        }
        struct NoteEntity: AppEntity {
          static var typeDisplayRepresentation: TypeDisplayRepresentation = .init(name: "entity.note")
          var displayRepresentation: DisplayRepresentation { .init(title: "\(name)") }
          static var alertTitle: IntentDescription = "intent.described"
        }
        struct Shortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: ExportNote(), phrases: ["Export in \(.applicationName)"],
              shortTitle: "shortcut.export", systemImageName: "square.and.arrow.up")
          }
        }
        let alert = UIAlertController()
        let action: UIAlertAction = .init(title: "not.a.key", style: .default)
        """##
      )
    ])
    let keys = Set(usage.references.map(\.key.description))
    for key in [
      "intent.export.title", "Exports the note\nas plain text.", "intent.export.note",
      "intent.export.note.help", "entity.note", "%@", "intent.described", "shortcut.export",
    ] {
      #expect(keys.contains(key), "\(key)")
    }
    #expect(!keys.contains("not.a.key"))
  }

  @Test("resources made by .init(_:table:), attributed strings, symbols; previews skipped")
  func resourcesSymbolsAndPreviews() {
    let usage = scan([
      (
        "About.swift",
        #"""
        struct About: View {
          var body: some View {
            Image(.appIcon)
              .accessibilityLabel(.init("\(name) logo", table: "About", comment: "app name"))
            Text(AttributedString(localized: "*\(count)* lines", table: "Counter"))
            Button(.close) {}
            Button(.init("action.remove", defaultValue: "Remove")) {}
            Label(.Store.yearlyName, image: .cup)
            let alert = UIAlertAction.init(title: "not.a.key", style: .default)
          }
        }
        var prompt: LocalizedStringResource? { .init("prompt.none", defaultValue: "None") }
        #Preview {
          Text("preview.only")
        }
        """#
      )
    ])
    #expect(
      usage.references.map { "\($0.table ?? "-"): \($0.key)" } == [
        "About: %@ logo", "Counter: *%lld* lines", "Localizable: action.remove",
        "Localizable: prompt.none",
      ])
    #expect(usage.implicitMembers.isSuperset(of: ["close", "Store.yearlyName", "appIcon"]))
  }

  @Test("files of test targets are not scanned")
  func testTargetsAreSkipped() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scan-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for folder in ["App", "AppTests", "AppUITests", "Tests/Unit"] {
      let url = root.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data("x".utf8).write(to: url.appendingPathComponent("File.swift"))
      try Data("x".utf8).write(to: url.appendingPathComponent("File.m"))
    }
    let files = try SourceFiles(paths: [root.path])
    #expect(files.swift.map { ($0 as NSString).lastPathComponent } == ["File.swift"])
    #expect(files.swift.first?.hasSuffix("/App/File.swift") == true)
    #expect(files.objectiveC.count == 1)
  }
}
