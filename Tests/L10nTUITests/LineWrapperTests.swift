import Testing

@testable import L10nTUI

@Suite struct LineWrapperTests {
  @Test("lines break at spaces, and a word longer than a line is cut where it must be")
  func breaks() {
    #expect(LineWrapper.lines("one two three", width: 8) == ["one two ", "three"])
    #expect(LineWrapper.lines("ab abcdefghij", width: 4) == ["ab ", "abcd", "efgh", "ij"])
    #expect(LineWrapper.lines("日本語です", width: 5) == ["日本", "語で", "す"])
    #expect(LineWrapper.lines("a\tb\nc", width: 10) == ["a⇥b↵c"])
  }

  @Test("wrapping stops at the limit, whatever the length of the text")
  func limit() {
    let megabyte = String(repeating: "x", count: 1_000_000)
    let start = ContinuousClock.now
    #expect(
      LineWrapper.lines(megabyte, width: 10, limit: 3) == Array(repeating: "xxxxxxxxxx", count: 3))
    #expect(ContinuousClock.now - start < .seconds(1))
  }

  @Test("a cursor is placed on its line and column, also at a break and at the end")
  func cursor() {
    var wrapper = LineWrapper(width: 4)
    wrapper.append("ab cdef", cursor: 3)
    #expect(wrapper.lines == ["ab ", "cdef"])
    #expect(wrapper.cursor?.line == 1)
    #expect(wrapper.cursor?.column == 0)
    var end = LineWrapper(width: 4)
    end.append("abcd", cursor: 4)
    #expect(end.cursor?.line == 0)
    #expect(end.cursor?.column == 4)
  }
}
