// swift-tools-version: 6.2
//
// StackLab: a headless re-implementation of UIKit's Auto Layout and
// UIStackView, with a line-edited REPL. Targets follow responsibilities and
// every arrow points down (see README.md, "Layout of the package").
import PackageDescription

// Geometry and ConstraintSolver avoid Foundation; on Linux `rounded()` then
// needs the C math library linked explicitly.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

// The layout engine (solver, view tree, stack layout) runs its hot loops
// without dynamic exclusivity checks in release builds: they cost 14 % of
// the instructions of a layout pass (callgrind, W1 at N = 1 000: every
// access to a class's stored array begins and ends an access). Debug builds,
// which the tests run, keep the checks, so a violation still fails a test.
let engineRelease: SwiftSetting = .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))

let package = Package(
    name: "StackLab",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "StackLayout", targets: ["StackLayout"]),
        .library(name: "Animation", targets: ["Animation"]),
        .library(name: "TerminalText", targets: ["TerminalText"]),
        .library(name: "CommandLanguage", targets: ["CommandLanguage"]),
        .library(name: "Lessons", targets: ["Lessons"]),
        .library(name: "SceneModel", targets: ["SceneModel"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "SwiftSource", targets: ["SwiftSource"]),
        .library(name: "ReplCore", targets: ["ReplCore"]),
        .library(name: "LineEditing", targets: ["LineEditing"]),
        .executable(name: "stacklab", targets: ["stacklab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        // `stacklab serve` (WebServer): HTTP and WebSockets over SwiftNIO.
        // Without Hummingbird's default traits (swift-configuration, full
        // Foundation), which the server does not use.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", exact: "2.8.1"),
        // Parsing Swift source (SwiftSource's interpreter). Only SwiftParser and
        // SwiftSyntax are used (no macros), which keeps the clean build short.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
    ],
    targets: [
        // Points, sizes, rects, insets and UIKit-style number formatting.
        .target(name: "Geometry", linkerSettings: libm),
        // Incremental lexicographic simplex (Cassowary family). Knows nothing of views.
        // Optimised even in debug builds: unoptimised, the simplex is ~40× slower
        // (a 1000-view stack took 27 s to lay out instead of 0.66 s), which
        // would make the tests and the debug-built REPL crawl. (`-O` as an
        // unsafe flag is fine for a root package; a package depending on
        // StackLab would need it removed.)
        .target(name: "ConstraintSolver", swiftSettings: [.unsafeFlags(["-O"]), engineRelease], linkerSettings: libm),
        // Views, layout guides, NSLayoutConstraint-shaped constraints, devices
        // and the layout pass over ConstraintSolver (UIKit's Auto Layout model).
        .target(name: "ViewTree", dependencies: ["Geometry", "ConstraintSolver"], swiftSettings: [engineRelease]),
        // UIStackView expressed as generated constraints (UISV-…) on the view tree.
        .target(name: "StackLayout", dependencies: ["Geometry", "ConstraintSolver", "ViewTree"], swiftSettings: [engineRelease]),
        // Text on a terminal: display widths (CJK takes two columns), padding,
        // truncation with "…" and word wrapping to a width.
        .target(name: "TerminalText"),
        // Timing curves, the manual clock and frame timelines of animated changes.
        .target(name: "Animation", dependencies: ["Geometry", "TerminalText"]),
        // The command language: tokens, statements, command signatures and
        // diagnostics with line and column. Pure syntax: knows no engine.
        .target(name: "CommandLanguage", dependencies: ["TerminalText"]),
        // Lessons: the `.lesson` format and its parser, and the catalogue
        // shipped as resources (Catalogue/*.lesson). Knows no engine.
        .target(name: "Lessons", dependencies: ["CommandLanguage"], resources: [.copy("Catalogue")]),
        // The formats layer's centre: a scene as a value (SceneDescription)
        // and the builder that turns one into views. No session, no terminal.
        .target(name: "SceneModel", dependencies: ["Geometry", "ConstraintSolver", "ViewTree", "StackLayout", "Animation"]),
        // Interface Builder documents (storyboards, xibs): read into a scene
        // description with the frames IB recorded, written back. XML through
        // FoundationXML's XMLParser (libxml2), with no DTD and bounded size.
        .target(name: "InterfaceBuilder", dependencies: ["Geometry", "ConstraintSolver", "ViewTree", "StackLayout", "SceneModel"]),
        // UIKit Swift source: a scene description written as idiomatic UIKit
        // code (export swift), and view controllers and views read back by a
        // tree-walking interpreter under limits, over one table of UIKit
        // declarations. No session, no terminal.
        .target(
            name: "SwiftSource",
            dependencies: [
                "Geometry", "ViewTree", "StackLayout", "Animation", "SceneModel",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        // Scene descriptions drawn as the phone shows them: SVG and the
        // interactive HTML page (label text, controls, the status bar; an
        // overlay of frames and names that never overprint). No session,
        // no terminal.
        .target(name: "Rendering", dependencies: ["Geometry", "TerminalText", "ViewTree", "Animation", "SceneModel"]),
        // Runs commands against a session (the view tree, stacks, animation);
        // the one command table behind parsing, help, completion and "did you
        // mean". Never touches a terminal.
        .target(
            name: "ReplCore",
            dependencies: [
                "Geometry", "ViewTree", "StackLayout", "Animation", "CommandLanguage", "TerminalText", "Lessons",
                "SceneModel", "InterfaceBuilder", "Rendering", "SwiftSource",
            ]),
        // `stacklab serve`: the page (assets shipped as resources) and one
        // Session per browser tab over a WebSocket, each on an in-memory file
        // system and within limits. Hummingbird 2 and hummingbird-websocket.
        .target(
            name: "WebServer",
            dependencies: [
                "ReplCore", "Rendering", "Lessons", "SceneModel", "ViewTree", "Animation", "CommandLanguage",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ],
            resources: [.copy("Assets")]),
        // libedit, as a system library (Debian: libedit-dev), with a shim for
        // its C variadic functions.
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"]), .brew(["libedit"])]),
        // Line editing over libedit: prompt, history file, completion, Ctrl-C;
        // the terminal as a line source of ReplCore's input loop, and the pager.
        .target(name: "LineEditing", dependencies: ["CEditLine", "TerminalText", "ReplCore"]),
        // The thin executable: flags, wiring the input loop to its sources and
        // to standard output and error.
        .executableTarget(
            name: "stacklab",
            dependencies: [
                "ReplCore", "LineEditing", "WebServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Coverage-guided fuzzing of the command language and the session
        // (Scripts/fuzz builds it with libFuzzer; built plainly, it replays
        // the inputs it is given).
        .executableTarget(name: "stacklab-fuzz", dependencies: ["ReplCore"]),
        // Benchmarks (Scripts/bench): the workloads through the solver API,
        // through stack views in a window (path=product) and through a Session (path=repl).
        .executableTarget(
            name: "stacklab-bench",
            dependencies: ["ConstraintSolver", "Geometry", "ViewTree", "StackLayout", "ReplCore", "SwiftSource", "CAllocationCount"]),
        // The benchmark's allocation counter (its own `malloc`, Linux).
        .target(name: "CAllocationCount"),

        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree", "Geometry", "ConstraintSolver", "TestSupport"]),
        .testTarget(
            name: "StackLayoutTests",
            dependencies: [
                "StackLayout", "ViewTree", "Geometry", "TestSupport", "CAllocationCount",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Fixtures"]),
        .testTarget(name: "AnimationTests", dependencies: ["Animation", "Geometry"]),
        .testTarget(name: "TerminalTextTests", dependencies: ["TerminalText"]),
        .testTarget(name: "CommandLanguageTests", dependencies: ["CommandLanguage"]),
        // Helpers that several test targets share (running a child process, the
        // IB fixtures, the shared corpus, a seeded random generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SceneModelTests", dependencies: ["SceneModel", "ViewTree", "StackLayout", "Geometry"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "SceneModel", "ViewTree", "Geometry", "TerminalText"]),
        .testTarget(
            name: "InterfaceBuilderTests",
            dependencies: ["InterfaceBuilder", "SceneModel", "ViewTree", "StackLayout", "Geometry", "TestSupport"]),
        .testTarget(
            name: "SwiftSourceTests",
            dependencies: ["SwiftSource", "SceneModel", "ViewTree", "StackLayout", "Geometry", "Animation", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(name: "LessonsTests", dependencies: ["Lessons", "CommandLanguage"]),
        .testTarget(
            name: "ReplCoreTests",
            dependencies: [
                "ReplCore", "Lessons", "TestSupport", "TerminalText", "SceneModel", "InterfaceBuilder", "Rendering",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Transcripts", "UIKitStub"]),
        .testTarget(
            name: "WebServerTests",
            dependencies: [
                "WebServer", "ReplCore", "Lessons", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing", "TerminalText"]),
        // The built binary driven in tmux (end to end).
        .testTarget(
            name: "stacklabTests", dependencies: ["stacklab", "TerminalText", "TestSupport"], exclude: ["Transcripts"]),
        .testTarget(
            name: "ConstraintSolverTests",
            dependencies: [
                "ConstraintSolver",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ]
)

// Scripts/fuzz builds with STACKLAB_FUZZ=1, in the debug configuration:
// StackLab's own targets get libFuzzer's coverage, AddressSanitizer and
// `-O` (as many inputs per second as a release build); the packages it
// depends on, swift-syntax above all, are built plainly. Instrumented and
// optimised, swift-syntax alone took 18 minutes of a CI run on two cores
// that then ran out of time; this way the fuzzer's clean build takes
// about 6.
if Context.environment["STACKLAB_FUZZ"] == "1" {
    for target in package.targets where target.type == .regular || target.type == .executable {
        var settings = target.swiftSettings ?? []
        settings.append(.unsafeFlags(["-sanitize=fuzzer,address", "-O"]))
        if target.name == "stacklab-fuzz" {
            settings.append(.define("FUZZING"))
            target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])]
        }
        target.swiftSettings = settings
    }
}
