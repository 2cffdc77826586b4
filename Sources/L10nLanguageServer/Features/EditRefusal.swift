/// Why the server will not make an edit (a rename, a code action): the message an editor shows
/// when the request fails.
package struct EditRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// What stands in the way, in plain words.
  package var message: String

  /// A refusal saying `message`.
  package init(_ message: String) {
    self.message = message
  }

  package var description: String { message }
}
