"""Atelier's rules: a game-agnostic kernel (`pycore.engine`), one sub-package per game, bots and a CLI."""

__version__ = "0.1.0"
