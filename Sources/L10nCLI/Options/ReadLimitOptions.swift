import ArgumentParser
import L10nFormats

/// `--max-file-size` and `--max-depth`: the readers' limits (see `ReadLimits`), shared by every
/// subcommand that reads a project, put in force as the command line is parsed, before any
/// file is read.
struct ReadLimitOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Do not read a file larger than this many megabytes (default 256, at most 2147).",
      discussion: "A larger file is reported as a parse error of its own and never written.",
      valueName: "MB"))
  var maxFileSize: Int?

  @Option(
    help: ArgumentHelp(
      "Do not read dictionaries and arrays nested deeper than this (default 128, 8 to 1024).",
      valueName: "levels"))
  var maxDepth: Int?

  func validate() throws {
    if let maxFileSize, !(1...ReadLimits.largestFileSize / 1_000_000).contains(maxFileSize) {
      throw ValidationError(
        "--max-file-size must be from 1 to \(ReadLimits.largestFileSize / 1_000_000) (MB): "
          + "entries keep 32-bit offsets, so files of 2 GiB or more are refused")
    }
    if let maxDepth, !ReadLimits.depths.contains(maxDepth) {
      throw ValidationError(
        "--max-depth must be from \(ReadLimits.depths.lowerBound) to \(ReadLimits.depths.upperBound)"
      )
    }
    apply()
  }

  /// Puts the limits in force for the rest of the process.
  private func apply() {
    var limits = ReadLimits.standard
    if let maxFileSize { limits.maximumFileSize = maxFileSize * 1_000_000 }
    if let maxDepth { limits.maximumDepth = maxDepth }
    ReadLimits.current = limits
  }
}
