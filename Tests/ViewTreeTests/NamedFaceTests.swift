import Geometry
import Testing

@testable import ViewTree

/// iOS's named fonts (Avenir, Helvetica Neue) measured with their own faces'
/// metrics (`TextMetrics.NamedFace`, read from Apple's font files; nothing
/// fitted), against frames Interface Builder recorded for single-line
/// labels that nothing stretched, in public documents outside the corpus
/// (repository, file, Xcode's tools version, device). None of these was
/// used to make the table; they test it.
@Suite("Named fonts measured as an iPhone measures them")
struct NamedFaceTests {
    struct Case: CustomStringConvertible {
        var text: String
        var name: String
        var size: Double
        var scale: Double
        var expected: Size
        var source: String
        var description: String { "\"\(text)\" \(name) \(size) @\(Int(scale))x (\(source))" }
    }

    static let cases: [Case] = [
        // guiandrew-pt/IOS-Devslopes-Academy, Main.storyboard (18122, retina6_1)
        Case(text: "Vehicle Swap", name: "Avenir-Heavy", size: 45, scale: 2, expected: Size(width: 278, height: 61.5),
             source: "guiandrew-pt/IOS-Devslopes-Academy"),
        Case(text: "NISSAN", name: "Avenir-Medium", size: 24, scale: 2, expected: Size(width: 88.5, height: 33),
             source: "guiandrew-pt/IOS-Devslopes-Academy"),
        Case(text: "Skyline GTR (2001) ", name: "Avenir-Light", size: 19, scale: 2, expected: Size(width: 160, height: 26),
             source: "guiandrew-pt/IOS-Devslopes-Academy"),
        Case(text: "Supra 2JZ (1998)", name: "Avenir-Light", size: 19, scale: 2, expected: Size(width: 138, height: 26),
             source: "guiandrew-pt/IOS-Devslopes-Academy"),
        // jpila/devslopesiOS, Main.storyboard (11762, retina4_7)
        Case(text: "Wednesday", name: "Avenir-Book", size: 18, scale: 2, expected: Size(width: 94.5, height: 25),
             source: "jpila/devslopesiOS"),
        Case(text: "Cloudy", name: "Avenir-Book", size: 18, scale: 2, expected: Size(width: 57.5, height: 25),
             source: "jpila/devslopesiOS"),
        // luksinocencio/devslopes_ios_udemy, Main.storyboard (19529, retina6_1)
        Case(text: "Create an account", name: "Avenir-Heavy", size: 20, scale: 2, expected: Size(width: 170, height: 27.5),
             source: "luksinocencio/devslopes_ios_udemy"),
        Case(text: "CHANNELS", name: "Avenir-Book", size: 15, scale: 2, expected: Size(width: 80, height: 20.5),
             source: "luksinocencio/devslopes_ios_udemy"),
        // danhilton1/API-Demo, Main.storyboard (16097, retina6_1)
        Case(text: "Posts", name: "Avenir-Heavy", size: 25, scale: 2, expected: Size(width: 62.5, height: 34.5),
             source: "danhilton1/API-Demo"),
        // dandreiolteanu/IOSDevslopesAndrei, Main.storyboard (11542, retina4_0)
        Case(text: "Weight: ", name: "HelveticaNeue", size: 17, scale: 2, expected: Size(width: 62, height: 20),
             source: "dandreiolteanu/IOSDevslopesAndrei"),
        Case(text: "Pokedex ID: ", name: "HelveticaNeue", size: 17, scale: 2, expected: Size(width: 97.5, height: 20),
             source: "dandreiolteanu/IOSDevslopesAndrei"),
        Case(text: "Type: ", name: "HelveticaNeue-Bold", size: 17, scale: 2, expected: Size(width: 47, height: 20.5),
             source: "dandreiolteanu/IOSDevslopesAndrei"),
        Case(text: "Defense: ", name: "HelveticaNeue-Bold", size: 17, scale: 2, expected: Size(width: 76.5, height: 20.5),
             source: "dandreiolteanu/IOSDevslopesAndrei"),
        // SiliconLabsSoftware/simplicityconnect-ios, Cluster.storyboard (24506, retina5_9)
        Case(text: "Completed Cycle:", name: "HelveticaNeue", size: 12, scale: 3, expected: Size(width: 96.333, height: 14),
             source: "SiliconLabsSoftware/simplicityconnect-ios"),
    ]

    @Test("single-line labels come out at Interface Builder's recorded size", arguments: cases)
    func recordedFrames(_ c: Case) {
        let font = Font.named(c.name, size: c.size)
        #expect(font.isKnownName)
        let measured = TextMetrics.measure(c.text, font: font, lines: 1, maxWidth: nil, scale: c.scale)
        #expect(abs(measured.width - c.expected.width) < 0.001 && abs(measured.height - c.expected.height) < 0.001,
                "\(c): \(measured)")
    }

    @Test("widths from the same documents that the system font would get wrong")
    func theSystemFontWouldNot() {
        // The table, not the system font, explains these: each is off with
        // the 17-pt-tracked SF Pro of the same size.
        for c in Self.cases where c.name.hasPrefix("Avenir") {
            let system = TextMetrics.measure(c.text, font: .system(c.size), lines: 1, maxWidth: nil, scale: c.scale)
            #expect(system != c.expected, "\(c)")
        }
    }

    @Test("the faces kern: Wednesday and Type: are narrower than their advances")
    func kerning() {
        let book = Font.named("Avenir-Book", size: 18)
        let advances = "Wednesday".reduce(0) { $0 + book.advance(of: $1) }
        #expect(book.width(of: "Wednesday") < advances)
        #expect(TextMetrics.ceilToPixel(advances, scale: 2) == 95, "unkerned, IB's 94.5 is missed")
        let bold = Font.named("HelveticaNeue-Bold", size: 17)
        #expect(bold.kerning("T", "y") < 0)
        #expect(bold.kerning("a", "b") == 0)
        #expect(bold.kerning("é", "T") == 0, "only ASCII pairs")
    }

    @Test("lines: Avenir 1.366 em, Helvetica Neue ascender and descender; buttons add the line gap")
    func lines() {
        let avenir = Font.named("Avenir-Roman", size: 17)
        #expect(abs(avenir.ascender - 17) < 1e-9)
        #expect(abs(avenir.descender + 0.366 * 17) < 1e-9)
        #expect(abs(avenir.lineHeight - 1.366 * 17) < 1e-9)
        let neue = Font.named("HelveticaNeue", size: 17)
        #expect(abs(neue.lineHeight - 1.165 * 17) < 1e-9)
        #expect(abs(neue.leading - 0.028 * 17) < 1e-9)
        #expect(abs(neue.lineHeightWithLeading - 1.193 * 17) < 1e-9)
        // A button's title takes UIFont.lineHeight: "Like" in bold Helvetica
        // Neue 17 is 33 tall on @3x in a public storyboard (jeff-eng/
        // Devslopes_iOS10_Course), 20.757 + 12.
        let like = ControlMetrics.buttonSize(title: "Like", font: .named("HelveticaNeue-Bold", size: 17), scale: 3)
        #expect(like.height == 33)
        #expect(Font.system(17).lineHeight == Font.system(17).lineHeightWithLeading)
    }

    @Test("weight and slant pick the family's nearest face")
    func faces() {
        let heavy = Font.named("Avenir-Heavy", size: 17)
        #expect(heavy.weight == .heavy && !heavy.isItalic)
        #expect(heavy.withFace(weight: .regular, italic: false).name == "Avenir-Roman", "Roman is the family's regular")
        #expect(heavy.withFace(weight: .heavy, italic: true).name == "Avenir-HeavyOblique")
        #expect(heavy.withFace(weight: .semibold, italic: false).name == "Avenir-Medium", "0.30 is nearer 0.23 than 0.56")
        #expect(heavy.withFace(weight: .ultraLight, italic: false).name == "Avenir-Light")
        let neue = Font.named("HelveticaNeue", size: 17)
        #expect(neue.withFace(weight: .bold, italic: false).name == "HelveticaNeue-Bold")
        #expect(neue.withFace(weight: .regular, italic: true).name == "HelveticaNeue", "no italic face: the upright")
        #expect(Font.system(17).withFace(weight: .bold, italic: true) == .system(17, weight: .bold, italic: true))
    }

    @Test("an unknown name is kept and measured as the system font")
    func unknownNames() {
        let custom = Font.named("Montserrat-Bold", size: 17)
        #expect(!custom.isKnownName)
        #expect(custom.name == "Montserrat-Bold")
        #expect(custom.width(of: "Label") == Font.system(17).width(of: "Label"))
        #expect(custom.lineHeight == Font.system(17).lineHeight)
        #expect(custom.withFace(weight: .bold, italic: false).name == "Montserrat-Bold")
        #expect(Font.system(17).isKnownName)
    }

    @Test("every record of the table parses: 15 faces, 95 advances each")
    func table() {
        #expect(TextMetrics.NamedFace.records.count == 15)
        #expect(TextMetrics.NamedFace.faces.count == TextMetrics.NamedFace.records.count)
        #expect(TextMetrics.NamedFace.allFamilies == ["Avenir", "Helvetica Neue"])
        for name in TextMetrics.NamedFace.allNames {
            let face = TextMetrics.NamedFace.named(name)!
            #expect(face.advances.count == 95 && face.kerning.count == 95 * 95, "\(name)")
            #expect(face.advances.allSatisfy { $0 > 0 }, "\(name)")
        }
        // Each face its own advances (a copy with one set of advances for
        // every face would pass the parser, and not this).
        let widths = Set(TextMetrics.NamedFace.allNames.map { TextMetrics.NamedFace.named($0)!.advances })
        #expect(widths.count >= 8)
        // An oblique written as its upright's kerning (`=Avenir-Book`) has it.
        let book = TextMetrics.NamedFace.named("Avenir-Book")!, oblique = TextMetrics.NamedFace.named("Avenir-BookOblique")!
        #expect(TextMetrics.NamedFace.records["Avenir-BookOblique"]!.hasSuffix("=Avenir-Book"))
        #expect(oblique.kerning == book.kerning && book.kerning.contains { $0 != 0 })
    }

    @Test("names are numbered once: the known faces first, then others, at most a limit of them")
    func namesAreNumbered() {
        #expect(Font.named("Avenir-Black", size: 17).nameIndex == 1, "allNames is sorted: Avenir-Black first")
        #expect(Font.system(17).nameIndex == 0)
        let a = Font.named("Montserrat-Bold", size: 17), b = Font.named("Montserrat-Bold", size: 12)
        #expect(a.nameIndex == b.nameIndex && Int(a.nameIndex) > TextMetrics.NamedFace.allNames.count)
        #expect(a.name == "Montserrat-Bold")
        var f = Font.system(17)
        f.name = "HelveticaNeue"
        #expect(f.isKnownName && f.nameIndex == UInt16(TextMetrics.NamedFace.allNames.firstIndex(of: "HelveticaNeue")! + 1))
        f.name = nil
        #expect(f == .system(17))
        // A table full at its limit numbers no new name: a stream of
        // documents naming new fonts cannot grow it without end.
        var t = FontNames.Table(names: ["", "A"], indices: ["A": 1])
        #expect(t.index(of: "B", limit: 3) == 2)
        #expect(t.index(of: "C", limit: 3) == 0)
        #expect(t.index(of: "A", limit: 3) == 1)
        #expect(t.names == ["", "A", "B"])
        #expect(t.index(of: "", limit: 10) == 0, "no name is the system font")
        #expect(Font.named("", size: 17).name == nil)
        // The limit fits the name's two bytes, and a font stays 16 bytes
        // with iOS 9–13's flag beside them (every view's kind holds one).
        #expect(FontNames.limit <= Int(UInt16.max))
        #expect(MemoryLayout<Font>.size <= 16)
    }
}
