import Foundation

/// What `XMLParser`'s error codes mean, in words: Foundation says only
/// "NSXMLParserErrorDomain error 76", and the code alone helps nobody fix a file.
///
/// The codes are libxml2's (`xmlParserErrors`), which Foundation passes on on Linux and which
/// `NSXMLParserError`'s values equal on Apple's systems; `XMLParser.ErrorCode`'s raw values
/// on Linux are numbered otherwise, so the numbers are matched here, not the enumeration.
enum XMLParserErrorWords {
  /// The reason for `error` (an `XMLParser.parserError`), in words where its code is one a
  /// hand-edited or truncated file runs into, else the code.
  static func reason(_ error: any Error) -> String {
    let code = (error as NSError).code
    guard let words = words[code] else { return "not well-formed XML (XML parser error \(code))" }
    return "not well-formed XML: " + words
  }

  private static let words: [Int: String] = [
    4: "the file is empty",
    5: "the file ends before its elements are closed",
    6: "a character reference (&#x…;) to a character XML does not allow",
    7: "a character reference (&#…;) to a character XML does not allow",
    8: "a character reference to a character XML does not allow",
    9: "a character XML does not allow",
    26: "an entity XLIFF does not define",
    31: "an encoding the XML parser does not know",
    32: "an encoding the XML parser does not support",
    38: "a '<' inside an attribute value (write &lt;)",
    39: "an attribute without a quoted value",
    40: "an attribute value that is not closed",
    41: "an attribute without a value",
    42: "an attribute written twice in one element",
    43: "a quoted value that is not opened",
    44: "a quoted value that is not closed",
    45: "a comment (<!--) that is never closed",
    63: "a CDATA section that is never closed",
    64: "an <?xml …?> declaration that is not at the very start",
    65: "a space missing in a tag or declaration",
    68: "a '<' or '&' that starts no name (write &lt; or &amp;)",
    73: "a tag that is not closed with '>'",
    74: "an element that is not closed",
    75: "an attribute without '='",
    76: "a closing tag that does not match the element it closes",
    77: "a tag that is not finished",
    81: "bytes that are not in the declared encoding",
    85: "elements that are not closed in the order they were opened",
    86: "something after the end of the document",
    89: "an entity that refers to itself",
    90: "an entity that is not well balanced",
  ]
}
