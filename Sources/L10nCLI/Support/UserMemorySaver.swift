import Foundation
import L10nMemory
import L10nUserMemory

/// What an editor's save does with the translations it wrote: adds them to the user memory.
package enum UserMemorySaver {
  /// Adds each save's units to the memory at `path` for the project `origin`; returns a note
  /// for the message line: the problem when they could not be added, and, on the save that
  /// made the memory (it did not exist), where it is — said once, as later saves find it.
  package static func saving(to path: String, origin: String)
    -> @Sendable ([MemoryUnit]) -> String?
  {
    { units in
      let existed = FileManager.default.fileExists(atPath: path)
      do {
        try UserMemory(path: path).add(units, origin: origin)
        return existed
          ? nil : "translations remembered for suggestions in every project: \(path)"
      } catch {
        return "not added to the user memory \(path): \(error)"
      }
    }
  }
}
