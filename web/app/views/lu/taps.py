"""Which piece of the table each legal move is tapped on.

Every legal move gets a *path*: the board keys tapped in turn to choose it, read from its verb and
named arguments, e.g. the move `place:chip3:salon:apprentices1` (verb `place`, chip 3, location
salon, 1 apprentice) is ("chip.3", "loc.salon") and then a choice among the placements of chip 3 at
the Salon (with 0, 1, ... apprentices). A move with an empty path is not on the board: it is a
labelled button of the prompt (Pass, Done with the benches, a Choose).

`Taps` answers, for the selection so far, what a piece does when tapped:
- `act:<id>` when exactly one legal move goes through it (a tap is decisive when unambiguous);
- `sel:<key/key/...>` when several do (the view shows the next step);
- nothing when no legal move goes through it (the piece is drawn, not tappable).
Keys never contain "/" (card ids, numbers, locations and effect keys such as "wood+animal").
"""

from __future__ import annotations

from pycore.engine import Move
from pycore.luthier.observation_types import Observation

SEP = "/"

# moves on one piece: verb -> (the piece's key prefix, the argument naming it: a field of the verb's arguments)
_ONE_PIECE = {
    "activate": ("loc", "location"),
    "bench": ("hand", "card"),  # put a blueprint from the hand on the roughing bench
    "take": ("disp", "card"),  # a card of a display (a worker's take)
    "take_free": ("disp", "card"),  # a free take_card
    "keep": ("deal", "card"),  # a card of the setup deal
    "specialist": ("spec", "card"),
    "satisfy": ("patron", "patron"),
    "buy": ("mkt.buy", "material"),
    "sell": ("mkt.sell", "material"),
    "train": ("mkt.train", "track"),
    "gather": ("opt", "option"),
    "balcony": ("opt", "option"),
    "repair": ("rep", "card"),  # the payments are a choice
}
# moves on a piece of their own, with no argument
_FIXED = {"market": ("loc.market",), "hire": ("mkt.hire",), "end": ("mkt.end",), "alternate": ("alt",)}


def path(move: Move, obs: Observation) -> tuple[str, ...]:
    """The keys tapped to choose this move (see the module doc); () for a button of the prompt
    (pass, bench_done, keep_for_later, choose, retire with no chip left)."""
    verb, args = move.verb, move.args
    if verb in _FIXED:
        return _FIXED[verb]
    if verb in _ONE_PIECE:
        prefix, name = _ONE_PIECE[verb]
        return (f"{prefix}.{getattr(args, name)}",)
    if verb == "place":
        return (f"chip.{args.chip}", f"loc.{args.location}")
    if verb == "retire":
        return (f"chip.{args.chip}",) if args.chip is not None else ()
    if verb == "deliver":
        return (f"show.{args.instrument}", f"patron.{args.patron}")
    if verb == "takeback":
        return (f"{_bench_of(args.card, obs)}.{args.card}",)
    if verb == "perform":
        return (f"perf.{args.card}", f"show.{args.instrument}")
    if verb == "search":  # tap the deck, then choose what to look for
        loc = obs["activation"]["location"] if obs["activation"] else ""
        return (f"deck.{loc}",)
    if verb in ("rough", "finish"):  # bench work: the card on its bench, then the worker
        return (f"{verb}.{args.card}", f"worker.{args.chip}")
    if verb == "bench_alternate":
        return ("alt", f"worker.{args.chip}")
    return ()


def _bench_of(card_id: str, obs: Observation) -> str:
    me = obs["players"][obs["to_move"]] if obs["to_move"] is not None else None
    return "rough" if me is not None and card_id in me["rough_bench"] else "finish"


def parse(token: str) -> tuple[str, ...]:
    return tuple(k for k in token.split(SEP) if k) if token else ()


class Taps:
    """What each piece does when tapped, for the legal actions and the selection so far."""

    def __init__(self, legal: list[Move], obs: Observation, selection: tuple[str, ...] = ()) -> None:
        paths = [(a, path(a, obs)) for a in legal]
        n = len(selection)
        if selection and not any(p[:n] == selection and len(p) > 0 for _, p in paths):
            selection, n = (), 0  # a stale selection (the position changed): start again
        self.selection = selection
        self.ending: list[Move] = []  # actions fully chosen by the selection (a labelled choice)
        self._next: dict[str, list[Move]] = {}
        for action, p in paths:
            if p[:n] != selection:
                continue
            if len(p) == n:
                if n or not p:
                    self.ending.append(action)
            else:
                self._next.setdefault(p[n], []).append(action)
        self.used: set[str] = set()

    def target(self, key: str) -> str | None:
        """The data-action of the piece with this key, or None when it is not tappable now."""
        actions = self._next.get(key)
        if not actions:
            return None
        self.used.add(key)
        if len(actions) == 1:
            return "act:" + actions[0].id
        return "sel:" + SEP.join(self.selection + (key,))

    def live(self, key: str) -> bool:
        return key in self._next

    def live_with(self, prefix: str) -> bool:
        return any(k.startswith(prefix) for k in self._next)

    def actions_through(self, key: str) -> list[Move]:
        return list(self._next.get(key, ()))

    def unused(self) -> list[tuple[str, list[Move]]]:
        """Next keys no piece showed: the prompt offers them as labelled buttons (nothing is lost)."""
        return [(k, acts) for k, acts in self._next.items() if k not in self.used]
