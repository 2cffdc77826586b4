import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzTMX.swift.
Fuzz.main(fuzzTMX)
