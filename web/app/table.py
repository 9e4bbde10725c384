"""The table screen around any game's view: players, whose turn, undo, history, share, menu.

`render_table` is a pure function of the session (and a few screen flags); the game's own view
(`table_view(game_id).render(ctx)`) draws the board in the middle. `render_privacy` is the hot-seat
screen that hides the table until the next player taps.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from types import ModuleType

from pycore.engine import Score
from pycore.engine.match import only_human

from .endscreen import render_end, scorers
from .distanceview import distance_banner
from .guide import render_guide, tappable
from .history import history_bar, render_log
from .howto import has_howto
from .i18n import Texts
from .markup import attrs, esc, tag
from .palette import colour_fill, seat_colours
from .pointer import TOUCH, say
from .prefs import DEFAULT_BOT_SPEED, bot_speed_label, next_bot_speed
from .session import Session
from .story import changed_pieces, last_told, since_panel
from .views import TableContext, table_view


# Player-facing words of the table screen, in one place (`{tap}`/`{Tap}`: the pointer's verb, app.pointer.say).
TEXT = Texts("table", {
    "bot": "bot",
    "to_play_mark": "to play",
    "points_now": "points now",
    "players": "Players",
    "over": "The game is over.",
    "thinking": "{name} is thinking\u2026",
    "to_play": "{name} to play",
    "your_turn": "Your turn",  # the player whose screen this is reads of themselves in the second person
    "done_for_you": "Done for you, as it was your only choice: {actions}.",
    "undo": "Undo",
    "undo_title": "Take back your last action this turn",
    "undo_title_bots": "Take back your last action and the bots' answers to it",
    "undo_title_distance": "Take back your last action this turn, until you share it: once shared, your moves are "
                           "sealed by your signature",
    "history": "History",
    "list": "List",
    "board": "Board",
    "list_title": "Show the possible actions as a plain list, or the board",
    "share": "Share",
    "howto": "How to play",
    "howto_title": "How to play: this phase",
    "round": "Round {round}",
    "games": "\u2630 Games",
    "bots": "Bots: {speed}",
    "bots_title": "Bot speed on this device: {label}. {Tap} for {upcoming}.",
    "export": "Export this game",
    "dismiss": "Dismiss",
    "link": "Link to this game",
    "close": "Close",
    "view_error": "The board could not be drawn ({error}: {message}); here are your actions as a list.",
    "pass_to": "Pass to {name}",
    "hidden": "The table is hidden so that nobody sees another player's cards.",
    "i_am": "I am {name} \u2014 show my table",
})


@dataclass
class Screen:
    """What the shell shows around the board besides the session."""

    selection: tuple[str, ...] = ()
    message: str = ""
    message_action: str = ""  # e.g. "export:<id>" when storage is full
    message_label: str = ""  # the words of its button ("": Export this game)
    share_url: str = ""  # shown in the share panel when not empty
    share_note: str = ""
    show_log: bool = False
    plain: bool = False  # the fallback list of actions instead of the game's board view
    bot_speed: str = DEFAULT_BOT_SPEED  # the device's preference (app.prefs), shown on the Bots button
    hint: tuple[str, str] = ("", "")  # a guided game's hint on request: (action id, its label)
    pointer: str = TOUCH  # a mouse or a finger (app.pointer): "click" or "tap" in what the table says
    done_for_you: tuple[str, ...] = ()  # labels of the only-choice actions just taken for the player


def view_module(session: Session, screen: Screen) -> ModuleType:
    return import_module("app.views.fallback") if screen.plain else table_view(session.match.game)


def players_strip(session: Session, scores: list[Score], now: dict[int, int] | None = None) -> str:
    """Every one scored, with colour and points: the seats, then a rival that is no seat (Luthier's solo
    automa). The points are `now` (the game's running points, as its board shows them) while playing, the
    scores at the end."""
    ordered, labels, colours = scorers(session, scores)
    totals = {score.seat: score.total for score in scores}
    if now is not None and not session.is_over():
        totals.update(now)
    mover = session.to_move()
    items = []
    for score, label, colour in zip(ordered, labels, colours):
        index = score.seat
        seat = session.match.seats[index] if 0 <= index < len(session.match.seats) else None
        badge = tag("span", TEXT["bot"], class_="badge") if seat is not None and seat.kind == "bot" else ""
        turn = tag("span", "\u25B6", class_="turn-mark", aria_label=TEXT["to_play_mark"]) if index == mover else ""
        items.append(tag(
            "li",
            tag("span", "", class_=f"dot colour-{colour}") + turn
            + tag("span", esc(label), class_="player-label") + badge
            + tag("span", str(totals.get(index, 0)), class_="player-score", title=TEXT["points_now"]),
            class_="player" + (" to-move" if index == mover else "") + ("" if seat else " rival"),
            data_seat=str(index)))
    return tag("ol", "".join(items), class_="players", aria_label=TEXT["players"])


def status_line(session: Session) -> str:
    if session.viewing is not None:
        return ""
    reader = session.screen_seat()
    if session.is_over():
        text = TEXT["over"]
    else:
        seat = session.to_move()
        assert seat is not None  # the game is not over: someone is to move
        name = session.names[seat]
        text = TEXT["your_turn"] if seat == reader else TEXT["thinking" if session.is_bot(seat) else "to_play"].format(name=name)
    last = ""
    told = last_told(session, reader)
    if told:  # the narration of the last action: the live region announces these new lines
        last = tag("span", esc(told), class_="last-action")
    return tag("p", esc(text) + last, class_="status", aria_live="polite")


def done_note(screen: Screen) -> str:
    """What was taken for the player (Session.forced_action), said once, under the status."""
    if not screen.done_for_you:
        return ""
    return tag("p", esc(TEXT["done_for_you"].format(actions="; ".join(screen.done_for_you))), class_="done-for-you",
               role="status")


def top_bar(session: Session, screen: Screen) -> str:
    info = session.game.info
    undo_count = session.undoable()
    against_bots = only_human(session.match) is not None
    buttons = (
        tag("button", TEXT["undo"], type="button", class_="tool", data_action="undo:", disabled=undo_count == 0,
            title=TEXT["undo_title_bots" if against_bots else "undo_title" if session.distance is None else "undo_title_distance"])
        + tag("button", TEXT["history"], type="button", class_="tool" + (" on" if screen.show_log else ""),
              data_action="log:", aria_pressed="true" if screen.show_log else "false")
        + tag("button", TEXT["list"] if not screen.plain else TEXT["board"], type="button", class_="tool",
              data_action="plain:", title=TEXT["list_title"])
        + tag("button", TEXT["share"], type="button", class_="tool", data_action="share:")
        + bot_speed_button(session, screen.bot_speed, screen.pointer)
        + (tag("button", "?", type="button", class_="tool howto-here", data_action="howto-here:",
               aria_label=TEXT["howto"], title=TEXT["howto_title"]) if has_howto(session.match.game) else "")
    )
    title = tag("h1", esc(info.name), class_="table-game") + tag(
        "span", TEXT["round"].format(round=session.game.round(session.history_state())), class_="table-round")
    return tag("header", tag("button", TEXT["games"], type="button", class_="tool menu", data_action="home:")
               + tag("div", title, class_="table-title") + tag("div", buttons, class_="tools"), class_="table-top")


def bot_speed_button(session: Session, speed: str, pointer: str = TOUCH) -> str:
    """The "Bots: Slow" tool: a tap goes to the next speed (Slow, Fast, Instant); only with a bot seated."""
    if not any(seat.kind == "bot" for seat in session.match.seats):
        return ""
    label, upcoming = bot_speed_label(speed), next_bot_speed(speed)
    return tag("button", TEXT["bots"].format(speed=esc(label)), type="button", class_="tool bot-speed",
               data_action=f"bot-speed:{upcoming}", data_speed=speed,
               title=say(TEXT["bots_title"], pointer, label=label,
                         upcoming=bot_speed_label(upcoming)))


def message_bar(screen: Screen) -> str:
    if not screen.message:
        return ""
    action = tag("button", esc(screen.message_label or TEXT["export"]), type="button", data_action=screen.message_action) \
        if screen.message_action else ""
    close = tag("button", "\u2715", type="button", class_="close", data_action="dismiss:", aria_label=TEXT["dismiss"])
    return tag("div", tag("p", esc(screen.message)) + action + close, class_="message", role="alert")


def share_panel(screen: Screen) -> str:
    if not screen.share_url:
        return ""
    return tag("div",
               tag("p", esc(screen.share_note), class_="share-note")
               + f"<input{attrs(type='text', readonly=True, value=screen.share_url, class_='share-url', aria_label=TEXT['link'])}>"
               + tag("button", TEXT["close"], type="button", class_="secondary", data_action="share-close:"),
               class_="share-panel")


def table_context(session: Session, screen: Screen) -> TableContext:
    """What the game's view gets: the observation of the screen's seat, and what it may tap now."""
    seat = session.screen_seat()
    watching = session.viewing is not None or session.is_over() or session.is_bot(session.to_move()) \
        or not session.here(session.to_move())  # a friend's turn at a distance: nothing to tap here
    return TableContext(
        game_id=session.match.game,
        observation=session.seen_by(seat) if session.viewing is None
        else session.game.observation(session.history_state(), seat),
        legal=[] if watching else tappable(session, session.legal(), screen.hint[0]),
        seat=seat,
        names=session.names,
        selection=screen.selection,
        components=session.game.components,
        extra={"seat_fills": [colour_fill(c) for c in seat_colours([s.colour for s in session.match.seats])],
               "changed": changed_pieces(session, seat),
               "pointer": screen.pointer},
    )


def board(session: Session, screen: Screen, ctx: TableContext | None = None) -> str:
    """The game's view; if it fails, the plain list (the game stays playable) with a note saying so."""
    ctx = ctx or table_context(session, screen)
    try:
        html = view_module(session, screen).render(ctx)
    except Exception as error:  # a bug in a board view must not lock the players out of their game
        note = tag("p", esc(TEXT["view_error"].format(error=type(error).__name__, message=error)), class_="view-error", role="alert")
        html = note + import_module("app.views.fallback").render(ctx)
    return tag("div", html, class_="board", id="board")


def points_now(session: Session, ctx: TableContext) -> dict[int, int] | None:
    """The running points as the game's own board shows them (its view's `points_now(observation)`, e.g.
    Luthier's prestige), so that a player's chip and board agree; None: the scores as if it ended now."""
    reader = getattr(table_view(session.match.game), "points_now", None)
    return reader(ctx.observation) if reader is not None else None


def render_table(session: Session, screen: Screen) -> str:
    scores = session.scores()
    ctx = table_context(session, screen)
    log = render_log(session) if screen.show_log or session.viewing is not None else ""
    end = render_end(session, scores) if session.is_over() and session.viewing is None else ""
    return tag(
        "section",
        top_bar(session, screen) + message_bar(screen) + share_panel(screen)
        + players_strip(session, scores, points_now(session, ctx)) + status_line(session) + distance_banner(session)
        + done_note(screen)
        + since_panel(session, session.screen_seat()) + render_guide(session, screen.hint[1], screen.pointer)
        + history_bar(session)
        + end + tag("div", board(session, screen, ctx) + log, class_="table-main" + (" with-log" if log else "")),
        id="table", class_="table-screen", data_game=session.match.game,
        data_steps=str(len(session.match.log)),
    )


def render_privacy(session: Session, screen: Screen | None = None) -> str:
    """"Pass to <name>", with the shell's message above it (a full storage must be read before the device
    changes hands: the table under it is not drawn)."""
    seat = session.to_move()
    assert seat is not None  # the table hides between two players' turns: one is to move
    name = session.names[seat]
    return tag("section",
               message_bar(screen or Screen())
               + tag("h1", TEXT["pass_to"].format(name=esc(name))) + tag("p", TEXT["hidden"], class_="muted")
               + (share_panel(screen) if screen is not None else "")
               + tag("button", TEXT["i_am"].format(name=esc(name)), type="button", class_="primary",
                     data_action="privacy:")
               + tag("button", TEXT["share"], type="button", class_="secondary", data_action="share:")
               + tag("button", TEXT["games"], type="button", class_="secondary back-to-games", data_action="home:"),
               id="privacy", class_="privacy")
