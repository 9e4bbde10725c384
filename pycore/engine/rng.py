"""A small deterministic random number generator whose whole state is one integer.

It lives inside the game state, so `seed + actions` replays a game exactly, on CPython and in
Pyodide alike (pure integer arithmetic, no floats, no `random` module).
"""

from __future__ import annotations

from typing import MutableSequence, Sequence, TypeVar

from pydantic import BaseModel

T = TypeVar("T")

_MASK64 = (1 << 64) - 1


class Rng(BaseModel):
    """SplitMix64. `draws` counts the numbers drawn, so callers can tell whether chance was used."""

    state: int = 0
    draws: int = 0

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        return cls(state=seed & _MASK64, draws=0)

    @classmethod
    def for_step(cls, seed: int, step: int) -> "Rng":
        """A bot's randomness at a step of a match: from the match's seed and the step number only,
        so a bot's move is the same whoever replays it (the app, a tutorial check)."""
        return cls.from_seed((seed * 1_000_003 + step) % (1 << 64))

    def next_u64(self) -> int:
        # the fields stored straight into the model: the bots' rollouts draw millions of numbers, and
        # pydantic's assignment (which validates nothing here) was half of a draw's time
        fields: dict[str, int] = self.__dict__
        z = fields["state"] = (fields["state"] + 0x9E3779B97F4A7C15) & _MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        fields["draws"] += 1
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]
