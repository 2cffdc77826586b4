import L10nModel
import Testing

@Suite struct LocalizationKeyTests {
  @Test("canonically equivalent keys stay distinct, as on device")
  func scalarIdentity() {
    let composed = LocalizationKey("caf\u{E9}")
    let decomposed = LocalizationKey("cafe\u{301}")
    #expect("caf\u{E9}" == "cafe\u{301}")  // the Swift String trap this type avoids
    #expect(composed != decomposed)
    #expect(Set([composed, decomposed]).count == 2)
    #expect([composed: 1, decomposed: 2].count == 2)
  }

  @Test("keys of every length up to 40 bytes differ where one byte differs, at any place")
  func equalityAtEveryByte() {
    for length in 0...40 {
      let bytes = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
      let key = LocalizationKey(String(decoding: bytes, as: UTF8.self))
      #expect(key == LocalizationKey(String(decoding: bytes, as: UTF8.self)))
      for place in 0..<length {
        var other = bytes
        other[place] = UInt8(ascii: "Z")
        let changed = LocalizationKey(String(decoding: other, as: UTF8.self))
        #expect(key != changed, "\(length) \(place)")
      }
    }
  }

  @Test("keys sort by code point, independent of locale and case")
  func codePointOrder() {
    let keys = ["b", "B", "a", "é", "Z", "a.b", "a-b", "10", "9"].map(LocalizationKey.init)
    #expect(keys.sorted().map(\.text) == ["10", "9", "B", "Z", "a", "a-b", "a.b", "b", "é"])
  }

  @Test("equal keys are equal whatever holds their bytes: small, large, sliced, unequal lengths")
  func equalityByBytes() {
    let long = "settings.section.title-with-a-long-name-é-👍"
    var built = ""
    for character in long { built.append(character) }
    #expect(LocalizationKey(built) == LocalizationKey(long))
    #expect(LocalizationKey(String((long + "!").dropLast())) == LocalizationKey(long))
    #expect(LocalizationKey("a") == LocalizationKey(String("ab".prefix(1))))
    #expect(LocalizationKey(long) != LocalizationKey(long + " "))
    #expect(LocalizationKey(long) != LocalizationKey(String(long.dropLast()) + "👎"))
  }
}
