import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzLSPMessage.swift.
Fuzz.main(fuzzLSPMessage)
