/// What a Swift package manifest (`Package.swift`) says about localization.
///
/// That is the default localization and, for each target, the folder of the resource bundle it
/// builds.
package struct SwiftPackage: Hashable, Sendable {
  /// The package's name, when the manifest spells it as a literal.
  package var name: String?
  /// The language of the package's source text (`defaultLocalization`).
  package var defaultLocalization: LanguageID?
  /// The targets in the manifest's order, then those taken from the convention.
  ///
  /// The `Sources/<Target>` convention fills in where the manifest could not be read.
  package var targets: [SwiftPackageTarget]
  /// What the reader could not follow, one sentence each.
  ///
  /// Each starts with `path:` (and `line:column:` when it has a place); one says so when targets
  /// come from the convention.
  package var warnings: [String]

  /// Creates a package.
  package init(
    name: String? = nil, defaultLocalization: LanguageID? = nil,
    targets: [SwiftPackageTarget] = [], warnings: [String] = []
  ) {
    self.name = name
    self.defaultLocalization = defaultLocalization
    self.targets = targets
    self.warnings = warnings
  }
}

/// A target of a Swift package and its resource bundle.
package struct SwiftPackageTarget: Hashable, Sendable {
  /// What kind of target the manifest declares, named by its function (`.target`, …).
  package enum Kind: String, Hashable, Sendable {
    /// `.target`.
    case regular = "target"
    /// `.executableTarget`.
    case executable = "executableTarget"
    /// `.testTarget`.
    case test = "testTarget"
    /// `.macro`.
    case macro
    /// `.plugin`.
    case plugin
    /// `.binaryTarget`: a prebuilt framework that brings its own resources.
    case binary = "binaryTarget"
    /// `.systemLibrary`.
    case systemLibrary
  }

  /// The target's name.
  package var name: String
  /// The kind of target.
  package var kind: Kind
  /// The target's folder: its `path:`, or the convention's; `nil` for a binary target.
  package var folder: String?
  /// The resources the manifest declares, in order.
  package var resources: [SwiftPackageResource]
  /// The localized files of the target's resource bundle.
  ///
  /// Everything in the target's folder but what `exclude:` leaves out and what `.copy` puts in a
  /// subfolder; empty for binary, system library, macro and plugin targets, which build no resource
  /// bundle.
  package var bundle: BundleSources

  /// Creates a target.
  package init(
    name: String, kind: Kind, folder: String?, resources: [SwiftPackageResource] = [],
    bundle: BundleSources
  ) {
    self.name = name
    self.kind = kind
    self.folder = folder
    self.resources = resources
    self.bundle = bundle
  }
}

/// A resource a Swift package target declares: `.process("Resources")`, `.copy("Data")`.
package struct SwiftPackageResource: Hashable, Sendable {
  /// How the resource is built into the bundle.
  package enum Rule: String, Hashable, Sendable {
    /// `.process`: files are processed, `.lproj` folders land at the bundle's top.
    case process
    /// `.copy`: the file or folder is copied as it is, under its own name.
    case copy
    /// `.embedInCode`: the bytes are compiled into the code.
    case embedInCode
  }

  /// The rule.
  package var rule: Rule
  /// The resource's path, resolved below the target's folder.
  package var path: String

  /// Creates a resource.
  package init(rule: Rule, path: String) {
    self.rule = rule
    self.path = path
  }
}
