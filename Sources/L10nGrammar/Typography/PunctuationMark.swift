/// A mark that ends a sentence or a label, whatever each language writes for it.
package enum PunctuationMark: String, Sendable, CaseIterable {
  case ellipsis, period, question, exclamation, colon, semicolon

  /// The mark in English (and the languages that write it so): what a source is read with.
  package var latin: [String] {
    switch self {
    case .ellipsis: ["…", "..."]
    case .period: ["."]
    case .question: ["?"]
    case .exclamation: ["!"]
    case .colon: [":"]
    case .semicolon: [";"]
    }
  }

  /// The mark in words, for messages: "a question mark".
  package var name: String {
    switch self {
    case .ellipsis: "an ellipsis"
    case .period: "a period"
    case .question: "a question mark"
    case .exclamation: "an exclamation mark"
    case .colon: "a colon"
    case .semicolon: "a semicolon"
    }
  }

  /// The mark's name without its article: "question mark".
  package var bareName: String {
    String(name.drop { $0 != " " }.dropFirst())
  }
}
