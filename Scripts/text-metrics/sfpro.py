#!/usr/bin/env python3
"""StackLab's system-font table from SF Pro's own metrics, and its error.

Reads Apple's SF Pro Text and SF Pro Display font files (given on the
command line; never part of the project: Apple distributes them at
developer.apple.com/fonts) with fontTools, and prints:

  * the advance widths of U+0020 ... U+007E for each weight file given,
    its tabular digits' (`tnum`), and of the non-ASCII characters
    TextMetrics knows (`EXTRA`);
  * the kerning pairs between those ASCII characters (the `kern` feature
    of GPOS, pair adjustments in font units), Text and Display Regular;
  * the tracking fitted on the evidence (the only fitted numbers): the
    17-pt Text tracking and the Display tracking below 28 pt, each a
    single number per glyph, on two thirds of the evidence (fit.py's
    split: every third distinct corpus string held out, the printed UIKit
    values all in), with the residuals on every row and the held-out ones.

The model (what TextMetrics computes):
    width = sum(advance(c) / 2048 * size + tracking(size)) + sum(kern(a, b)) / 2048 * size
with the Text faces below 20 pt and the Display faces from 20 pt.

Usage:
  sfpro.py --fonts DIR [--swift] [CORPUS_DIR]
DIR holds SFProText-{Light,Regular,Medium,Bold} and
SFProDisplay-{Light,Regular,Bold} (.otf, .ttf or .woff). fontTools must be
importable (`pip install fonttools`). Writes nothing.
"""
import glob
import math
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fit  # noqa: E402  (evidence, split, summary, hig_tracking, WEIGHTS)

from fontTools.ttLib import TTFont  # noqa: E402

ASCII = [chr(c) for c in range(0x20, 0x7F)]
# The non-ASCII characters TextMetrics+Data.swift lists in extraAdvances.
EXTRA = [0x00A1, 0x00A2, 0x00A3, 0x00A5, 0x00A7, 0x00A9, 0x00AB, 0x00AE, 0x00B0, 0x00B1, 0x00B6, 0x00B7,
         0x00BB, 0x00BF, 0x00C6, 0x00D7, 0x00DF, 0x00E6, 0x00F7, 0x0152, 0x0153, 0x2013, 0x2014, 0x2018,
         0x2019, 0x201A, 0x201C, 0x201D, 0x201E, 0x2022, 0x2026, 0x2032, 0x20AC, 0x2122, 0x2212]
TEXT_WEIGHTS = ["Light", "Regular", "Medium", "Bold"]
DISPLAY_WEIGHTS = ["Light", "Regular", "Bold"]
TEXT17_UNITS = -47
WEIGHT_VALUE = {"Light": -0.4, "Regular": 0.0, "Medium": 0.23, "Bold": 0.4}


class Face:
    """One font file: advances (hmtx) and GPOS pair kerning."""

    def __init__(self, path):
        self.font = TTFont(path)
        self.cmap = self.font.getBestCmap()
        self.hmtx = self.font["hmtx"]
        gpos = self.font["GPOS"].table
        lookups = set()
        for record in gpos.FeatureList.FeatureRecord:
            if record.FeatureTag == "kern":
                lookups.update(record.Feature.LookupListIndex)
        self.subtables = []
        for i in sorted(lookups):
            lookup = gpos.LookupList.Lookup[i]
            for st in lookup.SubTable:
                st = st.ExtSubTable if lookup.LookupType == 9 else st
                if getattr(st, "LookupType", 2) == 2:
                    self.subtables.append(st)

    def advance(self, codepoint):
        glyph = self.cmap.get(codepoint)
        return None if glyph is None else self.hmtx[glyph][0]

    def tabular_digit(self):
        """The advance of the `tnum` feature's digits (all one width)."""
        gsub = self.font["GSUB"].table
        mapping = {}
        for record in gsub.FeatureList.FeatureRecord:
            if record.FeatureTag != "tnum":
                continue
            for i in record.Feature.LookupListIndex:
                lookup = gsub.LookupList.Lookup[i]
                for st in lookup.SubTable:
                    st = st.ExtSubTable if lookup.LookupType == 7 else st
                    mapping.update(getattr(st, "mapping", {}))
        widths = {self.hmtx[mapping[self.cmap[ord(c)]]][0] for c in "0123456789"}
        return widths.pop() if len(widths) == 1 else None

    def kern(self, a, b):
        ga, gb = self.cmap.get(ord(a)), self.cmap.get(ord(b))
        if ga is None or gb is None:
            return 0
        for st in self.subtables:
            if ga not in st.Coverage.glyphs:
                continue
            if st.Format == 1:
                pairset = st.PairSet[st.Coverage.glyphs.index(ga)]
                for record in pairset.PairValueRecord:
                    if record.SecondGlyph == gb:
                        return getattr(record.Value1, "XAdvance", 0) or 0
                continue
            c1 = st.ClassDef1.classDefs.get(ga, 0)
            c2 = st.ClassDef2.classDefs.get(gb, 0)
            return getattr(st.Class1Record[c1].Class2Record[c2].Value1, "XAdvance", 0) or 0
        return 0


def load(directory):
    faces = {}
    for family, weights in (("Text", TEXT_WEIGHTS), ("Display", DISPLAY_WEIGHTS)):
        for w in weights:
            paths = glob.glob(os.path.join(directory, "*SFPro%s-%s.*" % (family, w)))
            if not paths:
                sys.exit("no SFPro%s-%s font in %s" % (family, w, directory))
            faces[(family, w)] = Face(sorted(paths)[0])
    return faces


def interpolate(points, x):
    """Piecewise-linear through `points` (sorted by x), extended at both ends."""
    i = 1
    while i < len(points) - 1 and x > points[i][0]:
        i += 1
    (x0, y0), (x1, y1) = points[i - 1], points[i]
    return y0 + (y1 - y0) * (x - x0) / (x1 - x0)


class Model:
    """TextMetrics with SF Pro's advances and kerning and a tracking table."""

    def __init__(self, faces, text17, display):
        self.faces = faces
        self.adv = {k: [f.advance(ord(c)) for c in ASCII] for k, f in faces.items()}
        self.kerns = {fam: {a + b: faces[(fam, "Regular")].kern(a, b) for a in ASCII for b in ASCII}
                      for fam in ("Text", "Display")}
        self.text17 = text17
        self.display = display

    def tracking(self, size):
        if size >= 20:
            return self.display if size < 28 else fit.hig_tracking(size)
        if 16 < size < 18:
            a = fit.hig_tracking(16) if size < 17 else self.text17
            b = self.text17 if size < 17 else fit.hig_tracking(18)
            t = size - 16 if size < 17 else size - 17
            return a + (b - a) * t
        return fit.hig_tracking(size)

    def units(self, ch, family, weight):
        """The advance in font units, interpolated linearly in
        UIFont.Weight between the weights there are files for (beyond the
        lightest and the boldest, the nearest segment extended)."""
        if not (32 <= ord(ch) < 127):
            return 1130.0
        names = TEXT_WEIGHTS if family == "Text" else DISPLAY_WEIGHTS
        known = [(WEIGHT_VALUE[n], self.adv[(family, n)][ord(ch) - 32]) for n in names]
        return interpolate(known, fit.WEIGHTS[weight])

    def width(self, text, size, weight="regular", italic=False):
        family = "Display" if size >= 20 else "Text"
        total = sum(self.units(c, family, weight) for c in text)
        kern = sum(self.kerns[family].get(a + b, 0) for a, b in zip(text, text[1:]))
        w = (total + kern) / 2048 * size
        if italic:
            w *= fit.ITALIC_SCALE
        return w + len(text) * self.tracking(size)


def fit_tracking(rows, model, sizes):
    """The per-glyph tracking that puts most rows of these sizes inside
    their intervals (ties: the smallest total miss), on a 0.001-pt grid."""
    rows = [r for r in rows if sizes(r["size"])]
    best = None
    for i in range(-800, 801):
        t = i / 1000
        total = 0.0
        inside = 0
        for r in rows:
            raw0 = model.width(r["text"], r["size"], r["weight"], r["italic"]) - len(r["text"]) * model.tracking(r["size"])
            raw = raw0 + len(r["text"]) * t
            lo, hi = r["lo"], r["hi"]
            if r["kind"] == "button" and hi <= 30:
                lo = -1e9
            miss = lo - raw if raw < lo else (raw - hi if raw > hi else 0.0)
            total += miss
            inside += miss == 0
        key = (-inside, total)
        if best is None or key < best[0]:
            best = (key, t)
    return best[1], len(rows)


def main():
    args = sys.argv[1:]
    if "--fonts" not in args:
        sys.exit(__doc__)
    directory = args[args.index("--fonts") + 1]
    rest = [a for i, a in enumerate(args) if not a.startswith("--") and (i == 0 or args[i - 1] != "--fonts")]
    corpus = rest[0] if rest else fit.extract.DEFAULT_CORPUS
    faces = load(directory)
    # fit.py's "Second" row is not a glyph measurement: IB's 121-wide
    # segmented control fixes ceil("Second") + the segment padding, and
    # the padding (ControlMetrics) was chosen from the same 121.
    rows = [r for r in fit.evidence(corpus) if r["text"] != "Second"]
    head = fit.Head()  # the table before this one (fit.ROBOTO_TABLE)
    # Rows the old table misses by more than 8 % are frames something else set.
    kept = [r for r in rows if abs(head.width(r["text"], r["size"], r["weight"], r["italic"]) / ((r["lo"] + r["hi"]) / 2) - 1) <= 0.08]
    dropped = [r for r in rows if r not in kept]
    train, held = fit.split(kept)
    model = Model(faces, fit.hig_tracking(17), 0.0)
    best17, n17 = fit_tracking(train, model, lambda s: s == 17)
    model.display, nd = fit_tracking(train, model, lambda s: 20 <= s < 28)
    # The 17-pt value used: -47 units, which the printed "This is a test
    # string" (144.09326171875) pins exactly and the fitted band allows.
    model.text17 = TEXT17_UNITS / 2048 * 17
    print("evidence: %d rows (%d from the corpus; %d dropped as stretched); fit %d, held out %d" % (
        len(kept), sum(r["corpus"] for r in kept), len(dropped), len(train), len(held)))
    print("fitted: Text tracking at 17 pt %+.3f pt (%d rows; HIG %+.2f; used: %d units = %+.4f pt), "
          "Display below 28 pt %+.3f pt (%d rows)" % (best17, n17, fit.hig_tracking(17), TEXT17_UNITS, model.text17,
                                                    model.display, nd))
    for name, part in (("fit", train), ("held out", held), ("all", kept)):
        print("single-line label widths, %s: before %s" % (name, fit.summary(fit.label_errors(part, head))))
        print("single-line label widths, %s: after  %s" % (name, fit.summary(fit.label_errors(part, model))))
        inside_b = sum(1 for r in part if fit.miss(r, head) == 0)
        inside_a = sum(1 for r in part if fit.miss(r, model) == 0)
        print("rows inside their interval, %s: before %d, after %d of %d" % (name, inside_b, inside_a, len(part)))
    print("every row (raw width outside the measured interval, pt; H = held out):")
    for r in kept:
        print("  %+6.2f (before %+6.2f) %s %-36r %g pt %-8s %s" % (
            fit.miss(r, model), fit.miss(r, head), "H" if r in held else " ", r["text"], r["size"], r["weight"],
            r["source"]))
    if "--swift" in args:
        print()
        for (family, weight), adv in model.adv.items():
            print("// SF Pro %s %s, U+0020 ... U+007E (tabular digits %s)" % (
                family, weight, faces[(family, weight)].tabular_digit()))
            for i in range(0, 95, 12):
                print("            " + ", ".join("%4d" % a for a in adv[i:i + 12]) + ",")
        regular = faces[("Text", "Regular")]
        print("// extra (SF Pro Text Regular)")
        for cp in EXTRA:
            print("            0x%04X: %s,  // %s" % (cp, regular.advance(cp), chr(cp)))
        for family in ("Text", "Display"):
            pairs = {k: v for k, v in model.kerns[family].items() if v}
            print("// %s kerning: %d pairs" % (family, len(pairs)))
            by_left = {}
            for k, v in sorted(pairs.items()):
                by_left.setdefault(k[0], []).append("%s%+d" % (k[1], v))
            for left, items in sorted(by_left.items()):
                line = ("\u2420" if left == " " else left) + " " + " ".join(i.replace(" ", "\u2420") for i in items)
                print(line)


if __name__ == "__main__":
    main()
