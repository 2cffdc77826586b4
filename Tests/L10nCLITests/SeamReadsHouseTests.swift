import Foundation
import Testing

/// What Architecture.md and AddingAFormat.md say of the cell layer's seam for reads, held to
/// the code: no module outside `L10nFormats` names a format's document type, and the checks,
/// the editor and the bulk edits do not import `L10nFormats`.
@Suite("the seam for reads, as documented")
struct SeamReadsHouseTests {
  typealias House = HouseDocumentationTests

  /// The names of the formats' documents: every type of `L10nFormats` that conforms to
  /// `CellDocument`, and a String Catalog's parts.
  static func documentTypes() throws -> Set<String> {
    var names: Set<String> = ["XCStringsEntry", "XCStringsLocalization"]
    for file in House.files(in: "Sources/L10nFormats", endingWith: ".swift") {
      for line in try House.text(file).split(separator: "\n")
      where line.contains(": CellDocument")
        && (line.contains("struct ") || line.contains("extension "))
      {
        let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        if let index = words.firstIndex(where: { $0 == "struct" || $0 == "extension" }),
          index + 1 < words.count
        {
          names.insert(String(words[index + 1]))
        }
      }
    }
    return names
  }

  /// The words of a Swift file.
  static func words(_ file: String) throws -> Set<Substring> {
    Set(try House.text(file).split { !($0.isLetter || $0.isNumber || $0 == "_") })
  }

  @Test("no file outside Sources/L10nFormats names a format's document type")
  func noDocumentTypeOutside() throws {
    let types = try Self.documentTypes()
    #expect(types.isSuperset(of: ["StringsDocument", "StringsdictDocument", "XCStringsDocument"]))
    let outside = House.files(in: "Sources", endingWith: ".swift").filter {
      !$0.hasPrefix("Sources/L10nFormats/")
    }
    var naming: [String] = []
    for file in outside where !(try Self.words(file)).isDisjoint(with: types.map { $0[...] }) {
      naming.append(file)
    }
    #expect(naming == [], "these files reach past the seam: \(naming)")
  }

  @Test("L10nCheck, L10nTUI and L10nBulk do not import L10nFormats")
  func checksEditorAndBulkDoNotImportFormats() throws {
    for module in ["L10nCheck", "L10nTUI", "L10nBulk"] {
      let importing = try House.files(in: "Sources/" + module, endingWith: ".swift").filter {
        try House.text($0).split(separator: "\n").contains { $0 == "import L10nFormats" }
      }
      #expect(importing == [], "\(module) imports L10nFormats in \(importing)")
    }
  }
}
