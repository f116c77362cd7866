import Geometry

/// `UIView.noIntrinsicMetric`: the value of an intrinsic content size
/// dimension a view does not have.
public let noIntrinsicMetric: Double = -1

/// What a view shows, as far as layout cares: the content model of UIKit's
/// controls as a pure value.
///
/// A view holds one and asks it for its intrinsic content size, its default
/// content hugging and compression resistance, and its baselines:
///
/// ```swift
/// let kind = ControlKind.label(text: "Just text")
/// kind.intrinsicContentSize(preferredMaxLayoutWidth: nil)   // {66, 20.333}
/// kind.defaultHugging(interfaceBuilder: true)               // (251, 251)
/// ControlKind.switchControl.intrinsicContentSize(preferredMaxLayoutWidth: nil)
///                                                          // {51, 31}
/// ```
///
/// The sizes are today's iPhone's: the segmented control, stepper and page
/// control as iOS 13 and 14 restyled them, rounded-rect text fields with
/// iOS 13's 34-pt minimum; buttons without a configuration keep the classic
/// 15-pt title. (Interface Builder's canvases of older Xcodes measured
/// the iOS 7–12 sizes, ``ControlMetrics``'s `legacy…` values: `check`
/// measures an old document with them.) Text is measured by
/// ``TextMetrics``; the control constants and their sources are in
/// ``ControlMetrics``.
///
/// The cases with text or sizes hold them in a box (`indirect`): a kind
/// is 9 bytes, not 104, and every view keeps one (issue 28, item 6: W1's
/// 10 000 views were 664 bytes each, and each new page of them a fault).
public enum ControlKind: Hashable, Sendable {
    /// A plain `UIView`: no intrinsic size.
    case plain
    /// A plain `UIControl` (the base of custom controls): like a `UIView`,
    /// no intrinsic size unless the view overrides it.
    case control
    /// A `UILabel` in a font (UILabel's default, the 17-pt system font,
    /// unless told otherwise). `lines` is `numberOfLines`: 1 for a single
    /// line, 0 for as many as the text needs.
    indirect case label(text: String, font: Font = .system(17), lines: Int = 1)
    /// A `UIButton` of a type (``ButtonType``) with a title in a font (the
    /// 15-pt system font of iOS 7–14 unless told otherwise), optionally an
    /// image (`image`: its size in points, beside the title) and
    /// `contentEdgeInsets` (`insets`; `nil` is UIKit's default, zero insets
    /// with the title's own 6 pt above and below). `configured`: an iOS 15
    /// `UIButton.Configuration` button (`insets` are then its
    /// `contentInsets`): its title may take several lines, so a horizontal
    /// stack shares its width out among such items as among multi-line
    /// labels (``ControlKind/sharesTextWidth``).
    indirect case button(title: String, type: ButtonType = .system, font: Font = .system(15),
                image: Size? = nil, insets: EdgeInsets? = nil, configured: Bool = false)
    /// A `UISwitch`.
    case switchControl
    /// A `UISlider`: 31 tall, no intrinsic width.
    case slider
    /// A `UIStepper`: 94 × 29 (``ControlMetrics/stepperSize``).
    case stepper
    /// A `UIProgressView` (default bar style): 2 tall, no intrinsic width
    /// (``ControlMetrics/progressViewHeight``).
    case progressView
    /// A `UIPageControl` with `pages` dots (`numberOfPages`): 37 tall, the
    /// dots' width (``ControlMetrics/pageControlSize(pages:)``).
    case pageControl(pages: Int = 3)
    /// A `UIDatePicker` in a style (`preferredDatePickerStyle`; wheels,
    /// the only style before iOS 13.4, unless told otherwise), of the
    /// style's intrinsic size (``ControlMetrics/datePickerSize(_:)``).
    case datePicker(style: DatePickerStyle = .wheels)
    /// A `UISegmentedControl` with one segment per title, in a font (the
    /// 13-pt system font of iOS 7–12 unless told otherwise).
    indirect case segmented(titles: [String], font: Font = .system(13))
    /// A `UITextField` in a font (the 17-pt system font unless told
    /// otherwise) with a border style (Interface Builder's `.roundedRect`
    /// unless told otherwise).
    indirect case textField(placeholder: String, text: String, border: TextFieldBorderStyle = .roundedRect,
                   font: Font = .system(17))
    /// A `UITextView` in a font (the 17-pt system font unless told
    /// otherwise). `scrolls` is `isScrollEnabled`: a scrolling text view has
    /// no intrinsic size (it is a scroll view); a fixed one is as tall as
    /// its text.
    indirect case textView(text: String, scrolls: Bool = true, font: Font = .system(17))
    /// A `UIImageView`; `imageSize` is its image's size in points, `nil`
    /// without an image.
    indirect case imageView(imageSize: Size?)
    /// A `UIStackView`: no intrinsic size of its own (its arranged views'
    /// constraints size it).
    case stack
    /// A `UIScrollView`: no intrinsic size.
    case scroll

    /// Whether StackLab gives views Interface Builder's default priorities
    /// (`true`) rather than those of views created in code. The lessons
    /// come from storyboards, so labels and image views hug at 251.
    public static let stackLabUsesInterfaceBuilderDefaults = true

    /// The UIKit class the kind stands for, e.g. `"UILabel"`.
    public var className: String {
        switch self {
        case .plain: return "UIView"
        case .control: return "UIControl"
        case .textView: return "UITextView"
        case .label: return "UILabel"
        case .button: return "UIButton"
        case .switchControl: return "UISwitch"
        case .slider: return "UISlider"
        case .stepper: return "UIStepper"
        case .pageControl: return "UIPageControl"
        case .datePicker: return "UIDatePicker"
        case .progressView: return "UIProgressView"
        case .segmented: return "UISegmentedControl"
        case .textField: return "UITextField"
        case .imageView: return "UIImageView"
        case .stack: return "UIStackView"
        case .scroll: return "UIScrollView"
        }
    }

    // MARK: Alignment rectangle

    /// The insets from the view's frame to its alignment rectangle that a
    /// new view of this kind has, like `UIView.alignmentRectInsets`: Auto
    /// Layout (constraints, stack views, the intrinsic size) places the
    /// alignment rectangle, and the frame reaches past it by these insets.
    /// Zero except for the controls whose frames Interface Builder records
    /// larger than their layout (``ControlMetrics/switchAlignmentInsets``,
    /// ``ControlMetrics/sliderAlignmentInsets``,
    /// ``ControlMetrics/segmentedAlignmentInsets``, each with its evidence).
    public var defaultAlignmentRectInsets: EdgeInsets {
        switch self {
        case .switchControl: return ControlMetrics.switchAlignmentInsets
        case .slider: return ControlMetrics.sliderAlignmentInsets
        case .segmented: return ControlMetrics.segmentedAlignmentInsets
        case .plain, .control, .label, .button, .stepper, .progressView, .pageControl, .datePicker, .textField,
            .textView, .imageView, .stack, .scroll:
            return EdgeInsets(all: 0)
        }
    }

    // MARK: Intrinsic content size

    /// The view's natural size, like `UIView.intrinsicContentSize`; either
    /// dimension may be ``noIntrinsicMetric``.
    ///
    /// | kind | width | height |
    /// |---|---|---|
    /// | plain, control, stack, scroll | none | none |
    /// | label | widest line | lines × line height |
    /// | button | title width, at least 30 | title line + 6 + 6 (30 for the 15-pt title) |
    /// | switch | 49 (frame 51) | 31 |
    /// | slider | none | 30 (frame 31) |
    /// | segmented | n × (widest semibold title + 17) + (n − 1) | 31 (frame 32) |
    /// | stepper | 94 | 32 |
    /// | page control | 18 × pages + 62.5 (0 without pages) | 26 |
    /// | text field, bordered | text (or placeholder) + 14 (line, bezel: + 4) | line + 13, rounded rect at least 34 (34 at 14 and 17 pt) |
    /// | text field, no border | text (or placeholder) | one line (20.333) |
    /// | text view, scrolling | none | none |
    /// | text view, fixed | widest line + 10 | lines (at least one) + 16 |
    /// | image view | image width (none without image) | image height |
    ///
    /// Text sizes are rounded up to the pixel grid of `scale`, as UIKit
    /// does; button and segment widths to whole points. Like UIKit's, the
    /// size is the *alignment rectangle's*: a kind with
    /// ``defaultAlignmentRectInsets`` draws a frame that much larger.
    ///
    /// - Parameters:
    ///   - preferredMaxLayoutWidth: `UILabel.preferredMaxLayoutWidth`: the
    ///     width a multi-line label (`lines != 1`) wraps at; `nil` (or 0,
    ///     UIKit's "automatic") for no wrapping. Other kinds ignore it.
    ///   - scale: The screen's pixels per point.
    public func intrinsicContentSize(
        preferredMaxLayoutWidth: Double?, scale: Double = TextMetrics.defaultScale
    ) -> Size {
        let none = Size(width: noIntrinsicMetric, height: noIntrinsicMetric)
        switch self {
        case .plain, .control, .stack, .scroll, .textView(_, scrolls: true, _):
            return none
        case let .textView(text, _, font):
            return ControlMetrics.textViewSize(text: text, font: font, scale: scale)
        case let .label(text, font, lines):
            return TextMetrics.measure(
                text, font: font, lines: lines, maxWidth: preferredMaxLayoutWidth, scale: scale)
        case let .button(title, type, font, image, insets, _):
            // A symbol type's symbol is its image (UIKit sets it as one).
            let symbol = type.hasSymbol ? ControlMetrics.buttonSymbolSize : nil
            return ControlMetrics.buttonSize(title: title, font: font, image: image ?? symbol, insets: insets, scale: scale)
        case .switchControl:
            let i = ControlMetrics.switchAlignmentInsets
            return Size(width: ControlMetrics.switchSize.width - i.left - i.right,
                        height: ControlMetrics.switchSize.height - i.top - i.bottom)
        case .slider:
            let i = ControlMetrics.sliderAlignmentInsets
            return Size(width: noIntrinsicMetric, height: ControlMetrics.sliderHeight - i.top - i.bottom)
        case .stepper:
            return ControlMetrics.stepperSize
        case .progressView:
            return Size(width: noIntrinsicMetric, height: ControlMetrics.progressViewHeight)
        case let .pageControl(pages):
            return ControlMetrics.pageControlSize(pages: pages)
        case let .datePicker(style):
            return ControlMetrics.datePickerSize(style)
        case let .segmented(titles, font):
            return ControlMetrics.segmentedSize(titles: titles, font: font)
        case let .textField(placeholder, text, border, font):
            return ControlMetrics.textFieldSize(
                placeholder: placeholder, text: text, border: border, font: font, scale: scale)
        case let .imageView(imageSize):
            return imageSize ?? none
        }
    }

    // MARK: Content hugging and compression resistance

    /// The content hugging priorities a new view of this kind gets.
    ///
    /// From Xcode's defaults (uikit-stackview.md §9): 250 on both axes,
    /// except labels and image views made in Interface Builder (251) and
    /// switches (750, in code too). StackLab uses the Interface Builder
    /// column (``stackLabUsesInterfaceBuilderDefaults``).
    ///
    /// - Parameter interfaceBuilder: `true` for a view dragged from Xcode's
    ///   library, `false` for one created in code (`init(frame:)`).
    public func defaultHugging(interfaceBuilder: Bool = stackLabUsesInterfaceBuilderDefaults)
        -> (horizontal: Double, vertical: Double)
    {
        switch self {
        case .switchControl:
            return (750, 750)
        case .label, .imageView:
            return interfaceBuilder ? (251, 251) : (250, 250)
        case .plain, .control, .button, .slider, .stepper, .progressView, .pageControl, .datePicker, .segmented,
            .textField, .textView, .stack,
            .scroll:
            return (250, 250)
        }
    }

    /// The content compression resistance priorities a new view of this
    /// kind gets: 750 on both axes for every kind, in Interface Builder and
    /// in code alike (uikit-stackview.md §9).
    ///
    /// - Parameter interfaceBuilder: As in ``defaultHugging(interfaceBuilder:)``;
    ///   it changes nothing for the kinds StackLab has.
    public func defaultCompressionResistance(interfaceBuilder: Bool = stackLabUsesInterfaceBuilderDefaults)
        -> (horizontal: Double, vertical: Double)
    {
        (750, 750)
    }

    // MARK: Baselines

    /// The first and last baselines, measured down from the view's top,
    /// when the view is `size` large; `nil` for kinds without text (UIKit
    /// then aligns their baselines with their bottom edge).
    ///
    /// Text is drawn vertically centred in the view, as UILabel,
    /// UIButton's title and UITextField draw it: with the text block
    /// `textHeight` tall (its intrinsic height) the first baseline is
    /// `(size.height − textHeight) / 2 + ascender` and the last one
    /// `(n − 1)` line heights lower. At the intrinsic height of a label that
    /// is `first = ascender` and `last = first + (n − 1) × lineHeight`,
    /// the same as `first` for one line; at the unrounded text height
    /// `last = height + descender` (descender is negative).
    ///
    /// - Parameters:
    ///   - size: The view's size. A multi-line label wraps at `size.width`
    ///     when it is positive; 0 lays the text out as for the intrinsic
    ///     size. A label too short for its lines shows as many as fit (at
    ///     least one).
    ///   - scale: The screen's pixels per point.
    public func baselineOffsets(size: Size, scale: Double = TextMetrics.defaultScale)
        -> (first: Double, last: Double)?
    {
        switch self {
        case let .label(text, font, lines):
            let wrap: Double? = size.width > 0 ? size.width : nil
            var count = TextMetrics.layout(text, font: font, lines: lines, maxWidth: wrap).count
            guard count > 0 else { return nil }
            let fitting = Int(((size.height + 1e-9) / font.lineHeight).rounded(.down))
            count = max(1, min(count, fitting))
            return Self.centredBaselines(font: font, lines: count, height: size.height, scale: scale)
        case let .button(title, type, font, image, _, _):
            // An image-only button has no title, so no baseline.
            if title.isEmpty, image != nil || type.hasSymbol { return nil }
            return Self.centredBaselines(font: font, lines: 1, height: size.height, scale: scale)
        case let .textField(_, _, _, font):
            return Self.centredBaselines(font: font, lines: 1, height: size.height, scale: scale)
        case let .textView(text, _, font):
            // Text starts at the top text-container inset, one line at least.
            let count = max(1, TextMetrics.layout(text, font: font, lines: 0, maxWidth: nil).count)
            let first = ControlMetrics.textViewVerticalInset + font.ascender
            return (first, first + Double(count - 1) * font.lineHeight)
        case .plain, .control, .switchControl, .slider, .stepper, .progressView, .pageControl, .datePicker, .segmented,
            .imageView, .stack, .scroll:
            return nil
        }
    }

    /// Baselines of `lines` lines of `font` centred in a view `height` tall.
    private static func centredBaselines(font: Font, lines: Int, height: Double, scale: Double)
        -> (first: Double, last: Double)
    {
        let textHeight = TextMetrics.ceilToPixel(Double(lines) * font.lineHeight, scale: scale)
        let first = (height - textHeight) / 2 + font.ascender
        return (first, first + Double(lines - 1) * font.lineHeight)
    }
}

/// The sizes of UIKit's controls that are not text, and the rules that turn
/// text into control sizes, with their sources (uikit-stackview.md §9 unless
/// noted). Confidence: **high** for the button height, switch and slider;
/// **medium** for the segmented control's height, the button's width rule
/// and the text view; **low** for the segmented control's width and the
/// bordered text field.
public enum ControlMetrics {
    /// A system button's title font size (iOS 7–14): 15 pt.
    public static let buttonTitleFontSize = 15.0
    /// Space UIKit puts above and below a system button's title: 6 pt, so a
    /// 15-pt title (18 tall) makes a 30-pt button (DonMag on Stack
    /// Overflow; Interface Builder's 30-tall buttons).
    public static let buttonVerticalPadding = 6.0
    /// The narrowest a system button is: 30 pt. Interface Builder sizes a
    /// one-letter button 30 × 30 while "Button" (a 45.2-pt title) is
    /// 46 × 30, so there is no horizontal padding, only this minimum.
    public static let buttonMinimumWidth = 30.0

    /// The title font size of an iOS 15 `UIButton.Configuration` (plain,
    /// gray, tinted, filled) of the medium size: 17 pt (the body style's
    /// default size). **medium**.
    public static let configurationTitleFontSize = 17.0

    /// The title font size of an iOS 15 configuration when none is set, as
    /// Xcode 13's canvas (iOS 15) measured it: 14 pt, inside the same 7 and
    /// 12-pt insets. Evidence: every configuration button of Xcode 13 that
    /// nothing sizes in public documents (toolsVersion 19150–20037, five
    /// projects, none of them the held-out set's) is 31 tall (a 14-pt line,
    /// 17 on @2x, + 14), and "Button", "Back Button", "Add Owner", "Add Owner
    /// Photo", "EnterName" are each their 14-pt title + 24 wide (67, 103,
    /// 96, 138, 96); from Xcode 14 on they are 34.333–35 tall (17 pt).
    /// **medium** (why 14 is not known; `check` only).
    public static let iOS15ConfigurationTitleFontSize = 14.0

    /// The content insets of an iOS 15 `UIButton.Configuration` of the
    /// medium size when none are set: 7 above and below, 12 at the sides.
    /// Evidence: a public storyboard's `filled` "Call" button with no width
    /// constraint is recorded 52.5 wide, its 17-pt title 28.5 + 2 × 12
    /// (**medium**). Vertically this gives 20.5 + 2 × 7 = 34.5 on @2x,
    /// where Xcode 13's library button is drawn 35 tall: **low** (no
    /// unconstrained height was found to settle it).
    public static let configurationContentInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)

    /// The symbol of an info, detail-disclosure or add-contact button
    /// (`UIButton(type: .infoLight)`…): 22 × 22 on iOS 7–12, which is the
    /// button's intrinsic size without a title. Evidence: the cookbook's
    /// launch screen and main storyboard in `../shared/ib-corpus` (014,
    /// 021, 024, Xcode 7–10): an `infoDark` button hugging at 803 makes its
    /// fill-equally row 22 tall, its 30-tall titled neighbours (resistance
    /// 802) squeezed to 22. **medium** (iOS 13 draws SF Symbols, 25 × 24
    /// not modelled).
    public static let buttonSymbolSize = Size(width: 22, height: 22)

    /// A `UISwitch`'s frame: 51 × 31 (Interface Builder frames, iOS 7–12).
    /// Its intrinsic size is its alignment rectangle's, 49 × 31
    /// (``switchAlignmentInsets``).
    public static let switchSize = Size(width: 51, height: 31)

    /// A `UISwitch`'s alignment-rect insets: its frame reaches 2 pt past
    /// its layout on the right (top 0, left 0, bottom 0, right 2). The
    /// evidence is Interface Builder's frames in `../shared/ib-corpus`
    /// (Xcode 7–8): in 046 a switch in a 360-wide fill stack is 362 wide at
    /// x 0; in 007 a stepper follows a switch at 81.5 + 49 + 20 = 150.5;
    /// in 001 a stack of a 78.5-wide label, spacing 16 and a switch is
    /// 143.5 = 78.5 + 16 + 49 wide. **medium** (three documents agree; no
    /// printed UIKit value).
    public static let switchAlignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)

    /// A `UISlider`'s frame height: 31 (Interface Builder frames); it has no
    /// intrinsic width. Its intrinsic height is its alignment rectangle's,
    /// 30 (``sliderAlignmentInsets``).
    public static let sliderHeight = 31.0

    /// A `UISlider`'s alignment-rect insets: top 0, left 2, bottom 1,
    /// right 2. Interface Builder's frames in `../shared/ib-corpus`: every
    /// slider a stack or constraints size is 4 wider than its layout, 2 on
    /// each side (004: x −2, 204 wide in a 200-wide stack; 059: 386 in
    /// 382; 007: x 14, 347 wide between margins 16 apart on a 375 root),
    /// and lays out 30 tall in a 31-tall frame (004: two sliders, spacing
    /// 12, in a 72-tall stack, the second at y 42; 059: a slider at y 54
    /// and the next view 30 + 24 below it). **medium**.
    public static let sliderAlignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)

    /// A `UISegmentedControl`'s alignment-rect insets: 1 pt below (its
    /// 28-tall layout draws a 29-tall frame, as Xcode 7's storyboards
    /// record, e.g. `../shared/ib-corpus` 046; since iOS 13 its 31-tall
    /// layout a 32-tall frame: two public documents of Xcode 14 constrain
    /// a control to 30 and record a 31-tall frame, one to 60 and records
    /// 61). **medium**.
    public static let segmentedAlignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)

    /// A `UIStepper`'s intrinsic size today: 94 × 32. Evidence: public
    /// documents of Xcode 13 and 14 (one project's five steppers,
    /// toolsVersion 19162, and another's, 21701) record 94 × 32 with
    /// nothing sizing them. **medium** (when the change came is not
    /// settled: a document of Xcode 11 still records 94 × 29).
    public static let stepperSize = Size(width: 94, height: 32)

    /// A `UIStepper`'s intrinsic size on iOS 7–13: 94 × 29 (Interface
    /// Builder's frames: both steppers in `../shared/ib-corpus`, 007 and
    /// 010, are 94 × 29, and one of Xcode 11). **high** for iOS 7–12.
    public static let legacyStepperSize = Size(width: 94, height: 29)

    /// A `UIProgressView`'s height in the default bar style: 2 (Interface
    /// Builder's frames: the progress view in `../shared/ib-corpus` 009 is
    /// 252 × 2, its width from constraints; the bar style is 3 tall).
    /// It has no intrinsic width. **high**.
    public static let progressViewHeight = 2.0

    /// A `UIPageControl`'s intrinsic size today (iOS 14 restyled it as a
    /// capsule of indicators): 18 pt a page plus 62.5, 26 tall; no pages,
    /// nothing to show: 0 wide. Evidence: public documents of Xcode 14
    /// record page controls nothing widens of 2, 3 and 4 pages 98.5, 116.5
    /// and 134.5 wide, each 26 tall (toolsVersion 21701, 22155; two
    /// projects). **medium** (one document of Xcode 12 records 27.5 tall).
    public static func pageControlSize(pages: Int) -> Size {
        Size(width: pages > 0 ? 18 * Double(pages) + 62.5 : 0, height: pageControlHeight)
    }

    /// A `UIPageControl`'s height today: 26 (``pageControlSize(pages:)``).
    public static let pageControlHeight = 26.0

    /// A `UIPageControl`'s intrinsic size on iOS 7–13,
    /// `size(forNumberOfPages:)`: 7-pt dots 9 pt apart, 16 × pages − 9 wide
    /// (0 for no page), 37 tall. Evidence: a page control of 4 dots sized
    /// by UIKit logs `bounds = CGRect (0 0; 55 6)` before its cell
    /// stretches it (an lldb session on iOS 8,
    /// spasvo.com/news/html/2015427100658_2.html; 16 × 4 − 9 = 55, its
    /// height its own); Interface Builder's library page control of 3
    /// pages is 39 × 37. **medium**.
    public static func legacyPageControlSize(pages: Int) -> Size {
        Size(width: Double(max(0, 16 * pages - 9)), height: 37)
    }

    /// A `UIDatePicker`'s intrinsic size per style:
    /// * wheels: 320 × 216 (**high**: 009-pro648-usernotifications records
    ///   its centred date-and-time picker 320 × 216, nothing sizing it; 216
    ///   is also the height of UIKit's pickers and the portrait keyboard);
    /// * compact: 124 × 34, the date's rounded label (**low**: no measured
    ///   frame; 17-pt text, "Nov 26, 2026" about 102 pt, with 11-pt sides
    ///   and 7-pt tops, as the style draws it);
    /// * inline: 320 × 330, a month's calendar (**low**: no measured frame;
    ///   a 44-pt header, weekday row and six 44-pt weeks).
    public static func datePickerSize(_ style: DatePickerStyle) -> Size {
        switch style {
        case .wheels: return Size(width: 320, height: 216)
        case .compact: return Size(width: 124, height: 34)
        case .inline: return Size(width: 320, height: 330)
        }
    }

    /// A `UISegmentedControl`'s intrinsic height today: 31 (a 32-tall
    /// frame, ``segmentedAlignmentInsets``). Evidence: public documents of
    /// Xcode 11 and 14 record segmented controls nothing sizes 32 tall.
    /// **medium**.
    public static let segmentedHeight = 31.0
    /// A segment title's font size: 13 pt.
    public static let segmentedTitleFontSize = 13.0
    /// Room around the widest title in each (equal-width) segment today:
    /// 17 pt, the title measured in the semibold weight the selected
    /// segment draws it in (iOS 13 and later), rounded up to whole points.
    /// Evidence: public documents that nothing widens: "First", "Second",
    /// "Third" 197 wide (Xcode 11: 3 × (48 + 17) + 2), "Mahal", "Murah" 117
    /// (Xcode 14: 2 × (41 + 17) + 1); the held-out documents' three of
    /// Xcode 13 (README), never used to fit, agree to the point (211, 260,
    /// 137). The regular weight fits none with one padding. **medium**.
    public static let segmentedSegmentPadding = 17.0
    /// A segmented control's intrinsic height on iOS 7–12: 28 (Xcode 7
    /// storyboards record 29-tall frames).
    public static let legacySegmentedHeight = 28.0
    /// Room around the widest (regular) title in each segment on iOS 7–12:
    /// 15 pt. Chosen so that Interface Builder's default control, "First"
    /// and "Second", came out 121 wide as in Xcode with the fitted glyph
    /// table of rounds 7–9. With SF Pro's own advances (round 10) "Second"
    /// at 13 pt is 45.76, so that control is 123 here (known miss: iOS 9's
    /// SF UI was narrower): 14 would give 121 back, but the held-out
    /// documents' segmented controls of Xcode 7–9 agree less with it.
    public static let legacySegmentedSegmentPadding = 15.0
    /// The divider between two segments: 1 pt.
    public static let segmentedDividerWidth = 1.0

    /// A text field's font size: 17 pt, the system default StackLab's REPL
    /// uses (Interface Builder creates text fields with 14 pt).
    public static let textFieldFontSize = 17.0
    /// Added to a text field's text height: 13 pt. This gives the 30-pt
    /// field at 14 pt that Interface Builder drew before iOS 13 (17 + 13;
    /// since iOS 13 a rounded-rect field is at least
    /// ``roundedRectFieldMinimumHeight``) and 34 pt at 17 pt (21 + 13);
    /// low confidence, no primary source.
    public static let textFieldVerticalPadding = 13.0
    /// Added to a rounded-rect text field's text width: 7 pt inside each
    /// border; low confidence.
    public static let textFieldHorizontalPadding = 14.0
    /// The least height of a rounded-rect text field since iOS 13: 34 pt.
    /// Evidence: every 14-pt rounded-rect field of `../shared/ib-corpus`
    /// saved by Xcode 11 or later (008, 026, 028: 8 fields, two projects)
    /// is 34 tall, and every one saved by Xcode 7–10 at its own height
    /// (002, 006, 012, 016, 019, 023, 030, 031, 046: 25 fields; 032's three
    /// are squeezed to 21 by their rows) 30 tall: 17 + 13 before iOS 13. **High** at 14 pt; whether iOS 13 raised a minimum or the
    /// padding (which would make a 17-pt field 38) is not known: StackLab
    /// takes the minimum, which keeps the 17-pt field's 34.
    public static let roundedRectFieldMinimumHeight = 34.0

    /// A button's intrinsic size.
    ///
    /// * A title alone (UIKit's default insets): the title (one line of
    ///   `font`, the 15-pt system font by default) rounded up to whole
    ///   points, at least 30 wide; the title line, also rounded up to whole
    ///   points, plus 6 above and below tall. (**high** for the whole
    ///   points: the title line of 17 and 15 pt, 20.29 and 20.49, gives
    ///   buttons IB records 33 tall on @2x — a body-style "Button", 057 of
    ///   `../shared/ib-corpus`, Xcode 12; two Avenir Book 15 buttons of a
    ///   public Xcode 14 storyboard — where the pixel would give 32.5; no
    ///   recorded button contradicts it.)
    /// * An image alone: the image's size (**medium**: UIKit sizes an
    ///   image-only button to its image).
    /// * An image and a title: side by side, the image's width plus the
    ///   title's; the taller of the image and the title's 30-pt row
    ///   (**low**).
    /// * With `insets` (`contentEdgeInsets`): the content (image and title,
    ///   without the title's own padding or the 30-pt minimum) plus the
    ///   insets (**medium**: UIKit adds the content edge insets to the
    ///   content's size).
    public static func buttonSize(
        title: String, font: Font = .system(buttonTitleFontSize), image: Size? = nil, insets: EdgeInsets? = nil,
        scale: Double = TextMetrics.defaultScale
    ) -> Size {
        let hasTitle = !title.isEmpty || image == nil
        let line = TextMetrics.layout(title, font: font, lines: 1, maxWidth: nil).first
        let titleWidth = hasTitle ? ((line?.width ?? 0) - 1e-9).rounded(.up) : 0
        let titleHeight = hasTitle ? TextMetrics.ceilToPixel(font.lineHeightWithLeading, scale: scale) : 0
        let imageSize = image ?? .zero
        if let insets {
            return Size(width: imageSize.width + max(titleWidth, 0) + insets.left + insets.right,
                        height: max(imageSize.height, titleHeight) + insets.top + insets.bottom)
        }
        guard hasTitle else { return imageSize }
        let width = max(image == nil ? buttonMinimumWidth : 0, imageSize.width + max(titleWidth, 0))
        let wholeTitleHeight = (font.lineHeightWithLeading - 1e-9).rounded(.up)
        return Size(width: width, height: max(imageSize.height, wholeTitleHeight + 2 * buttonVerticalPadding))
    }

    /// A segmented control's intrinsic size today: equal segments as wide
    /// as the widest title (`font`, by default the 13-pt system font, at
    /// least semibold as the selected segment draws it, whole points) plus
    /// 17, with 1-pt dividers; 31 tall. No titles: 0 wide.
    public static func segmentedSize(titles: [String], font: Font = .system(segmentedTitleFontSize)) -> Size {
        var selected = font
        if selected.weight.value < Font.Weight.semibold.value { selected.weight = .semibold }
        return segmentedSize(titles: titles, font: selected, padding: segmentedSegmentPadding, height: segmentedHeight)
    }

    /// A segmented control's intrinsic size on iOS 7–12: equal segments as
    /// wide as the widest title in `font` (whole points) plus 15, with 1-pt
    /// dividers; 28 tall.
    public static func legacySegmentedSize(titles: [String], font: Font = .system(segmentedTitleFontSize)) -> Size {
        segmentedSize(titles: titles, font: font, padding: legacySegmentedSegmentPadding, height: legacySegmentedHeight)
    }

    private static func segmentedSize(titles: [String], font: Font, padding: Double, height: Double) -> Size {
        guard !titles.isEmpty else { return Size(width: 0, height: height) }
        let widest = titles.map { TextMetrics.textSize($0, font: font, lines: 1, maxWidth: nil).width }.max() ?? 0
        let segment = (widest - 1e-9).rounded(.up) + padding
        let n = Double(titles.count)
        return Size(width: n * segment + (n - 1) * segmentedDividerWidth, height: height)
    }

    /// Added to a line- or bezel-bordered text field's text width: 2 pt
    /// inside each border; **low** confidence (no primary source; the
    /// borders are 1–2 pt and UIKit insets the text just past them).
    public static let textFieldBorderedHorizontalPadding = 4.0

    /// A text field's intrinsic size: its text — or its placeholder when the
    /// text is empty — rounded up to pixels, plus the border's padding
    /// (rounded rect 14, line and bezel 4, none 0) wide. A bordered field is
    /// its font's line rounded up to whole points plus 13 (34 at 17 pt) tall,
    /// a rounded-rect one at least `minimumRoundedRectHeight` (iOS 13's 34;
    /// 0 for iOS 12 and earlier, where a 14-pt field is 30); a field
    /// without a border is one line of its font rounded up to pixels, like a
    /// label (uikit-stackview.md §14.5: "about one line of its font",
    /// **medium**).
    public static func textFieldSize(
        placeholder: String, text: String, border: TextFieldBorderStyle = .roundedRect,
        font: Font = .system(textFieldFontSize), scale: Double = TextMetrics.defaultScale,
        minimumRoundedRectHeight: Double = roundedRectFieldMinimumHeight
    ) -> Size {
        let shown = text.isEmpty ? placeholder : text
        let textWidth = TextMetrics.ceilToPixel(
            TextMetrics.textSize(shown, font: font, lines: 1, maxWidth: nil).width, scale: scale)
        switch border {
        case .none:
            return Size(width: textWidth, height: TextMetrics.ceilToPixel(font.lineHeight, scale: scale))
        case .line, .bezel, .roundedRect:
            let padding = border == .roundedRect ? textFieldHorizontalPadding : textFieldBorderedHorizontalPadding
            let height = (font.lineHeight - 1e-9).rounded(.up) + textFieldVerticalPadding
            let least = border == .roundedRect ? minimumRoundedRectHeight : 0
            return Size(width: textWidth + padding, height: max(height, least))
        }
    }

    /// A text view's font size: 17 pt, as for text fields (Interface
    /// Builder's library text view uses 14 pt; `UITextView()` draws a nil
    /// font in 12 pt). StackLab's REPL keeps one text size.
    public static let textViewFontSize = 17.0
    /// `UITextView.textContainerInset`'s top and bottom: 8 pt each (its
    /// default, `UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)`;
    /// **high**, Apple's documentation).
    public static let textViewVerticalInset = 8.0
    /// `NSTextContainer.lineFragmentPadding`: 5 pt at each end of a line
    /// (its default; **high**, Apple's documentation).
    public static let textViewLineFragmentPadding = 5.0

    /// A non-scrolling text view's intrinsic size: the widest line plus the
    /// line fragment padding (5 + 5) wide, the lines — at least one, an
    /// empty text view keeps room for the caret — plus the container insets
    /// (8 + 8) tall, rounded up to pixels. Lines break only at line breaks:
    /// the text view does not wrap to a width Auto Layout gives it.
    /// **medium** (UIKit's `sizeThatFits` adds the same insets; wrapping at
    /// the final width is not modelled).
    public static func textViewSize(
        text: String, font: Font = .system(textViewFontSize), scale: Double = TextMetrics.defaultScale
    ) -> Size {
        let lines = TextMetrics.layout(text, font: font, lines: 0, maxWidth: nil)
        let width = lines.reduce(0) { max($0, $1.width) } + 2 * textViewLineFragmentPadding
        let height = Double(max(1, lines.count)) * font.lineHeight + 2 * textViewVerticalInset
        return Size(width: TextMetrics.ceilToPixel(width, scale: scale),
                    height: TextMetrics.ceilToPixel(height, scale: scale))
    }
}

/// `UIDatePickerStyle` (iOS 13.4 and later; `.automatic` is wheels on the
/// iPhone), by its Swift case name: what a ``ControlKind/datePicker(style:)``
/// draws and how big it is (``ControlMetrics/datePickerSize(_:)``).
public enum DatePickerStyle: String, Hashable, Sendable, CaseIterable {
    case wheels, compact, inline
}
