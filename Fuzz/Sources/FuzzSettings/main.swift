import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzSettings.swift.
Fuzz.main(fuzzSettings)
