import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzXLIFF.swift.
Fuzz.main(fuzzXLIFF)
