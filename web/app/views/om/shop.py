"""A player's Shop Board: Raw Goods tracks 0-9 with the Certificates, this turn's Refined Goods, the two
Buildings under construction, completed Buildings left and right by size, Conversions, Carts, points;
and the hand of the player whose screen it is."""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from app.markup import esc, tag

from pycore.engine.components import Components
from pycore.opera_magna.components import CERT_MAX, CERT_MIN, RAW_MAX, SIZES
from pycore.opera_magna.observation_types import Observation, PlayerView
from pycore.opera_magna.narration import raw_name, refined_name

from . import rulestext
from .cities import merchant_pawn
from .supply import building_tile, full_card
from .seats import Seats
from .svg import LABEL, fitted_text, icon_row, piece, raw_icon, rect, refined_icon, svg, text, text_width
from .taps import RAW, REFINED, Taps
from .texts import SHOP

WIDTH = 360
WORK_ROOM = 174 - 70 - 4  # right of a Building under construction's tile, inside its box
ROMAN = ("0", "I", "II", "III")
SIDES: tuple[Literal["left", "right"], ...] = ("left", "right")  # completed Buildings: discounts left, Carts right
RAW_TOP, RAW_ROW = 56, 48
REFINED_TOP = RAW_TOP + 4 * RAW_ROW + 12  # each section leaves room for its title at LABEL size
WORKS_TOP = REFINED_TOP + 68
DONE_TOP = WORKS_TOP + 114
CONV_TOP = DONE_TOP + 128
HEIGHT = CONV_TOP + 64
NAME_ROOM = WIDTH - 80 - 34 - 6  # from the seat's pawn to the Merchant supply


def header(p: PlayerView, taps: Taps | None, seat_name: str, colour: str, active: bool, changed: set[str], own: bool = False) -> str:
    body = f'<circle cx="18" cy="24" r="9" fill="{colour}" stroke="#2b211b"/>' + text(18, 28, str(p["seat"] + 1), "pawn-n", "middle", LABEL)
    body += fitted_text(34, 22, seat_name, NAME_ROOM, "player-name" + (" to-move" if active else ""), size=16)
    seat = p["seat"]
    cards = SHOP.plural("cards", p["hand_size"])
    # The board's side is in the spoken text only, and commas are narrower than dots: the whole line fits
    # its room up to three-digit totals (it was cut short with an ellipsis from the first turn).
    sub = SHOP["sub"].format(vp=p["vp"], points=p["score"]["total"], cards=cards)
    said = SHOP["said"].format(seat=seat_name, vp=p["vp"], points=p["score"]["total"], cards=cards, board=p["board"])
    body += piece("score", None, fitted_text(34, 42, sub, NAME_ROOM, "player-sub", LABEL), (30, 30, NAME_ROOM + 4, 16),
                  said, SHOP["score_info"], changed=bool({f"p{seat}:vp", f"p{seat}:hand_size", f"p{seat}:score"} & changed))
    supply = [m for m in p["merchants"] if m == ""]
    pawns = "".join(merchant_pawn(p["seat"], WIDTH - 66 + 18 * i, 24, colour) for i in range(len(supply)))
    spot = rect(WIDTH - 80, 4, 76, 44, "spot", rx=6) + pawns + text(WIDTH - 42, 46, SHOP["supply"], "tiny", "middle", LABEL)
    body += piece("merchant:supply", taps, spot, (WIDTH - 80, 0, 80, 50),
                  (SHOP.plural("your_supply_name", len(supply)) if own else SHOP.plural("supply_name", len(supply), seat=seat_name)), SHOP["supply_info"],
                  changed=f"p{seat}:merchants" in changed)
    return body


@lru_cache(maxsize=64)
def track(c: int, y: float) -> str:
    """A Raw Goods track 0-9 without its marker: ten cells as one path, the numbers as one text."""
    xs = [36 + v * 23.5 for v in range(RAW_MAX + 1)]
    cells = "".join(f"M{x:g},{y + 10:g}h21v24h-21z" for x in xs)
    numbers = " ".join(f"{x + 10.5:g}" for x in xs)
    return (rect(4, y, 272, RAW_ROW - 4, "track", rx=6) + raw_icon(c, 20, y + 22, 8)
            + f'<path d="{cells}" class="cell"/>'
            + f'<text x="{numbers}" y="{y + 26:g}" class="cell-n" text-anchor="middle" font-size="{LABEL:g}">'
            + "".join(map(str, range(RAW_MAX + 1))) + "</text>")


@lru_cache(maxsize=64)
def cert_dots(y: float) -> str:
    """The Certificate track's spaces 3-10 as dots, in one path."""
    dots = "".join(f"M{291 + 7.7 * (s - CERT_MIN) - 2:g},{y + 32:g}a2,2 0 1 0 4,0a2,2 0 1 0 -4,0" for s in range(CERT_MIN, CERT_MAX + 1))
    return f'<path d="{dots}" class="cert-off"/>'


def raw_rows(p: PlayerView, taps: Taps | None, changed: set[str]) -> str:
    body = ""
    for c, name in enumerate(RAW):
        y = RAW_TOP + c * RAW_ROW
        amount, space, lvl = p["raw"][c], p["cert"][c], p["levels"][c]
        row = track(c, y) + rect(36 + amount * 23.5, y + 10, 21, 24, "cell here", rx=3)
        row += raw_icon(c, 36 + amount * 23.5 + 10.5, y + 22, 7) if amount else text(46.5, y + 26, "0", "cell-n", "middle", LABEL)
        body += piece(f"raw:{name}", taps, row, (4, y - 2, 272, RAW_ROW),
                      SHOP["raw_name"].format(good=raw_name(c), amount=amount, top=RAW_MAX), SHOP["raw_info"].format(top=RAW_MAX),
                      changed=f"p{p['seat']}:raw:{c}" in changed)
        cert = rect(280, y, 76, RAW_ROW - 4, f"cert lv{lvl}", rx=6)
        cert += text(318, y + 19, SHOP["level"].format(roman=ROMAN[lvl]), "cert-lv", "middle", LABEL)
        cert += cert_dots(y) + f'<circle cx="{291 + 7.7 * (space - CERT_MIN):g}" cy="{y + 32:g}" r="3.2" class="cert-on"/>'
        body += piece(f"cert:{name}", taps, cert, (280, y - 2, 76, RAW_ROW),
                      SHOP["cert_name"].format(good=raw_name(c), space=space, top=CERT_MAX, level=lvl), SHOP["cert_info"],
                      changed=f"p{p['seat']}:cert:{c}" in changed)
    return body


def wrapped(words: str, width: int) -> list[str]:
    """At most two lines of about `width` characters, cut between words."""
    lines = [""]
    for word in words.split():
        if lines[-1] and len(lines[-1]) + 1 + len(word) > width and len(lines) < 2:
            lines.append(word)
        else:
            lines[-1] = f"{lines[-1]} {word}".strip()
    return lines


def refined_row(p: PlayerView, taps: Taps | None, changed: set[str]) -> str:
    body = text(8, REFINED_TOP + 2, SHOP["refined_title"], "tiny", size=LABEL)
    for g, name in enumerate(REFINED):
        x, y = 4 + g * 89, REFINED_TOP + 6
        box = rect(x, y, 85, 50, "refined-box", rx=6) + refined_icon(g, x + 20, y + 25, 9)
        box += text(x + 52, y + 31, SHOP["refined_count"].format(n=p["refined"][g]), "count", "middle", 17)
        if p["stored"][g]:
            box += text(x + 82, y + 47, SHOP["kept"].format(n=p["stored"][g]), "tiny", "end", LABEL)
        body += piece(f"refined:{name}", taps, box, (x, y, 85, 50),
                      SHOP["refined_name_kept" if p["stored"][g] else "refined_name"].format(
                          good=refined_name(g), n=p["refined"][g], kept=p["stored"][g]), SHOP["refined_info"],
                      changed=f"p{p['seat']}:refined:{g}" in changed or f"p{p['seat']}:stored:{g}" in changed)
    return body


def works_row(k: Components, p: PlayerView, taps: Taps | None, changed: set[str]) -> str:
    body = text(8, WORKS_TOP + 2, SHOP["works_title"], "tiny", size=LABEL)
    for slot in range(2):
        x, y = 4 + slot * 178, WORKS_TOP + 6
        if slot < len(p["works"]):
            w = p["works"][slot]
            card = w["card"]
            box = rect(x, y, 174, 96, "work", rx=6) + building_tile(k, card, x + 4, y + 4, 60, 88, w["placed"], named=False)
            lines = wrapped(rulestext.building_name(card), 14)  # a long name on two lines, inside the box
            box += "".join(text(x + 70, y + 20 + 15 * i, line, "work-name", size=LABEL, room=WORK_ROOM)
                           for i, line in enumerate(lines))
            low = y + 20 + 15 * len(lines) + 6
            placed = SHOP["placed_of"].format(placed=w["placed"], cost=w["cost"], colour=refined_name(REFINED.index(w["colour"])))
            box += text(x + 70, low, placed, "work-sub", size=LABEL, room=WORK_ROOM)
            box += text(x + 70, low + 16, SHOP["placed"], "tiny", size=LABEL, room=WORK_ROOM)
            name = SHOP["work_name"].format(building=rulestext.building_name(card), placed=w["placed"], cost=w["cost"],
                                            colour=refined_name(REFINED.index(w["colour"])))
            info = rulestext.building(k, card)
        else:
            box = rect(x, y, 174, 96, "work empty", rx=6) + text(x + 87, y + 52, SHOP["empty"], "tiny", "middle", LABEL)
            name, info = SHOP["empty_slot"], ""
        body += piece(f"work:{slot}", taps, box, (x, y, 174, 96), name, info, changed=f"p{p['seat']}:works" in changed)
    return body


def completed(k: Components, p: PlayerView, taps: Taps | None, changed: set[str]) -> str:
    body = ""
    for i, side in enumerate(SIDES):
        x, y = 4 + i * 178, DONE_TOP
        col = rect(x, y, 174, 116, f"side {side}", rx=6)
        col += text(x + 6, y + 13, SHOP[f"{side}_title"], "tiny", size=LABEL, room=174 - 12)
        for r, size in enumerate(SIZES):
            cards = p[side][r]
            ry = y + 20 + r * 31
            col += text(x + 8, ry + 17.5, SHOP[f"size_letter.{size}"], "bsize", size=LABEL)
            chip_w = 148 if len(cards) == 1 else 72  # a Building alone in its row has the row for its name
            for place, card in enumerate(cards[:2]):
                cx = x + 22 + place * 76
                chip = rect(cx, ry, chip_w, 26, f"chip size-{size}", rx=4)
                if side == "left":
                    chip += icon_row(rulestext.discount_code(k, card), cx + 5, ry + 13, 15, 6) + text(cx + chip_w - 3, ry + 18, SHOP["off"], "tiny", "end", LABEL)
                else:
                    chip += fitted_text(cx + 4, ry + 17.5, rulestext.building_name(card), chip_w - 6, "chip-name", LABEL)
                col += tag("g", tag("title", esc(rulestext.building(k, card))) + chip)
            if len(cards) > 2:
                col += text(x + 171, ry + 18, SHOP["more"].format(n=len(cards) - 2), "tiny", "end", LABEL)
        built = "; ".join(rulestext.building_name(c) for row in p[side] for c in row) or SHOP["none"]
        body += piece(f"side:{side}", taps, col, (x, y, 174, 116), SHOP[f"side_name_{side}"].format(built=built),
                      SHOP[f"{side}_info"],
                      changed=f"p{p['seat']}:{side}" in changed)
    return body


def conversions(p: PlayerView, taps: Taps | None, used: list[bool], changed: set[str]) -> str:
    title = SHOP["conv_title"].format(carts=p["carts"], tokens=p["opera_tokens"])
    body = text(8, CONV_TOP + 2, title, "tiny", size=LABEL)
    if f"p{p['seat']}:carts" in changed:  # the Carts are counted in the title: outline it
        body += rect(4, CONV_TOP - 10, text_width(title, LABEL) + 8, 16, "tally chg", rx=4)
    for i, size in enumerate(SIZES):
        conv = p["conversions"][size]
        x, y = 4 + i * 119, CONV_TOP + 6
        unlocked = bool(p["left"][i])
        state = SHOP["unlocked"] if unlocked else SHOP["locked"]
        pay = "".join(RAW[c][0] * conv["pay"][name] for c, name in enumerate(RAW))
        box = rect(x, y, 115, 52, f"conv {state}" + (" used" if used[i] else ""), rx=6)
        box += text(x + 6, y + 15, SHOP[f"size_letter.{size}"], "bsize", size=LABEL)
        box += icon_row(pay, x + 6, y + 32, 15, 6)
        nx = x + 6 + 15 * len(pay)
        if conv["any"]:
            box += f'<circle cx="{nx + 7:g}" cy="{y + 32:g}" r="7.5" class="any"/>' + text(nx + 7, y + 36.5, SHOP["any"], "any-q", "middle", LABEL)
            nx += 17
        box += text(nx + 8, y + 36, "\u2192", "arrow", "middle", 13)
        box += refined_icon(REFINED.index(conv["gain"]), nx + 26, y + 32, 6.5)
        box += text(x + 111, y + 16, SHOP["used"] if used[i] else ("" if unlocked else SHOP["locked"]), "tiny", "end", LABEL)
        words = rulestext.code_words(pay)
        if conv["any"]:
            words = SHOP["any_words"].format(pay=words, n=conv["any"])
        body += piece(f"conv:{size}", taps, box, (x, y, 115, 52),
                      SHOP["conv_name"].format(size=size, words=words, gain=refined_name(REFINED.index(conv["gain"])), state=state), SHOP["conv_info"])
    return body


def shop_board(k: Components, obs: Observation, p: PlayerView, taps: Taps | None, changed: set[str], seats: Seats, own: bool = False) -> str:
    """A seat's Shop Board; `own`: the reader's, named in the second person."""
    seat_name = seats.name(p["seat"])
    active = obs["to_move"] == p["seat"]
    unused = [False] * len(SIZES)  # one Conversion per Building size
    used = obs["turn"].get("conversions_used", unused) if obs["current"] == p["seat"] else unused
    body = rect(0, 0, WIDTH, HEIGHT, "shop-bg" + (" active" if active else ""), rx=8)
    body += header(p, taps, seat_name, seats.fill(p["seat"]), active, changed, own) + raw_rows(p, taps, changed) + refined_row(p, taps, changed)
    body += works_row(k, p, taps, changed) + completed(k, p, taps, changed) + conversions(p, taps, used, changed)
    return svg(WIDTH, HEIGHT, body, SHOP["your_board"] if own else SHOP["board_label"].format(seat=seat_name), "om-shop")


def hand_panel(k: Components, p: PlayerView, taps: Taps | None, changed: set[str]) -> str:
    cards = p["hand"] or []
    w, h, gap, per_row = 84, 96, 4, 4
    rows = max(1, (len(cards) + per_row - 1) // per_row)
    height = 28 + rows * (h + gap) + 4
    body = rect(0, 0, WIDTH, height, "panel-bg hand-bg", rx=8) + text(8, 20, SHOP.plural("hand_cards", len(cards)), "panel-title", size=15)
    for i, card in enumerate(cards):
        x, y = 8 + (i % per_row) * (w + gap), 28 + (i // per_row) * (h + gap)
        body += piece(f"hand:{card}", taps, full_card(k, card, x, y, w, h), (x, y, w, h), rulestext.trade_card(k, card), rulestext.trade_card(k, card))
    if not cards:
        body += text(WIDTH / 2, 70, SHOP["no_cards"], "tiny", "middle", LABEL)
    return svg(WIDTH, height, body, SHOP["your_hand"], "om-hand")


def players_section(k: Components, obs: Observation, taps: Taps | None, changed: set[str], seats: Seats, viewer: int | None) -> str:
    """The screen's own Shop Board and hand first (their own sections), then everyone else's boards."""
    own = [p for p in obs["players"] if p["seat"] == viewer]
    others = sorted((p for p in obs["players"] if p["seat"] != viewer), key=lambda p: (p["seat"] != obs["to_move"], p["seat"]))
    html = ""
    for p in own:
        html += tag("section", tag("h2", SHOP["your_board"], class_="om-h")
                    + tag("div", shop_board(k, obs, p, taps, changed, seats, own=True), class_="om-cell om-player own", data_seat=str(p["seat"])),
                    class_="om-section at-own", aria_label=SHOP["your_board"])
        if p["hand"] is not None:
            html += tag("section", tag("h2", SHOP["your_hand"], class_="om-h") + tag("div", hand_panel(k, p, taps, changed), class_="om-cell"),
                        class_="om-section at-hand", aria_label=SHOP["your_hand"])
    if others:
        cells = "".join(tag("div", shop_board(k, obs, p, None, changed, seats), class_="om-cell om-player", data_seat=str(p["seat"]))
                        for p in others)
        html += tag("section", tag("h2", SHOP["others"] if own else SHOP["boards"], class_="om-h") + tag("div", cells, class_="om-players"),
                    class_="om-section at-others", aria_label=SHOP["others_label"] if own else SHOP["boards"])
    return html
