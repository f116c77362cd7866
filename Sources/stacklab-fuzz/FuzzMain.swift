// The fuzzing driver. Built by Scripts/fuzz with `-sanitize=fuzzer,address`
// and `-D FUZZING`, `main` hands the command line to libFuzzer's driver,
// which calls `LLVMFuzzerTestOneInput` with each generated input. Built
// plainly (as `swift build` does), `main` runs the files it is given through
// the same entry, once each: `swift run stacklab-fuzz crash-…` replays a
// reproducer.
//
// (SwiftPM links an executable's `main` to this module's entry point, so the
// entry point must exist in both builds; libFuzzer's `main`, pulled in with
// its library, is then unused, and `LLVMFuzzerRunDriver` starts the fuzzer.)
import Foundation

#if FUZZING
/// libFuzzer's entry point (compiler-rt's FuzzerInterface.h).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzInput.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}

/// libFuzzer's driver (FuzzerInterface.h): parses the flags, runs the fuzzer.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif

@main
enum FuzzMain {
    static func main() {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzTestOneInput))
        #else
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("stacklab-fuzz: cannot read \(path)")
                exit(1)
            }
            let bytes = [UInt8](data)
            bytes.withUnsafeBufferPointer { FuzzInput.run($0) }
            print("stacklab-fuzz: \(path): ran \(bytes.count) bytes")
        }
        #endif
    }
}
