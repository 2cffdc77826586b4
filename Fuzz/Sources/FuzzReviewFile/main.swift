import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzReviewFile.swift.
Fuzz.main(fuzzReviewFile)
