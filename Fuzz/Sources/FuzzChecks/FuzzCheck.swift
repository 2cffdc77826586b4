/// Every fuzz target's check, by its name in `Fuzz/targets.txt`: what the target's libFuzzer
/// executable runs (`Fuzz/Sources/TARGET/main.swift`) and what `swift test` replays in process
/// (`Tests/FuzzChecksTests`) on the same seeds and past findings.
public enum FuzzCheck {
  /// A check: runs one input (libFuzzer's bytes and count), returns 0, and ends the process
  /// when a property fails (`Fuzz.fail`).
  public typealias Check = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

  /// The check of the fuzz target `name`; nil for a name no target has.
  public static func named(_ name: String) -> Check? {
    switch name {
    case "FuzzStrings": fuzzStrings
    case "FuzzStringsdict": fuzzStringsdict
    case "FuzzBinaryPlist": fuzzBinaryPlist
    case "FuzzJSON": fuzzJSON
    case "FuzzXCStrings": fuzzXCStrings
    case "FuzzCatalogStream": fuzzCatalogStream
    case "FuzzRemoteStrings": fuzzRemoteStrings
    case "FuzzFormatString": fuzzFormatString
    case "FuzzSettings": fuzzSettings
    case "FuzzXLIFF": fuzzXLIFF
    case "FuzzXcodeProject": fuzzXcodeProject
    case "FuzzOldStylePlist": fuzzOldStylePlist
    case "FuzzCSV": fuzzCSV
    case "FuzzMerge": fuzzMerge
    case "FuzzTMX": fuzzTMX
    case "FuzzGlossary": fuzzGlossary
    case "FuzzSwiftPackage": fuzzSwiftPackage
    case "FuzzReviewFile": fuzzReviewFile
    case "FuzzProviderResponse": fuzzProviderResponse
    case "FuzzLSPMessage": fuzzLSPMessage
    default: nil
    }
  }
}
