/// `Documentation/Reference/README.md`: what the generated pages are.
enum ReferenceIndex {
  /// The page's Markdown.
  static let markdown = """
    # Reference

    \(Markdown.generatedNote)

    Generated from the code by `swift run l10nedit-docgen`; CI fails when a page here no longer \
    matches the code (see [Generated documentation](../Development/Documentation.md)).

    - [Commands](Commands.md): every command and option, from the command-line parser.
    - [Rules](Rules.md): every check, with its default level, explanation and examples.
    - [Keys](Keys.md): the editor's default keys, context by context, from its command table.

    """
}
