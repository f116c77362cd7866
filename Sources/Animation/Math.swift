// The C math library for exp, log, sin and cos. Like Geometry, the Animation
// target avoids Foundation.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@inline(__always) func mathExp(_ x: Double) -> Double { exp(x) }
@inline(__always) func mathLog(_ x: Double) -> Double { log(x) }
@inline(__always) func mathSin(_ x: Double) -> Double { sin(x) }
@inline(__always) func mathCos(_ x: Double) -> Double { cos(x) }
