extension CodeUsage {
  /// Keeps what was found in the file at `path` only.
  ///
  /// Its references, dynamic keys, key patterns, tables read whole, accessors, hard-coded texts and whether it
  /// was scanned, as if it alone had been scanned with the declarations of the others known:
  /// the scan of one file's text read with the files it needs (`declaringFiles`). What carries
  /// no place (other literals, implicit members, derived text positions) is kept whole.
  package mutating func keepOnly(_ path: String) {
    references.removeAll { $0.path != path }
    dynamicKeys.removeAll { $0.path != path }
    patterns.removeAll { $0.path != path }
    runTimeTables.removeAll { $0.place.path != path }
    unreferencedAccessors.removeAll { $0.place.path != path }
    unscannedFiles.removeAll { $0.path != path }
    declaringFiles.removeAll { $0 != path }
    hardcodedTexts.removeAll { $0.path != path }
    fileCount = 1
  }
}
