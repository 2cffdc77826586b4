import L10nNcurses
import Testing

@Suite struct CursesTerminalTests {
  @Test("without a terminal the backend refuses with a clear message instead of crashing")
  func noTerminal() {
    // Tests run with standard input and output redirected, as in CI: not a terminal.
    #expect(throws: CursesTerminal.Failure.self) { try CursesTerminal() }
    let failure = CursesTerminal.Failure.notATerminal
    #expect(failure.description.contains("needs a terminal"))
  }
}
