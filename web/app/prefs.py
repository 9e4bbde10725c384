"""Preferences of this device (this browser), not of a game: kept in localStorage, never in a save or a link.

The bots' speed (how long a bot's move stays on screen before the next bot moves) and the language. A missing,
damaged or unknown stored value reads as the default; when the storage is full the choice holds until the
page is closed.
"""

from __future__ import annotations

from .i18n import Texts
from .storage import KeyValue, StorageFull

BOT_SPEED_KEY = "atelier:pref:bot-speed"
# name: (label, pause in ms before a bot's move); 0 waits only for the previous picture to be painted. The labels
# are words of speed that no bot level uses ("Normal" is a level: pycore.bots.LEVELS), so "Bots: Slow" cannot be
# read as the bots' strength. A device that stored the older "normal" reads it as the default, the same 600 ms.
BOT_SPEEDS = {"slow": ("Slow", 600), "fast": ("Fast", 150), "instant": ("Instant", 0)}
SPEED_WORDS = Texts("bot_speed", {name: label for name, (label, _) in BOT_SPEEDS.items()})
DEFAULT_BOT_SPEED = "slow"
# The language chosen on the home screen (app.i18n), a code of app.i18n.LANGUAGES; none stored: the browser's.
LANGUAGE_KEY = "atelier:pref:language"


class DevicePrefs:
    def __init__(self, kv: KeyValue) -> None:
        self.kv = kv
        self.unsaved: dict[str, str] = {}  # choices the storage refused (quota), for this visit

    def bot_speed(self) -> str:
        """The chosen bot speed, a key of BOT_SPEEDS; anything else stored reads as the default."""
        return known_speed(self.unsaved.get(BOT_SPEED_KEY) or self.kv.get(BOT_SPEED_KEY) or "")

    def set_bot_speed(self, speed: str) -> str:
        """Store a bot speed (an unknown name stores the default); returns the speed now in effect."""
        speed = known_speed(speed)
        self.unsaved.pop(BOT_SPEED_KEY, None)
        try:
            self.kv.set(BOT_SPEED_KEY, speed)
        except StorageFull:
            self.unsaved[BOT_SPEED_KEY] = speed
        return speed

    def language(self) -> str:
        """The language chosen on this device, or "" (then the browser's languages decide, app.i18n.choose)."""
        return self.unsaved.get(LANGUAGE_KEY) or self.kv.get(LANGUAGE_KEY) or ""

    def set_language(self, code: str) -> None:
        self.unsaved.pop(LANGUAGE_KEY, None)
        try:
            self.kv.set(LANGUAGE_KEY, code)
        except StorageFull:
            self.unsaved[LANGUAGE_KEY] = code


def known_speed(speed: str) -> str:
    """`speed` if it is a key of BOT_SPEEDS, else the default: what a stored or tapped value means."""
    return speed if speed in BOT_SPEEDS else DEFAULT_BOT_SPEED


def bot_speed_label(speed: str) -> str:
    return SPEED_WORDS[known_speed(speed)]


def bot_pause_ms(speed: str) -> int:
    return BOT_SPEEDS[known_speed(speed)][1]


def next_bot_speed(speed: str) -> str:
    """The speed after this one, in the order of BOT_SPEEDS (the table's button goes round them)."""
    names = list(BOT_SPEEDS)
    return names[(names.index(speed) + 1) % len(names)] if speed in BOT_SPEEDS else DEFAULT_BOT_SPEED
