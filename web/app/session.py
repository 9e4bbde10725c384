"""The game on the table: its match record and state, whose screen it is, the history position.

Plain Python over `pycore.engine.match` (no browser): the shell's handlers call these methods and
re-render. The state is always `replay(match)`, kept between actions. What the rules say about the present
step (its legal actions, each seat's observation, the scores, the link) is computed once per step and
shared by everyone who asks (`legal`, `seen_by`, `scores`, `link`): an action tap asks the rules once for
the new step's legal actions, a selection tap (nothing played) asks them nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from pycore.bots import Search, get_bot, start_search
from pycore.engine import Game, Move, Score
from pycore.engine.labels import said_label
from pycore.engine.link import encode_link
from pycore.engine.match import Match, game_of, only_human, replay, take, undo, undoable_against_bots, undoable_steps
from pycore.engine.narration import Event, collecting
from pycore.engine.rng import Rng
from pycore.engine.signing import DeviceKey, Distance, encode_signed_link
from pycore.engine.tutorial import names_read

from . import i18n, narrationwords  # noqa: F401 (narrationwords: pycore's narration told in the language in use)


@dataclass
class LogEntry:
    number: int  # 1-based step number
    seat: int | None
    round: int
    label: str
    sealed: bool
    events: list[Event] = field(default_factory=list)  # what the step did (redact with `for_viewer`)

    def lines(self, viewer: int | None) -> list[str]:
        """The step's narration as `viewer` may read it."""
        return [event.for_viewer(viewer).text for event in self.events]


@dataclass
class Session:
    save_id: str
    match: Match
    state: Any
    viewer: int | None = None  # whose screen the table shows (a human seat); None: nobody's yet
    viewing: int | None = None  # history: the number of steps shown; None: the present
    # A game at a distance (issue 29): which device plays each seat and their signatures; None: every seat here.
    distance: Distance | None = None
    device: DeviceKey | None = None  # this device's key (app.distance), when known
    shared_steps: int = 0  # at a distance: the steps this device has sent in a link, sealed by its signature
    _log: list[LogEntry] | None = field(default=None, repr=False)
    _log_language: str = field(default="", repr=False)  # the language its events were told in
    _rounds: list[tuple[int, list[int]]] | None = field(default=None, repr=False)
    _step: tuple[int, Any, dict] = field(default_factory=lambda: (-1, None, {}), repr=False)  # (steps, state, what was computed)

    @property
    def game(self) -> Game:
        return game_of(self.match)

    @property
    def names(self) -> list[str]:
        return names_read(self.match)

    def to_move(self) -> int | None:
        return None if self.is_over() else self.game.to_move(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and self.match.seats[seat].kind == "bot"

    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.match.seats) if seat.kind == "human"]

    def here(self, seat: int | None) -> bool:
        """Whether `seat` plays on this device: every seat of a game of one device; at a distance, the seats
        of this device's key (a friend's seat, claimed or not, is not)."""
        if seat is None or self.distance is None:
            return self.distance is None
        return self.device is not None and self.distance.key_of(seat) == self.device

    def release_waiting(self, seat: int) -> list[int]:
        """The seats whose players have not yet agreed that `seat` (its key lost) plays on a new device."""
        distance = self.distance
        if distance is None:
            return []
        humans = self.humans()
        waiting: list[int] = []
        for index, release in enumerate(distance.releases):
            if release.seat == seat:
                for seal in distance.waiting_to_agree(index, humans):
                    waiting += [s for s in distance.seats_of(seal) if s in humans and s not in waiting]
        return waiting

    def to_agree(self) -> list[int]:
        """The seats invited again (their keys lost) that this device has not agreed to yet, though asked."""
        distance = self.distance
        if distance is None or self.device is None:
            return []
        keys = [s.key for s in distance.seals]
        if self.device not in keys:
            return []
        mine, humans = keys.index(self.device), self.humans()
        return [r.seat for index, r in enumerate(distance.releases) if mine in distance.waiting_to_agree(index, humans)]

    def waiting_for(self) -> int | None:
        """The human seat to move that plays on another device (a friend at a distance), else None."""
        seat = self.to_move()
        return seat if seat is not None and not self.is_bot(seat) and not self.here(seat) else None

    # ---- the present step, computed once ---------------------------------------------------------

    def _once(self, key: Any, compute: Callable[[], Any]) -> Any:
        """`compute()` once for the present step: kept until an action or an undo changes the step (the
        state object and the number of steps both name it; the state changes in place as it is played)."""
        steps, state, known = self._step
        if steps != len(self.match.log) or state is not self.state:
            known = {}
            self._step = (len(self.match.log), self.state, known)
        if key not in known:
            known[key] = compute()
        return known[key]

    def legal(self) -> list[Move]:
        """The legal actions now (none once the game is over)."""
        return self._once("legal", lambda: [] if self.is_over() else self.game.legal_actions(self.state))

    def seen_by(self, seat: int | None) -> dict:
        """What `seat` sees now (`game.observation`; None: a spectator). Shared: read it, never change it."""
        return self._once(("seen", seat), lambda: self.game.observation(self.state, seat))

    def scores(self) -> list[Score]:
        return self._once("scores", lambda: self.game.scores(self.state))

    def link(self) -> str:
        """The game's link (`pycore.engine.link`): the address bar, the stored table picture, pasted links."""
        if self.distance is not None:
            distance = self.distance
            return self._once(("link", distance), lambda: encode_signed_link(self.match, distance))
        return self._once("link", lambda: encode_link(self.match))

    # ---- playing -------------------------------------------------------------------------------

    def act(self, action_id: str) -> None:
        """Apply a legal action (IllegalAction, nothing changed, if it is not legal now: in the game's own words,
        e.g. who must do what instead)."""
        game = self.game
        legal = self.legal()
        index = game.index_of(self.state, action_id)  # the one lookup of the tapped id
        round_ = game.round(self.state)
        with collecting(game.telling(self.state)) as story:
            step = take(game, self.state, legal, index)  # the list computed for this step, not asked again
        self.match = self.match.model_copy(update={"log": [*self.match.log, step]})
        if self._log is not None and len(self._log) == len(self.match.log) - 1:
            self._log.append(LogEntry(len(self.match.log), step.seat, round_, said_label(legal[index].label), step.sealed,
                                      story.events))
        self._rounds = None

    def forced_action(self) -> Move | None:
        """The only legal action of the human whose screen is shown, when taking it for them is safe: it draws
        nothing and reveals nothing (the game's undo barrier stays), so the player loses no choice and learns
        nothing unseen. Another human's decision is never taken (hot-seat: that would show their move)."""
        seat = self.to_move()
        if seat is None or self.is_bot(seat) or seat != self.viewer or self.viewing is not None:
            return None
        game = self.game
        legal = self.legal()
        if len(legal) != 1:
            return None
        trial = game.clone(self.state)
        before = game.undo_barrier(trial)
        game.apply(trial, legal[0].id)
        return legal[0] if game.undo_barrier(trial) == before else None

    def _bot(self) -> tuple[str, Rng]:
        """The level of the bot to move, and its randomness: from the seed and the step number only
        (`Rng.for_step`, as the tutorial's replay does)."""
        seat = self.to_move()
        assert seat is not None  # only asked while a bot is to move
        level = self.match.seats[seat].bot
        assert level is not None  # a bot seat names its level (Seat validates it)
        return level, Rng.for_step(self.match.seed, len(self.match.log))

    def bot_action(self) -> Move:
        """The bot to move picks its action."""
        level, rng = self._bot()
        return get_bot(level)(self.game, self.state, rng)

    def bot_search(self) -> Search | None:
        """For a level that searches, its search to run in slices (same choice as `bot_action`)."""
        level, rng = self._bot()
        return start_search(level, self.game, self.state, rng)

    def undoable(self) -> int:
        """Steps Undo takes back now: against bots only, your last step with the bots' answers, even while they
        answer (no other human has seen it); with other humans, the player to move's own steps this turn (Board
        Game Arena's policy, `pycore.engine.match`). Nothing once the game is over or in the history."""
        if self.is_over() or self.viewing is not None:
            return 0
        human = only_human(self.match)
        if human is not None:
            return undoable_against_bots(self.match, human)
        seat = self.to_move()
        if seat is None or self.is_bot(seat) or not self.here(seat):
            return 0
        # at a distance, what was shared is sealed: a friend may hold it already
        return max(0, min(undoable_steps(self.match, self.state), len(self.match.log) - self.shared_steps))

    def undo(self) -> None:
        """Take back one of your steps (against bots, with their answers); IllegalAction if nothing may be."""
        against_bots = only_human(self.match) is not None
        steps = self.undoable() if against_bots else 1
        self.match, self.state = undo(self.match, self.state, max(1, steps), against_bots=against_bots and steps > 0)
        self._forget(len(self.match.log))

    def _forget(self, kept_steps: int) -> None:
        if self._log is not None:
            self._log = self._log[:kept_steps]
        self._rounds = None

    # ---- what a screen shows -------------------------------------------------------------------

    def screen_seat(self) -> int | None:
        """The seat whose eyes the table uses: the human to move, else the last human shown; only a seat of
        this device (at a distance, a device with none watches as a spectator: None)."""
        seat = self.to_move()
        if seat is not None and not self.is_bot(seat) and self.here(seat):
            return seat
        if self.viewer is not None and self.here(self.viewer):
            return self.viewer
        humans = [h for h in self.humans() if self.here(h)]
        return humans[0] if humans else None

    def cover_on_open(self) -> None:
        """A game opened from a save or a link with several humans starts behind the privacy screen."""
        seat = self.to_move()
        others = [h for h in self.humans() if h != seat and self.here(h)]
        if seat is not None and not self.is_bot(seat) and self.here(seat) and others:
            self.viewer = others[0]

    def needs_privacy(self) -> bool:
        """Hot-seat: the next human is not the one whose screen is shown, and the game hides something."""
        seat = self.to_move()
        if seat is None or self.is_bot(seat) or self.viewer is None or seat == self.viewer or not self.here(seat):
            return False
        return self.hides_between(self.viewer, seat)

    def hides_between(self, one: int, other: int) -> bool:
        """Whether two seats see different things now (apart from the field naming the viewer)."""
        return differ(self.seen_by(one), self.seen_by(other), one, other)

    # ---- history -------------------------------------------------------------------------------

    def log(self) -> list[LogEntry]:
        """Every step with its label and its narration (one replay, then kept: saves hold no events)."""
        if self._log is None or len(self._log) != len(self.match.log) or self._log_language != i18n.language():
            game = self.game
            state = replay(self.match.model_copy(update={"log": []}))
            entries = []
            for number, step in enumerate(self.match.log, start=1):
                labels = {a.id: said_label(a.label) for a in game.legal_actions(state)}
                round_ = game.round(state)
                with collecting(game.telling(state)) as story:
                    game.apply(state, step.action)
                entries.append(LogEntry(number, step.seat, round_, labels.get(step.action, step.action), step.sealed,
                                        story.events))
            self._log, self._log_language = entries, i18n.language()
        return self._log

    def history_state(self) -> Any:
        return self.state if self.viewing is None else replay(self.match, upto=self.viewing)

    def step_history(self, where: str) -> None:
        """first / prev / next / last / present, or a step number: move the view-only history position."""
        total = len(self.match.log)
        at = total if self.viewing is None else self.viewing
        target = int(where) if where.isdigit() else {"first": 0, "prev": at - 1, "next": at + 1, "last": total, "present": total}.get(where, at)
        target = max(0, min(total, target))
        self.viewing = None if target == total else target

    def score_rounds(self) -> list[tuple[int, list[int]]]:
        """(round, totals per seat) at the end of each round and at the end of the game, for the chart."""
        if self._rounds is None:
            game = self.game
            state = replay(self.match.model_copy(update={"log": []}))
            points: list[tuple[int, list[int]]] = [(0, _totals(game.scores(state)))]
            for step in self.match.log:
                round_ = game.round(state)
                game.apply(state, step.action)
                if game.round(state) != round_ or game.is_over(state):
                    points.append((round_, _totals(game.scores(state))))
            self._rounds = points
        return self._rounds


def _totals(scores: list[Score]) -> list[int]:
    return [score.total for score in sorted(scores, key=lambda s: s.seat)]


def differ(mine: dict, theirs: dict, one: int, other: int) -> bool:
    """Whether two seats' observations differ, apart from the field naming the viewer."""
    for key in mine.keys() | theirs.keys():
        a, b = mine.get(key), theirs.get(key)
        if a != b and not (a == one and b == other):
            return True
    return False
