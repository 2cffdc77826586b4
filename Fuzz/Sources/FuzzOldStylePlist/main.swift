import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzOldStylePlist.swift.
Fuzz.main(fuzzOldStylePlist)
