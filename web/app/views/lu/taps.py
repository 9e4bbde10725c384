"""Which piece of the table each legal action is tapped on.

Every legal action gets a *path*: the board keys tapped in turn to choose it, e.g.
`place:chip3:salon:apprentices1` is ("chip.3", "loc.salon") and then a choice among the
placements of chip 3 at the Salon (with 0, 1, ... apprentices). An action with an empty path is
not on the board: it is a labelled button of the prompt (Pass, Done with the benches, a Choose).

`Taps` answers, for the selection so far, what a piece does when tapped:
- `act:<id>` when exactly one legal action goes through it (a tap is decisive when unambiguous);
- `sel:<key/key/...>` when several do (the view shows the next step);
- nothing when no legal action goes through it (the piece is drawn, not tappable).
Keys never contain "/" (card ids, numbers, locations and effect keys such as "wood+animal").
"""

from __future__ import annotations

from pycore.engine import Action

SEP = "/"

# ids that are a plain key: verb -> key prefix (the rest of the id is the argument)
_SIMPLE = {
    "activate": "loc",
    "bench": "hand",  # put a blueprint from the hand on the roughing bench
    "take": "disp",  # a card of a display (a worker's take, or a free take_card)
    "specialist": "spec",
    "satisfy": "patron",
    "buy": "mkt.buy",
    "sell": "mkt.sell",
    "train": "mkt.train",
    "gather": "opt",
    "balcony": "opt",
}
# ids not on the board: the prompt lists them as labelled buttons
_PROMPT_ONLY = {"pass", "bench:done", "keep", "retire:none"}


def path(action_id: str, obs: dict) -> tuple[str, ...]:
    """The keys tapped to choose this action (see the module doc)."""
    verb, _, rest = action_id.partition(":")
    if action_id in _PROMPT_ONLY or verb == "choose":
        return ()
    if action_id == "market":
        return ("loc.market",)
    if action_id == "hire":
        return ("mkt.hire",)
    if action_id == "end":
        return ("mkt.end",)
    if action_id == "alternate":
        return ("alt",)
    if verb in _SIMPLE and rest and not (verb == "bench" and rest == "done"):
        return (f"{_SIMPLE[verb]}.{rest}",)
    if verb == "keep":  # keep:<what>:<card> during setup
        return (f"deal.{rest.partition(':')[2]}",)
    if verb == "place":  # place:chip<n>:<loc>[:apprentices<k>]
        chip, loc = rest.split(":")[:2]
        return (f"chip.{chip[4:]}", f"loc.{loc}")
    if verb == "retire":  # retire:chip<n>
        return (f"chip.{rest[4:]}",)
    if verb == "deliver":  # deliver:<instrument>:<patron>
        inst, pat = rest.split(":")
        return (f"show.{inst}", f"patron.{pat}")
    if verb == "takeback":
        return (f"{_bench_of(rest, obs)}.{rest}",)
    if verb == "perform":  # perform:<card>:<instrument>
        card, inst = rest.split(":")
        return (f"perf.{card}", f"show.{inst}")
    if verb == "repair":  # repair:<card>[:save:<material>]: the payments are a choice
        return (f"rep.{rest.split(':')[0]}",)
    if verb == "search":  # search:<criterion>:<value>: tap the deck, then choose what to look for
        loc = (obs.get("activation") or {}).get("location", "")
        return (f"deck.{loc}",)
    if verb.startswith("chip"):  # bench work: chip<n>:rough|finish|alternate[:<card>[:save:<m>]]
        parts = rest.split(":")
        worker = f"worker.{verb[4:]}"
        if parts[0] == "alternate":
            return ("alt", worker)
        return (f"{'rough' if parts[0] == 'rough' else 'finish'}.{parts[1]}", worker)
    return ()


def _bench_of(card_id: str, obs: dict) -> str:
    me = obs["players"][obs["to_move"]] if obs.get("to_move") is not None else {}
    return "rough" if card_id in me.get("rough_bench", ()) else "finish"


def parse(token: str) -> tuple[str, ...]:
    return tuple(k for k in token.split(SEP) if k) if token else ()


class Taps:
    """What each piece does when tapped, for the legal actions and the selection so far."""

    def __init__(self, legal: list[Action], obs: dict, selection: tuple[str, ...] = ()) -> None:
        paths = [(a, path(a.id, obs)) for a in legal]
        n = len(selection)
        if selection and not any(p[:n] == selection and len(p) > 0 for _, p in paths):
            selection, n = (), 0  # a stale selection (the position changed): start again
        self.selection = selection
        self.ending: list[Action] = []  # actions fully chosen by the selection (a labelled choice)
        self._next: dict[str, list[Action]] = {}
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

    def actions_through(self, key: str) -> list[Action]:
        return list(self._next.get(key, ()))

    def unused(self) -> list[tuple[str, list[Action]]]:
        """Next keys no piece showed: the prompt offers them as labelled buttons (nothing is lost)."""
        return [(k, acts) for k, acts in self._next.items() if k not in self.used]
