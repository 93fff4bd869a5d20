"""`python -m monopolies`: the `monopolies` command, where its script is not on the PATH."""

from monopolies.cli import app

app()
