import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzSwiftPackage.swift.
Fuzz.main(fuzzSwiftPackage)
