/// The styles a control is created with, by UIKit's names: a button's type,
/// a text field's border, a view's content mode.
///
/// Each `rawValue` is the Swift case name UIKit uses (`.roundedRect`,
/// `.aspectFit`), so the REPL's words and exported code agree.

/// `UIButton.ButtonType`: fixed when the button is made
/// (`UIButton(type:)`). `UIButton()` is a `.custom` button; Interface
/// Builder's library button is `.system`.
///
/// On iOS 7–14 both draw a title in the 15-pt system font with the same
/// insets, so the type changes the look (tint-coloured title and a fading
/// highlight for `.system`, a white title for `.custom`), not the intrinsic
/// size. **medium** confidence (storyboards and code of the era; no primary
/// source states the sizes are equal).
///
/// The info, detail-disclosure and add-contact types draw a 22 × 22 symbol
/// (iOS 7–12) instead of a title's padding: their intrinsic size is the
/// symbol's, a title (if any) beside it (``ControlMetrics/buttonSymbolSize``).
public enum ButtonType: String, Sendable, Hashable, CaseIterable {
    case system
    case custom
    case detailDisclosure
    case infoLight
    case infoDark
    case contactAdd

    /// Whether the type draws its own 22 × 22 symbol.
    public var hasSymbol: Bool {
        switch self {
        case .system, .custom: return false
        case .detailDisclosure, .infoLight, .infoDark, .contactAdd: return true
        }
    }
}

/// `UITextField.BorderStyle`. `UITextField()` has `.none`; Interface
/// Builder's library field has `.roundedRect` (uikit-stackview.md §14.5,
/// **high**).
public enum TextFieldBorderStyle: String, Sendable, Hashable, CaseIterable {
    case none
    case line
    case bezel
    case roundedRect
}

/// `UIView.ContentMode`, the cases the REPL offers: how an image view draws
/// its image in its bounds. It never changes layout (an image view's
/// intrinsic size is its image's size whatever the mode).
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// Stretch to the bounds (UIView's default).
    case scaleToFill
    /// Scale keeping the aspect ratio until the image fits (letterboxed).
    case aspectFit
    /// Scale keeping the aspect ratio until the image fills (cropped).
    case aspectFill
    /// The image's own size, centred.
    case center
}
