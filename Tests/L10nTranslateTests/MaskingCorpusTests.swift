import Dispatch
import Foundation
import L10nFormats
import L10nGrammar
import L10nModel
import L10nTestSupport
import Testing

@testable import L10nTranslate

/// Masking over every source text of the real projects in `../shared/corpus`: each restores to
/// itself, and no format specifier is left for the provider to see.
@Suite(.enabled(if: TestSupport.corpusIsPresent, "../shared/corpus is absent: skipped"))
struct MaskingCorpusTests {
  /// The distinct source texts of the corpus's projects: keys' texts, plural formats and forms.
  static func sourceTexts() throws -> [String] {
    let corpus = TestSupport.corpusRoot.path
    var texts: Set<String> = []
    for name in try FileManager.default.contentsOfDirectory(atPath: corpus).sorted()
    where !name.hasSuffix(".md") {
      let project = try ProjectLoader.load(corpus + "/" + name)
      for grid in project.grids.indices {
        guard let column = project.sourceColumn(ofGrid: grid) else { continue }
        for row in project.grids[grid].keys.indices {
          switch project.content(grid: grid, row: row, column: column) {
          case .text(let text, _): texts.insert(text)
          case .plural(let entry, _):
            texts.insert(entry.formatKey)
            for variable in entry.variables { texts.formUnion(variable.forms.map(\.text)) }
          default: break
          }
        }
      }
    }
    return texts.sorted()
  }

  @Test func everySourceTextRestoresAndHidesEverySpecifier() throws {
    let texts = try Self.sourceTexts()
    #expect(texts.count > 2_000)
    let start = DispatchTime.now().uptimeNanoseconds
    var unmasked: [String] = []
    var unrestored: [String] = []
    for text in texts {
      let masked = Masking.mask(text)
      if (try? Masking.restore(masked.text, of: masked).get()) != text { unrestored.append(text) }
      if !FormatString(masked.text).specifiers.isEmpty { unmasked.append(text) }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("masked and restored \(texts.count) corpus texts in \(seconds) s")
    #expect(unrestored.isEmpty, "\(unrestored.prefix(5))")
    #expect(unmasked.isEmpty, "\(unmasked.prefix(5))")
  }
}
