"""Registers the toy game (tests/engine/toy_game/) with the kernel's registry, module by module."""

import pytest

from pycore.engine import registry


@pytest.fixture(autouse=True, scope="module")
def toy_game_registered():
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(registry._MODULES, "toy", "toy_game")
        yield
