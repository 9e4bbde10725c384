"""The end of a game: the ranking, the score breakdown per category, and an SVG chart of the scores
over the rounds."""

from __future__ import annotations

from collections.abc import Mapping

from pycore.engine import Score

from .i18n import Texts
from .markup import esc, tag
from .palette import NEUTRAL, colour_fill, scorer_colours
from .session import Session
from .views import table_view

CHART_WIDTH, CHART_HEIGHT, MARGIN = 480, 240, 36
TICK = "#75675c"  # the muted ink of style.css

# Player-facing words of the end screen, in one place.
TEXT = Texts("endscreen", {
    "total": "Total",
    "category": "Category",
    "rank": "{rank}.",
    "points": "{n} points",
    "start": "start",
    "round": "R{round}",
    "chart": "Scores over the rounds",
    "winners": ("Winner: {names}", "Winners: {names}"),
    "you_win": "You win",
    "you_share": "You share the win with {names}",
    "breakdown": "Score breakdown",
    "new_game": "New game",
    "share": "Share the result",
})



def score_name(score: Score, names: list[str]) -> str:
    """A seat's player name; a scored rival that is not a seat (Luthier's solo automa) by its own name."""
    return names[score.seat] if 0 <= score.seat < len(names) else score.name


def scorers(session: Session, scores: list[Score]) -> tuple[list[Score], list[str], list[str]]:
    """Everyone scored, in seat order (a rival that is no seat, such as Luthier's solo automa, after the
    players), with their names and colour names: the chart, its legend and the players strip show them all."""
    ordered = sorted(scores, key=lambda s: s.seat)
    colours = scorer_colours([seat.colour for seat in session.match.seats], len(ordered))
    return ordered, [score_name(s, session.names) for s in ordered], colours


def score_words(game_id: str) -> tuple[Mapping[str, str], Mapping[str, str]]:
    """A game's own words for its score: its view's `SCORE_WORDS` ("total", the unit) and `SCORE_ROWS` (each
    category key of its breakdown as a player reads it); none: "points" and the category keys as they are."""
    view = table_view(game_id)
    return getattr(view, "SCORE_WORDS", {}), getattr(view, "SCORE_ROWS", {})


def breakdown_table(scores: list[Score], names: list[str], rows_words: Mapping[str, str] | None = None) -> str:
    ordered = sorted(scores, key=lambda s: s.seat)
    categories = list(ordered[0].breakdown) if ordered else []
    words = rows_words or {}
    head = tag("tr", tag("th", TEXT["category"], scope="col")
               + "".join(tag("th", esc(score_name(s, names)), scope="col") for s in ordered))
    rows = "".join(
        tag("tr", tag("th", esc(words.get(category, category)), scope="row")
            + "".join(tag("td", str(s.breakdown.get(category, 0))) for s in ordered))
        for category in categories)
    total = tag("tr", tag("th", TEXT["total"], scope="row") + "".join(tag("td", str(s.total)) for s in ordered),
                class_="total")
    return tag("div", tag("table", tag("thead", head) + tag("tbody", rows + total), class_="breakdown"),
               class_="breakdown-scroll")


def ranking(scores: list[Score], names: list[str], total: str | None = None) -> str:
    total = total or TEXT["points"]
    items = "".join(
        tag("li", tag("span", TEXT["rank"].format(rank=s.rank), class_="rank") + tag("span", esc(score_name(s, names)), class_="rank-name")
            + tag("span", total.format(n=s.total), class_="rank-total"))
        for s in sorted(scores, key=lambda s: (s.rank, s.seat)))
    return tag("ol", items, class_="ranking")


def score_chart(points: list[tuple[int, list[int]]], names: list[str], colours: list[str]) -> str:
    """One polyline per player: x the rounds (0 = the start), y the total."""
    if len(points) < 2:
        return ""
    values = [v for _, totals in points for v in totals]
    low, high = min(0, *values), max(1, *values)
    steps = len(points) - 1
    width, height = CHART_WIDTH - 2 * MARGIN, CHART_HEIGHT - 2 * MARGIN

    def x(i: int) -> float:
        return MARGIN + width * i / steps

    def y(v: int) -> float:
        return MARGIN + height * (high - v) / (high - low)

    axes = (tag("line", "", x1=MARGIN, y1=y(low), x2=MARGIN + width, y2=y(low), class_="chart-axis")
            + tag("line", "", x1=MARGIN, y1=MARGIN, x2=MARGIN, y2=y(low), class_="chart-axis")
            + tag("text", str(high), x=MARGIN - 6, y=y(high) + 4, class_="chart-tick", fill=TICK, text_anchor="end")
            + tag("text", str(low), x=MARGIN - 6, y=y(low) + 4, class_="chart-tick", fill=TICK, text_anchor="end"))
    if low < 0:
        axes += tag("line", "", x1=MARGIN, y1=y(0), x2=MARGIN + width, y2=y(0), class_="chart-zero")
    labels = "".join(tag("text", TEXT["start"] if i == 0 else TEXT["round"].format(round=r), x=x(i), y=y(low) + 18, class_="chart-tick",
                         fill=TICK, text_anchor="middle") for i, (r, _) in enumerate(points))
    lines = ""
    for seat, name in enumerate(names):
        fill = colour_fill(colours[seat])
        coords = " ".join(f"{x(i):.1f},{y(totals[seat]):.1f}" for i, (_, totals) in enumerate(points))
        lines += tag("polyline", tag("title", esc(name)), points=coords, fill="none", stroke=fill, stroke_width=3,
                     stroke_dasharray="7 4" if colours[seat] == NEUTRAL else None,  # told apart by more than colour
                     class_="score-line", data_seat=str(seat))
        last_x, last_y = x(steps), y(points[-1][1][seat])
        lines += tag("circle", "", cx=f"{last_x:.1f}", cy=f"{last_y:.1f}", r=4, fill=fill)
    legend = "".join(tag("li", tag("span", "", class_=f"dot colour-{colours[s]}") + esc(n)) for s, n in enumerate(names))
    svg = tag("svg", tag("title", TEXT["chart"]) + axes + labels + lines,
              viewBox=f"0 0 {CHART_WIDTH} {CHART_HEIGHT}", class_="chart", role="img",
              aria_label=TEXT["chart"], xmlns="http://www.w3.org/2000/svg")
    return tag("figure", svg + tag("ul", legend, class_="legend"), class_="chart-box")


def end_title(session: Session, scores: list[Score]) -> str:
    """Who won, said to the player of this device in the second person when one seat plays here (against
    bots, or at a distance); a hot-seat table around one screen reads every winner by name."""
    here = [seat for seat in session.humans() if session.here(seat)]
    reader = here[0] if len(here) == 1 else None
    winners = [s for s in scores if s.rank == 1]
    if reader is not None and reader in [s.seat for s in winners]:
        others = [score_name(s, session.names) for s in winners if s.seat != reader]
        return TEXT["you_share"].format(names=", ".join(others)) if others else TEXT["you_win"]
    names = [score_name(s, session.names) for s in winners]
    return TEXT.plural("winners", len(names), names=", ".join(names))


def render_end(session: Session, scores: list[Score]) -> str:
    names = session.names
    _, labels, colours = scorers(session, scores)
    title = end_title(session, scores)
    words, rows = score_words(session.match.game)
    return tag("section",
               tag("h2", esc(title)) + ranking(scores, names, words.get("total", TEXT["points"]))
               + tag("h3", TEXT["breakdown"]) + breakdown_table(scores, names, rows)
               + tag("h3", TEXT["chart"]) + score_chart(session.score_rounds(), labels, colours)
               + tag("div", tag("button", TEXT["new_game"], type="button", class_="primary", data_action="new:")
                     + tag("button", TEXT["share"], type="button", class_="secondary", data_action="share:"),
                     class_="form-buttons"),
               class_="end-screen panel", id="end")
