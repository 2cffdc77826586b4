import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzStringsdict.swift.
Fuzz.main(fuzzStringsdict)
