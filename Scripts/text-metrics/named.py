#!/usr/bin/env python3
"""StackLab's table of iOS's named fonts (Avenir, Helvetica Neue, ...),
read from Apple's own font files.

iOS ships these families with the system; an app names a face by its
PostScript name (`UIFont(name: "Avenir-Heavy", size: 17)`, Interface
Builder's `<fontDescription name="Avenir-Heavy" family="Avenir" .../>`).
This script reads the font files (given on the command line; never part
of the project: they are Apple's, the copies macOS keeps in
/System/Library/Fonts, the same faces iOS has) with fontTools, and prints
`Sources/ViewTree/TextMetrics+NamedFaces.swift`: per face its PostScript
name, family, weight and slant, units per em, the line metrics of `hhea`
(ascent, descent, line gap: what `UIFont.ascender`, `.descender` and
`.leading` are), the advances of U+0020 ... U+007E (`hmtx`), those of the
non-ASCII characters TextMetrics knows (sfpro.EXTRA) where the face has
them, and its kerning between ASCII characters: the GPOS `kern` feature's
pair adjustments where the face has GPOS kerning, else its `kern` table
(format 0), as CoreText applies them.

Nothing is fitted. Usage:
  named.py --fonts DIR > Sources/ViewTree/TextMetrics+NamedFaces.swift
DIR holds the font files (.ttf, .otf, .ttc; each PostScript name once):
what TextMetrics.NamedFace's documentation lists. Writes nothing else.
Check a copy before trusting it: some public "Avenir.ttc" copies carry
one set of advances for every face (and Helvetica Neue's too).
"""
import glob
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fontTools.ttLib import TTCollection, TTFont  # noqa: E402

ASCII = [chr(c) for c in range(0x20, 0x7F)]
# The non-ASCII characters TextMetrics+Data.swift lists in extraAdvances
# (sfpro.py's EXTRA).
EXTRA = [0x00A1, 0x00A2, 0x00A3, 0x00A5, 0x00A7, 0x00A9, 0x00AB, 0x00AE, 0x00B0, 0x00B1, 0x00B6, 0x00B7,
         0x00BB, 0x00BF, 0x00C6, 0x00D7, 0x00DF, 0x00E6, 0x00F7, 0x0152, 0x0153, 0x2013, 0x2014, 0x2018,
         0x2019, 0x201A, 0x201C, 0x201D, 0x201E, 0x2022, 0x2026, 0x2032, 0x20AC, 0x2122, 0x2212]
# A face's weight, by the words of its PostScript style (UIFont.Weight's
# case names); Avenir's Book and Roman are both regular (Roman is the
# family's regular face, Book a lighter regular of its own).
STYLE_WEIGHTS = [("UltraLight", "ultraLight"), ("Thin", "thin"), ("Light", "light"), ("Book", "regular"),
                 ("Roman", "regular"), ("Medium", "medium"), ("DemiBold", "semibold"), ("Heavy", "heavy"),
                 ("Black", "black"), ("Bold", "bold")]


class Face:
    def __init__(self, font):
        self.font = font
        names = font["name"]
        self.name = names.getDebugName(6)
        self.family = names.getDebugName(16) or names.getDebugName(1)
        if self.family.startswith("Avenir"):
            self.family = "Avenir"  # "Avenir Book", "Avenir Black" ... in the name table
        self.cmap = font.getBestCmap()
        self.hmtx = font["hmtx"]
        style = self.name.split("-", 1)[1] if "-" in self.name else ""
        style = style.replace("MT", "")
        self.weight = "regular"
        for word, weight in STYLE_WEIGHTS:
            if word in style:
                self.weight = weight
                break
        if self.name == "ArialRoundedMTBold":
            self.weight = "bold"
        self.italic = "Italic" in style or "Oblique" in style
        self.upm = font["head"].unitsPerEm
        hhea = font["hhea"]
        self.ascent, self.descent, self.gap = hhea.ascent, -hhea.descent, hhea.lineGap
        self.kerns = self.read_kerning()

    def advance(self, codepoint):
        glyph = self.cmap.get(codepoint)
        return None if glyph is None else self.hmtx[glyph][0]

    def read_kerning(self):
        glyph_char = {}
        for c in ASCII:
            g = self.cmap.get(ord(c))
            if g is not None:
                glyph_char.setdefault(g, []).append(c)
        pairs = {}
        if "GPOS" in self.font and self.gpos_pairs(glyph_char, pairs):
            return pairs
        if "kern" in self.font:
            for table in self.font["kern"].kernTables:
                if getattr(table, "format", None) != 0:
                    continue
                for (ga, gb), value in table.kernTable.items():
                    for a in glyph_char.get(ga, []):
                        for b in glyph_char.get(gb, []):
                            pairs.setdefault(a + b, value)
        return pairs

    def gpos_pairs(self, glyph_char, pairs):
        gpos = self.font["GPOS"].table
        if gpos.FeatureList is None:
            return False
        lookups = set()
        for record in gpos.FeatureList.FeatureRecord:
            if record.FeatureTag == "kern":
                lookups.update(record.Feature.LookupListIndex)
        if not lookups:
            return False
        chars = [c for c in ASCII if self.cmap.get(ord(c)) is not None]
        for i in sorted(lookups):
            lookup = gpos.LookupList.Lookup[i]
            for st in lookup.SubTable:
                st = st.ExtSubTable if lookup.LookupType == 9 else st
                if getattr(st, "LookupType", 2) != 2:
                    continue
                covered = st.Coverage.glyphs
                for a in chars:
                    ga = self.cmap[ord(a)]
                    if ga not in covered:
                        continue
                    for b in chars:
                        if a + b in pairs:
                            continue  # the first subtable that covers a pair decides it
                        gb = self.cmap[ord(b)]
                        if st.Format == 1:
                            pairset = st.PairSet[covered.index(ga)]
                            for record in pairset.PairValueRecord:
                                if record.SecondGlyph == gb:
                                    pairs[a + b] = getattr(record.Value1, "XAdvance", 0) or 0
                                    break
                        else:
                            c1 = st.ClassDef1.classDefs.get(ga, 0)
                            c2 = st.ClassDef2.classDefs.get(gb, 0)
                            pairs[a + b] = getattr(st.Class1Record[c1].Class2Record[c2].Value1, "XAdvance", 0) or 0
        return True


def load(directory):
    faces = {}
    paths = sorted(glob.glob(os.path.join(directory, "*.tt[cf]")) + glob.glob(os.path.join(directory, "*.otf")))
    if not paths:
        sys.exit("no font files in %s" % directory)
    for path in paths:
        fonts = TTCollection(path).fonts if path.endswith(".ttc") else [TTFont(path)]
        for font in fonts:
            name = font["name"].getDebugName(6)
            if name.startswith("."):
                continue  # Apple's private UI faces: no app can name them
            if name in faces:
                sys.exit("%s is in two files" % name)
            faces[name] = Face(font)
    return [faces[n] for n in sorted(faces)]


def kerning_text(pairs):
    """TextMetrics.parseKerning's format: per left character a line, the
    left character then each right character with its units (a space
    written U+2420)."""
    def ch(c):
        return "\u2420" if c == " " else c
    lines = []
    for a in ASCII:
        items = ["%s%d" % (ch(b), pairs[a + b]) for b in ASCII if pairs.get(a + b, 0) != 0]
        if items:
            lines.append(ch(a) + " " + " ".join(items))
    return "\n".join(lines)


def swift(faces):
    out = []
    out.append("// Generated by Scripts/text-metrics/named.py from Apple's font files (see")
    out.append("// TextMetrics.NamedFace); do not edit by hand.")
    out.append("")
    out.append("extension TextMetrics.NamedFace {")
    out.append("    /// Every face, one record each: `name family weight italic unitsPerEm")
    out.append("    /// ascent descent lineGap`, the advances of U+0020 … U+007E, the")
    out.append("    /// advances of ``TextMetrics/Data/extraAdvances``' characters the face")
    out.append("    /// has (`code:units`), then the kerning in ``TextMetrics/parseKerning(_:)``'s")
    out.append("    /// format, or `=NAME` for the same kerning as the face NAME's (an")
    out.append("    /// oblique's is its upright's).")
    out.append("    static let records: [String: String] = [")
    written = {}
    for face in faces:
        adv = [face.advance(ord(c)) for c in ASCII]
        missing = [c for c, a in zip(ASCII, adv) if a is None]
        if missing:
            sys.exit("%s has no %r" % (face.name, missing))
        extra = ["%X:%d" % (cp, face.advance(cp)) for cp in EXTRA if face.advance(cp) is not None]
        header = "%s %s %s %d %d %d %d %d" % (face.name, face.family.replace(" ", "_"), face.weight,
                                               1 if face.italic else 0, face.upm, face.ascent, face.descent,
                                               face.gap)
        kerning = kerning_text(face.kerns)
        if kerning and (face.family, kerning) in written:
            kerning_line = "=" + written[(face.family, kerning)]
        else:
            kerning_line = kerning
            written.setdefault((face.family, kerning), face.name)
        body = "\n".join([header, " ".join(str(a) for a in adv), " ".join(extra), kerning_line])
        out.append("        %s: #\"\"\"" % ('"' + face.name + '"'))
        for line in body.split("\n"):
            out.append("            " + line)
        out.append("            \"\"\"#,")
    out.append("    ]")
    out.append("}")
    return "\n".join(out) + "\n"


def main():
    args = sys.argv[1:]
    if "--fonts" not in args:
        sys.exit(__doc__)
    faces = load(args[args.index("--fonts") + 1])
    sys.stdout.write(swift(faces))


if __name__ == "__main__":
    main()
