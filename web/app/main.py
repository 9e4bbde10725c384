"""Start-up and the app's handlers: home (New game, Continue), the new-game form, the table.

Every click reaches one handler below through `data-action`; each changes the app's state, saves
when the game changed, and re-renders the current screen. Views are pure functions in their modules.
"""

from __future__ import annotations

import secrets
import time
from datetime import datetime, timezone

import pycore
from pycore.engine import BadLink, IllegalAction, all_infos
from pycore.engine.link import encode_link
from pycore.engine.match import replay
from pycore.engine.save import load_save, read_entry, save_text

from . import dom
from .actions import dispatcher
from .autosave import autosave
from .home import render_home
from .newgame import NewGameForm, build, render_new_game
from .prefs import DevicePrefs, bot_pause_ms
from .saved import render_saved
from .session import Session
from .share import continues, open_link, same_header, share_text, share_url
from .storage import SaveStore, StorageFull
from .table import Screen, render_privacy, render_table, table_context, view_module

device = DevicePrefs(dom.LocalStorage())  # this browser's preferences (the bots' speed), not the game's
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


app: App | None = None


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def new_id() -> str:
    return f"{int(time.time() * 1000):012x}{secrets.token_hex(2)}"


# ---- screens -----------------------------------------------------------------------------------

def show_home() -> None:
    app.screen = "home"
    saved = render_saved(app.store.games(), app.confirm_delete)
    dom.mount(render_home(all_infos(), pycore.__version__, app.open_games, saved, app.message))


def show_new_game() -> None:
    app.screen = "new"
    app.form.bot_speed = device.bot_speed()
    dom.mount(render_new_game(app.form, all_infos()))


def show_table() -> None:
    app.screen = "table"
    session = app.session
    app.table.bot_speed = device.bot_speed()
    if session.needs_privacy():
        html = render_privacy(session)
    else:
        session.viewer = session.screen_seat()
        html = render_table(session, app.table)
    dom.mount(html)
    if session.viewing is None:
        app.store.put_snapshot(session.save_id, encode_link(session.match), html)
    if not app.live:
        app.live = True
        dom.mark("table-live")
    schedule_bot()


def show_current() -> None:
    {"home": show_home, "new": show_new_game, "table": show_table}[app.screen]()


# ---- the game in play --------------------------------------------------------------------------

def open_session(save_id: str, match, state) -> None:
    app.session = Session(save_id, match, state)
    app.session.cover_on_open()
    app.table = Screen()
    dom.set_fragment(encode_link(match))
    show_table()


def persist() -> None:
    """Autosave after every change, and keep the game's link in the address bar."""
    session = app.session
    problem = autosave(app.store, session, now())
    if problem:
        app.table.message, app.table.message_action = problem, f"export:{session.save_id}"
    dom.set_fragment(encode_link(session.match))


def changed() -> None:
    app.table.selection = ()
    app.table.share_url = ""
    persist()
    show_table()


SEARCH_SLICE = 300  # rollout moves per slice: about 50-130 ms in Pyodide (docs/performance.md)


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
        app.session.act(app.session.bot_action().id)
        changed()
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
    app.session.act(search.choice.id)
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
    changed()


@dispatcher.on("privacy")
def reveal(_: str) -> None:
    app.session.viewer = app.session.to_move()
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


# ---- home, new game, saved games ---------------------------------------------------------------

@dispatcher.on("home")
def go_home(_: str) -> None:
    app.bot_turn += 1
    dom.set_fragment("")
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
    dom.set_fragment("")
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
    app.session = Session(new_id(), match, replay(match))
    app.table = Screen()
    persist()
    show_table()


@dispatcher.on("open")
def open_saved(save_id: str) -> None:
    try:
        match, state = load_save(app.store.text(save_id) or "")
    except BadLink as error:
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
    dom.download(f"atelier-{save_id}.json", text)


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
    try:
        load_save(text)
    except BadLink as error:
        app.message = f"{file_name}: {error}"
    else:
        try:
            app.store.put(new_id(), text)
            app.message = f"Imported {read_entry(text).summary.game_name} from {file_name}."
        except StorageFull:
            app.message = "The browser's storage is full: delete a game, then import again."
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
        dom.set_fragment("")
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
    persist()
    show_table()


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
    fragment = dom.fragment()
    if fragment:
        open_fragment(fragment)
    elif not home_shown or app.store.ids():
        show_home()
    dom.set_ready()
    dispatcher.release()
