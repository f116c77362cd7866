import Testing
import ViewTree

@testable import ReplCore

/// `device`: the command language reads the name or `WxH[@Sx]` once; the
/// session builds the device from the parsed value.
@Suite("device builds the screen from the parsed spec")
struct DeviceCommandTests {
    @Test func aliasesAndSpellingsNameTheirPreset() {
        let s = Session(fileSystem: MemoryFileSystem())
        for (typed, device) in [("iphone6", Device.iPhone8), ("iPhone-X", .iPhoneX), ("iphone_se", .iPhoneSE), ("ipad", .iPad)] {
            let r = s.run("device \(typed)")
            #expect(!r.failed, "\(typed): \(r.output)")
            #expect(s.window.screen.device == device, "\(typed)")
        }
        #expect(s.deviceName == "ipad")
    }

    @Test func customScreensTakeScaleOneWhenNotWritten() throws {
        let s = Session(fileSystem: MemoryFileSystem())
        #expect(!s.run("rotate").failed)
        #expect(!s.run("device 1024x768").failed)
        #expect(s.window.screen.device == (try Device.custom(width: 1024, height: 768, scale: 1).get()))
        #expect(s.window.screen.orientation == .landscape, "a new device keeps the orientation")
        #expect(s.deviceName == "1024x768")
        #expect(!s.run("device 187.5x333.25@3x").failed)
        #expect(s.window.screen.device.name == "187.5x333.25@3x")
    }

    @Test func anUnsupportedScaleIsRefusedAndChangesNothing() {
        let s = Session(fileSystem: MemoryFileSystem())
        #expect(!s.run("device iphone-x").failed)
        let r = s.run("device 375x667@4x")
        #expect(r.failed)
        #expect(r.output.contains("error: unsupported scale in '375x667@4x': expected @1x, @2x or @3x, got @4x"), "\(r.output)")
        #expect(s.window.screen.device == .iPhoneX)
        #expect(s.deviceName == "iphone-x")
    }
}
