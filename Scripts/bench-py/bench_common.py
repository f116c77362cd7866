"""Shared timing / reporting helpers for the UIStackView anchor benchmarks.

Adapted copy of /work/shared/bench/bench_common.py for Scripts/bench: the
lines now start with engine= so they read like stacklab-bench's.  Every
measured operation prints one machine-readable line:

    engine=kiwi workload=W1 n=1000 op=full median_ms=1.234 min_ms=1.100 reps=9 ...

Extra key=value fields (constraints=, variables=, nodes=, note=) may follow.
Timing: time.perf_counter around the operation only; the cyclic garbage
collector is disabled inside the timed region (like timeit) and a gc.collect()
runs between repetitions, outside the timed region.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import time
from typing import Callable, Iterable

DEFAULT_SIZES = (100, 1000, 10000)
DEFAULT_DEPTHS = (10, 20, 30, 50, 200)


def common_args(description: str) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=description)
    p.add_argument("--sizes", default=",".join(map(str, DEFAULT_SIZES)),
                   help="comma-separated N for W1/W2 (default %(default)s)")
    p.add_argument("--depths", default=",".join(map(str, DEFAULT_DEPTHS)),
                   help="comma-separated depth D for W3 (default %(default)s)")
    p.add_argument("--workloads", default="W1,W2,W3",
                   help="comma-separated subset of W1,W2,W3")
    p.add_argument("--budget", type=float,
                   default=float(os.environ.get("BENCH_BUDGET_S", "1.0")),
                   help="target seconds of timed work per (workload,n,op) "
                        "(default %(default)s, env BENCH_BUDGET_S)")
    p.add_argument("--min-reps", type=int, default=3)
    p.add_argument("--max-reps", type=int, default=25)
    p.add_argument("--max-pred-s", type=float,
                   default=float(os.environ.get("BENCH_MAX_PRED_S", "5")),
                   help="skip an (op, n) whose predicted single-rep time, "
                        "extrapolated from the smaller sizes, exceeds this "
                        "(default %(default)s, env BENCH_MAX_PRED_S)")
    a = p.parse_args()
    a.sizes = [int(x) for x in a.sizes.split(",") if x]
    a.depths = [int(x) for x in a.depths.split(",") if x]
    a.workloads = {w.strip().upper() for w in a.workloads.split(",") if w}
    return a


class Sampler:
    """Collects per-repetition durations (seconds) for one (workload, n, op)."""

    def __init__(self) -> None:
        self.samples: list[float] = []

    def add(self, seconds: float) -> None:
        self.samples.append(seconds)

    @property
    def median_ms(self) -> float:
        return statistics.median(self.samples) * 1e3

    @property
    def min_ms(self) -> float:
        return min(self.samples) * 1e3


def timed(fn: Callable[[], object]) -> tuple[float, object]:
    """Run fn once with gc disabled; return (seconds, result)."""
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        t0 = time.perf_counter()
        r = fn()
        t1 = time.perf_counter()
    finally:
        if was:
            gc.enable()
    return t1 - t0, r


def want_more(s: Sampler, args: argparse.Namespace) -> bool:
    """Repeat until min_reps and `budget` seconds are reached (max max_reps).

    Slow operations stop earlier: once the accumulated time passes
    `cap` seconds (default 3 x budget, at least 4 s) no further rep starts,
    so a single rep that takes 10 s is reported with reps=1.
    """
    n = len(s.samples)
    if n == 0:
        return True
    if n >= args.max_reps:
        return False
    total = sum(s.samples)
    if n >= args.min_reps:
        return total < args.budget
    return total < max(4.0, 3 * args.budget)


class Predictor:
    """Extrapolates one rep's time of (workload, op) to a larger n.

    t(n) = t(n_last) * (n / n_last) ** e, with e fitted from the last two
    measured sizes (clamped to [1, 10]; exponential blow-ups such as Yoga's
    on W3 fit as a large exponent) or DEFAULT_EXPONENT with one point.
    """

    DEFAULT_EXPONENT = 2.5

    def __init__(self) -> None:
        self.hist: dict[tuple[str, str], list[tuple[int, float]]] = {}

    def record(self, workload: str, op: str, n: int, s: "Sampler") -> None:
        self.hist.setdefault((workload, op), []).append(
            (n, statistics.median(s.samples)))

    def predict(self, workload: str, op: str, n: int) -> float | None:
        h = self.hist.get((workload, op))
        if not h:
            return None
        n1, t1 = h[-1]
        e = self.DEFAULT_EXPONENT
        if len(h) >= 2:
            n0, t0 = h[-2]
            if n1 > n0 and t0 > 0 and t1 > 0:
                import math
                e = min(10.0, max(1.0, math.log(t1 / t0) / math.log(n1 / n0)))
        return t1 * (n / n1) ** e

    def skip(self, engine: str, workload: str, op: str, n: int,
             args: argparse.Namespace) -> bool:
        p = self.predict(workload, op, n)
        if p is not None and p > args.max_pred_s:
            print(f"engine={engine} workload={workload} n={n} op={op} "
                  f"skipped=1 predicted_s={p:.1f} max_pred_s={args.max_pred_s:g}",
                  flush=True)
            return True
        return False


PRED = Predictor()


def emit(engine: str, workload: str, n: int, op: str, s: Sampler, **extra) -> None:
    fields = [f"engine={engine}", f"workload={workload}", f"n={n}", f"op={op}",
              f"median_ms={s.median_ms:.4f}", f"min_ms={s.min_ms:.4f}",
              f"reps={len(s.samples)}"]
    fields += [f"{k}={v}" for k, v in extra.items()]
    print(" ".join(fields), flush=True)
    PRED.record(workload, op, n, s)


def check(engine: str, workload: str, n: int, ok: bool, what: str) -> None:
    print(f"engine={engine} workload={workload} n={n} op=check "
          f"ok={int(bool(ok))} detail={what.replace(' ', '_')}", flush=True)
    if not ok:
        print(f"# CHECK FAILED: {engine} {workload} n={n}: {what}",
              file=sys.stderr, flush=True)


def close(a: float, b: float, tol: float = 1e-3) -> bool:
    return abs(a - b) <= tol * max(1.0, abs(a), abs(b))


# ---- workload parameters (shared by every engine) -------------------------

W1_SPACING = 2.0
W1_HEIGHT = 100.0
W1_INTRINSIC_H = 20.0
W1_CR = 750


def w1_intrinsic_w(i: int) -> float:
    return 10.0 + (i % 7)


def w1_hug(i: int) -> int:
    return 250 + (i % 3)


def w1_container_w(n: int) -> float:
    return 1.2 * (sum(w1_intrinsic_w(i) for i in range(n)) + W1_SPACING * (n - 1))


W2_WIDTH = 375.0
W2_ROW_SPACING = 8.0
W2_OUTER_SPACING = 0.0
# (intrinsic width, intrinsic height, hugging priority); CR priority 750
W2_VIEWS = ((80.0, 20.0, 251), (150.0, 21.0, 250), (50.0, 30.0, 251))
W2_CR = 750
W2_ROW_H = max(h for _, h, _ in W2_VIEWS)  # 30: alignment center -> tallest view


def w2_expected_content_h(rows: int, hidden: int = 0) -> float:
    return W2_ROW_H * (rows - hidden) + W2_OUTER_SPACING * max(0, rows - hidden - 1)


W3_LEAF = 10.0
W3_SPACING = 0.0
W3_HUG = 250
W3_CR = 750


def w3_expected_size(depth: int) -> tuple[float, float]:
    """Fitting size of the W3 root stack (level 0 horizontal, alternating).

    Level d holds a 10x10 leaf and (if d < depth-1) the stack of level d+1.
    Along the axis: leaf (10) + spacing + child's axis extent; across the
    axis (alignment fill): max(leaf 10, child's cross extent).
    """
    w = h = W3_LEAF  # deepest stack: only its leaf
    for d in range(depth - 2, -1, -1):
        if d % 2 == 0:  # horizontal
            w, h = W3_LEAF + W3_SPACING + w, max(W3_LEAF, h)
        else:  # vertical
            w, h = max(W3_LEAF, w), W3_LEAF + W3_SPACING + h
    return w, h


def csv_ints(xs: Iterable[int]) -> str:
    return ",".join(map(str, xs))
