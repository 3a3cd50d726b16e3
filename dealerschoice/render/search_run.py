"""Running Pagefind over the shards: one process a shard, at most `jobs` at once.

The caller starts each run (`PagefindRuns.start`) once a slot is free, so it can make the next
shard's documents while the earlier shards are indexed; a plain thread pool waits on each
process and finishes its bundle. Nothing polls: a run's end frees its slot.
"""

from __future__ import annotations

import subprocess
import tempfile
import threading
from collections.abc import Callable
from concurrent.futures import FIRST_EXCEPTION, Future, ThreadPoolExecutor, wait
from pathlib import Path
from typing import IO, TypeVar

from dealerschoice.errors import SearchError

T = TypeVar("T")
INSTALL = "Check that `pagefind[bin]` is installed in this Python environment."


class PagefindRuns:
    """Pagefind processes, `jobs` at a time; `stop` kills those running."""

    def __init__(self, command: list[str], jobs: int):
        self.command = command
        self.jobs = max(1, jobs)
        self.pool = ThreadPoolExecutor(max_workers=self.jobs, thread_name_prefix="pagefind")
        self.slots = threading.BoundedSemaphore(self.jobs)
        self.lock = threading.Lock()
        self.running: set[subprocess.Popen] = set()
        self.futures: list[Future] = []
        self.stopped = False

    def start(self, shard: int, label: str, docs: Path, out: Path, then: Callable[[Path], T]) -> Future[T]:
        """Index the documents in `docs` into the bundle `out` of shard `shard`, once fewer than
        `jobs` runs are going (this waits for a slot); `then(out)` runs on the finished bundle,
        in the pool. `label` names the shard in a failure's message. SearchError as soon as a
        run failed."""
        self.slots.acquire()
        try:
            if self.stopped:
                raise SearchError("search index: stopped")
            self.raise_failure()
            log = tempfile.TemporaryFile()  # not a pipe: nobody reads it until the run ends
            command = [*self.command, "--site", str(docs), "--output-path", str(out), "--keep-index-url"]
            try:
                process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT)
            except OSError as error:
                log.close()
                raise SearchError(f"search index: could not run Pagefind for {label} ({error}); "
                                  "install it with: pip install 'pagefind[bin]'", shard) from None
        except BaseException:
            self.slots.release()
            raise
        with self.lock:
            self.running.add(process)
        future = self.pool.submit(self._finish, shard, label, process, log, out, then)
        self.futures.append(future)
        return future

    def _finish(self, shard: int, label: str, process: subprocess.Popen, log: IO[bytes], out: Path,
                then: Callable[[Path], T]) -> T:
        try:
            process.wait()
            with self.lock:
                self.running.discard(process)
            log.seek(0)
            output = log.read().decode("utf-8", "replace")
            log.close()
            if self.stopped:
                raise SearchError("search index: stopped", shard)
            if process.returncode != 0:
                errors = [line for line in output.splitlines() if "rror" in line] or [output.strip()]
                raise SearchError(f"search index: Pagefind failed on {label} (exit {process.returncode}): "
                                  + " ".join(dict.fromkeys(errors)) + "\n" + INSTALL, shard)
            return then(out)
        finally:
            self.slots.release()

    def raise_failure(self) -> None:
        """Raise the first failed run's error, if one has failed."""
        for future in self.futures:
            if future.done() and future.exception() is not None:
                raise future.exception()  # type: ignore[misc]

    def wait(self) -> None:
        """Wait for every run started; the first failure stops the others and is raised."""
        wait(self.futures, return_when=FIRST_EXCEPTION)
        self.raise_failure()

    def stop(self) -> None:
        """Kill the runs going, and wait for the pool's threads to see them end."""
        self.stopped = True
        with self.lock:
            running = list(self.running)
        for process in running:
            process.kill()
        self.pool.shutdown(wait=True)
