"""PyScript's entry point: hands over to the web app (the Python package under web/app/)."""

from app.first import start

await start()  # noqa: F704  (PyScript runs this file with top-level await)
