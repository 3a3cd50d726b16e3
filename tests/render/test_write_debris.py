"""What killed builds leave beside the site is removed by the next build, the swap of old site
for new has no moment without a site, and worker processes end with the build (issue 22, 9-10)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from dealerschoice.processes import alive
from dealerschoice.write import folder as write
from dealerschoice.write.folder import sweep_debris, write_site


def dead_pid() -> int:
    """The pid of a process that has ended (and been reaped)."""
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    pid = int(done.stdout)
    assert not alive(pid)
    return pid


def test_a_build_removes_the_folders_killed_builds_left_and_nothing_else(tmp_path):
    out = tmp_path / "site"
    write_site({"index.html": b"one"}, out)
    gone = dead_pid()
    left = [tmp_path / f".site.new-{gone}-abc", tmp_path / f".site.old-{gone}-def", tmp_path / f".site.new-{gone}-spare"]
    running = [tmp_path / f".site.new-{os.getpid()}-ghi"]  # a build in this very process
    others = [tmp_path / ".site.spare", tmp_path / ".other.new-1-x", tmp_path / "notes"]
    for folder in left + running + others:
        (folder / "games").mkdir(parents=True)
        (folder / "games" / "page.html").write_bytes(b"x" * 1000)
    write_site({"index.html": b"two"}, out)
    assert (out / "index.html").read_bytes() == b"two"
    assert not any(folder.exists() for folder in left)
    assert all(folder.exists() for folder in running + others)
    assert sweep_debris(out) == []  # nothing more to do


def test_the_swap_is_one_exchange_so_the_site_is_always_there(tmp_path, monkeypatch):
    out = tmp_path / "site"
    write_site({"index.html": b"0"}, out)
    if not write.exchange(tmp_path / "site", tmp_path / "site"):  # same name twice: a no-op the kernel accepts
        pytest.skip("this system has no atomic exchange of names (renameat2)")
    renamed: list[str] = []
    original = Path.rename

    def rename(self, target):
        renamed.append(self.name)
        return original(self, target)

    monkeypatch.setattr(Path, "rename", rename)
    misses = 0
    stop = threading.Event()

    def reader():
        nonlocal misses
        while not stop.is_set():
            if not os.path.exists(out / "index.html"):
                misses += 1

    watcher = threading.Thread(target=reader)
    watcher.start()
    try:
        for n in range(1, 60):
            write_site({"index.html": str(n).encode()}, out)
    finally:
        stop.set()
        watcher.join()
    assert "site" not in renamed  # the live site is never renamed away
    assert misses == 0
    assert (out / "index.html").read_bytes() == b"59"


WORKER_SCRIPT = """
import os, sys, time
from concurrent.futures import ProcessPoolExecutor
from dealerschoice.processes import die_with_parent
def work(_):
    os.write(1, f"{os.getpid()}\\n".encode())  # one write: two workers never interleave
    time.sleep(60)
pool = ProcessPoolExecutor(2, initializer=die_with_parent, initargs=(os.getpid(),))
list(pool.map(work, range(2)))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="parent-death signal is Linux's")
def test_workers_end_when_their_build_is_killed(tmp_path):
    parent = subprocess.Popen([sys.executable, "-c", WORKER_SCRIPT], stdout=subprocess.PIPE, text=True,
                              cwd=Path(__file__).resolve().parents[2])
    workers = [int(parent.stdout.readline()) for _ in range(2)]
    assert all(alive(pid) for pid in workers)
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + 10
    while any(alive(pid) and not zombie(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(alive(pid) and not zombie(pid) for pid in workers)


def zombie(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(") ")[1].startswith("Z")
    except OSError:
        return False
