import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzJSON.swift.
Fuzz.main(fuzzJSON)
