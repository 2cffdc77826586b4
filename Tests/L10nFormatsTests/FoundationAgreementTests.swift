import Foundation
import L10nFormats
import L10nModel
import Testing

/// Our reader against Apple's: Foundation's `PropertyListSerialization` (CoreFoundation's
/// old-style plist parser) on every corpus `.strings` file.
@Suite("Agreement with Foundation", .needsCorpus)
struct FoundationAgreementTests {
  @Test(
    "the effective map equals Foundation's; files Foundation rejects we reject with a location",
    arguments: Corpus.files(withSuffix: ".strings"))
  func agreement(path: String) throws {
    let bytes = try FileSystem.read(path)
    let foundation = Self.foundationMap(bytes)
    let ours = Result { () throws(ParseError) in try StringsFileReader.read(bytes, path: path) }
    switch (foundation, ours) {
    case (let expected?, .success(let document)):
      #expect(Self.pairs(EffectiveMap(document).values) == expected)
    case (nil, .failure(let error)):
      #expect(error.location.line >= 1 && error.location.column >= 1)
      #expect(error.path == path)
    case (nil, .success):
      Issue.record("Foundation rejects \(path), we accepted it")
    case (_?, .failure(let error)):
      Issue.record("Foundation accepts \(path), we rejected it: \(error)")
    }
  }

  @Test("Foundation rejects exactly the four broken files the corpus README names")
  func foundationRejectsTheKnownBrokenFiles() throws {
    let rejected = try Corpus.files(withSuffix: ".strings").filter {
      Self.foundationMap(try FileSystem.read($0)) == nil
    }
    #expect(Set(rejected.map(Corpus.relative)) == Corpus.knownBroken)
  }

  /// Foundation's dictionary as sorted (key, value) scalar arrays, or `nil` if it rejects it.
  ///
  /// Enumerating the `NSDictionary` keeps canonically equivalent keys apart.
  static func foundationMap(_ bytes: [UInt8]) -> [Pair]? {
    guard
      let object = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil),
      let dictionary = object as? NSDictionary
    else { return nil }
    var pairs: [Pair] = []
    for (key, value) in dictionary {
      guard let key = key as? String, let value = value as? String else { return nil }
      pairs.append(Pair(key: Array(key.unicodeScalars), value: Array(value.unicodeScalars)))
    }
    return pairs.sorted()
  }

  static func pairs(_ values: [LocalizationKey: String]) -> [Pair] {
    values.map {
      Pair(key: Array($0.key.text.unicodeScalars), value: Array($0.value.unicodeScalars))
    }
    .sorted()
  }

  struct Pair: Comparable, CustomStringConvertible {
    var key: [Unicode.Scalar]
    var value: [Unicode.Scalar]

    static func < (lhs: Pair, rhs: Pair) -> Bool {
      lhs.key.lexicographicallyPrecedes(rhs.key) { $0.value < $1.value }
    }

    var description: String {
      var key = ""
      key.unicodeScalars.append(contentsOf: self.key)
      var value = ""
      value.unicodeScalars.append(contentsOf: self.value)
      return "\(key) = \(value)"
    }
  }
}
