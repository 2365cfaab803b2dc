"""The tracked tree speaks of the product, not of how it was developed: no numbered issues and
no development "sessions" in code, tests, docs or result notes. A "session" is allowed only
where it is a code meaning, each listed below with why."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from conftest import ROOT

PROCESS_WORDS = r"session|issue [0-9]"

# (file pattern, line pattern): the code meanings of "session", kept tight so that a
# development "session" next to one still shows.
CODE_MEANINGS = [
    (r".*", r"\bstart_new_session\b"),  # subprocess.Popen: the child leads a new process session
    (r".*", r"\bsetsid\b.*\bprocess session\b|\bprocess session\b.*\bsetsid\b"),  # setsid(1), said so
    (r".*", r"\bInferenceSession\b"),  # onnxruntime's API
    (r"^tests/test_repository\.py$", r".*"),  # this check's own words and samples
    (r"^src/ecotune/models/load\.py$", r"\bsession\.run\("),  # that InferenceSession's run()
    (r"^tests/.*\.py$", r"""scope=["']session["']"""),  # pytest's fixture scope
    # test_resume.py kills what a test started by its process session id (os.killpg)
    (r"^tests/test_resume\.py$", r"\bsessions\b|Kill, by session,"),
]


def offending_lines(grep_output: str) -> list[str]:
    """The `git grep -n` lines (path:line:text) that no code meaning explains."""
    left = []
    for hit in grep_output.splitlines():
        path, _, text = hit.split(":", 2)
        if not any(re.search(where, path) and re.search(what, text) for where, what in CODE_MEANINGS):
            left.append(hit)
    return left


def test_the_allowed_meanings_are_code_and_the_rest_shows():
    sample = "\n".join([
        "tests/test_resume.py:131:        stdout=log, start_new_session=True)",
        "tests/conftest.py:64:@pytest.fixture(scope=\"session\")",
        "src/ecotune/models/load.py:98:    session = onnxruntime.InferenceSession(model, providers=p)",
        "bench/device.sh:3:# runs start in a process session of its own (setsid)",
        "bench/x.py:1:\"\"\"Found in the tenth session (issue 12).\"\"\"",
        "src/ecotune/x.py:9:    session = start()  # a session= that is not the ONNX one",
        "tests/test_x.py:5:    sessions = []  # only test_resume.py's are process sessions",
    ])
    assert offending_lines(sample) == sample.splitlines()[4:]


def test_no_development_process_words_in_the_tracked_tree():
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    found = subprocess.run(["git", "grep", "-n", "-I", "-i", "-E", PROCESS_WORDS], cwd=ROOT, capture_output=True,
                           text=True)
    assert found.returncode in (0, 1), found.stderr  # 1: nothing found
    left = offending_lines(found.stdout)
    assert not left, f"{len(left)} lines speak of the development process:\n" + "\n".join(left)


def test_no_development_process_words_in_tracked_file_names():
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    names = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    found = [name for name in names.splitlines() if re.search(PROCESS_WORDS, name, re.IGNORECASE)]
    assert not found, f"file names that speak of the development process: {found}"
