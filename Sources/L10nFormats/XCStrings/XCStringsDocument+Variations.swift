import L10nModel

/// Variations authored as Xcode's catalog editor authors them (`CellEdit.vary`): a
/// translation's text becomes plural or device forms, each a copy of it, and back. Device
/// forms nest plural ones (`variations.device.<device>.variations.plural`), never the other
/// way round.
extension XCStringsDocument {
  /// The localization of `key` in `language` once `variation` is made (its object's members).
  ///
  /// A copy in a language other than the source is marked `needs_review` (its text is
  /// the form it was copied from, not yet a translation of its own); the form it was copied
  /// from keeps its state. The source language's missing localization is the key's text.
  func varied(
    _ variation: CellVariation, key: LocalizationKey, language: LanguageID,
    precedes: @escaping (String, String) -> Bool
  ) throws(VariationRefusal) -> [JSONMember] {
    guard let entry = entry(key) else { throw VariationRefusal("there is no such key") }
    let isSource = language == sourceLanguage
    var localization: [JSONMember]
    if let node = entry.localization(language)?.node {
      localization = node.members ?? []
    } else if isSource {
      localization = [
        JSONMember(key: JSONString(value: "stringUnit"), value: Self.unit(key.text, state: "new"))
      ]
    } else {
      throw VariationRefusal("\(language) has no translation to vary")
    }
    let substitutes: Bool
    switch variation {
    case .substitution, .unsubstitution: substitutes = true
    default: substitutes = false
    }
    guard substitutes || localization.allSatisfy({ $0.key.value != "substitutions" }) else {
      throw VariationRefusal("the translation has substitutions, which vary by themselves")
    }
    let author = VariationAuthor(
      copyState: isSource ? nil : TranslationState.needsReview.raw, precedes: precedes)
    try author.make(variation, in: &localization)
    return localization
  }

  private static func unit(_ text: String, state: String) -> JSONNode {
    .object([
      JSONMember(key: JSONString(value: "state"), value: .string(JSONString(value: state))),
      JSONMember(key: JSONString(value: "value"), value: .string(JSONString(value: text))),
    ])
  }
}

/// Why a variation cannot be made, in plain words.
struct VariationRefusal: Error {
  let reason: String

  init(_ reason: String) {
    self.reason = reason
  }
}

/// Makes variations in a localization's members.
///
/// A *form* is an object holding a text
/// (`stringUnit`) or plural variations: a localization without device forms, or a device's.
private struct VariationAuthor {
  /// The state copies get (`nil`: the state of what they copy).
  let copyState: String?
  let precedes: (String, String) -> Bool

  func make(_ variation: CellVariation, in localization: inout [JSONMember])
    throws(VariationRefusal)
  {
    switch variation {
    case .plural(let categories, nil):
      try varyByPlural(&localization, categories: categories)
    case .plural(let categories, let device?):
      try changeDevice(device, in: &localization) { form throws(VariationRefusal) in
        try varyByPlural(&form, categories: categories)
      }
    case .unplural(nil):
      try unplural(&localization)
    case .unplural(let device?):
      try changeDevice(device, in: &localization) { form throws(VariationRefusal) in
        try unplural(&form)
      }
    case .addDevice(let device):
      try addDevice(device, to: &localization)
    case .removeDevice(let device):
      try removeDevice(device, from: &localization)
    case .substitution(let argument, let categories):
      try substitute(argument, categories: categories, in: &localization)
    case .unsubstitution(let argument):
      try unsubstitute(argument, in: &localization)
    }
  }

  /// The text's `argument`th specifier, an integer's, becomes `%#@argN@` and a substitution
  /// with plural forms for `categories`, each `%arg` (the forms get the text's state, or
  /// `copyState`).
  private func substitute(
    _ argument: Int, categories: [String], in localization: inout [JSONMember]
  ) throws(VariationRefusal) {
    guard !localization.contains(where: { $0.key.value == "variations" }) else {
      throw VariationRefusal("it varies by plural or device as a whole")
    }
    var unit = XCStringsDocument.object(localization, "stringUnit")
    guard case .string(let value)? = unit.last(where: { $0.key.value == "value" })?.value else {
      throw VariationRefusal("it has no text to vary")
    }
    guard let found = FormatArguments.specifier(argument, in: value.value) else {
      throw VariationRefusal("its text has no argument \(argument)")
    }
    guard found.isInteger else {
      throw VariationRefusal(
        "argument \(argument) (\(found.text)) is no integer: only a count varies by plural")
    }
    guard categories.contains(PluralCategory.other.rawValue) else {
      throw VariationRefusal("plural variations need an \"other\" form")
    }
    let name = "arg\(argument)"
    var substitutions = XCStringsDocument.object(localization, "substitutions")
    guard !substitutions.contains(where: { $0.key.value == name }) else {
      throw VariationRefusal("argument \(argument) varies by plural already")
    }
    let state: JSONNode =
      copyState.map { .string(JSONString(value: $0)) }
      ?? unit.last(where: { $0.key.value == "state" })?.value ?? .string(JSONString(value: "new"))
    var plural: [JSONMember] = []
    for category in categories {
      let form: JSONNode = .object([
        member("state", state), member("value", .string(JSONString(value: "%arg"))),
      ])
      set(&plural, category, .object([member("stringUnit", form)]))
    }
    var substitution: [JSONMember] = []
    set(&substitution, "argNum", .number(String(argument)))
    set(&substitution, "formatSpecifier", .string(JSONString(value: found.conversion)))
    set(&substitution, "variations", .object([member("plural", .object(plural))]))
    set(&substitutions, name, .object(substitution))
    let spelled = (found.isPositional ? "%\(argument)$" : "%") + "#@\(name)@"
    var text = value.value
    text.replaceSubrange(found.range, with: spelled)
    set(&unit, "value", .string(JSONString(value: text)))
    set(&localization, "stringUnit", .object(unit))
    set(&localization, "substitutions", .object(substitutions))
  }

  /// `%#@argN@` becomes the argument's specifier again; the substitution goes.
  private func unsubstitute(_ argument: Int, in localization: inout [JSONMember])
    throws(VariationRefusal)
  {
    let name = "arg\(argument)"
    var substitutions = XCStringsDocument.object(localization, "substitutions")
    guard let substitution = substitutions.last(where: { $0.key.value == name })?.value,
      case .string(let specifier)? = substitution["formatSpecifier"]
    else { throw VariationRefusal("argument \(argument) does not vary by plural") }
    var unit = XCStringsDocument.object(localization, "stringUnit")
    guard case .string(let value)? = unit.last(where: { $0.key.value == "value" })?.value else {
      throw VariationRefusal("it has no text")
    }
    var text = value.value
    if let range = text.range(of: "%\(argument)$#@\(name)@") {
      text.replaceSubrange(range, with: "%\(argument)$" + specifier.value)
    } else if let range = text.range(of: "%#@\(name)@") {
      text.replaceSubrange(range, with: "%" + specifier.value)
    } else {
      throw VariationRefusal("its text does not use %#@\(name)@")
    }
    substitutions.removeAll { $0.key.value == name }
    set(&unit, "value", .string(JSONString(value: text)))
    set(&localization, "stringUnit", .object(unit))
    if substitutions.isEmpty {
      localization.removeAll { $0.key.value == "substitutions" }
    } else {
      set(&localization, "substitutions", .object(substitutions))
    }
  }

  /// The form's text becomes plural variations with `categories`, each with the text.
  private func varyByPlural(_ form: inout [JSONMember], categories: [String])
    throws(VariationRefusal)
  {
    let variations = XCStringsDocument.object(form, "variations")
    if variations.contains(where: { $0.key.value == "plural" }) {
      throw VariationRefusal("it varies by plural already")
    }
    if variations.contains(where: { $0.key.value == "device" }) {
      throw VariationRefusal("it varies by device: vary one device's form by plural")
    }
    let unit = XCStringsDocument.object(form, "stringUnit")
    guard unit.contains(where: { $0.key.value == "value" }) else {
      throw VariationRefusal("it has no text to vary")
    }
    guard categories.contains(PluralCategory.other.rawValue) else {
      throw VariationRefusal("plural variations need an \"other\" form")
    }
    var plural: [JSONMember] = []
    for category in categories {
      let copy = category == PluralCategory.other.rawValue ? .object(unit) : copied(.object(unit))
      set(&plural, category, .object([member("stringUnit", copy)]))
    }
    form.removeAll { $0.key.value == "stringUnit" }
    set(&form, "variations", .object([member("plural", .object(plural))]))
  }

  /// The `other` plural form's text becomes the form's text.
  private func unplural(_ form: inout [JSONMember]) throws(VariationRefusal) {
    var variations = XCStringsDocument.object(form, "variations")
    guard let plural = variations.last(where: { $0.key.value == "plural" })?.value else {
      throw VariationRefusal("it does not vary by plural")
    }
    guard let unit = plural[PluralCategory.other.rawValue]?["stringUnit"] else {
      throw VariationRefusal("its plural variations have no \"other\" form to keep")
    }
    variations.removeAll { $0.key.value == "plural" }
    if variations.isEmpty {
      form.removeAll { $0.key.value == "variations" }
    } else {
      set(&form, "variations", .object(variations))
    }
    set(&form, "stringUnit", unit)
  }

  /// Adds a form for `device`, a copy of the `other` device's (made of the localization's
  /// text or plural variations when it has no device forms yet).
  private func addDevice(_ device: String, to localization: inout [JSONMember])
    throws(VariationRefusal)
  {
    try requireNamedDevice(device)
    var variations = XCStringsDocument.object(localization, "variations")
    var devices = XCStringsDocument.object(variations, "device")
    if devices.isEmpty {
      let content = localization.filter { ["stringUnit", "variations"].contains($0.key.value) }
      guard !content.isEmpty else { throw VariationRefusal("it has no text to vary") }
      localization.removeAll { ["stringUnit", "variations"].contains($0.key.value) }
      variations = []
      set(&devices, "other", .object(content))
    } else if devices.contains(where: { $0.key.value == device }) {
      throw VariationRefusal("it varies on \(device) already")
    }
    guard let other = devices.last(where: { $0.key.value == "other" })?.value else {
      throw VariationRefusal("its device variations have no \"other\" form to copy")
    }
    set(&devices, device, copied(other))
    set(&variations, "device", .object(devices))
    set(&localization, "variations", .object(variations))
  }

  /// Removes the form of `device`; a lone `other` form left becomes the localization's.
  private func removeDevice(_ device: String, from localization: inout [JSONMember])
    throws(VariationRefusal)
  {
    try requireNamedDevice(device)
    var variations = XCStringsDocument.object(localization, "variations")
    var devices = XCStringsDocument.object(variations, "device")
    guard devices.contains(where: { $0.key.value == device }) else {
      throw VariationRefusal("it does not vary on \(device)")
    }
    devices.removeAll { $0.key.value == device }
    guard devices.count == 1, devices[0].key.value == "other", let other = devices[0].value.members
    else {
      set(&variations, "device", .object(devices))
      set(&localization, "variations", .object(variations))
      return
    }
    localization.removeAll { $0.key.value == "variations" }
    for content in other { set(&localization, content.key.value, content.value) }
  }

  /// Changes the form of `device`, which must be there.
  private func changeDevice(
    _ device: String, in localization: inout [JSONMember],
    _ change: (inout [JSONMember]) throws(VariationRefusal) -> Void
  ) throws(VariationRefusal) {
    var variations = XCStringsDocument.object(localization, "variations")
    var devices = XCStringsDocument.object(variations, "device")
    guard var form = devices.last(where: { $0.key.value == device })?.value.members else {
      throw VariationRefusal("it does not vary on \(device)")
    }
    try change(&form)
    set(&devices, device, .object(form))
    set(&variations, "device", .object(devices))
    set(&localization, "variations", .object(variations))
  }

  private func requireNamedDevice(_ device: String) throws(VariationRefusal) {
    guard CellVariation.devices.contains(device) else {
      let names = CellVariation.devices.dropLast().joined(separator: ", ")
      throw VariationRefusal("\(device) is not a device (\(names))")
    }
    guard device != "other" else {
      throw VariationRefusal(
        "\"other\" is every device not named: it comes and goes with the named ones")
    }
  }

  /// A copy of a form (or string unit), every string unit in it in `copyState`.
  private func copied(_ node: JSONNode) -> JSONNode {
    guard let copyState, var members = node.members else { return node }
    for index in members.indices {
      if members[index].key.value == "stringUnit", var unit = members[index].value.members {
        set(&unit, "state", .string(JSONString(value: copyState)))
        members[index].value = .object(unit)
      } else if members[index].key.value == "state",
        members.contains(where: {
          $0.key.value == "value"
        })
      {
        members[index].value = .string(JSONString(value: copyState))
      } else {
        members[index].value = copied(members[index].value)
      }
    }
    return .object(members)
  }

  private func member(_ key: String, _ value: JSONNode) -> JSONMember {
    JSONMember(key: JSONString(value: key), value: value)
  }

  private func set(_ members: inout [JSONMember], _ key: String, _ value: JSONNode) {
    XCStringsDocument.set(&members, key, value, precedes: precedes)
  }
}
