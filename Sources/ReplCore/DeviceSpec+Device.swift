import CommandLanguage
import Geometry
import ViewTree

// The device a parsed `device` argument stands for. The command language
// reads the text once (a listed name, or `WxH[@Sx]`); the view tree builds
// the device from those values.

extension DeviceSpec {
    /// The device: a preset by the name the command language listed
    /// (``Device/acceptedNames``), or a custom screen (scale 1 when not
    /// written). Nil for a name that is no preset, which the command
    /// language does not let through.
    func device() -> Result<Device, DeviceError>? {
        switch self {
        case .named(let name):
            return Device.preset(named: name).map { .success($0) }
        case let .custom(width, height, scale):
            return Device.custom(width: width, height: height, scale: scale ?? 1)
        }
    }

    /// The device as the user wrote it, for reports: `iphone6`, `375x667`,
    /// `375x667@2x`.
    var written: String {
        switch self {
        case .named(let name): return name
        case let .custom(width, height, scale):
            return "\(formatNumber(width))x\(formatNumber(height))" + (scale.map { "@\(formatNumber($0))x" } ?? "")
        }
    }
}
