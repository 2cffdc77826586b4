import FuzzChecks
import FuzzSupport

// The checks: Fuzz/Sources/FuzzChecks/FuzzCatalogStream.swift.
Fuzz.main(fuzzCatalogStream)
