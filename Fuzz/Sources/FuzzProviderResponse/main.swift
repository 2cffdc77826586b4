import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzProviderResponse.swift.
Fuzz.main(fuzzProviderResponse)
