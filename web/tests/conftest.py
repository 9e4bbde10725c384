"""Tests of the web app's Python that need no browser: the `app` package is imported from web/."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
