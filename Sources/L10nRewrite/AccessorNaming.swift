/// How the generated accessors (`l10nedit gen swift`'s, SwiftGen's) name a key: what a rewrite
/// in the generated-accessor form writes in place of a text.
///
/// The caller gives it (the generator's naming lives in `L10nGen`, which the planner does not
/// link): `l10nedit extract --rewrite` names the keys as `gen swift` would once they are added.
package protocol AccessorNaming: Sendable {
  /// The accessor `key` of `table` gets once its entry (source value `value`) is in the
  /// table, or `nil` when the generator would give it none. Called in the order the texts are
  /// planned, once per text (a reused key too).
  mutating func accessor(forKey key: String, table: String, value: String) -> GeneratedAccessorName?
}

/// A generated accessor as code spells it.
package struct GeneratedAccessorName: Hashable, Sendable {
  /// The path to it: `L10n.Settings.title`.
  package var path: String
  /// How many arguments it takes: `0` for a property, else a function of that many.
  package var parameterCount: Int

  /// The accessor at `path` taking `parameterCount` arguments.
  package init(path: String, parameterCount: Int) {
    self.path = path
    self.parameterCount = parameterCount
  }
}
