/// What a scan of source code found: the keys it uses, its other string literals, and its
/// Interface Builder files.
package struct CodeUsage: Hashable, Sendable, Codable {
  /// Every use of a key, in file order.
  package var references: [CodeReference]
  /// String literals that are not keys of a localizing call: a key among them may be used
  /// through a variable (`localizedString(item.title)` with `title = "CPU"`).
  package var otherLiterals: Set<String>
  /// The storyboards and xibs found (their tables' keys are object ids).
  package var interfaceBuilderFiles: [String]
  /// Localizing calls whose key is not a literal (`NSLocalizedString(name, comment: "")`).
  package var dynamicKeys: [CodeReference.Place]
  /// Keys code builds at run time around literal text (`"alert." + name`): every key they
  /// match may be used.
  package var patterns: [CodeReference] = []
  /// Tables code reads whole at run time.
  package var runTimeTables: [RunTimeTable] = []
  /// The object ids of the scanned storyboards and xibs, by document name (`Main` for
  /// `Base.lproj/Main.storyboard`): the tables of that name localize those objects.
  package var interfaceBuilderIDs: [String: Set<String>] = [:]
  /// The intent definitions found, by table name (`Intents` for `Intents.intentdefinition`).
  package var intentDefinitions: [String: IntentDefinition] = [:]
  /// The texts of the Settings bundles' panes (`Settings.bundle/Root.plist`), by the table that
  /// localizes them (the pane's `StringsTable`, else its name): titles, footers, values' titles.
  package var settingsTexts: [String: Set<String>] = [:]
  /// The generated accessors no code outside their file names: their keys are not used.
  package var unreferencedAccessors: [GeneratedAccessor] = []
  /// The implicit members code names (`.done`, `.InAppPurchase.yearlyName`): Xcode's
  /// generated symbols of catalog keys (`Button(.done)` looks up `Done`).
  package var implicitMembers: Set<String> = []
  /// The files the scan could not read whole: while there are any, no key is judged unused.
  package var unscannedFiles: [UnscannedFile] = []
  /// How many source files were read.
  package var fileCount: Int
  /// The files whose declarations the scan of another file needs (a Swift wrapper function,
  /// a parameter typed `LocalizedStringKey`, generated accessors; an Objective-C `#define` of a
  /// literal, a wrapper): what the scan of one file's unsaved text reads besides it.
  package var declaringFiles: [String] = []
  /// Text shown to a user without localization (literals at user-facing positions), in file
  /// order: what `hardcoded-string` judges.
  package var hardcodedTexts: [HardcodedText] = []
  /// The project's own functions found to be text positions (their `String` parameter reaches
  /// one), as the settings' `textPositions` write them (`portalRow(title:)`): what the scan of
  /// one file's text is given, rather than the files declaring them (reading those files on
  /// each keystroke took five times as long on stats).
  package var derivedTextPositions: [String] = []

  /// Creates a usage.
  package init(
    references: [CodeReference] = [], otherLiterals: Set<String> = [],
    interfaceBuilderFiles: [String] = [], dynamicKeys: [CodeReference.Place] = [],
    fileCount: Int = 0
  ) {
    self.references = references
    self.otherLiterals = otherLiterals
    self.interfaceBuilderFiles = interfaceBuilderFiles
    self.dynamicKeys = dynamicKeys
    self.fileCount = fileCount
  }

  /// Adds what another scan found.
  package mutating func merge(_ other: CodeUsage) {
    references += other.references
    otherLiterals.formUnion(other.otherLiterals)
    interfaceBuilderFiles += other.interfaceBuilderFiles
    dynamicKeys += other.dynamicKeys
    patterns += other.patterns
    runTimeTables += other.runTimeTables
    interfaceBuilderIDs.merge(other.interfaceBuilderIDs) { $0.union($1) }
    unreferencedAccessors += other.unreferencedAccessors
    unscannedFiles += other.unscannedFiles
    implicitMembers.formUnion(other.implicitMembers)
    settingsTexts.merge(other.settingsTexts) { $0.union($1) }
    intentDefinitions.merge(other.intentDefinitions) { first, second in
      first.strings == nil ? second : first
    }
    fileCount += other.fileCount
    declaringFiles += other.declaringFiles
    hardcodedTexts += other.hardcodedTexts
    derivedTextPositions = Array(Set(derivedTextPositions + other.derivedTextPositions)).sorted()
  }
}

extension CodeReference {
  /// A file and a location in it.
  package struct Place: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file's path.
    package var path: String
    /// Where in the file.
    package var location: SourceLocation

    /// Creates a place.
    package init(path: String, location: SourceLocation) {
      self.path = path
      self.location = location
    }

    /// `path:line:column`.
    package var description: String { "\(path):\(location)" }
  }
}
