import L10nMemory
import L10nTestSupport
import Testing

@Suite struct SimilarityTests {
  @Test(
    arguments: [
      ("Settings", "Settings", 100), ("Delete files", "Delete file", 91),
      ("Delete files", "Delete all files", 75), ("abc", "abd", nil), ("", "", 100),
      ("Cancel", "Cancel download", nil), ("Colour", "Color", 83), ("Grüße", "Grüsse", nil),
    ] as [(String, String, Int?)])
  func percent(_ a: String, _ b: String, _ expected: Int?) {
    #expect(
      Similarity.percent(Array(a.unicodeScalars), Array(b.unicodeScalars), threshold: 70)
        == expected)
  }

  /// The trigram index finds what comparing the query with every text finds.
  @Test func indexAgreesWithComparingEveryText() {
    var random = SeededRandom()
    let words = ["file", "files", "delete", "open", "Save", "all", "%d", "é", "日本"]
    func text() -> String {
      (0..<Int.random(in: 1...5, using: &random)).map { _ in
        words.randomElement(using: &random) ?? ""
      }.joined(separator: " ")
    }
    let texts = Array(Set((0..<400).map { _ in text() })).sorted()
    let index = TrigramIndex(texts)
    for _ in 0..<100 {
      let query = text()
      let expected = texts.indices.compactMap { number -> (Int32, Int)? in
        guard texts[number] != query,
          let score = Similarity.percent(
            Array(query.unicodeScalars), Array(texts[number].unicodeScalars), threshold: 70)
        else { return nil }
        return (Int32(number), score)
      }.sorted { $0.1 > $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
      let found = index.matches(
        of: query, threshold: 70, texts: { texts[Int($0)] },
        exclude: texts.firstIndex(of: query).map(Int32.init))
      #expect(
        found.map(\.text) == expected.map(\.0), "seed \(random.seed), query \(query)")
    }
  }
}
