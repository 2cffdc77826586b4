import Foundation
import L10nFormats
import L10nModel

/// SampleProject, read once: what importer targets import every input into.
public enum SampleProject {
  /// The project of the repository's `SampleProject/Resources`.
  public static let project: Project = {
    let repository = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let path = repository.appendingPathComponent("SampleProject/Resources").path
    do {
      return try ProjectLoader.load(path)
    } catch {
      Fuzz.fail("SampleProject reads: \(error)")
    }
  }()
}
