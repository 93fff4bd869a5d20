"""The examples in docstrings and README.md run as written."""

from __future__ import annotations

import ast
import doctest
import importlib
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCTESTED = [
    "monopolies",
    "monopolies.games.deal.rules",
    "monopolies.games.card_game.rules",
    "monopolies.games.crooked_cash.rules",
    "monopolies.games.cheaters.rules",
]


@pytest.mark.parametrize("module", DOCTESTED)
def test_docstring_examples(module: str) -> None:
    """Docstrings are read from the package's source, so that a compiled build (whose
    docstrings doctest cannot find) runs the same examples."""
    package = importlib.import_module(module)
    source = Path(str(package.__file__)).parent / "__init__.py"
    tree = ast.parse(source.read_text(encoding="utf-8"))
    runner = doctest.DocTestRunner(verbose=False)
    parser = doctest.DocTestParser()
    globs = dict(vars(package))
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            doc = ast.get_docstring(node)
            if doc:
                runner.run(parser.get_doctest(doc, globs, module, str(source), 0))
    result = runner.summarize(verbose=False)
    assert result.attempted > 0, f"{module} has no examples"
    assert result.failed == 0


def test_readme_python_examples_run() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert blocks, "README.md should show the library in use"
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})


def test_readme_opens_with_the_two_newcomer_commands() -> None:
    head = (ROOT / "README.md").read_text(encoding="utf-8").split("\n## ")[0]
    commands = re.findall(r"```bash\n(.*?)```", head, flags=re.S)
    assert any("monopolies serve" in c or "monopolies play" in c for c in commands)
    assert any("pytest" in c for c in commands)


def test_ci_runs_the_readme_test_command() -> None:
    head = (ROOT / "README.md").read_text(encoding="utf-8").split("\n## ")[0]
    test_command = next(
        c for c in re.findall(r"```bash\n(.*?)```", head, flags=re.S) if "pytest" in c
    )
    runner = test_command.strip().split("&&")[-1].strip()
    assert runner in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
