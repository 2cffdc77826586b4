import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzXcodeProject.swift.
Fuzz.main(fuzzXcodeProject)
