import L10nModel

/// What `compile` makes of a String Catalog's bytes, read the two ways it can be: streaming
/// (each entry compiled as it is read) or through the whole document; for the fuzz target
/// that compares them (`FuzzCatalogStream`), which sees only public API.
@_spi(Fuzzing) public struct CatalogCompilation: Sendable {
  /// One compiled file.
  public struct File: Sendable {
    /// Its path inside the output folder (`fr.lproj/Fuzz.strings`).
    public var path: String
    /// Its bytes.
    public var bytes: [UInt8]
    /// How many keys it has.
    public var keyCount: Int
  }

  /// The files, as `compile` orders them.
  public var files: [File] = []
  /// The keys not compiled and why.
  public var skipped: [String] = []
  /// How many values came from the source language.
  public var fallbacks = 0
  /// Why the catalog was refused (the error's text), or nil.
  public var error: String?

  /// `bytes` compiled as table `Fuzz`, read entry by entry; `valueType` names a plural's
  /// value type from its forms when nothing else does.
  public init(
    streaming bytes: [UInt8], valueType: @escaping ([PluralCategory: String]) -> String
  ) {
    self.init {
      try CatalogCompiler.compile(bytes, path: Self.path, table: "Fuzz", valueType: valueType)
    }
  }

  /// `bytes` compiled as table `Fuzz`, read as a document first.
  public init(
    readingDocument bytes: [UInt8], valueType: @escaping ([PluralCategory: String]) -> String
  ) {
    self.init {
      try CatalogCompiler.compile(
        try XCStringsFileReader.read(bytes, path: Self.path), table: "Fuzz",
        valueType: valueType)
    }
  }

  private static let path = "Fuzz.xcstrings"

  private init(_ compile: () throws -> CatalogCompiler.Output) {
    do {
      let output = try compile()
      files = output.files.map { File(path: $0.path, bytes: $0.bytes, keyCount: $0.keyCount) }
      skipped = output.skipped
      fallbacks = output.fallbacks
    } catch {
      self.error = "\(error)"
    }
  }
}
