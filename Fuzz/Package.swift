// swift-tools-version:6.0
// The fuzz targets (libFuzzer): one executable per reader, built apart from the main package
// with `-sanitize=fuzzer,address` by `run-all.sh` (see Documentation/Development/Fuzzing.md).
import PackageDescription

/// The root package's identity: the name of the folder holding it (the checkout's name varies).
let root = String(#filePath.split(separator: "/").dropLast(2).last ?? "l10nedit")

/// Each fuzz target and the library products it reads with.
let fuzzTargets: [(name: String, products: [String])] = [
  ("FuzzStrings", ["L10nFormats"]),
  ("FuzzStringsdict", ["L10nFormats"]),
  ("FuzzBinaryPlist", ["L10nFormats"]),
  ("FuzzJSON", ["L10nFormats"]),
  ("FuzzXCStrings", ["L10nFormats"]),
  ("FuzzCatalogStream", ["L10nFormats"]),
  ("FuzzRemoteStrings", ["L10nFormats"]),
  ("FuzzFormatString", ["L10nGrammar"]),
  ("FuzzSettings", ["L10nFormats"]),
  ("FuzzXLIFF", ["L10nFormats"]),
  ("FuzzXcodeProject", ["L10nFormats"]),
  ("FuzzOldStylePlist", ["L10nFormats"]),
  ("FuzzCSV", ["L10nFormats", "L10nGrammar"]),
  ("FuzzMerge", ["L10nFormats"]),
  ("FuzzTMX", ["L10nFormats"]),
  ("FuzzGlossary", ["L10nFormats"]),
  ("FuzzReviewFile", ["L10nFormats"]),
]

let package = Package(
  name: "l10nedit-fuzz",
  dependencies: [.package(path: "..")],
  targets: [
    // libFuzzer's driver, which each target's main runs (SwiftPM names an executable's entry
    // point itself, so libFuzzer's own main is not used).
    .systemLibrary(name: "CFuzzer", path: "Sources/CFuzzer"),
    // What every target shares: running libFuzzer, turning a failed property into a finding,
    // SampleProject to import into.
    .target(
      name: "FuzzSupport",
      dependencies: [
        "CFuzzer", .product(name: "L10nModel", package: root),
        .product(name: "L10nFormats", package: root),
      ]),
  ]
    + fuzzTargets.map { target in
      .executableTarget(
        name: target.name,
        dependencies: ["FuzzSupport", .product(name: "L10nModel", package: root)]
          + target.products.map { .product(name: $0, package: root) })
    }
)
