import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzMerge.swift.
Fuzz.main(fuzzMerge)
