extension BundleSources {
  /// Whether the file at `path` (normalized as the bundle's paths are) goes into the bundle.
  public func contains(_ path: String) -> Bool {
    if files.contains(path) { return true }
    return folders.contains { LexicalPath.isWithin(path, $0) }
      && !excluded.contains { LexicalPath.isWithin(path, $0) }
  }

  /// The languages named by the `.lproj` folders of `files` and `folders`, sorted.
  ///
  /// Languages inside a folder that is not itself in an `.lproj` are known only by listing the
  /// folder, which is left to the caller.
  public var languages: [LanguageID] {
    Set((files + folders).compactMap(Self.language(ofPath:))).sorted()
  }

  /// The language of the innermost `.lproj` folder in `path`, if any.
  ///
  /// It is `de` for `Resources/de.lproj/Localizable.strings` and for `Resources/de.lproj`.
  public static func language(ofPath path: String) -> LanguageID? {
    path.split(separator: "/").last { $0.hasSuffix(".lproj") && $0.count > ".lproj".count }
      .map { LanguageID(String($0.dropLast(".lproj".count))) }
  }
}
