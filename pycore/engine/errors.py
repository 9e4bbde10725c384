"""The error types of the kernel: each carries a message a player can read."""

from .labels import said_label


class SaidError(ValueError):
    """An error a player reads. Its message is a `labels.Label` where pycore wrote it as a template: `said()`
    tells it in the installed language; `str()` is its English (the command line, the logs, the tests)."""

    def said(self) -> str:
        return said_label(self.args[0]) if self.args and isinstance(self.args[0], str) else str(self)


class IllegalAction(SaidError):
    """An action that the rules do not allow at this point (unknown id, wrong player, wrong phase). A move
    refused at a table is said in the game's words (`moves.REFUSALS`, each game's `DECISION_WORDS`)."""


class BadLink(SaidError):
    """A share link or save that cannot be read: corrupt, tampered, truncated, or from other rules (links,
    saves, signatures: their `MESSAGES`, `TEXT`)."""
