"""PyScript's entry point: hands over to the web app (the Python package under web/app/)."""

from app.main import start

start()
