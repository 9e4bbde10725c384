"""The app's controller, `App`: start-up and every handler (home, New game, Continue, the new-game form, the table).

Every click reaches one handler below through `data-action`; each changes the app's state, saves
when the game changed, and re-renders the current screen. Views are pure functions in their modules.
The App is built with the browser glue passed in (`app.glue.Page`: `app.dom` in the page, a fake in
web/tests), its key-value storage and its clock, so importing this module does nothing and the whole
controller runs in CPython.
"""

from __future__ import annotations

import pycore
from pycore.engine import BadLink, IllegalAction, all_infos, get_info
from pycore.engine.match import replay
from pycore.engine.save import load_save, read_entry, save_text
from pycore.engine.signing import Distance, read_signed_link
from pycore.engine.labels import said_label
from pycore.engine.tutorial import get_script
from pycore.bots.guided import hint as suggest

from .actions import Dispatcher, handles
from .autosave import autosave
from .distance import TEXT as DISTANCE, Distant, first_difference
from .glue import Clock, Page
from .guide import scripted
from .home import render_home
from .howto import render_howto, screen_for_phase
from .i18n import LANGUAGES, Texts
from .newgame import NewGameForm, build, friends, render_new_game
from .prefs import DevicePrefs, bot_pause_ms
from .saved import render_saved
from .savefile import export_name, import_save
from .session import Session
from .share import TEXT as SHARE, continues, same_header, share_text, share_url
from .storage import KeyValue, SaveStore
from .table import Screen, render_privacy, render_table, table_context, view_module

MAX_FORCED = 20  # only-choice actions taken in a row for a player, at most (a guard: games end)
# What the player may tap next on the board (not Cancel, not the rules, not the piece already picked), and the
# bars pinned at the top or the bottom of the screen (a guided game's panel) that could hide it: dom.show_targets
# brings one into the free part of the screen between them.
NEXT_TARGETS = ("#board [data-action^='act:'], #board [data-action^='sel:']:not([data-action='sel:'])"
                ":not([data-action^='sel:?']):not([aria-pressed='true'])")
PINNED_BARS = ".om-status, .lu-prompt, .guide"
SEARCH_SLICE = 300  # a searching bot's work per slice (rollout moves, guided samples): about 50-130 ms in Pyodide (docs/performance.md)
HISTORY_KEYS = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last", "Escape": "present"}
# Player-facing words of the controller's messages, in one place (each screen's own are in its module).
TEXT = Texts("main", {
    "shared": "Shared: {text}",
    "copied": "Link copied to the clipboard: {text}",
    "shown": "Copy this link: {text}",
    "bad_link": "{error} Your saved games are untouched.",
})


def stored_match(text: str) -> object:
    """The match of a stored save (read, not replayed), or None if it cannot be read."""
    try:
        return read_entry(text).match
    except BadLink:
        return None


class App:
    """The app's state (the screen, the `Session` in play, the new-game form, messages) and its handlers,
    served by `dispatcher` (each `@handles(verb)` method)."""

    def __init__(self, page: Page, kv: KeyValue, dispatcher: Dispatcher, clock: Clock | None = None) -> None:
        self.page = page
        self.store = SaveStore(kv)
        self.device = DevicePrefs(kv)  # this browser's preferences (the bots' speed), not the game's
        self.clock = clock or Clock()
        self.dispatcher = dispatcher
        self.screen = "home"
        self.session: Session | None = None
        self.table = Screen()
        self.form: NewGameForm | None = None
        self.message = ""  # home screen message (a bad link, an import)
        self.open_games: set[str] = set()
        self.confirm_delete = ""
        self.bot_turn = 0  # the latest scheduled bot move; older timers do nothing
        # the match (one object per step: the log is copied on every step and undo) that bot move is for, while it
        # is pending or thinking
        self.bot_step: object = None
        self.live = False  # the first table has been drawn by Python (first possible tap)
        self.howto_at = ("", 0)  # how to play: the game and the screen shown
        self.howto_back = "home"  # the screen "Close" returns to
        self.shown: tuple = ()  # what is on screen (screen, game, whose eyes): a change opens at the top
        # the game (its match) this tab last read or wrote, per save: a different one stored means another tab moved
        self.written: dict[str, object] = {}
        self.distant = Distant(self)  # play at a distance: this device's key, signing, checking signed links
        dispatcher.serve(self)
        dispatcher.serve(self.distant)

    @property
    def playing(self) -> Session:
        """The game on the table: the table's own screens and handlers run only while one is open."""
        assert self.session is not None  # only while a game is on the table
        return self.session

    @property
    def filling(self) -> NewGameForm:
        """The new-game form: its handlers run only while it is open."""
        assert self.form is not None  # only while the form is open
        return self.form

    # ---- screens -------------------------------------------------------------------------------

    def mount(self, shown: tuple, html: str) -> None:
        """Draw a screen; a screen other than the one on show (another game, the next player's eyes) opens at
        its top, not at the scroll position of the one before."""
        self.page.mount(html)
        if shown != self.shown:
            self.shown = shown
            self.page.scroll_to_top()

    def show_home(self) -> None:
        self.screen = "home"
        games = self.store.games()
        saved = render_saved(games, self.confirm_delete, self.distant.home_notes(games))
        self.mount(("home",), render_home(all_infos(), pycore.__version__, self.open_games, saved, self.message))

    def show_new_game(self) -> None:
        self.screen = "new"
        self.filling.bot_speed = self.device.bot_speed()
        self.filling.distance_note = self.distant.device.note() if self.distant.device.known else "checking"
        self.mount(("new",), render_new_game(self.filling, all_infos()))

    def show_table(self) -> None:
        self.screen = "table"
        session = self.playing
        self.table.bot_speed = self.device.bot_speed()
        self.table.pointer = self.page.POINTER
        eyes: int | str | None  # whose eyes the table is for: a seat, or "privacy" (nobody's)
        if session.needs_privacy():
            html, eyes = render_privacy(session, self.table), "privacy"
        else:
            session.viewer = session.screen_seat()
            html, eyes = render_table(session, self.table), session.viewer
        self.mount(("table", session.save_id, eyes), html)
        if eyes != "privacy" and session.viewing is None:
            self.page.show_targets(NEXT_TARGETS, PINNED_BARS)
        if self.table.show_log or session.viewing is not None:
            self.page.show_newest(".log-list", ".log-entry.current")
        if session.viewing is None:
            self.store.put_snapshot(session.save_id, session.link(), html)
        if not self.live:
            self.live = True
            self.page.mark("table-live")
        self.schedule_bot()

    def show_howto(self) -> None:
        self.screen = "howto"
        game_id, index = self.howto_at
        self.page.mount(render_howto(game_id, get_info(game_id).name, index))

    def show_current(self) -> None:
        {"home": self.show_home, "new": self.show_new_game, "table": self.show_table,
         "howto": self.show_howto}[self.screen]()

    # ---- the game in play ----------------------------------------------------------------------

    def open_session(self, save_id: str, match, state, distance: Distance | None = None) -> None:
        self.session = Session(save_id, match, state, distance=distance, device=self.distant.device.key)
        self.playing.cover_on_open()
        self.table = Screen()
        self.page.set_fragment(self.playing.link())
        self.show_table()

    def start_new(self, match, from_form: bool, distance: Distance | None = None) -> None:
        """A new game on the table (from the new-game form or "Learn"), saved at once. Back from it returns to
        the games list: the form's history entry becomes the table's; from the home screen, Learn adds one."""
        self.session = Session(self.clock.new_id(), match, replay(match), distance=distance,
                               device=self.distant.device.key)
        if distance is not None:
            self.distant.store(self.session.save_id, distance)
        self.table = Screen()
        (self.page.replace_screen if from_form else self.page.push_screen)("table", self.playing.save_id)
        self.persist()
        self.show_table()

    def persist(self) -> None:
        """Autosave after every change, and keep the game's link in the address bar."""
        session = self.playing
        held = self.store.text_now(session.save_id)
        if held is not None and session.save_id in self.written and stored_match(held) != self.written[session.save_id]:
            self.moved_elsewhere(held)  # another tab moved in this game: never overwrite its move silently
            return
        problem = autosave(self.store, session, self.clock.now())
        if not problem:
            self.written[session.save_id] = session.match
        elif held is not None:  # not written (storage full): what is stored is still what this tab last read
            self.written[session.save_id] = stored_match(held)
        if problem:
            self.table.message, self.table.message_action = problem, f"export:{session.save_id}"
        if self.distant.sealed():
            self.page.set_fragment(session.link())
        self.distant.seal()

    def moved_elsewhere(self, held: str) -> None:
        """This game was saved by another tab since this one read it: show it as stored, and say so."""
        session = self.playing
        try:
            match, state = load_save(held)
        except BadLink:
            return
        self.written[session.save_id] = match
        self.session = Session(session.save_id, match, state, distance=self.distant.stored(session.save_id),
                               device=self.distant.device.key, viewer=session.viewer)
        self.table.message = DISTANCE["other_tab"].format(held=len(match.log))
        self.page.set_fragment(self.session.link())

    def take_forced(self) -> None:
        """Decisions with exactly one legal action are taken for the player on screen and said in a note
        (Session.forced_action: never one that draws or reveals, never another player's; none in a guided
        game's scripted steps, which the learner takes one by one)."""
        done: list[str] = []
        while len(done) < MAX_FORCED and not scripted(self.playing) and (action := self.playing.forced_action()) is not None:
            self.playing.act(action.id)
            done.append(said_label(action.label))
        self.table.done_for_you = tuple(done)

    def changed(self) -> None:
        self.table.selection = ()
        self.table.hint = ("", "")
        self.table.share_url = ""
        self.persist()
        self.show_table()

    def schedule_bot(self) -> None:
        session = self.playing
        if session.viewing is not None or session.is_over() or not session.is_bot(session.to_move()):
            return
        if session.distance is not None and not any(session.here(h) for h in session.humans()):
            return  # a device that plays no seat of the game cannot sign a bot's move: it only watches
        if session.match is self.bot_step:
            return  # already waiting or thinking on this step: a redraw (History, a scroll's tap) must not restart it
        self.bot_turn += 1
        self.bot_step = session.match
        turn = self.bot_turn
        self.page.later(bot_pause_ms(self.device.bot_speed()), lambda: self.bot_move(turn))

    def drop_bot_move(self) -> None:
        """Any bot move pending or being thought out is dropped (its timers do nothing); a table schedules anew."""
        self.bot_turn += 1
        self.bot_step = None

    def bot_may_move(self, turn: int) -> bool:
        """Still the same bot turn on the table (the player has not left, looked back or undone)."""
        if turn != self.bot_turn:
            return False
        session = self.session
        if self.screen != "table" or session is None or session.viewing is not None or session.is_over() \
                or not session.is_bot(session.to_move()):
            self.bot_step = None  # this bot move is dropped: the table schedules it again when it shows the step
            return False
        return True

    def bot_move(self, turn: int) -> None:
        if not self.bot_may_move(turn):
            return
        search = self.playing.bot_search()
        if search is None:
            self.bot_played(self.playing.bot_action().id)
        else:
            self.think(turn, search)

    def think(self, turn: int, search) -> None:
        """A searching bot thinks in slices (`page.soon`: taps are heard in between), so the page stays
        responsive; the result is the same however it is sliced (`pycore.bots.search`)."""
        if not self.bot_may_move(turn):
            return
        if not search.step(SEARCH_SLICE):
            self.page.soon(lambda: self.think(turn, search))
            return
        self.bot_played(search.choice.id)

    def bot_played(self, action_id: str) -> None:
        self.bot_step = None
        self.playing.act(action_id)
        self.table.done_for_you = ()  # the note was about the player's previous turn
        self.changed()

    @handles("lang")
    def pick_language(self, code: str) -> None:
        """The language picked on the home screen: spoken from now on, kept on this device (never in a game)."""
        if code not in LANGUAGES:
            return
        self.device.set_language(code)
        self.page.speak(code)
        self.show_home()

    @handles("bot-speed")
    def pick_bot_speed(self, speed: str) -> None:
        """The bots' speed (new-game form or table), kept on this device; a pending bot move is timed anew."""
        if self.screen == "new":
            self.filling.read(self.page.form_values("newgame"))
        self.device.set_bot_speed(speed)
        self.drop_bot_move()  # a pending bot move is timed anew at the new speed
        self.show_current()

    @handles("act")
    def take_action(self, action_id: str) -> None:
        session = self.session
        if session is None or session.viewing is not None or session.is_bot(session.to_move()) \
                or not session.here(session.to_move()):  # a friend's seat at a distance is played on their device
            return
        try:
            session.act(action_id)
        except IllegalAction as error:
            self.table.message = error.said()
            self.show_table()
            return
        self.table.message = ""
        self.take_forced()
        self.changed()

    @handles("sel")
    def select(self, token: str) -> None:
        session = self.playing
        ctx = table_context(session, self.table)
        self.table.selection = view_module(session, self.table).select(ctx, token) if token else ()
        self.show_table()

    @handles("undo")
    def undo_action(self, _: str) -> None:
        if self.playing.undoable() == 0:  # e.g. shared at a distance: sealed (the button is disabled too)
            return
        self.drop_bot_move()  # against bots Undo may come while one answers: that answer is taken back too
        try:
            self.playing.undo()
        except IllegalAction as error:
            self.table.message = error.said()
            self.show_table()
            return
        self.table.done_for_you = ()
        self.changed()

    @handles("privacy")
    def reveal(self, _: str) -> None:
        if not self.playing.here(self.playing.to_move()):
            return
        self.playing.viewer = self.playing.to_move()
        self.take_forced()
        if self.table.done_for_you:
            self.changed()
        else:
            self.show_table()

    @handles("hist")
    def history(self, where: str) -> None:
        self.playing.step_history(where)
        self.show_table()

    @handles("plain")
    def toggle_plain(self, _: str) -> None:
        self.table.plain = not self.table.plain
        self.table.selection = ()
        self.show_table()

    @handles("log")
    def toggle_log(self, _: str) -> None:
        self.table.show_log = not self.table.show_log
        self.show_table()
        if self.table.show_log:
            self.page.reveal("#log")

    @handles("share")
    def share(self, _: str) -> None:
        session = self.playing
        if not self.distant.sealed():  # this device's signature of the last move is on its way: share it then
            self.distant.share_after_signing = True
            self.distant.seal()
            return
        url = share_url(self.page.page_url(), session.match, session.link())
        self.distant.mark_shared()
        text = share_text(session)
        done = self.page.share(SHARE["title"].format(game=session.game.info.name), text, url)
        self.table.share_url, self.table.share_note = url, TEXT[done].format(text=text)
        self.show_table()

    @handles("share-close")
    def share_close(self, _: str) -> None:
        self.table.share_url = ""
        self.show_table()

    @handles("dismiss")
    def dismiss(self, _: str) -> None:
        self.message = ""
        self.table.message = self.table.message_action = ""
        self.show_current()

    # ---- learning: how to play, the guided game ------------------------------------------------

    def open_howto(self, game_id: str, index: int) -> None:
        if self.screen != "howto":
            self.howto_back = self.screen
            self.drop_bot_move()  # no bot moves behind the how-to screens; the table schedules again on return
        self.howto_at = (game_id, index)
        self.show_howto()

    @handles("howto")
    def howto(self, where: str) -> None:
        """`howto:<game>:<screen>` from the home screen or the how-to screens themselves."""
        game_id, _, index = where.rpartition(":")
        self.open_howto(game_id, int(index) if index.lstrip("-").isdigit() else 0)

    @handles("howto-here")
    def howto_here(self, _: str) -> None:
        """The table's "?": how to play this game, at the screen of the current phase."""
        session = self.playing
        phase = session.game.observation(session.history_state(), session.screen_seat()).get("phase", "")
        self.open_howto(session.match.game, screen_for_phase(session.match.game, str(phase)))

    @handles("howto-close")
    def howto_close(self, _: str) -> None:
        self.screen = self.howto_back if self.howto_back != "table" or self.session is not None else "home"
        self.show_current()

    @handles("learn")
    def learn(self, game_id: str) -> None:
        """A guided first game: the tutorial script's setup, saved like any game."""
        self.drop_bot_move()
        self.start_new(get_script(game_id).new_match(), from_form=False)

    @handles("hint")
    def hint(self, _: str) -> None:
        session = self.session
        if session is None or session.is_over() or session.is_bot(session.to_move()):
            return
        action = suggest(session.match, session.state)
        self.table.hint = (action.id, said_label(action.label))
        self.show_table()

    # ---- home, new game, saved games -----------------------------------------------------------

    @handles("home")
    def go_home(self, _: str) -> None:
        self.drop_bot_move()
        self.page.push_screen("home")
        self.show_home()

    @handles("toggle")
    def toggle_game(self, game_id: str) -> None:
        self.open_games.symmetric_difference_update({game_id})
        self.show_home()

    @handles("new")
    def new_game(self, game_id: str) -> None:
        self.drop_bot_move()
        chosen = game_id or (self.session.match.game if self.session else all_infos()[0].id)
        self.form = NewGameForm.fresh(chosen)
        self.page.push_screen("new")
        self.show_new_game()

    @handles("ng-game")
    def pick_game(self, game_id: str) -> None:
        self.filling.read(self.page.form_values("newgame"))
        count = len(self.filling.seats)
        self.form = NewGameForm.fresh(game_id)
        self.filling.resize(count)
        self.show_new_game()

    @handles("ng-count")
    def pick_count(self, count: str) -> None:
        self.filling.read(self.page.form_values("newgame"))
        self.filling.resize(int(count))
        self.show_new_game()

    @handles("ng-start")
    def start_game(self, _: str) -> None:
        self.filling.read(self.page.form_values("newgame"))
        try:
            match = build(self.filling)
            if friends(self.filling) and self.distant.device.key is None:
                raise IllegalAction(self.distant.device.note() or DISTANCE["failed"])
        except IllegalAction as error:
            self.filling.error = error.said()
            self.show_new_game()
            return
        self.start_new(match, from_form=True, distance=self.distant.new_distance(match, friends(self.filling)))

    @handles("open")
    def open_saved(self, save_id: str) -> None:
        self.page.push_screen("table", save_id)
        self.open_saved_here(save_id)

    def open_saved_here(self, save_id: str) -> None:
        """A saved game on the table, in the current browser history entry."""
        text = self.store.text(save_id) or ""
        try:
            match, state = load_save(text)
        except BadLink as error:
            self.page.replace_screen("home")
            self.message = error.said()
            self.show_home()
            return
        self.written[save_id] = match
        self.open_session(save_id, match, state, self.distant.stored(save_id))
        self.playing.shared_steps = self.distant.shared(save_id)

    @handles("export")
    def export(self, save_id: str) -> None:
        session = self.session
        if session is not None and session.save_id == save_id:
            text = save_text(session.match, session.state, self.clock.now())
        else:
            text = self.store.text(save_id) or ""
        self.page.download(export_name(text, self.clock.now()), text)

    @handles("delete")
    def ask_delete(self, save_id: str) -> None:
        self.confirm_delete = save_id
        self.show_home()

    @handles("delete-yes")
    def delete(self, save_id: str) -> None:
        self.store.delete(save_id)
        self.distant.forget(save_id)
        if self.session is not None and self.session.save_id == save_id:
            self.session = None
        self.confirm_delete = ""
        self.show_home()

    @handles("delete-no")
    def keep(self, _: str) -> None:
        self.confirm_delete = ""
        self.show_home()

    def import_file(self, file_name: str, text: str) -> None:
        self.message = import_save(self.store, file_name, text, self.clock.new_id)
        self.show_home()

    def on_key(self, key: str) -> bool:
        if self.screen != "table" or self.session is None or key not in HISTORY_KEYS:
            return False
        if key == "Escape" and self.playing.viewing is None:
            return False
        self.history(HISTORY_KEYS[key])
        return True

    # ---- links ---------------------------------------------------------------------------------

    def open_fragment(self, fragment: str) -> None:
        """A link (or a reload of a game in play): replay it, check its signatures (a game at a distance, see
        `app.distance`), then continue the saved game it belongs to."""
        try:
            match, state, distance = read_signed_link(fragment)
        except BadLink as error:
            self.refuse_link(error.said())
            return
        if distance is not None:
            self.distant.check_then_open(fragment, match, state, distance)  # goes on in open_checked
            return
        self.open_checked(fragment, match, state, None)

    def refuse_link(self, error: str) -> None:
        self.message = TEXT["bad_link"].format(error=error)
        self.page.replace_screen("home")
        self.show_home()

    def open_checked(self, fragment: str, match, state, distance: Distance | None) -> None:
        """A link whose signatures cover it: the saved game it continues, played on; one it is older than, or
        parts from, opened as stored with a message (nothing merged); else a new saved game."""
        for saved in self.store.games():
            if saved.row.problem is not None:
                continue
            known = read_entry(saved.text).match
            if not same_header(known, match):
                continue
            if continues(known, match):
                kept = self.distant.reconcile(saved.id, distance)
                if isinstance(kept, str):  # a seat claimed here moved to another key: refused, nothing stored
                    kind, _, seat = kept.partition(":")
                    self.refuse_link(DISTANCE[kind].format(name=match.names[int(seat)]))
                    return
                self.show_linked(saved.id, fragment, match, state, kept)
                return
            self.open_saved_here(saved.id)
            if continues(match, known):
                self.table.message = DISTANCE["stale"].format(linked=len(match.log), held=len(known.log))
            else:
                self.table.message = DISTANCE["fork"].format(step=first_difference(known, match))
                self.table.message_action, self.table.message_label = "keep-both:", DISTANCE["keep_both"]
                self.distant.fork = (match, state, distance)
            self.show_table()
            return
        self.show_linked(self.clock.new_id(), fragment, match, state, distance)

    def open_as_new(self, match, state, distance: Distance | None) -> None:
        """The link's game, parting from one saved here, kept as a game of its own."""
        self.show_linked(self.clock.new_id(), self.page.fragment(), match, state, distance)

    def show_linked(self, save_id: str, fragment: str, match, state, distance: Distance | None) -> None:
        self.session = Session(save_id, match, state, distance=distance, device=self.distant.device.key,
                               shared_steps=len(match.log) if distance is not None else 0)  # a friend holds them
        if distance is not None:
            self.distant.store(save_id, distance)
        self.written.pop(save_id, None)  # played on from a link: this tab writes it now
        self.playing.cover_on_open()
        self.table = Screen()
        self.page.replace_screen("table", self.playing.save_id, fragment)
        self.persist()
        self.show_table()

    def went_back(self, screen: str, save_id: str, fragment: str) -> None:
        """Back or Forward reached one of the app's screens: draw it again (a table from its save, the newest)."""
        self.drop_bot_move()
        session = self.session
        if screen == "table" and session is not None and session.save_id == save_id:
            self.table.selection = ()
            self.page.set_fragment(session.link())  # the newest link, not the entry's older one
            self.show_table()
        elif screen == "table" and save_id in self.store.ids():
            self.open_saved_here(save_id)
        elif fragment:
            self.link_pasted(fragment)
        elif screen == "new" and self.form is not None:
            self.show_new_game()
        else:
            self.show_home()

    def link_pasted(self, fragment: str) -> None:
        session = self.session
        if not fragment or (session is not None and self.screen == "table" and fragment == session.link()):
            return
        self.drop_bot_move()
        self.open_fragment(fragment)

    def start(self, home_shown: bool) -> None:
        """The app takes over from the first screen (`app.first`), which drew the home screen if
        `home_shown`: the link in the address bar is opened, or the saved games listed, then the clicks
        made meanwhile (kept by the dispatcher) are handled."""
        self.page.listen_keys(self.on_key, tuple(HISTORY_KEYS))
        self.page.listen_file_import(self.import_file)
        self.page.listen_fragment(self.link_pasted)
        self.page.ask_persistent_storage()
        self.page.listen_history(self.went_back)
        self.distant.start()
        fragment = self.page.fragment()
        self.page.replace_screen("home")  # the first entry is the games list: Back from a link's table returns there
        if fragment:
            self.page.push_screen("table", "", fragment)
            self.open_fragment(fragment)
        elif not home_shown or self.store.ids():
            self.show_home()
        self.page.set_ready()
        self.dispatcher.release()
