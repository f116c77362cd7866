#!/usr/bin/env python3
"""Apple's own text measurements, read out of the real Interface Builder
documents in ../shared/ib-corpus: every single-line label (and button) whose
recorded frame width nothing stretched, with its text, font, the document's
design scale and Xcode version.

Interface Builder records for each view the frame Apple's engine computed on
the document's design device. A label whose width no constraint, stack or
autoresizing sets is as wide as its intrinsic content size: its text measured
by UIKit in its font, rounded up to the design device's pixel grid. So the
true (unrounded) width lies in (w - 1/scale, w].

Which labels qualify (the rest are listed with the reason they were left out):
  * one line (numberOfLines 1, or a wrapping label recorded one line tall),
    plain text (no attributed string), the system
    font or a text style (no named font such as Helvetica Neue);
  * not marked misplaced or ambiguous by Interface Builder;
  * positioned by constraints (a label without constraints keeps whatever
    frame it was dragged to), with no width constraint on it or relating its
    width to another view, and not pinned on both horizontal sides (equal
    leading and trailing, left and right, or their margins);
  * not an arranged view that a stack stretches: a vertical stack with
    alignment fill, a horizontal stack with fillEqually or fillProportionally.
Buttons qualify the same way, with their title (state normal) and font
(15 pt when none is written); a button is the title rounded up to whole
points (at least 30), so it bounds the title width in (w - 1, w].

Usage: extract.py [CORPUS_DIR]   (default ../shared/ib-corpus beside the package)
Prints one JSON object per line; writes nothing.
"""
import json
import math
import os
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CORPUS = os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "ib-corpus"))

# Design devices' pixels per point (Xcode's device ids).
SCALES = {
    "retina3_5": 2, "retina4_0": 2, "retina4_7": 2, "retina5_5": 3, "retina5_9": 3, "retina6_1": 2,
    "retina6_5": 3, "retina6_0": 3, "retina6_12": 3, "retina6_3": 3, "retina6_7": 3, "retina6_72": 3,
    "ipad9_7": 2, "ipad10_2": 2, "ipad10_5": 2, "ipad11": 2, "ipad12_9": 2, "ipad12_9rounded": 2,
}

TEXT_STYLES = {
    "UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleLargeTitle": "largeTitle",
    "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2", "UICTFontTextStyleTitle3": "title3",
    "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleSubhead": "subheadline",
    "UICTFontTextStyleSubheadline": "subheadline", "UICTFontTextStyleBody": "body",
    "UICTFontTextStyleCallout": "callout", "UICTFontTextStyleFootnote": "footnote",
    "UICTFontTextStyleCaption1": "caption1", "UICTFontTextStyleCaption2": "caption2",
}

# Text styles' point sizes at the default Dynamic Type size (see model.py).
STYLE_SIZES = {"largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "subheadline": 15,
               "body": 17, "callout": 16, "footnote": 13, "caption1": 12, "caption2": 11}

HORIZONTAL_LEFT = {"leading", "left", "leadingMargin", "leftMargin"}
HORIZONTAL_RIGHT = {"trailing", "right", "trailingMargin", "rightMargin"}


def font_of(element, default_size):
    """(size, weight, italic, style) or None for a named font."""
    f = element.find("fontDescription")
    if f is None:
        return (default_size, "regular", False, None)
    if f.get("style"):
        style = TEXT_STYLES.get(f.get("style"))
        return None if style is None else (None, None, False, style)
    if f.get("name"):
        return None
    size = float(f.get("pointSize", default_size))
    kind = f.get("type", "system")
    weight = f.get("weight", "regular")
    if kind == "boldSystem":
        weight = "bold"
    return (size, weight, kind == "italicSystem", None)


def design_scale(root, frames):
    device = root.find(".//device")
    if device is not None and device.get("id") in SCALES:
        return SCALES[device.get("id")], device.get("id")
    # No device (Xcode 7-8 size-class canvases): judge by the frames' grid.
    thirds = any(abs(v * 3 - round(v * 3)) < 1e-6 and abs(v * 2 - round(v * 2)) > 1e-6 for v in frames)
    return (3 if thirds else 2), None


def extract(corpus):
    manifest = json.load(open(os.path.join(corpus, "manifest.json")))
    for entry in manifest:
        path = os.path.join(corpus, "docs", entry["file"])
        root = ET.parse(path).getroot()
        parent = {c: p for p in root.iter() for c in p}
        frames = [float(r.get(k)) for r in root.iter("rect") for k in ("x", "y", "width", "height") if r.get(k)]
        scale, device = design_scale(root, frames)
        tools = root.get("toolsVersion", "")

        # Every constraint, with the view that holds it (items default to it).
        constraints = []
        for c in root.iter("constraint"):
            holder = parent[parent[c]]  # <view><constraints><constraint>
            constraints.append({
                "first": c.get("firstItem", holder.get("id")), "firstAttribute": c.get("firstAttribute"),
                "second": c.get("secondItem"), "secondAttribute": c.get("secondAttribute"),
                "relation": c.get("relation", "equal"), "multiplier": c.get("multiplier"),
            })

        for e in root.iter():
            if e.tag not in ("label", "button"):
                continue
            ident = e.get("id")
            record = {"file": entry["file"], "tools": tools, "device": device, "scale": scale, "kind": e.tag,
                      "id": ident}
            rect = next((r for r in e.findall("rect") if r.get("key") == "frame"), None)

            def skip(reason):
                record["skip"] = reason
                return record

            if e.tag == "label":
                text = e.get("text")
                if text is None:
                    s = next((s for s in e.findall("string") if s.get("key") == "text"), None)
                    text = s.text if s is not None else None
                lines = int(e.get("numberOfLines", "1"))
                font = font_of(e, 17.0)
            else:
                normal = next((s for s in e.findall("state") if s.get("key") == "normal"), None)
                text = normal.get("title") if normal is not None else None
                if normal is not None and normal.get("image"):
                    text = None
                lines = 1
                font = font_of(e, 15.0)
                if e.find("buttonConfiguration") is not None:
                    text = None
            record["text"] = text
            if rect is None:
                yield skip("no frame")
                continue
            record["width"] = float(rect.get("width"))
            record["height"] = float(rect.get("height"))
            if e.find("attributedString") is not None or text is None or text == "":
                yield skip("no plain text")
                continue
            if "\n" in text:
                yield skip("not one line")
                continue
            if font is None:
                yield skip("named font")
                continue
            if lines != 1:
                # A label that may wrap but is one line tall measures its
                # text all the same (062's "#Invalid email#", 18 pt tall
                # in 15-pt Subheadline).
                size = font[0] if font[0] is not None else STYLE_SIZES[font[3]]
                one_line = math.ceil(size * 2444 / 2048 * scale - 1e-6) / scale
                if abs(record["height"] - one_line) > 1e-6:
                    yield skip("not one line")
                    continue
                record["lines"] = lines
            record["size"], record["weight"], record["italic"], record["style"] = font
            if e.get("misplaced") == "YES" or e.get("ambiguous") == "YES":
                yield skip("misplaced or ambiguous")
                continue
            if e.get("adjustsFontSizeToFit") == "YES" and e.get("minimumScaleFactor"):
                pass  # shrinking only matters when the label is too narrow
            mine = [c for c in constraints if c["first"] == ident or c["second"] == ident]

            def attrs(c):
                out = []
                if c["first"] == ident:
                    out.append((c["firstAttribute"], c))
                if c["second"] == ident:
                    out.append((c["secondAttribute"], c))
                return out

            used = [(a, c) for c in mine for a, c in attrs(c)]
            holder = parent.get(parent.get(e))
            in_stack = holder is not None and holder.tag == "stackView"
            if any(a == "width" for a, _ in used):
                yield skip("width constraint")
                continue
            left = any(a in HORIZONTAL_LEFT and c["relation"] == "equal" for a, c in used)
            right = any(a in HORIZONTAL_RIGHT and c["relation"] == "equal" for a, c in used)
            if left and right:
                yield skip("pinned on both sides")
                continue
            if in_stack:
                axis = holder.get("axis", "horizontal")
                if axis == "vertical" and holder.get("alignment", "fill") == "fill":
                    yield skip("stretched by a vertical fill stack")
                    continue
                if axis == "horizontal" and holder.get("distribution", "fill") in ("fillEqually", "fillProportionally"):
                    yield skip("stretched by a horizontal stack's distribution")
                    continue
                record["stack"] = axis + "/" + holder.get("distribution", "fill")
            elif not used or e.get("translatesAutoresizingMaskIntoConstraints") != "NO":
                yield skip("not laid out by constraints")
                continue
            yield record


def records(corpus=DEFAULT_CORPUS):
    """Every label and button, with `skip` saying why one was left out.

    A last rule needs the whole document: labels of different
    texts in one font and document that share one recorded width were made
    equal by something outside them (equal-width constraints, a frame never
    updated), so none of them measures its text."""
    out = list(extract(corpus))
    groups = {}
    for r in out:
        if "skip" not in r and r["kind"] == "label":
            key = (r["file"], r["kind"], r.get("size"), r.get("weight"), r.get("style"), r["width"])
            groups.setdefault(key, set()).add(r["text"])
    for r in out:
        if "skip" not in r and r["kind"] == "label":
            key = (r["file"], r["kind"], r.get("size"), r.get("weight"), r.get("style"), r["width"])
            if len(groups[key]) > 1:
                r["skip"] = "same width as a different text beside it"
    return out


def main():
    corpus = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_CORPUS
    for record in records(corpus):
        print(json.dumps(record, ensure_ascii=False))


if __name__ == "__main__":
    main()
