"""Draw the app icons (web/icons/*.png) without any image library: a cream rosette on walnut brown.

    python tools/make_icons.py      # rewrites web/icons/icon-192.png, icon-512.png, icon-512-maskable.png

The PNGs are committed; run this only to change the icon (keep web/icons/icon.svg in step).
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

WALNUT = (0x5B, 0x35, 0x20)
CREAM = (0xF6, 0xEF, 0xE4)
GOLD = (0xC8, 0x9B, 0x3C)
ICONS = Path(__file__).resolve().parent.parent / "web" / "icons"


def pixel(x: float, y: float, maskable: bool) -> tuple[int, int, int, int]:
    """The colour at (x, y), both in [-1, 1]; a maskable icon fills the square and keeps its art in the safe zone."""
    scale = 0.8 if maskable else 1.0
    r = (x * x + y * y) ** 0.5 / scale
    corner = max(abs(x), abs(y))
    if not maskable and (corner > 0.98 or (abs(x) > 0.78 and abs(y) > 0.78 and (abs(x) - 0.78) ** 2 + (abs(y) - 0.78) ** 2 > 0.2 ** 2)):
        return (0, 0, 0, 0)  # rounded corners
    if 0.52 < r < 0.66:
        return (*CREAM, 255)
    if r < 0.3:
        return (*GOLD, 255)
    if 0.34 < r < 0.4:
        return (*CREAM, 255)
    return (*WALNUT, 255)


def png(size: int, maskable: bool) -> bytes:
    rows = []
    for j in range(size):
        row = bytearray([0])
        for i in range(size):
            # 2x2 supersampling for smooth edges
            samples = [pixel((2 * (i + dx) / size) - 1, (2 * (j + dy) / size) - 1, maskable)
                       for dx in (0.25, 0.75) for dy in (0.25, 0.75)]
            row += bytes(sum(s[k] for s in samples) // 4 for k in range(4))
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) \
        + chunk(b"IEND", b"")


def main() -> None:
    ICONS.mkdir(parents=True, exist_ok=True)
    (ICONS / "icon-192.png").write_bytes(png(192, maskable=False))
    (ICONS / "icon-512.png").write_bytes(png(512, maskable=False))
    (ICONS / "icon-512-maskable.png").write_bytes(png(512, maskable=True))


if __name__ == "__main__":
    main()
