import L10nGrammar
import Testing

/// The positions of a `.stringsdict` call's arguments, as Foundation numbers them.
@Suite struct PluralFormatTests {
  /// The call's arguments in the compact reading of `FormatStringTests` (`1:#`, `2:@`).
  func call(_ format: PluralFormat) -> [String] {
    format.call.sorted { $0.key < $1.key }.map { "\($0.key):\(short($0.value.type))" }
  }

  @Test("a variable consumes the argument its token takes; its variants start there")
  func positions() {
    let followers = PluralFormat(
      format: "%#@followers@",
      variables: [.init(name: "followers", forms: ["%d follower of %2$@", "%d followers"])])
    #expect(followers.positions == ["followers": 1])
    #expect(call(followers) == ["1:#", "2:@"])

    let files = PluralFormat(
      format: "%@ has %#@files@", variables: [.init(name: "files", forms: ["%d files"])])
    #expect(files.position(of: "files") == 2)
    #expect(call(files) == ["1:@", "2:#"])
    let variant = files.arguments(ofVariant: FormatString("%d files of %1$@"), in: "files")
    #expect(variant.byPosition.mapValues(\.spelling) == [2: "%d", 1: "%1$@"])
    #expect(variant.conflicts.isEmpty)

    // Mastodon's "Followed by %1$@, and %ld mutuals": `%ld` is the count, argument 2.
    let mutual = PluralFormat(
      format: "%#@names@%#@count_mutual@",
      variables: [
        .init(name: "names", forms: [""]),
        .init(name: "count_mutual", forms: ["Followed by %1$@, and %ld mutuals"]),
      ])
    #expect(mutual.positions == ["names": 1, "count_mutual": 2])
    #expect(call(mutual) == ["1:#", "2:#"])
  }

  @Test("a token inside a variant places its variable; a given position wins over a token")
  func nestedAndGiven() {
    let nested = PluralFormat(
      format: "%#@files@",
      variables: [
        .init(name: "folders", forms: ["%d folders"]),
        .init(name: "files", forms: ["%d files in %#@folders@"]),
      ])
    #expect(nested.positions == ["files": 1, "folders": 2])
    let given = PluralFormat(
      format: "%#@photos@ of %@", variables: [.init(name: "photos", position: 2, forms: [])])
    #expect(given.position(of: "photos") == 2)
    #expect(PluralFormat(format: nil, variables: []).position(of: "plural") == 1)
  }

  @Test(
    "a variant differs by an argument the call lacks or has with another kind, not by one left out")
  func differences() {
    let format = PluralFormat(
      format: "%1$#@followers@ and %2$@",
      variables: [.init(name: "followers", forms: ["%d follower"])])
    func differences(_ text: String) -> [String] {
      format.differences(
        format.arguments(ofVariant: FormatString(text), in: "followers"), skipping: 1
      ).map(\.description)
    }
    #expect(differences("%d follower of %2$@").isEmpty)
    #expect(differences("a follower").isEmpty)
    #expect(differences("%@ follower").isEmpty)  // the count: checked against the value type
    #expect(
      differences("%d follower of %2$d") == [
        "argument 2 is %2$@ (an object) in the source but %2$d (a 32-bit integer) here"
      ])
    #expect(differences("%3$@ follower") == ["argument 3 (%3$@) is not in the source"])
  }
}
