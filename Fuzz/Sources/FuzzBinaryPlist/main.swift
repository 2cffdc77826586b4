import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzBinaryPlist.swift.
Fuzz.main(fuzzBinaryPlist)
