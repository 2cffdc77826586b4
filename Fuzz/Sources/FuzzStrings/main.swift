import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzStrings.swift.
Fuzz.main(fuzzStrings)
