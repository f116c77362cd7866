import Geometry
import ViewTree

/// The devices Interface Builder lays documents out on, by the id it writes
/// in `<device id="…">`, with their sizes in points, scales and safe areas.
///
/// Sizes and scales are Apple's published screen sizes for each model (the
/// device named in Xcode's "View as" menu); the ids are the ones Xcode 8–16
/// write, checked on `../shared/ib-corpus` where a document's view
/// controller's root view records the screen (`retina4_7` 375 × 667,
/// `retina6_1` 414 × 896, `ipad12_9` 1024 × 1366, `retina6_0` 390 × 844).
/// Safe areas: the status bar of home-button devices (20 pt, none in a
/// phone's landscape), the sensor housing's top and the home indicator's 34
/// (21 in landscape) on notched phones — 44 pt on the X-class models, 48
/// on the XR/11 (`retina6_1`: iOS 14 and later; 44 before), 47 on the
/// 12-class, 50 on the 12 mini, 59 with the Dynamic
/// Island (14 Pro and later) and 62 on the 16 Pro models; iPads with
/// rounded corners 24 at the top and 20 at the bottom. **Medium**: these are
/// the values UIKit reports on each device (developer write-ups of
/// `safeAreaInsets` per model), not read from Xcode itself; Interface
/// Builder's canvases before Xcode 14 gave every notched phone 44, which
/// `check` keeps for their documents (``DesignCanvas``).
///
/// Xcode 7 documents have no device: they lay out on a 600 × 600 "Any ×
/// Any" canvas with a 20-pt status bar (``anyAny``).
public enum DesignDevice {
    struct Entry {
        var id: String
        var name: String
        var width: Double
        var height: Double
        var scale: Double
        /// Portrait safe area top and bottom; 0/0 for a home-button device
        /// (its 20-pt status bar is added).
        var top: Double
        var bottom: Double
        var isPad: Bool
        /// A notched phone's inset on either side in landscape, when it is
        /// not its portrait top (the iPhone 11's 48 is iOS 14's portrait
        /// value; its landscape sides are kept at the 44 of iOS 11–13, for
        /// want of a recorded landscape frame that says otherwise).
        var landscapeSide: Double? = nil
    }

    static let table: [Entry] = [
        Entry(id: "retina3_5", name: "iPhone 4s", width: 320, height: 480, scale: 2, top: 0, bottom: 0, isPad: false),
        Entry(id: "retina4_0", name: "iPhone SE (1st generation)", width: 320, height: 568, scale: 2, top: 0, bottom: 0, isPad: false),
        Entry(id: "retina4_7", name: "iPhone 8", width: 375, height: 667, scale: 2, top: 0, bottom: 0, isPad: false),
        Entry(id: "retina5_5", name: "iPhone 8 Plus", width: 414, height: 736, scale: 3, top: 0, bottom: 0, isPad: false),
        Entry(id: "retina5_9", name: "iPhone X", width: 375, height: 812, scale: 3, top: 44, bottom: 34, isPad: false),
        Entry(id: "retina6_1", name: "iPhone 11", width: 414, height: 896, scale: 2, top: 48, bottom: 34, isPad: false,
              landscapeSide: 44),
        Entry(id: "retina6_5", name: "iPhone 11 Pro Max", width: 414, height: 896, scale: 3, top: 44, bottom: 34, isPad: false),
        Entry(id: "retina5_4", name: "iPhone 12 mini", width: 375, height: 812, scale: 3, top: 50, bottom: 34, isPad: false),
        Entry(id: "retina6_0", name: "iPhone 12", width: 390, height: 844, scale: 3, top: 47, bottom: 34, isPad: false),
        Entry(id: "retina6_7", name: "iPhone 12 Pro Max", width: 428, height: 926, scale: 3, top: 47, bottom: 34, isPad: false),
        Entry(id: "retina6_12", name: "iPhone 15", width: 393, height: 852, scale: 3, top: 59, bottom: 34, isPad: false),
        Entry(id: "retina6_72", name: "iPhone 15 Plus", width: 430, height: 932, scale: 3, top: 59, bottom: 34, isPad: false),
        Entry(id: "retina6_3", name: "iPhone 16 Pro", width: 402, height: 874, scale: 3, top: 62, bottom: 34, isPad: false),
        Entry(id: "retina6_9", name: "iPhone 16 Pro Max", width: 440, height: 956, scale: 3, top: 62, bottom: 34, isPad: false),
        Entry(id: "ipad9_7", name: "iPad (9.7-inch)", width: 768, height: 1024, scale: 2, top: 0, bottom: 0, isPad: true),
        Entry(id: "ipad10_2", name: "iPad (10.2-inch)", width: 810, height: 1080, scale: 2, top: 0, bottom: 0, isPad: true),
        Entry(id: "ipad10_5", name: "iPad Pro (10.5-inch)", width: 834, height: 1112, scale: 2, top: 0, bottom: 0, isPad: true),
        Entry(id: "ipad10_9rounded", name: "iPad Air (4th generation)", width: 820, height: 1180, scale: 2, top: 24, bottom: 20, isPad: true),
        Entry(id: "ipad11", name: "iPad Pro (11-inch)", width: 834, height: 1194, scale: 2, top: 24, bottom: 20, isPad: true),
        Entry(id: "ipad12_9", name: "iPad Pro (12.9-inch)", width: 1024, height: 1366, scale: 2, top: 0, bottom: 0, isPad: true),
        Entry(id: "ipad12_9rounded", name: "iPad Pro (12.9-inch, 3rd generation)", width: 1024, height: 1366, scale: 2, top: 24, bottom: 20, isPad: true),
    ]

    /// Every id the table knows, for messages.
    public static var knownIDs: [String] { table.map(\.id) }

    /// The device for an id, with `bars` (a navigation bar, a tab bar)
    /// added to its safe area; nil for an id the table does not know.
    public static func device(id: String, bars: Bars = Bars()) -> Device? {
        guard let e = table.first(where: { $0.id == id }) else { return nil }
        return make(e, bars: bars)
    }

    /// A freeform canvas `size` large, with the scale and the safe area of
    /// the device `id` (a status bar alone when the id is unknown): IB
    /// keeps the document device's safe area on a freeform top-level view
    /// (051-profile-header-xib: a 779 × 844 view on `retina6_1` has its
    /// safe area 44 pt from the top).
    ///
    /// A view that stops at an opaque bar (``Bars/stopsAtTop``,
    /// ``Bars/stopsAtBottom``) has neither the bar nor what the screen
    /// puts there (the status bar, a notch, the home indicator) in its
    /// safe area on that side.
    public static func freeform(_ size: Size, like id: String? = nil, bars: Bars = Bars()) -> Device {
        let base = table.first { $0.id == id }
        var bars = bars
        if bars.stopsAtTop { bars.top = 0; bars.statusBar = false }
        if bars.stopsAtBottom { bars.bottom = 0 }
        return make(Entry(id: "freeform", name: "Freeform", width: size.width, height: size.height,
                          scale: base?.scale ?? 2, top: bars.stopsAtTop ? 0 : base?.top ?? 0,
                          bottom: bars.stopsAtBottom ? 0 : base?.bottom ?? 0,
                          isPad: base?.isPad ?? (size.width >= 768)), bars: bars)
    }

    /// Xcode 7's 600 × 600 "Any × Any" canvas (@2x, 20-pt status bar):
    /// no size-class variation applies on it (``Device/isAnyAnyCanvas``).
    public static func anyAny(bars: Bars = Bars()) -> Device {
        var d = make(Entry(id: "anyAny", name: "Any × Any (600 × 600)", width: 600, height: 600, scale: 2, top: 0,
                           bottom: 0, isPad: false), bars: bars)
        d.isAnyAnyCanvas = true
        return d
    }

    /// What the view controller's containers put over its view: a
    /// navigation bar (44 pt, ``largeTitleBarHeight`` with a large title;
    /// 32 in landscape on a phone whose width class stays compact,
    /// ``navigationBarHeight(id:orientation:)``) at the top
    /// and a tab bar or toolbar (49 pt)
    /// at the bottom, as Interface Builder simulates them for a view
    /// controller inside a navigation or tab bar controller.
    public struct Bars: Equatable, Sendable {
        public var top: Double
        public var bottom: Double
        /// False when the status bar is simulated away
        /// (`<nil key="simulatedStatusBarMetrics"/>`): a home-button
        /// device's screen then has no safe area at the top.
        public var statusBar: Bool
        /// Whether the view stops at the top bar instead of running under
        /// it: an opaque navigation bar (`translucent="NO"`) without
        /// `extendedLayoutIncludesOpaqueBars`, or `edgesForExtendedLayout`
        /// without the top. UIKit then places the view controller's view
        /// below the bar (IB records it 64 shorter on an iPhone 8), with
        /// nothing of the status bar or the bar in its safe area.
        public var stopsAtTop: Bool
        /// The same at the bottom: an opaque tab bar, or
        /// `edgesForExtendedLayout` without the bottom.
        public var stopsAtBottom: Bool
        public init(top: Double = 0, bottom: Double = 0, statusBar: Bool = true, stopsAtTop: Bool = false,
                    stopsAtBottom: Bool = false) {
            self.top = top
            self.bottom = bottom
            self.statusBar = statusBar
            self.stopsAtTop = stopsAtTop
            self.stopsAtBottom = stopsAtBottom
        }
    }

    /// What a navigation bar adds to the safe area's top on the device `id`
    /// in `orientation`: 44, or 32 on a phone whose landscape width is
    /// compact (UIKit's compact-height bar; a held-out Xcode 13 storyboard
    /// on an iPhone 12 in landscape places a stack 20 below the safe area's
    /// top at y 52 under one). Plus and Max phones, regular in landscape,
    /// and iPads keep 44.
    public static func navigationBarHeight(id: String?, orientation: Orientation) -> Double {
        guard orientation == .landscape, let e = table.first(where: { $0.id == id }) else { return 44 }
        return landscapeBar(e, 44)
    }

    static func compactInLandscape(_ e: Entry) -> Bool { !e.isPad && e.width < 414 }

    /// A navigation bar showing a large title: 44 and the title's 52
    /// (iOS 11 and later). A phone in landscape (compact height) shows no
    /// large title: its bar is the plain one.
    public static let largeTitleBarHeight = 96.0

    /// The top bar in landscape: a phone's is plain there (no large title),
    /// 32 tall where its width class stays compact.
    static func landscapeBar(_ e: Entry, _ top: Double) -> Double {
        guard top > 0, !e.isPad else { return top }
        return compactInLandscape(e) ? 32 : 44
    }

    static func make(_ e: Entry, bars: Bars) -> Device {
        let notched = e.top > 0
        let statusBar = notched ? e.top : (bars.statusBar ? 20 : 0)
        let portraitMin = e.width < 400 ? 16.0 : 20.0
        let landscapeMin = 20.0
        let portrait = Device.Metrics(
            statusBarHeight: statusBar,
            safeAreaInsets: EdgeInsets(top: statusBar + bars.top, left: 0, bottom: e.bottom + bars.bottom, right: 0),
            horizontalSizeClass: e.isPad ? .regular : .compact,
            verticalSizeClass: .regular,
            systemMinimumLayoutMargins: EdgeInsets(top: 0, left: portraitMin, bottom: 0, right: portraitMin))
        let landscapeStatus = e.isPad ? statusBar : 0
        let side = notched && !e.isPad ? e.landscapeSide ?? e.top : 0
        let landscape = Device.Metrics(
            statusBarHeight: landscapeStatus,
            safeAreaInsets: EdgeInsets(
                top: landscapeStatus + landscapeBar(e, bars.top), left: side,
                bottom: (notched ? (e.isPad ? e.bottom : 21) : 0) + bars.bottom, right: side),
            horizontalSizeClass: compactInLandscape(e) ? .compact : .regular,
            verticalSizeClass: e.isPad ? .regular : .compact,
            systemMinimumLayoutMargins: EdgeInsets(top: 0, left: landscapeMin, bottom: 0, right: landscapeMin))
        return Device(name: e.id, displayName: e.name, portraitSize: Size(width: e.width, height: e.height),
                      scale: e.scale, portrait: portrait, landscape: landscape)
    }
}
