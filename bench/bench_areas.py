"""Benchmark of the battle-grid areas (issue 5): ``python bench/bench_areas.py``.

Targets: a 12 m spread on a 1,000 × 1,000 map with random walls under 50 ms; a burst with
line-of-effect checks over a 200 × 200 map under 50 ms. Then how the cost grows with the radius
and with the size of the map (it should grow with the radius only: only the neighbourhood of
the origin is read). Prints a table; times are medians over several random origins.
"""

from __future__ import annotations

import argparse
import statistics
import time
from fractions import Fraction

import numpy as np

from arbitre.core.units import parse_distance
from arbitre.model.grid import Cell, Grid
from arbitre.rules.areas import compute_area


def random_map(size: int, density: float, seed: int) -> Grid:
    rng = np.random.default_rng(seed)
    cells = np.where(rng.random((size, size)) < density, int(Cell.WALL), int(Cell.FLOOR))
    return Grid.from_cells(cells.astype(np.uint8))


def origins(grid: Grid, count: int, seed: int) -> list[tuple[int, int]]:
    rng = np.random.default_rng(seed)
    found: list[tuple[int, int]] = []
    while len(found) < count:
        x, y = (int(v) for v in rng.integers(1, grid.width - 1, size=2))
        if not grid.barriers[y - 1 : y + 1, x - 1 : x + 1].all():
            found.append((x, y))
    return found


def time_area(grid: Grid, shape: str, radius: Fraction, points: list[tuple[int, int]]) -> tuple[float, int]:
    """Median milliseconds per call and mean number of squares."""
    compute_area(grid, shape, points[0], radius=radius)  # warm-up
    times: list[float] = []
    sizes: list[int] = []
    for point in points:
        start = time.perf_counter()
        result = compute_area(grid, shape, point, radius=radius)
        times.append((time.perf_counter() - start) * 1000)
        sizes.append(len(result.squares))
    return statistics.median(times), round(sum(sizes) / len(sizes))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--density", type=float, default=0.2, help="share of wall squares (0.2)")
    parser.add_argument("--trials", type=int, default=25, help="origins per measurement (25)")
    args = parser.parse_args()

    rows: list[tuple[str, str, str, str, str, str]] = []

    def measure(
        label: str,
        shape: str,
        size: int,
        radius: str,
        target: float | None = None,
        density: float | None = None,
    ) -> None:
        walls = args.density if density is None else density
        grid = random_map(size, walls, seed=size)
        points = origins(grid, args.trials, seed=7)
        ms, squares = time_area(grid, shape, parse_distance(radius), points)
        verdict = "" if target is None else ("OK" if ms < target else "TOO SLOW")
        rows.append(
            (
                f"{label} ({walls:.0%} walls)",
                shape,
                f"{size}×{size}",
                radius,
                f"{squares}",
                f"{ms:8.2f} ms {verdict}".rstrip(),
            )
        )

    measure("target: spread 12 m, 1000²", "spread", 1000, "12m", 50)
    measure("target: burst+LoE, 200²", "burst", 200, "12m", 50)
    measure("target: burst+LoE 24 m, 200²", "burst", 200, "24m", 50)
    measure("target: spread 12 m, 1000²", "spread", 1000, "12m", 50, density=0.05)
    measure("target: burst+LoE, 200²", "burst", 200, "12m", 50, density=0.05)
    measure("worst case: no walls", "burst", 200, "12m", 50, density=0.0)
    for radius in ("3m", "6m", "12m", "24m", "48m"):
        measure("growth with radius", "burst", 1000, radius)
        measure("growth with radius", "burst", 1000, radius, density=0.05)
        measure("growth with radius", "spread", 1000, radius)
        measure("growth with radius", "spread", 1000, radius, density=0.05)
    for size in (100, 200, 500, 1000, 2000):
        measure("growth with map size", "burst", size, "12m")
        measure("growth with map size", "spread", size, "12m")

    headers = ("case", "shape", "map", "radius", "squares", "median time")
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]
    print(f"{args.trials} random origins per line; times include the whole compute_area call")
    print("  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True)))
    print("  ".join("-" * w for w in widths))
    for row in rows:
        print("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)))


if __name__ == "__main__":
    main()
