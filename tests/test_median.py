"""The one median of pycore and tools/ (`pycore.arena.median`): the arena's winning scores and the
benchmarks' figures (tools/timing.py) both use it, since the page's standard library has no `statistics`."""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

from pycore.arena import median

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import timing  # noqa: E402


def test_median_is_the_middle_value_or_the_mean_of_the_two_middle_ones_as_statistics_says():
    for values in ([5], [3, 1, 2], [4, 1, 3, 2], [2.5, 0.5], [7, 7, 1, 9, 9, 9]):
        assert median(values) == statistics.median(values)


def test_median_of_nothing_is_zero_for_an_arena_without_games():
    assert median([]) == 0


def test_the_benchmarks_report_pycores_median():
    assert timing.median is median
    assert timing.spread([4.0, 1.0, 3.0, 2.0])["median"] == 2.5
