import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzXCStrings.swift.
Fuzz.main(fuzzXCStrings)
