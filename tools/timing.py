"""The figures every benchmark reports: the time of each call in ms, and a list's median, p90 and max."""

from __future__ import annotations

import time
from typing import Callable, Iterable


def time_each(call: Callable, items: Iterable) -> list[float]:
    """`call(item)` timed for each item, in ms, sorted."""
    times = []
    for item in items:
        started = time.perf_counter()
        call(item)
        times.append((time.perf_counter() - started) * 1000)
    return sorted(times)


def median(values: Iterable[float]) -> float:
    """The middle value (the mean of the two middle ones): `statistics` is not in the site's Pyodide."""
    values = sorted(values)
    middle = len(values) // 2
    return values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2


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
