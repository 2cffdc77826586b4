/// What the server tells the client at `initialize`.
package enum ServerCapabilities {
  /// The capabilities for `encoding`: hover, completion (triggered by `"` and `.`),
  /// definition, references, rename with prepareRename, inlay hints, code actions, and
  /// incremental document sync with save; diagnostics are pushed.
  package static func capabilities(encoding: PositionEncoding) -> JSONValue {
    [
      "positionEncoding": .string(encoding.rawValue),
      // Incremental changes.
      "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
      "hoverProvider": true,
      "completionProvider": ["triggerCharacters": ["\"", "."], "resolveProvider": false],
      "definitionProvider": true,
      "referencesProvider": true,
      "renameProvider": ["prepareProvider": true],
      "inlayHintProvider": true,
      "codeActionProvider": ["codeActionKinds": ["quickfix", "refactor.extract"]],
    ]
  }

  /// The watchers the server registers for `workspace/didChangeWatchedFiles`: localization
  /// files, settings files and code.
  static let watchedGlobs = [
    "**/*.strings", "**/*.stringsdict", "**/*.xcstrings", "**/*.json",
    "**/.l10nedit.{json,yml,yaml}", "**/*.swift", "**/*.{m,mm,h,c,cc,cpp,hpp}",
  ]

  /// The `client/registerCapability` parameters registering the watchers.
  static var watcherRegistration: JSONValue {
    [
      "registrations": [
        [
          "id": "l10nedit-watched-files",
          "method": "workspace/didChangeWatchedFiles",
          "registerOptions": [
            "watchers": .array(watchedGlobs.map { ["globPattern": .string($0)] })
          ],
        ]
      ]
    ]
  }
}
