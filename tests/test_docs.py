"""The README and the docs/ pages: every relative link points to a file that exists, every
results path they cite is there, the two set-up commands stay on the README's first screen,
and the README stays short."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import ROOT

# [text](target) and [text](target "title"); images too. Autolinks and http(s) are skipped below.
LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
FENCE = re.compile(r"^(```|~~~).*?^\1", re.S | re.M)
# A path in backticks on its own (not inside a command): `bench/results/x.json`, `dir/`, `a_*`.
CODE_SPAN = re.compile(r"`([^`\s]+)`")
RESULTS = ROOT / "bench" / "results"

SETUP_COMMANDS = ('pip install -e ".[workflow]" && snakemake', 'pip install -e ".[test]" && python3 -m pytest')


def pages() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def relative_links(page: Path) -> list[str]:
    text = FENCE.sub("", page.read_text())  # a link-like string inside a code block is code
    targets = []
    for target in LINK.findall(text):
        if re.match(r"[a-z][a-z0-9+.-]*:", target, re.I) or target.startswith("#"):
            continue  # http:, https:, mailto:; an anchor in the same page
        targets.append(target.split("#", 1)[0])
    return targets


def test_links_are_parsed_from_inline_markdown_and_not_from_code(tmp_path):
    page = tmp_path / "p.md"
    page.write_text('[a](x.md) ![b](img/y.png "t") [c](https://e.org) [d](#top) [e](z.md#part)\n'
                    "```\n[f](inside_code.md)\n```\n")
    assert relative_links(page) == ["x.md", "img/y.png", "z.md"]


def test_there_are_docs_pages():
    names = {page.name for page in pages()}
    assert {"configuration.md", "outputs.md", "measurement.md", "search-speed.md", "decisive.md",
            "models.md"} <= names


@pytest.mark.parametrize("page", pages(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_points_to_a_file_that_exists(page):
    missing = []
    for target in relative_links(page):
        if not (page.parent / target).exists():
            missing.append(target)
    assert not missing, f"{page.relative_to(ROOT)} links to files that do not exist: {missing}"


def cited_results(page: Path) -> list[str]:
    """The results a page cites as evidence: `bench/results/...` paths, and in the results
    folder's own README the names in its table's last column (relative to it)."""
    text = page.read_text()
    cited = [span.removeprefix("bench/results/") for span in CODE_SPAN.findall(text)
             if span.startswith("bench/results/")]
    if page.parent == RESULTS:
        rows = [line.rstrip(" |").rsplit("|", 1)[-1] for line in text.splitlines() if line.startswith("|")]
        cited += [span for row in rows for span in CODE_SPAN.findall(row)]
    return cited


def test_cited_results_are_parsed_from_code_spans_without_spaces(tmp_path):
    page = tmp_path / "p.md"
    page.write_text("`bench/results/a.json` and `git show x:bench/results/gone/` and `bench/results/b_*`\n")
    assert cited_results(page) == ["a.json", "b_*"]


@pytest.mark.parametrize("page", [*pages(), RESULTS / "README.md"], ids=lambda p: str(p.relative_to(ROOT)))
def test_every_results_path_a_page_cites_is_in_the_tree(page):
    missing = [name for name in cited_results(page) if not list(RESULTS.glob(name.rstrip("/")))]
    assert not missing, f"{page.relative_to(ROOT)} cites results that are not in bench/results: {missing}"


def test_the_readme_shows_both_setup_commands_in_bash_blocks_on_its_first_screen():
    lines = (ROOT / "README.md").read_text().splitlines()
    first_screen = "\n".join(lines[:40])
    blocks = re.findall(r"^```bash\n(.*?)^```", first_screen, re.S | re.M)
    for command in SETUP_COMMANDS:
        assert any(block.strip() == command for block in blocks), f"not in a bash block in lines 1-40: {command}"


def test_the_readme_is_short():
    lines = (ROOT / "README.md").read_text().splitlines()
    assert len(lines) <= 160, f"README.md has {len(lines)} lines; topic material belongs in docs/"
