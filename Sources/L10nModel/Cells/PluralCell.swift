/// A cell's plural variables as the plural checks read them, said by its document
/// (`CellDocument.pluralCells`): the variables, the text around them, and the source
/// language's, so that the checks (which know format strings) read every format alike.
public struct PluralCell: Sendable {
  /// The key.
  public var key: LocalizationKey
  /// The cell's language, when the document names it; `nil` for a document of one language
  /// (its file's).
  public var language: LanguageID?
  /// Where the cell is in its file, when known.
  public var location: SourceLocation?
  /// The cell's variables and the text around them.
  public var layout: PluralLayout
  /// The source language's variables and text for the key, what the cell's variants are
  /// checked against; `nil` when the cell is checked against its own.
  public var source: PluralLayout?

  /// Creates a cell.
  public init(
    key: LocalizationKey, language: LanguageID?, location: SourceLocation?,
    layout: PluralLayout, source: PluralLayout?
  ) {
    self.key = key
    self.language = language
    self.location = location
    self.layout = layout
    self.source = source
  }
}

/// The variables of one plural cell and the text around them, as a format writes them.
public struct PluralLayout: Sendable {
  /// One variable and what places it among the call's arguments.
  public struct Variable: Sendable {
    /// The variable as written.
    public var variable: PluralVariable
    /// The argument it consumes when something other than its `%#@name@` token says so (a
    /// String Catalog substitution's `argNum`; 1 for a catalog's own variations, whole
    /// strings); `nil`: where its token is.
    public var position: Int?
    /// Whether its forms write `%arg` for its own argument (a String Catalog substitution):
    /// the checks spell it as that argument's conversion.
    public var writesArgument: Bool

    /// Creates a variable.
    public init(_ variable: PluralVariable, position: Int? = nil, writesArgument: Bool = false) {
      self.variable = variable
      self.position = position
      self.writesArgument = writesArgument
    }
  }

  /// The text around the variables (a `.stringsdict` entry's `NSStringLocalizedFormatKey`, a
  /// catalog localization's string unit); `nil` when the variables are whole strings.
  public var format: String?
  /// The variables, in the order the format gives them.
  public var variables: [Variable]

  /// Creates a layout.
  public init(format: String?, variables: [Variable]) {
    self.format = format
    self.variables = variables
  }

  /// A plural entry's layout: its format key around its variables, or, without one, its
  /// variables as whole strings from argument 1 (a remote strings plural, a catalog's own
  /// plural variations).
  public init(_ entry: PluralEntry) {
    guard entry.formatKey.isEmpty else {
      self.init(format: entry.formatKey, variables: entry.variables.map { Variable($0) })
      return
    }
    self.init(format: nil, variables: entry.variables.map { Variable($0, position: 1) })
  }
}
