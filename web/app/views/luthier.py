"""Luthier's table: the round dome, the locations' card rows, the Market, the Orchestra, the awards
and every player's workbench, played by tapping the pieces (see `lu.taps` for how a tap maps to a
legal action). `render(ctx)` and `select(ctx, token)` are the contract of `app.views`."""

from __future__ import annotations

from app.markup import esc, tag

from pycore.luthier.components import MAIN_LOCATIONS
from pycore.luthier.state import AUTOMA
from pycore.luthier.observation_types import Observation

from .lu import board, taps as taps_mod
from .lu.dome import dome
from .lu.pieces import outline, seat_fills
from .lu.prompt import prompt, status
from .lu.texts import END as SCORE_WORDS, END_ROWS as SCORE_ROWS, PIECES  # noqa: F401 (SCORE_*: the end screen's, app.endscreen)
from .lu.workshop import workshop
from . import TableContext


def select(ctx: TableContext[Observation], token: str) -> tuple[str, ...]:
    """A `sel:` tap: the keys tapped so far (the token carries the whole path; empty clears)."""
    return taps_mod.parse(token)


def names_of(ctx: TableContext[Observation]) -> list[str]:
    obs_names = [p["name"] for p in ctx.observation["players"]]
    return list(ctx.names) if len(ctx.names) == len(obs_names) else obs_names


def render(ctx: TableContext[Observation]) -> str:
    obs = ctx.observation
    names = names_of(ctx)
    fills = seat_fills(ctx)  # the colour each player chose, checked
    legal = ctx.legal if ctx.seat is not None and obs.get("to_move") == ctx.seat else []
    taps = taps_mod.Taps(legal, obs, tuple(ctx.selection))
    you = obs.get("you")
    me = obs["players"][you] if you is not None and 0 <= you < len(obs["players"]) else None
    players = sorted(obs["players"], key=lambda p: (p["seat"] != you, p["seat"]))
    changed = frozenset(ctx.extra.get("changed", ()))  # what the events since this seat's last turn touched
    # pieces first (they record which keys the board shows), the prompt last (it offers the rest)
    market = board.market(ctx.k, obs, me, taps, names, changed)
    the_dome = dome(obs, taps, fills, changed)
    centre = market + the_dome if taps.live_with("mkt.") else the_dome + market  # a visit: its panel first
    shared = tag("div", centre, class_="lu-centre")
    active = obs["activation"]["location"] if obs["activation"] else None
    order = sorted(MAIN_LOCATIONS, key=lambda loc: loc != active)  # the location being resolved first
    shared += "".join(board.location(ctx.k, obs, loc, names, taps, fills, changed) for loc in order)
    shared += tag("div", board.orchestra(ctx.k, obs, names, changed) + board.awards(ctx.k, obs, names, changed) + automa(obs, changed), class_="lu-public")
    workshops = "".join(workshop(ctx.k, obs, p, taps, names, fills, changed) for p in players)
    ask = prompt(ctx.k, obs, taps, names, mine=bool(legal), pointer=ctx.extra.get("pointer"))
    return tag(
        "section",
        status(obs, names) + ask
        + tag("div", tag("div", shared, class_="lu-board") + tag("div", workshops, class_="lu-players"), class_="lu-layout"),
        class_="lu-table" + (" selecting" if taps.selection else ""),
        data_view=ctx.game_id,
        data_waiting=obs["waiting_for"]["kind"] if legal and obs["waiting_for"] else "",
        data_selection="/".join(taps.selection),
        aria_label=PIECES["table"],
    )


def automa(obs: Observation, changed: frozenset[str] = frozenset()) -> str:
    a = obs.get("automa")
    if not a:
        return ""
    text = PIECES["automa_line"].format(level=a["level"], prestige=a["prestige"], chips=", ".join(map(str, a["chips"])), deck=a["deck"])
    return tag("section", tag("h3", PIECES["automa"]) + tag("p", esc(text)), class_="lu-automa" + outline(changed, f"p{AUTOMA}:prestige"))


def points_now(obs: Observation) -> dict[int, int]:
    """Each one's prestige as the board shows it, for the shell's players strip (the solo automa scores as
    the seat after the players, as in `pycore.luthier.scoring.scores`)."""
    points = {p["seat"]: p["prestige"] for p in obs["players"]}
    if obs["automa"]:
        points[len(obs["players"])] = obs["automa"]["prestige"]
    return points
