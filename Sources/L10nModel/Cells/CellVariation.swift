/// A change of how a String Catalog translation varies (`CellEdit.vary`), as Xcode's catalog
/// editor makes it: each keeps the text there was, copied to every new form.
public enum CellVariation: Hashable, Sendable, Codable {
  /// Vary by plural: the translation's text (the device form's, when `device` is given)
  /// becomes plural variations with `categories` (the language's, `other` among them), each
  /// with the text.
  case plural(categories: [String], device: String?)
  /// Back from plural: the `other` form's text becomes the translation's (or the device
  /// form's) text again; the other forms go.
  case unplural(device: String?)
  /// Vary by device: adds a form for `device` (`iphone`, `ipad`, `mac`, `applewatch`,
  /// `appletv`, `applevision`), a copy of the `other` device's; the first device added makes
  /// the translation's text (or plural variations) the `other` device's.
  case addDevice(String)
  /// Removes the form of a device; when only `other` is left, it becomes the translation's
  /// text (or plural variations) again.
  case removeDevice(String)
  /// Vary one integer argument of a text with several by plural: its specifier (the
  /// `argument`th, `%lld`) becomes `%#@argN@`, a substitution `argN` (`argNum`,
  /// `formatSpecifier`) with plural forms for `categories`, each `%arg`.
  case substitution(argument: Int, categories: [String])
  /// Back from a substitution: `%#@argN@` becomes the argument's specifier again, and the
  /// substitution goes.
  case unsubstitution(argument: Int)

  /// The devices a String Catalog varies by, as Xcode names them (`other` is every device
  /// not named).
  public static let devices = [
    "iphone", "ipad", "mac", "applewatch", "appletv", "applevision", "other",
  ]
}

extension CellVariation: CustomStringConvertible {
  public var description: String {
    switch self {
    case .plural(_, let device): "vary by plural" + (device.map { " on \($0)" } ?? "")
    case .unplural(let device): "stop varying by plural" + (device.map { " on \($0)" } ?? "")
    case .addDevice(let device): "vary by device: add \(device)"
    case .removeDevice(let device): "vary by device: remove \(device)"
    case .substitution(let argument, _): "vary argument \(argument) by plural"
    case .unsubstitution(let argument): "stop varying argument \(argument) by plural"
    }
  }
}
