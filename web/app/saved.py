"""The Continue list: every saved game with its game, players, round, whose turn and when last played;
open, export or delete it; import a game from a file. Unreadable entries are listed with their problem."""

from __future__ import annotations

from pycore.engine.labels import said_label

from .i18n import Texts
from .markup import attrs, esc, tag
from .storage import SavedGame

# Player-facing words of the Continue list, in one place.
TEXT = Texts("saved", {
    "over": "Game over",
    "state": "Round {round} \u00b7 {name} to play",
    "unreadable": "Unreadable saved game",
    "export": "Export",
    "delete": "Delete",
    "none": "No saved game yet.",
    "import": "Import a game file",
    "looking": "Looking for your saved games\u2026",
    "loading": ("Loading {n} saved game\u2026", "Loading {n} saved games\u2026"),
    "title": "Continue",
    "confirm": "Delete this game for good?",
    "keep": "Keep",
    "earlier_rules": "Earlier rules ({version})",
})
# Games at a distance (app.distance): the line each row gets, keyed by save id: (your turn, its words).
Notes = dict[str, tuple[bool, str]]


def when(last_played: str | None) -> str:
    """'2026-11-29T17:30:05+00:00' -> '2026-11-29 17:30' (shown as text; anything else as is)."""
    if not last_played:
        return ""
    return last_played[:16].replace("T", " ")


def saved_row(game: SavedGame, note: tuple[bool, str] | None = None) -> str:
    row = game.row
    summary = row.summary
    if summary is not None:
        title = tag("span", esc(summary.game_name), class_="saved-game") + tag(
            "span", esc(", ".join(summary.players)), class_="saved-players")
        state = TEXT["over"] if summary.status == "over" else TEXT["state"].format(round=summary.round, name=summary.turn)
        detail = tag("span", esc(state), class_="saved-state") + tag("span", esc(when(row.last_played)), class_="saved-when")
        if row.earlier_rules:  # it plays on under the numbers it began with (docs/links-and-saves.md)
            detail += tag("span", esc(TEXT["earlier_rules"].format(version=row.earlier_rules)), class_="saved-rules")
        if note is not None:  # a game at a distance: your turn, or whom it waits for and since when
            detail += tag("span", esc(note[1]), class_="saved-distance" + (" your-turn" if note[0] else ""))
    else:
        title = tag("span", TEXT["unreadable"], class_="saved-game")
        detail = tag("span", esc(when(row.last_played)), class_="saved-when")
    problem = tag("p", esc(said_label(row.problem)), class_="saved-problem") if row.problem else ""
    open_ = tag("button", title + tag("span", detail, class_="saved-detail"), type="button", class_="saved-open",
                data_action=f"open:{game.id}") if not row.problem else tag("div", title + tag("span", detail, class_="saved-detail"), class_="saved-open broken")
    tools = (tag("button", TEXT["export"], type="button", class_="secondary small", data_action=f"export:{game.id}")
             + tag("button", TEXT["delete"], type="button", class_="danger small", data_action=f"delete:{game.id}"))
    return tag("li", open_ + problem + tag("div", tools, class_="saved-tools"),
               class_="saved" + (" unreadable" if row.problem else ""), data_save=game.id)


def render_saved(games: list[SavedGame], confirm_delete: str = "", notes: Notes | None = None) -> str:
    notes = notes or {}
    games = sorted(games, key=lambda g: not notes.get(g.id, (False, ""))[0])  # "your turn" first, else as listed
    rows = "".join(confirm_row(g) if g.id == confirm_delete else saved_row(g, notes.get(g.id)) for g in games)
    listing = tag("ul", rows, class_="saved-list") if games else tag("p", TEXT["none"], class_="muted")
    importer = tag("label", TEXT["import"] + f"<input{attrs(type='file', accept='.json,application/json', data_import='save', class_='visually-hidden')}>",
                   class_="button secondary small import")
    return continue_section(listing + importer)


def render_saved_loading(count: int | None) -> str:
    """The Continue section before the saves can be read (app.first): how many there are, loading.
    `None`: not even counted yet (the home screen drawn into the page at build time, app.firstscreen)."""
    if count == 0:
        return render_saved([])
    if count is None:
        text, count = TEXT["looking"], 1
    else:
        text = TEXT.plural("loading", count)
    rows = tag("li", tag("p", text, class_="muted"), class_="saved loading") \
        + tag("li", "", class_="saved loading") * (count - 1)  # as many cards as there will be: no jump
    return continue_section(tag("ul", rows, class_="saved-list", aria_busy="true"))


def continue_section(content: str) -> str:
    return tag("section", tag("h2", TEXT["title"]) + content, class_="continue", id="continue")


def confirm_row(game: SavedGame) -> str:
    return tag("li", tag("p", TEXT["confirm"])
               + tag("div", tag("button", TEXT["delete"], type="button", class_="danger small", data_action=f"delete-yes:{game.id}")
                     + tag("button", TEXT["keep"], type="button", class_="secondary small", data_action="delete-no:"),
                     class_="saved-tools"),
               class_="saved confirm", data_save=game.id)
