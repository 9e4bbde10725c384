"""The Opera: twelve Worksites in three levels, what each wants, its tokens, and which are still locked."""

from __future__ import annotations

from functools import lru_cache

from app.gamewords import TEXT as GAME_WORDS  # the Opera boards' names, as the new-game form says them
from app.i18n import cleared_on_language_change
from app.markup import tag

from pycore.engine.components import Components
from pycore.engine.registry import OPERA_MAGNA
from pycore.opera_magna.narration import component_name, refined_name
from pycore.opera_magna.observation_types import Observation, WorksiteView

from . import rulestext
from .seats import Seats
from .svg import LABEL, piece, rect, refined_icon, svg, text
from .taps import REFINED, Taps
from .texts import OPERA

WIDTH = 360
BOARDS = ("base", "eagle", "lion")


def token(seat: int, cx: float, cy: float, colour: str) -> str:
    label = OPERA["rival_token"] if seat < 0 else str(seat + 1)
    return (f'<circle cx="{cx:g}" cy="{cy:g}" r="8.5" fill="{colour}" stroke="#2b211b" stroke-width="1"/>'
            + text(cx, cy + 4.5, label, "pawn-n", "middle", LABEL))


def lock(cx: float, cy: float) -> str:
    return (f'<rect x="{cx - 6:g}" y="{cy - 2:g}" width="12" height="9" rx="1.5" class="lock"/>'
            f'<path d="M{cx - 3.5:g},{cy - 2:g} v-3 a3.5,3.5 0 0 1 7,0 v3" class="lock-bow"/>')


@cleared_on_language_change
@lru_cache(maxsize=512)
def site_face(k: Components, site: str, position: str, state: str, x: float, y: float, w: float, h: float) -> str:
    """A Worksite's printed face: the Good it wants, its position, its name."""
    w_ = rulestext.components(k)["worksites"][site]
    body = rect(x, y, w, h, f"site {state} level-{w_['level']}", rx=6)
    body += refined_icon(REFINED.index(w_["wants"]), x + 13, y + 14, 6.5)
    body += text(x + w - 5, y + 15, OPERA["level"].format(level=w_["level"]), "site-pos", "end", LABEL)  # its position stays in data-key
    words = component_name(site).split()
    half = (len(words) + 1) // 2
    for i, line in enumerate((" ".join(words[:half]), " ".join(words[half:]))):
        if line:
            body += fitted(x + w / 2, y + 34 + 14 * i, line, w - 8)
    return body


def fitted(cx: float, y: float, line: str, room: float) -> str:
    """A Worksite's name at LABEL size, centred; a word too long for the cell is narrowed to fit, never
    made smaller (its glyphs keep their height, so it stays readable on a phone)."""
    plain = text(cx, y, line, "site-name", "middle", LABEL)
    if len(line) * LABEL * 0.62 <= room:  # about the width of a bold system-ui line
        return plain
    return plain.replace("<text ", f'<text textLength="{room:g}" lengthAdjust="spacingAndGlyphs" ', 1)


def site_piece(k: Components, site: WorksiteView, x: float, y: float, w: float, h: float, taps: Taps | None, changed: set[str], seats: Seats) -> str:
    state = "open" if site["open"] else "locked"  # a class, and the key of its words
    body = site_face(k, site["site"], site["position"], state, x, y, w, h)
    body += "".join(token(seat, x + 11 + 16 * i, y + h - 11, seats.fill(seat)) for i, seat in enumerate(site["tokens"][:5]))
    if not site["open"]:
        body += lock(x + w - 12, y + h - 10)  # below the name's second line
    who = ", ".join(seats.name(s) for s in site["tokens"])
    name = OPERA["site"].format(position=site["position"].upper(), name=component_name(site["site"]), wants=refined_name(REFINED.index(site["wants"])), state=OPERA[state])
    if who:
        name += OPERA["tokens"].format(who=who)
    return piece(f"site:{site['position']}", taps, body, (x, y, w, h), name, rulestext.worksite(k, site["site"]),
                 changed=f"site:{site['position']}" in changed)


def opera_panel(k: Components, obs: Observation, taps: Taps | None, changed: set[str], seats: Seats) -> str:
    w, h, gap, top = 84, 72, 4, 30
    body = text(8, 20, OPERA["title"], "panel-title", size=15)
    body += text(WIDTH - 8, 20, OPERA["board"].format(board=GAME_WORDS.get(f"{OPERA_MAGNA}.board={obs['board']}", obs["board"].capitalize())), "decks", "end", LABEL)
    by_row = {"c": 0, "b": 1, "a": 2}  # level 3 at the top, as the building rises
    for site in obs["opera"]:
        row, col = by_row[site["position"][0]], int(site["position"][1]) - 1
        body += site_piece(k, site, 8 + col * (w + gap), top + row * (h + gap), w, h, taps, changed, seats)
    height = top + 3 * (h + gap) + 4
    panel = rect(0, 0, WIDTH, height, "panel-bg opera-bg", rx=8) + tag("title", (OPERA[f"board_{obs['board']}"] if obs["board"] in BOARDS else "")) + body
    return svg(WIDTH, height, panel, OPERA["title"], "om-opera")


def opera_section(k: Components, obs: Observation, taps: Taps | None, changed: set[str], seats: Seats) -> str:
    return tag("section", tag("h2", OPERA["title"], class_="om-h") + tag("div", opera_panel(k, obs, taps, changed, seats), class_="om-cell"),
               class_="om-section at-opera", aria_label=OPERA["title"])
