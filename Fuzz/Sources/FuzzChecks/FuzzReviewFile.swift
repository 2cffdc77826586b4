@_spi(Fuzzing) import L10nFormats
import L10nModel

/// The review file: a file that parses writes back to a file that parses to the same states,
/// and that write is a fixed point; a file that does not parse is refused with a location
/// inside it.
public func fuzzReviewFile(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  let lines = 1 + bytes.count { $0 == 0x0A }
  let ledger: ReviewLedger
  do {
    ledger = try ReviewFile.parse(bytes, path: ".l10nedit-review")
  } catch {
    Fuzz.require(
      (1...lines).contains(error.location.line) && error.location.column >= 1,
      "the error's location (\(error.location)) is inside the \(lines) lines")
    return 0
  }
  let written = ReviewFile.render(ledger)
  let again: ReviewLedger
  do {
    again = try ReviewFile.parse(written, path: ".l10nedit-review")
  } catch {
    Fuzz.require(false, "the written file parses: \(error)")
    return 0
  }
  Fuzz.requireEqual(again, ledger, "the written file reads back the same states")
  Fuzz.requireEqual(ReviewFile.render(again), written, "the write is a fixed point")
  return 0
}
