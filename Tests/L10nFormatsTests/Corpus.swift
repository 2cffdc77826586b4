import Foundation
import Testing

/// The shared corpus of real-world localization files beside the checkout (`../shared/corpus`).
enum Corpus {
  /// The corpus folder.
  static let root: String = {
    let repository = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return repository.deletingLastPathComponent().appendingPathComponent("shared/corpus").path
  }()

  /// Whether the corpus is present.
  static var isPresent: Bool { FileManager.default.fileExists(atPath: root) }

  /// Every file below the corpus whose name ends with `suffix`, sorted.
  static func files(withSuffix suffix: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    return enumerator.compactMap { $0 as? String }
      .filter { $0.hasSuffix(suffix) }
      .sorted()
      .map { root + "/" + $0 }
  }

  /// The four `Main.strings` files that Apple's parser rejects (the corpus README lists them).
  static let knownBroken: Set<String> = [
    "rxhanson+Rectangle@824b5fa52/Rectangle/es.lproj/Main.strings",
    "rxhanson+Rectangle@824b5fa52/Rectangle/es-419.lproj/Main.strings",
    "rxhanson+Rectangle@824b5fa52/Rectangle/uk.lproj/Main.strings",
    "rxhanson+Rectangle@824b5fa52/Rectangle/ar.lproj/Main.strings",
  ]

  /// `path` relative to the corpus root.
  static func relative(_ path: String) -> String {
    String(path.dropFirst(root.count + 1))
  }
}

extension Trait where Self == ConditionTrait {
  /// Skips a test or suite, saying why, when the corpus is not beside the checkout (a plain
  /// clone has no `../shared`).
  static var needsCorpus: Self {
    .enabled(
      if: Corpus.isPresent, "needs the corpus at ../shared/corpus, which a plain clone lacks")
  }
}
