import ArgumentParser
import Foundation
import L10nCheck
import L10nMemory
import L10nModel
import L10nNcurses
import L10nProviders
import L10nSession
import L10nTUI
import L10nUserMemory

/// `l10nedit [edit] PATH`: the editor, a keys × languages grid in the terminal.
struct EditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "edit",
    abstract:
      "Open the editor (the default command): every key × language, gaps and problems marked.",
    discussion:
      "Press ? in the editor for its keys. Exit status: 0 done, 2 no terminal or I/O error.")

  @OptionGroup var project: ProjectOptions
  @OptionGroup var code: SourceOptions

  @Option(help: "The languages to show after the source language, in this order, e.g. de,fr,ja.")
  var languages: String?

  @OptionGroup var writeOrder: WriteOrderOptions

  @Option(
    help: ArgumentHelp(
      "Read key bindings from FILE instead of $XDG_CONFIG_HOME/l10nedit/keys.json "
        + "(~/.config/l10nedit/keys.json).", valueName: "FILE"))
  var keys: String?

  @Option(
    help: ArgumentHelp(
      "The user memory the edit panel's suggestions come from too, and saved translations go "
        + "into (default: the settings file's userMemory, else "
        + "$XDG_DATA_HOME/l10nedit/memory.sqlite).", valueName: "file"))
  var memory: String?

  @Flag(
    help: ArgumentHelp(
      "Do not consult the user memory, nor add saved translations to it (the settings file's "
        + "userMemory: false only stops adding)."))
  var noUserMemory = false

  func run() throws {
    try open()
  }

  /// What each save does with the translations it writes: adds them to the user memory,
  /// unless `--no-user-memory` or the settings file's `userMemory: false` say not to.
  private func savesToMemory(_ settings: ProjectSettings) throws
    -> (@Sendable ([MemoryUnit]) -> String?)?
  {
    guard !noUserMemory, settings.savesToUserMemory else { return nil }
    let path = try UserMemoryPath.resolve(option: memory, settings: settings).path
    return UserMemorySaver.saving(to: path, origin: UserMemory.origin(ofProject: project.root))
  }

  /// The user memory the edit panel consults, unless `--no-user-memory` says not to.
  private func consultedMemory(_ settings: ProjectSettings) throws -> UserMemoryLookup? {
    guard !noUserMemory else { return nil }
    let (path, named) = try UserMemoryPath.resolve(option: memory, settings: settings)
    return UserMemoryReader(
      path: path, isNamed: named, project: UserMemory.origin(ofProject: project.root)
    ).lookup
  }

  /// Opens the editor; `configure` adjusts its first state (a preview column, say) before the
  /// first frame.
  func open(configure: (inout EditorState) -> Void = { _ in }) throws {
    let shown = languages.map { $0.split(separator: ",").map { LanguageID(String($0)) } }
    // Loading a large project is shown before the first frame (erased before the screen takes
    // over), once it takes longer than 0.3 s.
    let progress = ProgressLine(.auto, after: 0.3)
    let loadedWithStamps = Result { try project.load(shownLanguages: shown, progress: progress) }
    progress?.finish()
    var (loaded, settings, stamps) = try loadedWithStamps.get()
    let marked = try markedConflicts(&loaded, shown: shown, settings: settings)
    if let shown { try LanguageCheck.require(shown, named: "--languages", in: loaded) }
    let configuration = try LintSettings.configuration(
      settings, root: project.root, project: loaded)
    let linter = Linter(configuration: configuration)
    let (keymap, keyProblems) = KeysFile.load(
      keys ?? KeysFile.defaultPath(environment: ProcessInfo.processInfo.environment),
      isExplicit: keys != nil)
    // Said before the screen takes over (they stay in the scrollback) and on the bottom line.
    for problem in keyProblems { Output.standardError("warning: \(problem)") }
    // A memory the settings may not name is refused before the screen takes over.
    let (consulted, saves) = (try consultedMemory(settings), try savesToMemory(settings))
    let terminal: CursesTerminal
    do {
      terminal = try CursesTerminal()
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    defer { terminal.close() }
    let size = terminal.size
    var state = EditorState(
      project: loaded, title: project.root, width: size.width, height: size.height, linter: linter,
      keymap: keymap)
    state.usesColor = terminal.usesColor
    state.glossary = configuration.glossary
    state.userMemory = consulted
    state.tabVisitsReview = settings.tabVisitsReview
    // Outdated translations from git history, found in the background when the rule is on.
    if linter.readsHistory { state.outdatedLookup = .gitHistory() }
    // Machine translation (`T`, `Alt-t`) with the settings file's providers and the built-in.
    state.machineTranslator = .run(
      with: .standard, settings: settings, root: project.root,
      rules: configuration)
    let scanJob = code.scanJob(root: project.root, settings: settings)
    state.isScanningCode = scanJob != nil
    // What discovery found wrong or guessed, said once at start (lint lists every one).
    let said = loaded.layoutProblems.map { "\($0.path): \($0.message)" } + loaded.layoutNotes
    if let first = keyProblems.first {
      let more = keyProblems.count - 1
      _ = state.reduce(.notice(first + (more > 0 ? " (and \(more) more, on stderr)" : "")))
    } else if let first = said.first {
      _ = state.reduce(
        .notice(first + (said.count > 1 ? " (and \(said.count - 1) more: see lint)" : "")))
    }
    if let marked { _ = state.resolveMarkedConflicts(theirs: marked.theirs, paths: marked.paths) }
    configure(&state)
    let order = writeOrder.order(settings, byDefault: true)
    var session = EditorSession(
      state: state, backend: terminal, writeOrder: order,
      asksSortOrder: !writeOrder.isSaid(settings),
      lock: EditingLock(
        projectRoot: project.root, stateDirectory: EditingLock.defaultStateDirectory),
      journal: RecoveryJournal(
        projectRoot: project.root, stateDirectory: EditingLock.defaultStateDirectory),
      stamps: stamps, bundles: settings.bundles, startingJobs: scanJob.map { [$0] } ?? [],
      savesToMemory: saves)
    session.run()
    marked?.removeResolvedSidecars(stamps: stamps, state: session.state)
  }
}
