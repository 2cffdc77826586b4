import L10nCheck
import L10nModel
import L10nTestSupport
import Testing

/// A `.stringsdict` with the key `k`: its `format` and one plural variable `followers` with
/// `valueType` and `forms` (category → text).
func followersStringsdict(
  format: String = "%#@followers@", valueType: String = "d", _ forms: [(String, String)]
) -> String {
  let variants = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
  return """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    <key>k</key>
    <dict>
    <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
    <key>followers</key>
    <dict>
    <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>
    \(variants)
    </dict>
    </dict>
    </dict>
    </plist>
    """
}

/// A catalog localization of the key: a string unit `value`, and with `forms` the substitution
/// `followers` (`lld`, its `argNum` unless nil) with those plural forms.
func followersLocalization(
  _ value: String, argNum: Int? = 1, _ forms: [(String, String)] = []
) -> String {
  let unit = "\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}"
  guard !forms.isEmpty else { return "{\(unit)}" }
  let variants = forms.map {
    "\"\($0.0)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\($0.1)\"}}"
  }
  let number = argNum.map { "\"argNum\": \($0), " } ?? ""
  return """
    {\(unit), "substitutions": {"followers": {\(number)"formatSpecifier": "lld",
    "variations": {"plural": {\(variants.joined(separator: ", "))}}}}}
    """
}

/// A catalog (source language `en`) with the key `followers %lld %@` in `localizations`.
func followersCatalog(_ localizations: [(String, String)]) -> String {
  let members = localizations.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
  return """
    {"sourceLanguage": "en", "version": "1.0",
     "strings": {"followers %lld %@": {"localizations": {\(members)}}}}
    """
}

/// `plural-format` numbers a variant's arguments as Foundation does: sequential ones from the
/// variable's argument, `n$` as the call's argument n.
@Suite struct PluralPositionTests {
  /// The `plural-format` messages for a stringsdict per language (`en` is the source).
  func messages(_ files: [(String, String)]) -> [String] {
    pluralFindings(
      "plural-format", files.map { ("\($0.0).lproj/Localizable.stringsdict", $0.1) }
    ).map(\.message)
  }

  /// The `plural-format` messages for a catalog.
  func catalogMessages(_ catalog: String) throws -> [String] {
    let folder = try TestSupport.fixture(["Localizable.xcstrings": catalog])
    var levels: [String: LintConfiguration.Level] = [:]
    for id in Linter.ruleIDs { levels[id] = id == "plural-format" ? .error : .off }
    return Linter(configuration: LintConfiguration(levels: levels)).run(try folder.load())
      .map(\.message)
  }

  static let english = followersStringsdict([
    ("one", "%d follower of %2$@"), ("other", "%d followers of %2$@"),
  ])

  @Test("a variant may print any argument of the call by position, the count sequentially")
  func valid() {
    let german = followersStringsdict([
      ("one", "%d Follower von %2$@"), ("other", "%2$@ hat %d Follower"),
    ])
    #expect(messages([("en", Self.english), ("de", german)]) == [])
    let positional = followersStringsdict([("one", "%1$d Follower"), ("other", "%2$@: %1$d")])
    #expect(messages([("en", Self.english), ("de", positional)]) == [])

    // A Mastodon client's shape: the variants print only the preformatted number, argument 2.
    let preformatted = followersStringsdict(
      valueType: "lld", [("one", "%2$@ follower"), ("other", "%2$@ followers")])
    let basque = followersStringsdict(
      valueType: "lld", [("one", "%2$@ jarraitzaile"), ("other", "%lld jarraitzaile")])
    #expect(messages([("en", preformatted), ("eu", basque)]) == [])

    // The format key's own argument, printed by a reordered translation's variant.
    let englishKey = followersStringsdict(
      format: "%1$#@followers@ and %2$@", [("one", "%d follower"), ("other", "%d followers")])
    let reordered = followersStringsdict(
      format: "%2$@ und %1$#@followers@", [("one", "ein Follower (%2$@)"), ("other", "%d")])
    #expect(messages([("en", englishKey), ("de", reordered)]) == [])

    // The count after another argument: `%d` is argument 2.
    let after = followersStringsdict(
      format: "%@ has %#@followers@", [("one", "%d follower"), ("other", "%d followers")])
    let afterGerman = followersStringsdict(
      format: "%@ hat %#@followers@", [("one", "%d Follower von %1$@"), ("other", "%d")])
    #expect(messages([("en", after), ("de", afterGerman)]) == [])
  }

  @Test("errors: another kind at a position, a position beyond the call, another count type")
  func invalid() {
    let german = followersStringsdict([
      ("one", "%d Follower von %2$d"), ("other", "%d Follower von %3$@"),
    ])
    #expect(
      messages([("en", Self.english), ("de", german)]) == [
        "\"k\" in de (followers): one: argument 2 is %2$@ (an object) in the source but %2$d "
          + "(a 32-bit integer) here; other: argument 3 (%3$@) is not in the source"
      ])
    let count = followersStringsdict([("one", "%ld Follower"), ("other", "%2$@ hat %@")])
    #expect(
      messages([("en", Self.english), ("de", count)]) == [
        "\"k\" in de (followers): one prints %ld (a 64-bit integer) but the value type is d "
          + "(a 32-bit integer); other prints %@ (an object) but the value type is d "
          + "(a 32-bit integer)"
      ])
    let twice = followersStringsdict([("one", "%d von %1$@"), ("other", "%d")])
    #expect(
      messages([("en", Self.english), ("de", twice)]) == [
        "\"k\" in de (followers): one: argument 1 is used as %d (a 32-bit integer) and as %1$@ "
          + "(an object)"
      ])
  }

  @Test("the source itself: a variant against its own format key")
  func source() {
    let english = followersStringsdict(
      format: "%1$#@followers@ and %2$@", [("one", "%d follower %2$d"), ("other", "%d")])
    #expect(
      messages([("en", english)]) == [
        "\"k\" in en (followers): one: argument 2 is %2$@ (an object) in the source but %2$d "
          + "(a 32-bit integer) here"
      ])
  }

  @Test("catalog substitutions: %arg is the substitution's argument, n$ the call's")
  func catalog() throws {
    let english = followersLocalization(
      "%#@followers@", [("one", "%2$@ follower"), ("other", "%2$@ followers")])
    let german = followersLocalization(
      "%#@followers@", [("one", "%arg Follower von %2$@"), ("other", "%2$@ Follower")])
    #expect(try catalogMessages(followersCatalog([("en", english), ("de", german)])) == [])
    // The source a plain string, the translation a substitution without argNum.
    let plain = followersLocalization("%lld followers of %@")
    let belarusian = followersLocalization(
      "%#@followers@ %@", argNum: nil, [("one", "%arg падпісчык"), ("other", "%arg падпісчыка")])
    #expect(try catalogMessages(followersCatalog([("en", plain), ("be", belarusian)])) == [])

    let wrong = followersLocalization(
      "%#@followers@", [("one", "%2$lld Follower"), ("other", "%arg von %3$@")])
    #expect(
      try catalogMessages(followersCatalog([("en", english), ("de", wrong)])) == [
        "\"followers %lld %@\" in de (followers): one: argument 2 is %2$@ (an object) in the "
          + "source but %2$lld (a 64-bit integer) here; other: argument 3 (%3$@) is not in the "
          + "source"
      ])
    let second = followersLocalization(
      "%@ hat %#@followers@", argNum: 2, [("one", "%arg Follower"), ("other", "%d Follower")])
    #expect(
      try catalogMessages(
        followersCatalog([("en", followersLocalization("%@ has %lld followers")), ("de", second)]))
        == [
          "\"followers %lld %@\" in de (followers): other prints %d (a 32-bit integer) but the "
            + "value type is lld (a 64-bit integer)"
        ])
  }
}
