import Foundation

/// A synthetic app for the code-scanning benchmark: Swift views, models and wrappers, some
/// Objective-C, and the app's `Localizable.strings`, in a temporary folder.
enum SourceWorkload {
  /// Writes `files` source files (one in ten Objective-C) under `<folder>/App` and the table
  /// under `<folder>/Resources` (a fresh `l10nedit-bench-sources-N` in the temporary folder);
  /// returns the folder.
  static func generate(files: Int) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("l10nedit-bench-sources-\(files)")
    try? FileManager.default.removeItem(at: folder)
    let app = folder.appendingPathComponent("App")
    let resources = folder.appendingPathComponent("Resources/en.lproj")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    var table = ""
    for index in 0..<files {
      let keys = (0..<8).map { "screen\(index).item\($0)" }
      for key in keys { table += "\"\(key)\" = \"Item \(key)\";\n" }
      table += "\"alert.screen\(index)\" = \"Alert\";\n"
      let text = index % 10 == 9 ? objectiveC(index, keys) : swift(index, keys)
      try text.write(
        to: app.appendingPathComponent("Screen\(index).\(index % 10 == 9 ? "m" : "swift")"),
        atomically: false, encoding: .utf8)
    }
    try table.write(
      to: resources.appendingPathComponent("Localizable.strings"), atomically: false,
      encoding: .utf8)
    return folder.path
  }

  private static func swift(_ index: Int, _ keys: [String]) -> String {
    """
    import SwiftUI

    /// Screen \(index).
    struct Screen\(index): View {
      @State private var count = 0
      var flag = false
      var title: LocalizedStringKey { "\(keys[0])" }

      var body: some View {
        VStack {
          Text(title)
          Text("\(keys[1])")
          Button(flag ? "\(keys[2])" : "\(keys[3])") { count += 1 }
          Label("\(keys[4])", systemImage: "star")
        }
        .navigationTitle("\(keys[5])")
      }

      func messages(_ name: String) -> [String] {
        let format = NSLocalizedString("\(keys[6])", comment: "A message")
        _ = Alerts\(index).show("screen\(index)")
        return [
          String(format: format, count), NSLocalizedString("\(keys[7])", tableName: nil, comment: ""),
          NSLocalizedString("screen\(index).dynamic." + name, comment: ""),
        ]
      }
    }

    enum Alerts\(index) {
      static func show(_ key: String) -> String {
        NSLocalizedString("alert." + key, comment: "")
      }
    }

    """
  }

  private static func objectiveC(_ index: Int, _ keys: [String]) -> String {
    """
    #import <Foundation/Foundation.h>

    @implementation Screen\(index)
    - (NSArray *)texts:(NSString *)name {
        return @[
    \(keys.map { "        NSLocalizedString(@\"\($0)\", @\"Comment\")," }.joined(separator: "\n"))
            NSLocalizedString([@"screen\(index)." stringByAppendingString:name], @""),
        ];
    }
    @end

    """
  }
}
