import Foundation
import Testing

@testable import L10nFormats
@testable import L10nModel

@Suite("Corpus round trips", .needsCorpus)
struct CorpusRoundTripTests {
  static let files = Corpus.files(withSuffix: ".strings")

  @Test("the corpus has the .strings files its README describes")
  func corpusIsThere() {
    #expect(Self.files.count >= 380)
  }

  @Test(
    "every parseable file packs all its entries and writes back byte for byte in keep-order mode",
    arguments: files)
  func keepOrderRoundTrip(path: String) throws {
    let bytes = try FileSystem.read(path)
    guard let document = try? StringsFileReader.read(bytes, path: path) else {
      #expect(Corpus.knownBroken.contains(Corpus.relative(path)), "unexpected parse error")
      return
    }
    #expect(!Corpus.knownBroken.contains(Corpus.relative(path)), "Apple rejects this file")
    #expect(document.entries.wholeCount == 0)
    let output = StringsWriter.render(document, order: .keepOrder)
    if document.encoding == .utf8 && !bytes.contains(0x0D) {
      #expect(output == bytes)
    }
    let reread = try StringsFileReader.read(output, path: path)
    #expect(EffectiveMap(reread) == EffectiveMap(document))
  }

  @Test("a sorted write keeps every value, sorts the keys, and is idempotent", arguments: files)
  func sortedRoundTrip(path: String) throws {
    let bytes = try FileSystem.read(path)
    guard let document = try? StringsFileReader.read(bytes, path: path) else { return }
    let sorted = StringsWriter.render(document, order: .sorted)
    let reread = try StringsFileReader.read(sorted, path: path)
    #expect(EffectiveMap(reread) == EffectiveMap(document))
    #expect(reread.entries.count == document.entries.count)
    let keys = reread.entries.indices.map { reread.key(at: $0) }
    #expect(keys == keys.sorted())
    #expect(StringsWriter.render(reread, order: .sorted) == sorted)
    #expect(CommentWords(reread) == CommentWords(document))
  }
}

/// The effective key → value map of a document (the last duplicate wins), keyed by scalars.
struct EffectiveMap: Equatable {
  var values: [LocalizationKey: String]

  init(_ document: StringsDocument) {
    values = [:]
    for index in document.entries.indices {
      values[document.key(at: index)] = document.value(at: index)
    }
  }

  static func == (lhs: EffectiveMap, rhs: EffectiveMap) -> Bool {
    lhs.values.count == rhs.values.count
      && lhs.values.allSatisfy { key, value in
        rhs.values[key].map { $0.unicodeScalars.elementsEqual(value.unicodeScalars) } ?? false
      }
  }
}

/// Every comment of a document, per key, to check that sorting moves comments with entries.
struct CommentWords: Equatable {
  var comments: [LocalizationKey: [String]]

  init(_ document: StringsDocument) {
    comments = [:]
    for index in document.entries.indices {
      comments[document.key(at: index), default: []].append(document.comment(at: index) ?? "")
    }
  }
}
