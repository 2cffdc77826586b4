import Testing

@testable import L10nCheck

@Suite("Quality checks' counts")
struct QualityCountTests {
  @Test("unbalanced-quotes counts every double quotation mark, told from its bytes")
  func quotes() {
    #expect(UnbalancedQuotesRule.count("plain") == 0)
    #expect(UnbalancedQuotesRule.count("\"a\" “b” „c‟ «d» 〝e〞〟 ＂") == 12)
    #expect(UnbalancedQuotesRule.count("«") == 1)
    #expect(UnbalancedQuotesRule.count("\"") == 1)
    // The gershayim between two Hebrew letters is no quotation mark; beside others it is.
    #expect(UnbalancedQuotesRule.count("סה\"כ") == 0)
    #expect(UnbalancedQuotesRule.count("סה\" כ") == 1)
    #expect(UnbalancedQuotesRule.count("ф\"ф") == 1)
    #expect(UnbalancedQuotesRule.count("\"סה\"כ\"") == 2)
    // Other characters of the same lead bytes are not marks.
    #expect(UnbalancedQuotesRule.count("é – … ） 、") == 0)
  }
}
