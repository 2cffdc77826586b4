import ArgumentParser

extension NameSpecification {
  /// The names of an option naming the file or folder a command writes: `-o` and `--out`
  /// alike in every command (and `--output` where it was spelled so first).
  static let out: NameSpecification = [.customShort("o"), .customLong("out")]

  /// `out`, and `--output` as the command first spelled it.
  static let outOrOutput: NameSpecification = [
    .customShort("o"), .customLong("out"), .customLong("output"),
  ]
}
