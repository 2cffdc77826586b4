// swift-tools-version:6.0
// The fuzz targets (libFuzzer): one executable per reader, built apart from the main package
// with `-sanitize=fuzzer,address` by `run-all.sh` (see Documentation/Development/Fuzzing.md).
import Foundation
import PackageDescription

/// The root package's identity: the name of the folder holding it (the checkout's name varies).
let root = String(#filePath.split(separator: "/").dropLast(2).last ?? "l10nedit")

/// Each fuzz target and the library products it reads with, from `targets.txt` (the one list
/// of fuzz targets: name, dictionary, products; `#` starts a comment).
let fuzzTargets: [(name: String, products: [String])] = {
  let folder = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
  let list =
    (try? String(contentsOfFile: folder.joined(separator: "/") + "/targets.txt", encoding: .utf8))
    ?? ""
  return list.split(separator: "\n").compactMap { line in
    let fields = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      .split(separator: " ").map(String.init)
    guard fields.count >= 3 else { return nil }
    return (fields[0], Array(fields.dropFirst(2)))
  }
}()

let package = Package(
  name: "l10nedit-fuzz",
  dependencies: [.package(path: "..")],
  targets: [
    // libFuzzer's driver, which each target's main runs (SwiftPM names an executable's entry
    // point itself, so libFuzzer's own main is not used).
    .systemLibrary(name: "CFuzzer", path: "Sources/CFuzzer"),
    // Every target's check (`FuzzCheck.named`) and what they share: a failed property as a
    // finding, SampleProject to import into. The root package builds it too, so that
    // `swift test` replays every target's seeds and past findings in process (FuzzChecksTests).
    .target(
      name: "FuzzChecks",
      dependencies: [
        .product(name: "L10nModel", package: root), .product(name: "L10nFormats", package: root),
        .product(name: "L10nGrammar", package: root),
        .product(name: "L10nTranslate", package: root),
        .product(name: "L10nLanguageServer", package: root),
      ]),
    // Running libFuzzer.
    .target(name: "FuzzSupport", dependencies: ["CFuzzer", "FuzzChecks"]),
  ]
    + fuzzTargets.map { target in
      .executableTarget(
        name: target.name,
        dependencies: ["FuzzSupport", "FuzzChecks"]
          + target.products.map { .product(name: $0, package: root) })
    }
)
