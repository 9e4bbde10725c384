"""Tests of the web app's Python that need no browser: the `app` package is imported from web/."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


@pytest.fixture(scope="session")
def compiled() -> dict[str, bytes]:
    """Each language's catalog compiled from web/locale as the build does (tools/i18n.py), once a session."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    import i18n as catalogs

    return catalogs.compiled_catalogs()


@pytest.fixture
def speak(compiled):
    """Speak a language (its catalog compiled from the sources) for one test; English again after it."""
    from app import i18n

    yield lambda lang: i18n.use(lang, compiled[lang])
    i18n.use(i18n.SOURCE)
