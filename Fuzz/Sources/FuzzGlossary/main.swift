import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzGlossary.swift.
Fuzz.main(fuzzGlossary)
