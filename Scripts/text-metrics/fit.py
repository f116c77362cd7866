#!/usr/bin/env python3
"""Fits StackLab's system-font advance widths to Apple's own measurements and
reports the error before and after, on the evidence used and on evidence
kept out of the fit.

Evidence:
  * the labels and buttons of ../shared/ib-corpus whose width nothing
    stretched (extract.py says which, and why the others are left out);
  * printed real-UIKit measurements from public code and answers
    (PUBLIC below, each with its source).
Every third distinct string (in sorted order) is held out of the fit.

The model (what TextMetrics+Data.swift encodes):
    advance(c) = units(c) * m(class of c) * k(optical size) * w(weight) / 2048 * size
                 + tracking(size) - tracking(17) * size / 17
  * units: the Roboto-shaped stand-in table already in TextMetrics+Data.swift,
    with its own digits replaced by SF's proportional ones ('1' narrow);
  * m: one multiplier per class (capitals, lower case, digits, the rest),
    fitted — Roboto's capitals are narrower than SF Pro's;
  * k: 1 for SF Pro Text (< 20 pt), fitted for SF Pro Display (>= 20 pt);
  * w: 1 + slope * UIFont.Weight value, slope fitted on bold measurements;
  * tracking: Apple's HIG table for the Text sizes (the 17-pt tracking is
    inside the units); from 20 pt none beyond k (see Fitted.width).

Since round 10 TextMetrics uses SF Pro's own advances and kerning
(sfpro.py); this script is kept as the record of how the table of rounds
7-9 was fitted, and reads that table from git (ROBOTO_TABLE).

Usage: fit.py [--swift] [--from-head] [CORPUS_DIR]
  --from-head  refine the table TextMetrics+Data.swift holds now instead of
               fitting the Roboto shape afresh (how round 8's table was made)
Prints the report (and with --swift the fitted numbers as Swift); writes nothing.
"""
import json
import math
import os
import statistics
import subprocess
import sys

import numpy as np
from scipy.optimize import least_squares

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import extract  # noqa: E402
from model import DATA_SWIFT, ceil_px, intrinsic_width, resolve, swift_array, swift_number  # noqa: E402

WEIGHTS = {"ultraLight": -0.8, "thin": -0.6, "light": -0.4, "regular": 0.0, "medium": 0.23,
           "semibold": 0.3, "bold": 0.4, "heavy": 0.56, "black": 0.62}

# Apple HIG, Typography > Tracking values (iOS, SF Pro), in points, 6 ... 80 pt.
HIG_TRACKING = {
    6: 0.24, 7: 0.23, 8: 0.21, 9: 0.17, 10: 0.12, 11: 0.06, 12: 0.0, 13: -0.08, 14: -0.15, 15: -0.23,
    16: -0.31, 17: -0.43, 18: -0.44, 19: -0.45, 20: -0.45, 21: -0.36, 22: -0.26, 23: -0.10, 24: 0.07,
    25: 0.15, 26: 0.22, 27: 0.29, 28: 0.38, 29: 0.40, 30: 0.40, 31: 0.39, 32: 0.41, 33: 0.40, 34: 0.40,
    35: 0.38, 36: 0.37, 37: 0.36, 38: 0.37, 39: 0.38, 40: 0.37, 41: 0.36, 42: 0.37, 43: 0.38, 44: 0.37,
    45: 0.35, 46: 0.36, 47: 0.37, 48: 0.35, 49: 0.33, 50: 0.34, 51: 0.35, 52: 0.31, 53: 0.33, 54: 0.32,
    56: 0.30, 58: 0.28, 60: 0.26, 62: 0.24, 64: 0.22, 66: 0.19, 68: 0.17, 70: 0.14, 72: 0.14, 76: 0.07,
    80: 0.0,
}

# Printed real-UIKit measurements: (text, size, weight, raw-width interval, source).
PUBLIC = [
    ("Just text", 17, "regular", (65 + 2 / 3, 66.0),
     "UILabel intrinsicContentSize 66 x 20.333 on @3x (Stack Overflow answer 46780633)"),
    ("This is a test string", 17, "regular", (144.09326171875, 144.09326171875),
     "gillygize/FloorplanB, NSAttributedString+FloorplanBTests.swift: 144.09326171875 x 20.287109375"),
    ("a", 15, "regular", (8.0, 8.5), "bakkenbaeck/SweetUIKit Tests/StringTests.swift: floor('a') 8, floor('aa') 16"),
    ("aa", 15, "regular", (16.0, 17.0), "bakkenbaeck/SweetUIKit Tests/StringTests.swift"),
    ("a", 30, "bold", (16.5, 17.0), "bakkenbaeck/SweetUIKit Tests/StringTests.swift: floor('a') 16, floor('aa') 33 bold 30"),
    ("aa", 30, "bold", (33.0, 34.0), "bakkenbaeck/SweetUIKit Tests/StringTests.swift"),
    ("Label", 17, "regular", (41.0, 41.5), "Interface Builder's library label on the @2x canvas (Xcode 9+): 41.5 x 20.5"),
    ("Title", 17, "regular", (33.0, 33.5), "Interface Builder label frame on the @2x canvas: 33.5 x 20.5"),
    ("Live", 17, "regular", (30.5, 31.0), "Interface Builder label frame on the @2x canvas: 31 x 20.5"),
    ("Second", 13, "regular", (44.0, 45.0),
     "Interface Builder's library segmented control First|Second, 121 wide: 2 x (45 + 15) + 1 (ControlMetrics)"),
    ("string", 16, "bold", (44.0, 45.0),
     "abdullahselek/SwiftyNotifications String+SizeTests.swift: width 45 (rounded up) in boldSystemFont 16"),
]


def hig_tracking(size):
    keys = sorted(HIG_TRACKING)
    if size <= keys[0]:
        return HIG_TRACKING[keys[0]] / keys[0] * size
    if size >= keys[-1]:
        return HIG_TRACKING[keys[-1]]
    for a, b in zip(keys, keys[1:]):
        if a <= size <= b:
            return HIG_TRACKING[a] + (HIG_TRACKING[b] - HIG_TRACKING[a]) * (size - a) / (b - a)


# The table before this fit: TextMetrics+Data.swift as of this commit.
BEFORE = "2826c1e"


class Current:
    """TextMetrics before the fit (Roboto x 1.0025, Text tracking only),
    read from the Swift file of commit BEFORE."""

    def __init__(self):
        root = os.path.dirname(os.path.dirname(os.path.dirname(DATA_SWIFT)))
        t = subprocess.run(["git", "-C", root, "show", BEFORE + ":Sources/ViewTree/TextMetrics+Data.swift"],
                           capture_output=True, text=True, check=True).stdout
        self.ascii = swift_array(t, "asciiAdvances")
        self.track = swift_array(t, "textTrackingTable")
        self.scale = swift_number(t, "calibrationScale")

    def tracking(self, size):
        if size <= 6:
            return self.track[0] / 6 * size
        p = size - 6
        i = int(p)
        if i >= len(self.track) - 1:
            return self.track[-1]
        return self.track[i] + (self.track[i + 1] - self.track[i]) * (p - i)

    def width(self, text, size, weight="regular", italic=False):
        corr = 0 if size >= 20 else self.tracking(size) - self.tracking(17) * size / 17
        total = 0.0
        for ch in text:
            o = ord(ch)
            u = self.ascii[o - 32] if 32 <= o <= 126 else 1130
            total += u * self.scale / 2048 * size + corr
        return total


PARAMS = ["capitals", "lowercase", "digits", "other", "one", "display", "weightSlope"]
# Characters that get their own correction (a multiplier near 1) where the
# evidence has them: the letters and digits of the measured strings.
# Since round 8 punctuation and the space too (062's "#Invalid email#"
# and "#Invalid password#" put '#' 1 pt narrower than Roboto's shape).
LETTERS = [chr(c) for c in range(0x20, 0x7F) if chr(c) != "1"]

# SF's italic against its upright, per em: Capsize's `@capsizecss/metrics`
# records xWidthAvg (the average advance weighted by English letter
# frequency) 853 for `-apple-system` Regular and 873 for its Italic
# (`appleSystem/italic`, postscriptName .SFNS-RegularItalic). Not fitted.
ITALIC_SCALE = 873 / 853


class Fitted:
    """The fitted model; `theta` in the order of PARAMS."""

    def __init__(self, base, theta):
        self.base = base
        self.p = dict(zip(PARAMS, theta[:len(PARAMS)]))
        self.own = dict(zip(LETTERS, theta[len(PARAMS):]))

    def units(self, ch):
        return self.class_units(ch) * (1 + self.own.get(ch, 0.0))

    def class_units(self, ch):
        o = ord(ch)
        u = self.base[o - 32] if 32 <= o <= 126 else 1130
        if ch.isupper():
            return u * self.p["capitals"]
        if ch.islower():
            return u * self.p["lowercase"]
        if ch == "1":
            return self.p["one"]
        if ch.isdigit():
            return u * self.p["digits"]
        return u * self.p["other"]

    def width(self, text, size, weight="regular", italic=False):
        k = self.p["display"] if size >= 20 else 1.0
        w = 1 + self.p["weightSlope"] * WEIGHTS[weight]
        # The HIG's tracking for Display sizes is relative to the variable
        # font's own glyphs at each optical size, which StackLab does not
        # have: from 20 pt the advances keep one fitted scale per em.
        if italic:
            w *= ITALIC_SCALE
        corr = hig_tracking(size) - hig_tracking(17) * size / 17 if size < 20 else 0.0
        return sum(self.units(ch) * k * w / 2048 * size + corr for ch in text)


# The last commit whose TextMetrics+Data.swift holds this script's table
# (round 10 replaced it with SF Pro's own advances: sfpro.py).
ROBOTO_TABLE = "1a2685f"


class Head(Fitted):
    """The fitted (Roboto-shaped) table as of ROBOTO_TABLE, for comparing
    a new fit against it."""

    def __init__(self):
        root = os.path.dirname(os.path.dirname(os.path.dirname(DATA_SWIFT)))
        text = subprocess.run(["git", "-C", root, "show", ROBOTO_TABLE + ":Sources/ViewTree/TextMetrics+Data.swift"],
                              capture_output=True, text=True, check=True).stdout
        base = swift_array(text, "asciiAdvances")
        italic = swift_number(text, "italicWidthScale")
        theta = [1, 1, 1, 1, base[ord("1") - 32], swift_number(text, "displayWidthScale"),
                 swift_number(text, "weightWidthSlope")] + [0.0] * len(LETTERS)
        super().__init__(base, theta)
        self.italic = italic if italic is not None else 1.0

    def width(self, text, size, weight="regular", italic=False):
        k = self.p["display"] if size >= 20 else 1.0
        w = (1 + self.p["weightSlope"] * WEIGHTS[weight]) * (self.italic if italic else 1.0)
        corr = hig_tracking(size) - hig_tracking(17) * size / 17 if size < 20 else 0.0
        return sum(self.units(ch) * k * w / 2048 * size + corr for ch in text)


def evidence(corpus):
    """Every measurement as a dict: text, size, weight, italic, kind, lo, hi, recorded, source."""
    rows = []
    for r in extract.records(corpus):
        if "skip" in r:
            continue
        tools = float(r["tools"].split(".")[0] or 0)
        if r.get("style") and tools < 11000:
            continue  # Xcode 7's canvas drew text styles a size smaller (DesignCanvas); held back to test that rule
        size, weight, italic = resolve(r)
        step = 1.0 if r["kind"] == "button" else 1.0 / r["scale"]
        line = size * 2444 / 2048
        if r["kind"] == "label" and r["height"] == math.ceil(line) and r["height"] != ceil_px(line, r["scale"]):
            step = 1.0  # a frame in whole points (Xcode 8's library label, 42 x 21): the text is in (w - 1, w]
        rows.append(dict(text=r["text"], size=size, weight=weight, italic=italic, kind=r["kind"],
                         lo=r["width"] - step, hi=r["width"], recorded=r["width"], scale=r["scale"],
                         source="%s (%s, Xcode tools %s)" % (r["file"], r["kind"], r["tools"]), corpus=True,
                         height=r["height"]))
    for text, size, weight, (lo, hi), source in PUBLIC:
        if hi - lo > 0.1:
            lo, hi = lo + 0.04, hi - 0.04  # room for the table's rounding to 0.1 unit
        rows.append(dict(text=text, size=float(size), weight=weight, italic=False, kind="string", lo=lo, hi=hi,
                         recorded=None, scale=None, source=source, corpus=False))
    return rows


def predicted(row, model):
    raw = model.width(row["text"], row["size"], row["weight"], row["italic"])
    if row["kind"] == "string":
        return raw
    return intrinsic_width(row, raw)


def miss(row, model):
    """How far the raw width falls outside the row's interval (0 inside)."""
    raw = model.width(row["text"], row["size"], row["weight"], row["italic"])
    if row["kind"] == "button":
        raw = max(raw, 29.0 + 1e-6) if row["hi"] <= 30 else raw
    if raw < row["lo"]:
        return raw - row["lo"]
    if raw > row["hi"]:
        return raw - row["hi"]
    return 0.0


def key(row):
    return (row["text"], row["size"], row["weight"], row["kind"])


def split(rows):
    """Every third distinct corpus string is held out; the public
    measurements (the only ones of bold text) all stay in the fit."""
    keys = sorted({key(r) for r in rows if r["corpus"]})
    held = {k for i, k in enumerate(keys) if i % 3 == 2}
    return [r for r in rows if key(r) not in held], [r for r in rows if key(r) in held]


def label_errors(rows, model):
    return [predicted(r, model) - r["recorded"] for r in rows if r["kind"] == "label"]


def summary(errors):
    if not errors:
        return "none"
    a = sorted(abs(e) for e in errors)
    p90 = a[min(len(a) - 1, int(math.ceil(0.9 * len(a))) - 1)]
    within = sum(1 for e in a if e <= 0.5 + 1e-9)
    return "n=%d median %.2f p90 %.2f within 0.5 pt %d/%d (%.0f%%)" % (
        len(a), statistics.median(a), p90, within, len(a), 100.0 * within / len(a))


def fit(train, base, start=None, tight=False):
    """Least squares over the training rows. From the Roboto shape
    (`start` None): class multipliers and every character's own
    correction near 1. From a table already fitted (`start` its
    parameters, `tight`): the letters and the class multipliers stay
    within a few tenths of a per cent, and the rest (space, punctuation)
    may move a few per cent where new evidence has them."""
    def residuals(theta):
        m = Fitted(base, theta)
        out = []
        for r in train:
            mid = (r["lo"] + r["hi"]) / 2
            raw = m.width(r["text"], r["size"], r["weight"], r["italic"])
            out.append((10 if r["corpus"] else 100) * miss(r, m))
            out.append(0.1 * (raw - mid))  # a gentle pull to the middle of each interval
        out += [(t - p) / s for t, p, s in zip(theta, prior, scale)]
        return out

    if start is None:
        # Priors: multipliers near 1, '1' near the digits' width, Display near Text, bold ~ +8 %.
        prior = [1, 1, 1, 1, 900, 1, 0.2] + [0.0] * len(LETTERS)
        scale = [0.05, 0.05, 0.05, 0.05, 150, 0.05, 0.1] + [0.03] * len(LETTERS)
    else:
        prior = list(start)
        scale = [0.002, 0.002, 0.002, 0.002, 5, 0.002, 0.005] + [
            0.002 if c.isalnum() else 0.03 for c in LETTERS]
    return least_squares(residuals, list(prior)).x


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    corpus = args[0] if args else extract.DEFAULT_CORPUS
    current = Current()
    base = current.ascii
    rows = evidence(corpus)
    # Rows the current model misses by more than 8 % are frames something
    # else set; list them and leave them out.
    kept, dropped = [], []
    for r in rows:
        raw = current.width(r["text"], r["size"], r["weight"], r["italic"])
        mid = (r["lo"] + r["hi"]) / 2
        (dropped if abs(raw / mid - 1) > 0.08 else kept).append(r)
    train, held = split(kept)
    head = Head()
    if "--from-head" in sys.argv:
        # Round 8: refine the table in the working tree (the letters hold;
        # space and punctuation take the new evidence).
        base = head.base
        theta = fit(train, base, start=[1, 1, 1, 1] + [head.p["one"], head.p["display"], head.p["weightSlope"]]
                    + [0.0] * len(LETTERS), tight=True)
    else:
        theta = fit(train, base)
    model = Fitted(base, theta)

    print("evidence: %d rows (%d from the corpus), %d dropped as stretched:" % (
        len(kept), sum(r["corpus"] for r in kept), len(dropped)))
    for r in dropped:
        print("  dropped %-34r %s" % (r["text"], r["source"]))
    print("fitted: " + ", ".join("%s %.4f" % (n, t) for n, t in zip(PARAMS, theta)))
    print("own corrections: " + " ".join("%s%+.3f" % (c, d) for c, d in zip(LETTERS, theta[len(PARAMS):]) if abs(d) > 0.002))
    for name, part in (("fit", train), ("held out", held), ("all", kept)):
        print("single-line label widths, %s: before %s" % (name, summary(label_errors(part, current))))
        print("single-line label widths, %s: HEAD   %s" % (name, summary(label_errors(part, head))))
        print("single-line label widths, %s: after  %s" % (name, summary(label_errors(part, model))))
    print("held-out residuals (raw width outside the measured interval, pt; HEAD: the table in the working tree):")
    for r in held:
        print("  %+6.2f (before %+6.2f, HEAD %+6.2f)  %-34r %g pt %s  %s" % (
            miss(r, model), miss(r, current), miss(r, head), r["text"], r["size"], r["weight"], r["source"]))
    print("every row after the fit:")
    for r in kept:
        print("  %+6.2f (before %+6.2f) %s %-34r %g pt %s" % (
            miss(r, model), miss(r, current), "H" if r in held else " ", r["text"], r["size"], r["weight"]))
    # Heights: one line is 2444/2048 em rounded up to the design pixel grid.
    heights = [(r, ceil_px(r["size"] * 2444 / 2048, r["scale"])) for r in kept if r["kind"] == "label"]
    agree = sum(1 for r, h in heights if abs(h - r["height"]) < 1e-6)
    print("label heights = one line of 2444/2048 em: %d of %d (others are stretched vertically)" % (agree, len(heights)))
    if "--swift" in sys.argv:
        print("\n// TextMetrics+Data.swift: asciiAdvances (SF Pro Text Regular, 17-pt tracking inside)")
        names = [chr(c) if chr(c) != " " else "\u2420" for c in range(0x20, 0x7F)]
        units = [model.units(chr(c)) for c in range(0x20, 0x7F)]
        for i in range(0, len(units), 8):
            row = ", ".join("%6.1f" % u for u in units[i:i + 8])
            print("            %s,  // %s" % (row, " ".join(names[i:i + 8])))
        print("static let displayWidthScale = %.4f" % model.p["display"])
        print("static let weightWidthSlope = %.4f" % model.p["weightSlope"])


if __name__ == "__main__":
    main()
