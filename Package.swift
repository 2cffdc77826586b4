// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "l10nedit",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "l10nedit", targets: ["l10nedit"]),
    .executable(name: "l10nedit-swift-scan", targets: ["l10nedit-swift-scan"]),
    .library(name: "L10nModel", targets: ["L10nModel"]),
    .library(name: "L10nFormats", targets: ["L10nFormats"]),
    .library(name: "L10nGrammar", targets: ["L10nGrammar"]),
    // For the fuzz package only: its symbols are `@_spi(Fuzzing)` (the provider protocol's
    // response reader).
    .library(name: "L10nTranslate", targets: ["L10nTranslate"]),
    // For the fuzz package only: its symbols are `@_spi(Fuzzing)` (the language server's
    // framing and message decoder).
    .library(name: "L10nLanguageServer", targets: ["L10nLanguageServer"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
    .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    // Value types: keys, languages, documents, the project and its grid. No I/O.
    .target(name: "L10nModel"),
    // Lossless readers and writers, one folder per format (Documentation/Formats), project discovery and the settings file.
    .target(
      name: "L10nFormats",
      dependencies: [
        "L10nModel", .product(name: "Yams", package: "Yams"),
        .product(name: "CSV", package: "CSV.swift"),
      ]),
    // The system ICU's plural rules through plain C functions (see
    // Documentation/Development/PluralRules.md).
    .target(
      name: "CICUShim",
      linkerSettings: [
        .linkedLibrary("icui18n", .when(platforms: [.linux])),
        .linkedLibrary("icuuc", .when(platforms: [.linux])),
        .linkedLibrary("icucore", .when(platforms: [.macOS])),
      ]),
    // Apple's language matching (ualoc_localizationsToUse) from Apple's own ICU: the toolchain's
    // _FoundationICU on Linux, libicucore on macOS (see
    // Documentation/Development/LanguageMatching.md).
    .target(
      name: "CAppleLocale",
      linkerSettings: [
        .linkedLibrary("_FoundationICU", .when(platforms: [.linux])),
        .linkedLibrary("icucore", .when(platforms: [.macOS])),
      ]),
    // Which localization a user's preferred languages pick, and what each key then shows.
    .target(name: "L10nResolve", dependencies: ["L10nModel", "CAppleLocale"]),
    // The grammar of values: format specifiers and their arguments, and CLDR plural rules.
    .target(name: "L10nGrammar", dependencies: ["L10nModel", "CICUShim"]),
    // The translation memory: every translated cell of a project as a unit, exact and fuzzy
    // suggestions over a trigram index (see Documentation/Guides/TranslationMemory.md).
    .target(name: "L10nMemory", dependencies: ["L10nModel", "L10nGrammar"]),
    // The user's translation memory across projects: an SQLite file (GRDB, WAL, an FTS5 trigram
    // index of source texts).
    .target(
      name: "L10nUserMemory",
      dependencies: ["L10nModel", "L10nMemory", .product(name: "GRDB", package: "GRDB.swift")]),
    // Bulk edits with a preview, each one change set: a language's gaps filled from the
    // translation memory or from its parent language, find and replace.
    .target(
      name: "L10nBulk", dependencies: ["L10nModel", "L10nGrammar", "L10nMemory"]),
    // Git history of the localization files, read with the `git` executable (bounded runs)
    // and the formats' readers: translations whose source changed after them.
    .target(name: "L10nHistory", dependencies: ["L10nModel", "L10nFormats"]),
    // The check engine: one rule per file, each emitting `Finding` values.
    .target(
      name: "L10nCheck", dependencies: ["L10nModel", "L10nGrammar", "L10nMemory"]),
    // Machine translation, values only: placeholders masked and restored, the provider
    // protocol's requests and responses, which cells a run translates, and the gate every
    // result passes (the lint rules) before it is written as "needs review".
    .target(
      name: "L10nTranslate",
      dependencies: ["L10nModel", "L10nGrammar", "L10nMemory", "L10nCheck", "L10nBulk"]),
    // Machine translation providers as programs: the commands the settings file declares, run
    // with bounded time and output (Foundation's Process), and the built-in apertium; found by
    // name in a registry.
    .target(name: "L10nProviders", dependencies: ["L10nModel", "L10nTranslate", "L10nProcess"]),
    // Child processes bounded in time and output, each the leader of its own process group
    // (killed whole): posix_spawn and poll, nothing else.
    .target(name: "L10nProcess", dependencies: ["CProcessSpawn"]),
    // posix_spawn with the options Swift's Glibc does not show (a new process group, a working
    // folder, no inherited descriptors).
    .target(name: "CProcessSpawn"),
    // Scanning code for the keys it uses: source files, the Objective-C/C tokenizer, and the
    // bridge to the Swift scanner, which runs as its own executable so that swift-syntax is
    // built only by those who scan Swift (see Documentation/Guides/CodeScanning.md).
    .target(name: "L10nScan", dependencies: ["L10nModel", "L10nProcess"]),
    // The Swift scanner on swift-syntax: the only module that imports the parser.
    .target(
      name: "L10nSwiftScan",
      dependencies: [
        "L10nModel", "L10nScan",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]),
    .executableTarget(name: "l10nedit-swift-scan", dependencies: ["L10nScan", "L10nSwiftScan"]),
    // The C library's display widths (wcwidth) in a UTF-8 locale: what terminals and curses use.
    .target(name: "CTerminalWidth"),
    // `l10nedit lsp`: a Language Server Protocol 3.17 server on stdio for Swift, Objective-C and
    // the localization files (hover, completion, diagnostics, definition, references, rename,
    // inlay hints, code actions); see Documentation/Guides/LanguageServer.md.
    .target(
      name: "L10nLanguageServer",
      dependencies: [
        "L10nModel", "L10nFormats", "L10nGrammar", "L10nCheck", "L10nScan", "L10nProcess",
        "CHeapTuning", "L10nRewrite", "L10nGen",
      ]),
    // The allocator's settings for the language server, which glibc's headers give and Swift's
    // Glibc does not show (mallopt, malloc_trim).
    .target(name: "CHeapTuning"),
    // `extract --rewrite` and the language server's extraction: each reported hard-coded text
    // planned into the project's localizing form (pure: source edits and cell edits).
    .target(name: "L10nRewrite", dependencies: ["L10nModel", "L10nGrammar"]),
    // The terminal user interface: pure state, reducer, keymap and rendering into a cell grid.
    .target(
      name: "L10nTUI",
      dependencies: [
        "L10nModel", "L10nGrammar", "L10nCheck", "L10nMemory", "L10nBulk", "L10nResolve",
        "L10nTranslate", "CTerminalWidth",
      ]),
    // The editor's main loop: terminal events in, effects out (saving files, background jobs).
    .target(
      name: "L10nSession",
      dependencies: [
        "L10nModel", "L10nMemory", "L10nTUI", "L10nFormats", "L10nTranslate", "L10nProviders",
      ]),
    // ncursesw, behind L10nTUI's TerminalBackend: the only module that imports curses.
    .systemLibrary(
      name: "CNCursesW", path: "Sources/CNCursesW",
      providers: [.apt(["libncursesw5-dev"]), .brew(["ncurses"])]),
    .target(name: "CNCursesSupport", dependencies: ["CNCursesW"]),
    .target(name: "L10nNcurses", dependencies: ["L10nTUI", "CNCursesW", "CNCursesSupport"]),
    // Typed Swift accessors for localized strings, rendered with Stencil (SwiftGen's engine).
    .target(
      name: "L10nGen",
      dependencies: [
        "L10nModel", "L10nGrammar", "L10nRewrite", .product(name: "Stencil", package: "Stencil"),
      ]),
    // One file per subcommand.
    .target(
      name: "L10nCLI",
      dependencies: [
        "L10nModel", "L10nFormats", "L10nGrammar", "L10nCheck", "L10nMemory", "L10nUserMemory",
        "L10nBulk", "L10nResolve", "L10nTUI", "L10nSession", "L10nNcurses", "L10nGen", "L10nScan",
        "L10nHistory", "L10nTranslate", "L10nProviders", "L10nLanguageServer", "L10nRewrite",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // GRDB's SQL operators (members of its protocols) stay out of the type checker's way:
      // only files that import a module see its members.
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    .executableTarget(name: "l10nedit", dependencies: ["L10nCLI"]),
    // Documentation/Reference (commands, rules, keys) and the man page, made from the code.
    .target(
      name: "L10nDocGen",
      dependencies: [
        "L10nCLI", "L10nCheck", "L10nTUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "l10nedit-docgen", dependencies: ["L10nDocGen"]),
    // The benchmark's measure of the C heap (glibc's mallinfo2).
    .target(name: "CBenchSupport"),
    .executableTarget(
      name: "l10nedit-bench",
      dependencies: [
        "CBenchSupport", "L10nModel", "L10nFormats", "L10nCheck", "L10nMemory", "L10nUserMemory",
        "L10nTUI", "L10nCLI", "L10nTestSupport", "L10nHistory",
      ]),

    // The fuzz targets' checks (Fuzz/Sources/FuzzChecks), shared with the fuzz package: built
    // here too, so that `swift test` replays every target's seeds, past findings and a fixed
    // count of mutations in process (see Documentation/Development/Fuzzing.md). Outside the
    // package's `package` access, as in the fuzz package: it sees the products' public API only.
    .target(
      name: "FuzzChecks",
      dependencies: [
        "L10nModel", "L10nFormats", "L10nGrammar", "L10nTranslate", "L10nLanguageServer",
      ],
      path: "Fuzz/Sources/FuzzChecks", packageAccess: false),

    // Shared test set-up: package folders, self-cleaning project copies and fixtures, snapshots.
    .target(
      name: "L10nTestSupport", dependencies: ["L10nModel", "L10nFormats"],
      path: "Tests/L10nTestSupport"),

    .testTarget(
      name: "L10nModelTests", dependencies: ["L10nModel", "L10nFormats", "L10nTestSupport"]),
    .testTarget(
      name: "L10nFormatsTests",
      dependencies: ["L10nModel", "L10nFormats", "L10nGrammar", "L10nTestSupport"]),
    .testTarget(
      name: "L10nResolveTests",
      dependencies: ["L10nResolve", "L10nModel", "L10nFormats", "L10nTestSupport"]),
    .testTarget(name: "L10nGrammarTests", dependencies: ["L10nModel", "L10nGrammar"]),
    .testTarget(
      name: "L10nMemoryTests",
      dependencies: [
        "L10nMemory", "L10nUserMemory", "L10nBulk", "L10nModel", "L10nFormats",
        "L10nTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
      ]),
    .testTarget(
      name: "L10nScanTests", dependencies: ["L10nModel", "L10nScan", "L10nSwiftScan"],
      exclude: ["Fixtures"]),
    // Rewrites checked by scanning the rewritten Swift in process (swift-syntax parses it).
    .testTarget(
      name: "L10nRewriteTests",
      dependencies: [
        "L10nRewrite", "L10nModel", "L10nFormats", "L10nCheck", "L10nScan", "L10nSwiftScan",
        "L10nTestSupport", .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]),
    .testTarget(
      name: "L10nCheckTests",
      dependencies: ["L10nModel", "L10nFormats", "L10nCheck", "L10nTestSupport"]),
    .testTarget(
      name: "L10nTranslateTests",
      dependencies: [
        "L10nTranslate", "L10nBulk", "L10nCheck", "L10nMemory", "L10nModel", "L10nFormats",
        "L10nTestSupport",
      ]),
    .testTarget(
      name: "L10nHistoryTests",
      dependencies: ["L10nHistory", "L10nModel", "L10nFormats", "L10nTestSupport"]),
    .testTarget(
      name: "L10nTUITests",
      dependencies: [
        "L10nTUI", "L10nSession", "L10nMemory", "L10nModel", "L10nFormats", "L10nTestSupport",
        "L10nTranslate",
      ],
      exclude: ["Snapshots"]),
    .testTarget(name: "L10nNcursesTests", dependencies: ["L10nNcurses", "L10nTUI", "CNCursesW"]),
    .testTarget(
      name: "L10nGenTests",
      dependencies: [
        "L10nGen", "L10nModel", "L10nFormats", "L10nRewrite", "L10nTestSupport",
      ],
      exclude: ["Templates"]),
    .testTarget(
      name: "L10nCLITests",
      dependencies: [
        "L10nCLI", "L10nFormats", "L10nGen", "L10nTUI", "L10nDocGen", "L10nTestSupport",
        "L10nUserMemory", "L10nTranslate", .product(name: "Yams", package: "Yams"),
      ],
      exclude: ["Outputs"]),
    .testTarget(
      name: "L10nProvidersTests",
      dependencies: ["L10nProviders", "L10nTranslate", "L10nModel", "L10nTestSupport"]),
    .testTarget(
      name: "L10nLanguageServerTests",
      dependencies: [
        "L10nLanguageServer", "L10nModel", "L10nFormats", "L10nCheck", "L10nScan",
        "L10nTestSupport",
        // Swift scanned in process: a rename is checked against a scan of the edited code.
        "L10nSwiftScan",
        // `lint` in process (`LintRun`): the diagnostics are proven equal to its findings.
        "L10nCLI",
      ]),
    .testTarget(name: "FuzzChecksTests", dependencies: ["FuzzChecks", "L10nTestSupport"]),
  ]
)
