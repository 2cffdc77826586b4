import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzCSV.swift.
Fuzz.main(fuzzCSV)
