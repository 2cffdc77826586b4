import L10nModel

/// What Xcode's build extracts from a target's `Info.plist` into its `InfoPlist` String
/// Catalog, as Xcode's migration of CotEditor's `InfoPlist.strings` shows it.
///
/// The settings a user reads (`CFBundleName`, `CFBundleDisplayName`,
/// `NSHumanReadableCopyright`, every `…UsageDescription`; not `CFBundleSpokenName`, which Xcode
/// left out) are keys extracted with their value (`extracted_with_value`, the plist's value in
/// the source language in state `new`, Xcode's name for the setting as the comment, and, when
/// no language's file localizes it, the same text in state `translated` in every language:
/// what each showed); the names of the document types
/// (`CFBundleTypeName`) and of the declared types (`UTTypeDescription`) are keys of their own
/// text, extracted as code keys are.
package struct InfoPlistExtraction: Sendable, Equatable {
  /// The settings' keys and values (build settings `$(PRODUCT_NAME)` and `$(TARGET_NAME)`
  /// expanded).
  package var settings: [String: String] = [:]
  /// The names of document and declared types.
  package var names: Set<String> = []

  /// Nothing extracted.
  package init() {}

  /// What the plist `root` gives, with `$(PRODUCT_NAME)` as `productName` and `$(TARGET_NAME)`
  /// as `targetName`.
  ///
  /// A value naming another build setting is left out (its text is not known here).
  package init(root: PlistNode, productName: String, targetName: String) {
    for entry in root.entries ?? [] {
      let key = entry.key.value
      guard Self.isReadSetting(key), let text = entry.value.text else { continue }
      let expanded = Self.expand(text, productName: productName, targetName: targetName)
      if let expanded { settings[key] = expanded }
    }
    for (list, member) in [
      ("CFBundleDocumentTypes", "CFBundleTypeName"),
      ("UTExportedTypeDeclarations", "UTTypeDescription"),
      ("UTImportedTypeDeclarations", "UTTypeDescription"),
    ] {
      guard case .array(let items)? = root[list] else { continue }
      for item in items {
        if let name = item[member]?.text, !name.isEmpty { names.insert(name) }
      }
    }
  }

  /// Whether the setting `key` is text a user reads, which `InfoPlist.strings` localizes.
  static func isReadSetting(_ key: String) -> Bool {
    ["CFBundleName", "CFBundleDisplayName", "NSHumanReadableCopyright"].contains(key)
      || key.hasSuffix("UsageDescription")
  }

  /// `text` with the product's and target's names put in; `nil` when it names another build
  /// setting.
  static func expand(_ text: String, productName: String, targetName: String) -> String? {
    var result = text
    for (name, value) in [("PRODUCT_NAME", productName), ("TARGET_NAME", targetName)] {
      result = result.replacing("$(\(name))", with: value).replacing("${\(name)}", with: value)
    }
    return result.contains("$(") || result.contains("${") ? nil : result
  }

  /// Xcode's name for the setting `key` (the comment it gives the key), for the settings whose
  /// names are known; `nil` for others.
  package static func settingName(_ key: String) -> String? { names[key] }

  /// Xcode's names of the settings (its property list editor's), by key.
  private static let names: [String: String] = [
    "CFBundleName": "Bundle name",
    "CFBundleDisplayName": "Bundle display name",
    "NSHumanReadableCopyright": "Copyright (human-readable)",
    "NSAppleEventsUsageDescription": "Privacy - AppleEvents Sending Usage Description",
    "NSCameraUsageDescription": "Privacy - Camera Usage Description",
    "NSMicrophoneUsageDescription": "Privacy - Microphone Usage Description",
    "NSPhotoLibraryUsageDescription": "Privacy - Photo Library Usage Description",
    "NSPhotoLibraryAddUsageDescription": "Privacy - Photo Library Additions Usage Description",
    "NSLocationWhenInUseUsageDescription": "Privacy - Location When In Use Usage Description",
    "NSLocationAlwaysAndWhenInUseUsageDescription":
      "Privacy - Location Always and When In Use Usage Description",
    "NSContactsUsageDescription": "Privacy - Contacts Usage Description",
    "NSCalendarsUsageDescription": "Privacy - Calendars Usage Description",
    "NSRemindersUsageDescription": "Privacy - Reminders Usage Description",
    "NSFaceIDUsageDescription": "Privacy - Face ID Usage Description",
    "NSUserTrackingUsageDescription": "Privacy - Tracking Usage Description",
    "NSSpeechRecognitionUsageDescription": "Privacy - Speech Recognition Usage Description",
    "NSBluetoothAlwaysUsageDescription": "Privacy - Bluetooth Always Usage Description",
  ]
}
