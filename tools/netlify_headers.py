"""The `[[headers]]` rules of netlify.toml, matched the way Netlify matches them.

A rule's path may hold `*` (anything, slashes included) and `:name` (one path segment). Every matching
rule applies; a header set by several of them gets their values joined by ", ", as on Netlify.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

NETLIFY_TOML = Path(__file__).resolve().parent.parent / "netlify.toml"


def _pattern(path: str) -> re.Pattern[str]:
    parts = re.split(r"(\*|:[A-Za-z_]+)", path)
    regex = "".join(".*" if p == "*" else "[^/]+" if p.startswith(":") else re.escape(p) for p in parts)
    return re.compile(regex + r"\Z")


def load_rules(toml_path: Path = NETLIFY_TOML) -> list[tuple[re.Pattern[str], dict[str, str]]]:
    config = tomllib.loads(toml_path.read_text())
    return [(_pattern(rule["for"]), dict(rule.get("values", {}))) for rule in config.get("headers", [])]


def headers_for(url_path: str, rules: list[tuple[re.Pattern[str], dict[str, str]]]) -> dict[str, str]:
    """The headers Netlify adds for a request path (without query), by header name as written in the toml."""
    found: dict[str, list[str]] = {}
    names: dict[str, str] = {}
    for pattern, values in rules:
        if pattern.match(url_path):
            for name, value in values.items():
                key = name.lower()
                names.setdefault(key, name)
                found.setdefault(key, []).append(" ".join(str(value).split()))
    return {names[key]: ", ".join(values) for key, values in found.items()}
