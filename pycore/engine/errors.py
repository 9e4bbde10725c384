"""The error types of the kernel: each carries a message a player can read."""


class IllegalAction(ValueError):
    """An action that the rules do not allow at this point (unknown id, wrong player, wrong phase)."""


class BadLink(ValueError):
    """A share link or save that cannot be read: corrupt, tampered, truncated, or from other rules."""
