import ArgumentParser
import L10nFormats
import L10nModel

/// The one write policy of every command that writes project files: `--keep-order` or
/// `--sort`, else the settings file's `sort`, else the command's own default.
struct WriteOrderOptions: ParsableArguments {
  @Flag(
    help: ArgumentHelp(
      "Keep each file's own entry order; new keys go where they sort when the file was sorted.",
      discussion: "Default: the settings file's \"sort\", else the command's default."))
  var keepOrder = false

  @Flag(help: "Sort each .strings and .stringsdict file's entries by key.")
  var sort = false

  func validate() throws {
    if keepOrder && sort { throw ValidationError("give --keep-order or --sort, not both") }
  }

  /// Whether a flag or the settings file says whether files are written sorted (else the
  /// editor asks at the first save that would re-sort one).
  func isSaid(_ settings: ProjectSettings) -> Bool {
    keepOrder || sort || settings.sort != nil
  }

  /// Whether files are written sorted: by the flags, else `settings.sort`, else `byDefault`.
  func sorts(_ settings: ProjectSettings, byDefault: Bool) -> Bool {
    if keepOrder { return false }
    if sort { return true }
    return settings.sort ?? byDefault
  }

  /// The order `ProjectWriter` is given: `nil` (each format's save order: `.strings` and
  /// `.stringsdict` sorted, String Catalogs as Xcode orders them) when sorting, else
  /// `.keepOrder`.
  func order(_ settings: ProjectSettings, byDefault sorted: Bool) -> WriteOrder? {
    sorts(settings, byDefault: sorted) ? nil : .keepOrder
  }
}
