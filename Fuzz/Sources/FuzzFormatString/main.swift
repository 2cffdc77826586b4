import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzFormatString.swift.
Fuzz.main(fuzzFormatString)
