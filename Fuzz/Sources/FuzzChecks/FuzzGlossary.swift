import L10nFormats
import L10nModel

/// The glossary readers' check.
///
/// CSV when the input starts with `t` (a header's `term`), TBX otherwise. No input crashes; every entry read has a term, a language code and a
/// translation, located within the file; CSV entries written back (`GlossaryWriter`) read back
/// to the same entries.
public func fuzzGlossary(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  let isCSV = bytes.first == UInt8(ascii: "t")
  let read =
    isCSV
    ? try? GlossaryReader.readCSV(bytes, path: "fuzz.csv")
    : try? GlossaryTBXReader.read(bytes, path: "fuzz.tbx", sourceLanguage: .english)
  guard let entries = read else { return 0 }
  let lines = bytes.count { $0 == 0x0A || $0 == 0x0D } + 1
  for entry in entries {
    Fuzz.require(!entry.term.isEmpty && !entry.translation.isEmpty, "an entry has its texts")
    Fuzz.require(!entry.language.code.isEmpty, "an entry has a language")
    Fuzz.require(
      entry.location.line >= 1 && entry.location.line <= lines, "an entry is within the file")
  }
  guard isCSV else { return 0 }
  let written = GlossaryWriter.csv(entries)
  let reread = Fuzz.reread("the entries written as CSV") {
    try GlossaryReader.readCSV(Array(written.utf8), path: "written.csv")
  }
  func content(_ entries: [GlossaryEntry]) -> [String] {
    entries.flatMap { [$0.term, $0.language.code, $0.translation, $0.note].map(Fuzz.scalars) }
  }
  Fuzz.requireEqual(content(reread), content(entries), "the CSV write reads back the same")
  return 0
}
