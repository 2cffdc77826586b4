import Testing

@testable import L10nModel

@Suite struct CommentTextTests {
  static let cases: [String] = [
    "/* Comment for screen1.label */\n",
    "\n\n/* spaced  */  \n",
    "/*  ** stars */",
    "/**/",
    "/* */",
    "/* a **/",
    "/*/ x */",
    "/* tab\t*/\t",
    "/* x */ /* y */",
    "/* x */ // y",
    "// line",
    "/* multi\n line */",
    "/* vertical\u{0B}tab */",
    "/* café */",
    "/* unterminated",
    "/* a */ b",
    "",
    "  \n",
    "/* No comment provided by engineer. */\n",
  ]

  @Test("the one-line fast path says what strip says, or leaves it to strip", arguments: cases)
  func singleLine(raw: String) {
    let fast = CommentText.stripSingleLine(ArraySlice(raw.utf8))
    if let fast { #expect(fast == CommentText.strip(raw)) }
  }

  @Test("the fast path takes the plain one-line comments")
  func takesPlainComments() {
    #expect(CommentText.stripSingleLine(ArraySlice("/* Comment */\n".utf8)) == "Comment")
    #expect(CommentText.stripSingleLine(ArraySlice("\n".utf8)) == "")
    #expect(CommentText.stripSingleLine(ArraySlice("/* a\nb */".utf8)) == nil)
    #expect(CommentText.stripSingleLine(ArraySlice("/* café */".utf8)) == nil)
  }

  @Test("random comment-like texts: the fast path agrees with strip")
  func random() {
    let pieces = ["/*", "*/", "//", " ", "\t", "\n", "*", "/", "a", "b c", "\r\n", "é"]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let raw = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        pieces.randomElement(using: &generator) ?? ""
      }.joined()
      if let fast = CommentText.stripSingleLine(ArraySlice(raw.utf8)) {
        #expect(fast == CommentText.strip(raw), "\(raw.debugDescription)")
      }
    }
  }
}
