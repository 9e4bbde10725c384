"""Start-up and the app's handlers: home (New game, Continue), the new-game form, the table.

Every click reaches one handler below through `data-action`; each changes the app's state, saves
when the game changed, and re-renders the current screen. Views are pure functions in their modules.
"""

from __future__ import annotations

import secrets
import time
from datetime import datetime, timezone

import pycore
from pycore.engine import BadLink, IllegalAction, all_infos, get_info
from pycore.engine.link import encode_link
from pycore.engine.match import replay
from pycore.engine.save import load_save, read_entry, save_text
from pycore.engine.tutorial import get_script
from pycore.engine.tutorial import hint as suggest

from . import dom
from .actions import dispatcher
from .autosave import autosave
from .guide import scripted
from .home import render_home
from .howto import render_howto, screen_for_phase
from .newgame import NewGameForm, build, render_new_game
from .prefs import DevicePrefs, bot_pause_ms
from .saved import render_saved
from .savefile import export_name, import_save
from .session import Session
from .share import continues, open_link, same_header, share_text, share_url
from .storage import SaveStore
from .table import Screen, render_privacy, render_table, table_context, view_module

device = DevicePrefs(dom.LocalStorage())  # this browser's preferences (the bots' speed), not the game's
MAX_FORCED = 20  # only-choice actions taken in a row for a player, at most (a guard: games end)
# What the player may tap next on the board (not Cancel, not the rules, not the piece already picked), and the
# bars pinned at the top of the screen that could hide it: dom.show_targets brings one into sight.
NEXT_TARGETS = ("#board [data-action^='act:'], #board [data-action^='sel:']:not([data-action='sel:'])"
                ":not([data-action^='sel:?']):not([aria-pressed='true'])")
PINNED_BARS = ".om-status, .lu-prompt"
HISTORY_KEYS = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last", "Escape": "present"}


class App:
    def __init__(self, store: SaveStore) -> None:
        self.store = store
        self.screen = "home"
        self.session: Session | None = None
        self.table = Screen()
        self.form: NewGameForm | None = None
        self.message = ""  # home screen message (a bad link, an import)
        self.open_games: set[str] = set()
        self.confirm_delete = ""
        self.bot_turn = 0  # the latest scheduled bot move; older timers do nothing
        self.live = False  # the first table has been drawn by Python (first possible tap)
        self.howto = ("", 0)  # how to play: the game and the screen shown
        self.howto_back = "home"  # the screen "Close" returns to
        self.shown: tuple = ()  # what is on screen (screen, game, whose eyes): a change opens at the top


app: App | None = None


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def new_id() -> str:
    return f"{int(time.time() * 1000):012x}{secrets.token_hex(2)}"


# ---- screens -----------------------------------------------------------------------------------

def mount(shown: tuple, html: str) -> None:
    """Draw a screen; a screen other than the one on show (another game, the next player's eyes) opens at
    its top, not at the scroll position of the one before."""
    dom.mount(html)
    if shown != app.shown:
        app.shown = shown
        dom.scroll_to_top()


def show_home() -> None:
    app.screen = "home"
    saved = render_saved(app.store.games(), app.confirm_delete)
    mount(("home",), render_home(all_infos(), pycore.__version__, app.open_games, saved, app.message))


def show_new_game() -> None:
    app.screen = "new"
    app.form.bot_speed = device.bot_speed()
    mount(("new",), render_new_game(app.form, all_infos()))


def show_table() -> None:
    app.screen = "table"
    session = app.session
    app.table.bot_speed = device.bot_speed()
    app.table.pointer = dom.POINTER
    if session.needs_privacy():
        html, eyes = render_privacy(session), "privacy"
    else:
        session.viewer = session.screen_seat()
        html, eyes = render_table(session, app.table), session.viewer
    mount(("table", session.save_id, eyes), html)
    if eyes != "privacy" and session.viewing is None:
        dom.show_targets(NEXT_TARGETS, PINNED_BARS)
    if app.table.show_log or session.viewing is not None:
        dom.show_newest(".log-list", ".log-entry.current")
    if session.viewing is None:
        app.store.put_snapshot(session.save_id, encode_link(session.match), html)
    if not app.live:
        app.live = True
        dom.mark("table-live")
    schedule_bot()


def show_howto() -> None:
    app.screen = "howto"
    game_id, index = app.howto
    dom.mount(render_howto(game_id, get_info(game_id).name, index))


def show_current() -> None:
    {"home": show_home, "new": show_new_game, "table": show_table, "howto": show_howto}[app.screen]()


# ---- the game in play --------------------------------------------------------------------------

def open_session(save_id: str, match, state) -> None:
    app.session = Session(save_id, match, state)
    app.session.cover_on_open()
    app.table = Screen()
    dom.set_fragment(encode_link(match))
    show_table()


def start_new(match, from_form: bool) -> None:
    """A new game on the table (from the new-game form or "Learn"), saved at once. Back from it returns to
    the games list: the form's history entry becomes the table's; from the home screen, Learn adds one."""
    app.session = Session(new_id(), match, replay(match))
    app.table = Screen()
    (dom.replace_screen if from_form else dom.push_screen)("table", app.session.save_id)
    persist()
    show_table()


def persist() -> None:
    """Autosave after every change, and keep the game's link in the address bar."""
    session = app.session
    problem = autosave(app.store, session, now())
    if problem:
        app.table.message, app.table.message_action = problem, f"export:{session.save_id}"
    dom.set_fragment(encode_link(session.match))


def take_forced() -> None:
    """Decisions with exactly one legal action are taken for the player on screen and said in a note
    (Session.forced_action: never one that draws or reveals, never another player's; none in a guided
    game's scripted steps, which the learner takes one by one)."""
    done = []
    while len(done) < MAX_FORCED and not scripted(app.session) and (action := app.session.forced_action()) is not None:
        app.session.act(action.id)
        done.append(action.label)
    app.table.done_for_you = tuple(done)


def changed() -> None:
    app.table.selection = ()
    app.table.hint = ("", "")
    app.table.share_url = ""
    persist()
    show_table()


SEARCH_SLICE = 300  # work per slice (rollout moves, guided samples): about 50-130 ms in Pyodide (docs/performance.md)


def schedule_bot() -> None:
    session = app.session
    if session.viewing is not None or session.is_over() or not session.is_bot(session.to_move()):
        return
    app.bot_turn += 1
    turn = app.bot_turn
    dom.later(bot_pause_ms(device.bot_speed()), lambda: bot_move(turn))


def bot_may_move(turn: int) -> bool:
    """Still the same bot turn on the table (the player has not left, looked back or undone)."""
    session = app.session
    if turn != app.bot_turn or app.screen != "table" or session is None or session.viewing is not None:
        return False
    return not session.is_over() and session.is_bot(session.to_move())


def bot_move(turn: int) -> None:
    if not bot_may_move(turn):
        return
    search = app.session.bot_search()
    if search is None:
        bot_played(app.session.bot_action().id)
    else:
        think(turn, search)


def think(turn: int, search) -> None:
    """A searching bot thinks in slices, each after a painted frame, so the page stays responsive;
    the result is the same however it is sliced (`pycore.bots.search`)."""
    if not bot_may_move(turn):
        return
    if not search.step(SEARCH_SLICE):
        dom.later(0, lambda: think(turn, search))
        return
    bot_played(search.choice.id)


def bot_played(action_id: str) -> None:
    app.session.act(action_id)
    app.table.done_for_you = ()  # the note was about the player's previous turn
    changed()


@dispatcher.on("bot-speed")
def pick_bot_speed(speed: str) -> None:
    """The bots' speed (new-game form or table), kept on this device; a pending bot move is timed anew."""
    if app.screen == "new":
        app.form.read(dom.form_values("newgame"))
    device.set_bot_speed(speed)
    show_current()


@dispatcher.on("act")
def take_action(action_id: str) -> None:
    session = app.session
    if session is None or session.viewing is not None or session.is_bot(session.to_move()):
        return
    try:
        session.act(action_id)
    except IllegalAction as error:
        app.table.message = str(error)
        show_table()
        return
    app.table.message = ""
    take_forced()
    changed()


@dispatcher.on("sel")
def select(token: str) -> None:
    session = app.session
    ctx = table_context(session, app.table)
    app.table.selection = view_module(session, app.table).select(ctx, token) if token else ()
    show_table()


@dispatcher.on("undo")
def undo_action(_: str) -> None:
    try:
        app.session.undo()
    except IllegalAction as error:
        app.table.message = str(error)
        show_table()
        return
    app.table.done_for_you = ()
    changed()


@dispatcher.on("privacy")
def reveal(_: str) -> None:
    app.session.viewer = app.session.to_move()
    take_forced()
    if app.table.done_for_you:
        changed()
    else:
        show_table()


@dispatcher.on("hist")
def history(where: str) -> None:
    app.session.step_history(where)
    show_table()


@dispatcher.on("plain")
def toggle_plain(_: str) -> None:
    app.table.plain = not app.table.plain
    app.table.selection = ()
    show_table()


@dispatcher.on("log")
def toggle_log(_: str) -> None:
    app.table.show_log = not app.table.show_log
    show_table()
    if app.table.show_log:
        dom.reveal("#log")


@dispatcher.on("share")
def share(_: str) -> None:
    session = app.session
    url = share_url(dom.page_url(), session.match)
    text = share_text(session)
    done = dom.share(f"Atelier \u2013 {session.game.info.name}", text, url)
    notes = {"shared": "Shared: ", "copied": "Link copied to the clipboard: ", "shown": "Copy this link: "}
    app.table.share_url, app.table.share_note = url, notes[done] + text
    show_table()


@dispatcher.on("share-close")
def share_close(_: str) -> None:
    app.table.share_url = ""
    show_table()


@dispatcher.on("dismiss")
def dismiss(_: str) -> None:
    app.message = ""
    app.table.message = app.table.message_action = ""
    show_current()


# ---- learning: how to play, the guided game ----------------------------------------------------

def open_howto(game_id: str, index: int) -> None:
    if app.screen != "howto":
        app.howto_back = app.screen
        app.bot_turn += 1  # no bot moves behind the how-to screens; the table schedules again on return
    app.howto = (game_id, index)
    show_howto()


@dispatcher.on("howto")
def howto(where: str) -> None:
    """`howto:<game>:<screen>` from the home screen or the how-to screens themselves."""
    game_id, _, index = where.rpartition(":")
    open_howto(game_id, int(index) if index.lstrip("-").isdigit() else 0)


@dispatcher.on("howto-here")
def howto_here(_: str) -> None:
    """The table's "?": how to play this game, at the screen of the current phase."""
    session = app.session
    phase = session.game.observation(session.history_state(), session.screen_seat()).get("phase", "")
    open_howto(session.match.game, screen_for_phase(session.match.game, str(phase)))


@dispatcher.on("howto-close")
def howto_close(_: str) -> None:
    app.screen = app.howto_back if app.howto_back != "table" or app.session is not None else "home"
    show_current()


@dispatcher.on("learn")
def learn(game_id: str) -> None:
    """A guided first game: the tutorial script's setup, saved like any game."""
    app.bot_turn += 1
    start_new(get_script(game_id).new_match(), from_form=False)


@dispatcher.on("hint")
def hint(_: str) -> None:
    session = app.session
    if session is None or session.is_over() or session.is_bot(session.to_move()):
        return
    action = suggest(session.match, session.state)
    app.table.hint = (action.id, action.label)
    show_table()


# ---- home, new game, saved games ---------------------------------------------------------------

@dispatcher.on("home")
def go_home(_: str) -> None:
    app.bot_turn += 1
    dom.push_screen("home")
    show_home()


@dispatcher.on("toggle")
def toggle_game(game_id: str) -> None:
    app.open_games.symmetric_difference_update({game_id})
    show_home()


@dispatcher.on("new")
def new_game(game_id: str) -> None:
    app.bot_turn += 1
    chosen = game_id or (app.session.match.game if app.session else all_infos()[0].id)
    app.form = NewGameForm.fresh(chosen)
    dom.push_screen("new")
    show_new_game()


@dispatcher.on("ng-game")
def pick_game(game_id: str) -> None:
    app.form.read(dom.form_values("newgame"))
    count = len(app.form.seats)
    app.form = NewGameForm.fresh(game_id)
    app.form.resize(count)
    show_new_game()


@dispatcher.on("ng-count")
def pick_count(count: str) -> None:
    app.form.read(dom.form_values("newgame"))
    app.form.resize(int(count))
    show_new_game()


@dispatcher.on("ng-start")
def start_game(_: str) -> None:
    app.form.read(dom.form_values("newgame"))
    try:
        match = build(app.form)
    except IllegalAction as error:
        app.form.error = str(error)
        show_new_game()
        return
    start_new(match, from_form=True)


@dispatcher.on("open")
def open_saved(save_id: str) -> None:
    dom.push_screen("table", save_id)
    open_saved_here(save_id)


def open_saved_here(save_id: str) -> None:
    """A saved game on the table, in the current browser history entry."""
    try:
        match, state = load_save(app.store.text(save_id) or "")
    except BadLink as error:
        dom.replace_screen("home")
        app.message = str(error)
        show_home()
        return
    open_session(save_id, match, state)


@dispatcher.on("export")
def export(save_id: str) -> None:
    session = app.session
    if session is not None and session.save_id == save_id:
        text = save_text(session.match, session.state, now())
    else:
        text = app.store.text(save_id) or ""
    dom.download(export_name(text, now()), text)


@dispatcher.on("delete")
def ask_delete(save_id: str) -> None:
    app.confirm_delete = save_id
    show_home()


@dispatcher.on("delete-yes")
def delete(save_id: str) -> None:
    app.store.delete(save_id)
    if app.session is not None and app.session.save_id == save_id:
        app.session = None
    app.confirm_delete = ""
    show_home()


@dispatcher.on("delete-no")
def keep(_: str) -> None:
    app.confirm_delete = ""
    show_home()


def import_file(file_name: str, text: str) -> None:
    app.message = import_save(app.store, file_name, text, new_id)
    show_home()


def on_key(key: str) -> bool:
    if app.screen != "table" or app.session is None or key not in HISTORY_KEYS:
        return False
    if key == "Escape" and app.session.viewing is None:
        return False
    history(HISTORY_KEYS[key])
    return True


# ---- links -------------------------------------------------------------------------------------

def open_fragment(fragment: str) -> None:
    """A link (or a reload of a game in play): replay it, then continue the saved game it belongs to."""
    try:
        match, state = open_link(fragment)
    except BadLink as error:
        app.message = f"{error} Your saved games are untouched."
        dom.replace_screen("home")
        show_home()
        return
    save_id = None
    for saved in app.store.games():
        if saved.row.problem is not None:
            continue
        known = read_entry(saved.text).match
        if known == match or (same_header(known, match) and continues(known, match)):
            save_id = saved.id
            break
    app.session = Session(save_id or new_id(), match, state)
    app.session.cover_on_open()
    app.table = Screen()
    dom.replace_screen("table", app.session.save_id, fragment)
    persist()
    show_table()


def went_back(screen: str, save_id: str, fragment: str) -> None:
    """Back or Forward reached one of the app's screens: draw it again (a table from its save, the newest)."""
    app.bot_turn += 1
    session = app.session
    if screen == "table" and session is not None and session.save_id == save_id:
        app.table.selection = ()
        dom.set_fragment(encode_link(session.match))  # the newest link, not the entry's older one
        show_table()
    elif screen == "table" and save_id in app.store.ids():
        open_saved_here(save_id)
    elif fragment:
        link_pasted(fragment)
    elif screen == "new" and app.form is not None:
        show_new_game()
    else:
        show_home()


def link_pasted(fragment: str) -> None:
    session = app.session
    if not fragment or (session is not None and app.screen == "table" and fragment == encode_link(session.match)):
        return
    app.bot_turn += 1
    open_fragment(fragment)


def start(home_shown: bool) -> None:
    """The app takes over from the first screen (`app.first`), which drew the home screen if
    `home_shown`: the link in the address bar is opened, or the saved games listed, then the clicks
    made meanwhile are handled."""
    global app
    app = App(SaveStore(dom.LocalStorage()))
    dom.listen_keys(on_key)
    dom.listen_file_import(import_file)
    dom.listen_fragment(link_pasted)
    dom.ask_persistent_storage()
    dom.listen_history(went_back)
    fragment = dom.fragment()
    dom.replace_screen("home")  # the first entry is the games list: Back from a link's table returns there
    if fragment:
        dom.push_screen("table", "", fragment)
        open_fragment(fragment)
    elif not home_shown or app.store.ids():
        show_home()
    dom.set_ready()
    dispatcher.release()
