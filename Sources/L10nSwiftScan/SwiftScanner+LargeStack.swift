import Foundation
import L10nModel

extension SwiftScanner {
  /// How large a stack the scan's thread gets: the parser and the tree's visitors recurse once
  /// per level of nesting, and a debug build's frames are large.
  package static let stackSize = 1 << 30

  /// `scan(files:known:willRead:)` on a thread of its own with a stack of `stackSize` bytes,
  /// so that `maximumNestingLevel` levels are read in any build; waits for it.
  package func scanOnLargeStack(
    files: [(path: String, text: String)], known: SwiftFileDeclarations = SwiftFileDeclarations(),
    willRead: @escaping @Sendable (String) -> Void = { _ in }
  ) -> CodeUsage {
    Self.onLargeStack { [self] in scan(files: files, known: known, willRead: willRead) }
  }

  /// `declarations(of:willRead:)` on a thread with a large stack, as `scanOnLargeStack`.
  package func declarationsOnLargeStack(
    of files: [(path: String, text: String)],
    willRead: @escaping @Sendable (String) -> Void = { _ in }
  ) -> SwiftFileDeclarations {
    Self.onLargeStack { [self] in declarations(of: files, willRead: willRead) }
  }

  /// What `body` gives, run on a thread with a stack of `stackSize` bytes; waits for it.
  private static func onLargeStack<Result: Sendable>(_ body: @escaping @Sendable () -> Result)
    -> Result
  {
    let box = ResultBox<Result>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value = body()
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    // The semaphore ordered the write before this read.
    guard let value = box.value else { preconditionFailure("the scan's thread gave nothing") }
    return value
  }
}

/// A result handed from the scan's thread to the waiting one (the semaphore orders them).
private final class ResultBox<Value>: @unchecked Sendable {
  var value: Value?
}
