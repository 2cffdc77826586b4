import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzRemoteStrings.swift.
Fuzz.main(fuzzRemoteStrings)
