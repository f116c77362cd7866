"""StackLab's text measurement, in Python, for fitting and evaluating the
tables of Sources/ViewTree/TextMetrics+Data.swift against measurements.

`SwiftTables` reads the arrays the Swift code uses straight out of that
file, so `measure` here gives what TextMetrics.measure gives (checked by
fit.py against strings the Swift tests pin).
"""
import math
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
DATA_SWIFT = os.path.normpath(os.path.join(HERE, "..", "..", "Sources", "ViewTree", "TextMetrics+Data.swift"))

TEXT_STYLE_SIZES = {
    "largeTitle": (34, "regular"), "title1": (28, "regular"), "title2": (22, "regular"), "title3": (20, "regular"),
    "headline": (17, "semibold"), "subheadline": (15, "regular"), "body": (17, "regular"), "callout": (16, "regular"),
    "footnote": (13, "regular"), "caption1": (12, "regular"), "caption2": (11, "regular"),
}


def swift_array(text, name):
    m = re.search(r"static let " + name + r"[^=]*=\s*\[(.*?)\n\s*\]", text, re.S)
    if not m:
        return None
    body = re.sub(r"//[^\n]*", "", m.group(1))
    return [float(x) for x in re.findall(r"-?\d+(?:\.\d+)?", body)]


def swift_number(text, name):
    m = re.search(r"static let " + name + r"\s*=\s*(-?\d+(?:\.\d+)?)", text)
    return float(m.group(1)) if m else None


def ceil_px(value, scale):
    pixels = round(value * scale * 1e6) / 1e6
    return math.ceil(pixels) / scale


def resolve(record):
    """(size, weight, italic) of a record, text styles at their default size."""
    if record.get("style"):
        size, weight = TEXT_STYLE_SIZES[record["style"]]
        return float(size), weight, False
    return record["size"], record["weight"], record["italic"]


def intrinsic_width(record, raw):
    """The recorded width a raw text width gives: labels round up to the
    design pixel grid, buttons to whole points (at least 30)."""
    if record["kind"] == "button":
        return max(30.0, math.ceil(raw - 1e-9))
    return ceil_px(raw, record["scale"])
