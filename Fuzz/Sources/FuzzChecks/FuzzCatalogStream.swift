@_spi(Fuzzing) import L10nFormats
import L10nModel

/// `compile`'s streaming read of a String Catalog (each entry compiled as it is read, no tree)
/// against the document it reads otherwise: both refuse the same input with the same error, or
/// both make the same files, byte for byte, with the same keys skipped and fallbacks counted.
public func fuzzCatalogStream(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  // A plural's value type from its `other` form's last letter, as the value types differ.
  let valueType = { (forms: [PluralCategory: String]) in
    forms[.other]?.last.map { $0 == "@" ? "@" : "lld" } ?? "d"
  }
  let streamed = CatalogCompilation(streaming: bytes, valueType: valueType)
  let read = CatalogCompilation(readingDocument: bytes, valueType: valueType)
  Fuzz.requireEqual(streamed.error, read.error, "the streaming read fails as the document does")
  Fuzz.requireEqual(streamed.files.map(\.path), read.files.map(\.path), "the same files")
  for (streamedFile, readFile) in zip(streamed.files, read.files) {
    Fuzz.requireEqual(streamedFile.bytes, readFile.bytes, "the same bytes in \(readFile.path)")
    Fuzz.requireEqual(streamedFile.keyCount, readFile.keyCount, "the same keys in \(readFile.path)")
  }
  Fuzz.requireEqual(streamed.skipped, read.skipped, "the same keys skipped")
  Fuzz.requireEqual(streamed.fallbacks, read.fallbacks, "the same fallbacks")
  return 0
}
