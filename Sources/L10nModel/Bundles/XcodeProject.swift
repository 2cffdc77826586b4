/// What an Xcode project file says about localization.
///
/// That is the project's regions and, for each native target, the localized files it copies into
/// its product.
public struct XcodeProject: Hashable, Sendable {
  /// The language of the project's source text (`developmentRegion`), when the file names one.
  public var developmentRegion: LanguageID?
  /// The regions the project is localized into (`knownRegions`), in file order.
  ///
  /// `Base` is among them when the project uses base internationalization.
  public var knownRegions: [LanguageID]
  /// The native targets, in the project's order.
  public var targets: [XcodeTarget]
  /// What the reader could not follow, one sentence each starting with `path:line:`.
  public var warnings: [String]

  /// Creates a project.
  public init(
    developmentRegion: LanguageID? = nil, knownRegions: [LanguageID] = [],
    targets: [XcodeTarget] = [], warnings: [String] = []
  ) {
    self.developmentRegion = developmentRegion
    self.knownRegions = knownRegions
    self.targets = targets
    self.warnings = warnings
  }
}

/// A native target of an Xcode project and the localized files of the bundle it builds.
public struct XcodeTarget: Hashable, Sendable {
  /// The target's name.
  public var name: String
  /// The product type (`productType`), for example `com.apple.product-type.framework`.
  public var productType: String?
  /// The product's name (`productName`), usually without an extension.
  public var productName: String?
  /// The product's file name, for example `Stats.app` (the path of `productReference`).
  public var productFile: String?
  /// The localized files its resources build phase and synchronized folders copy.
  public var bundle: BundleSources
  /// The files its sources build phase compiles and its synchronized folders (whatever they
  /// hold: check a source file with `contains`); named as the target.
  public var sources: BundleSources
  /// Its `Info.plist` (the `INFOPLIST_FILE` build setting, in the project folder's terms), when
  /// the project names one.
  package var infoPlistFile: String?
  /// Its `PRODUCT_NAME` build setting as written (`$(TARGET_NAME)`, `CotEditor`), if any.
  package var productNameSetting: String?

  /// Creates a target.
  public init(
    name: String, productType: String? = nil, productName: String? = nil,
    productFile: String? = nil, bundle: BundleSources, sources: BundleSources? = nil
  ) {
    self.name = name
    self.productType = productType
    self.productName = productName
    self.productFile = productFile
    self.bundle = bundle
    self.sources = sources ?? BundleSources(name: name)
  }
}
