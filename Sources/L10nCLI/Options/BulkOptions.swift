import ArgumentParser

/// What `fill` and `replace` share: show rather than write, list each value, the write order.
struct BulkOptions: ParsableArguments {
  @Flag(help: "Print the changes as a diff and write nothing.")
  var dryRun = false

  @Flag(help: "List each changed value, before and after, on standard error.")
  var verbose = false

  @OptionGroup var writeOrder: WriteOrderOptions
}
