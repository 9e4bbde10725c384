"""The error types of the kernel: each carries a message a player can read."""

from .labels import said_label


class IllegalAction(ValueError):
    """An action that the rules do not allow at this point (unknown id, wrong player, wrong phase)."""


class BadLink(ValueError):
    """A share link or save that cannot be read: corrupt, tampered, truncated, or from other rules. Its message
    is a `labels.Label` where pycore wrote it as a template (links, saves, signatures): `said()` tells it in
    the installed language; `str()` is its English."""

    def said(self) -> str:
        return said_label(self.args[0]) if self.args and isinstance(self.args[0], str) else str(self)
