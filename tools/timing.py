"""The figures every benchmark reports: the time of each call in ms, and a list's median, p90 and max.

The median is pycore's (`pycore.arena.median`, the one median of the repository): this module puts
the repository's root on sys.path, so a benchmark may import it first (in Pyodide, tools/in_pyodide.py
puts `pycore` beside `tools/`).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Callable, Iterable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pycore.arena import median


def time_each(call: Callable, items: Iterable) -> list[float]:
    """`call(item)` timed for each item, in ms, sorted."""
    times = []
    for item in items:
        started = time.perf_counter()
        call(item)
        times.append((time.perf_counter() - started) * 1000)
    return sorted(times)


def spread(values: Iterable[float]) -> dict:
    """{"n", "median", "p90", "max"}, rounded to 0.1 (None for an empty list)."""
    values = sorted(values)
    if not values:
        return {"n": 0, "median": None, "p90": None, "max": None}
    return {"n": len(values), "median": round(median(values), 1),
            "p90": round(values[int(len(values) * 0.9)], 1), "max": round(values[-1], 1)}


def describe(values: Iterable[float]) -> str:
    """'median 12.3 ms, p90 20.1 ms, max 31.0 ms'."""
    s = spread(values)
    return f"median {s['median']:.1f} ms, p90 {s['p90']:.1f} ms, max {s['max']:.1f} ms"
