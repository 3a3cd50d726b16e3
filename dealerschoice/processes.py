"""Processes a build starts (worker pools, the search indexer) that die with it, the test of
whether the process that left something behind is still running, and `fresh_fork_map`: tasks
each run in a process forked for it alone.

On Linux a child asks the kernel to send it SIGTERM when its parent goes (`prctl`
PR_SET_PDEATHSIG), so a build killed with `kill -9` leaves no worker behind holding gigabytes;
elsewhere this is a no-op and a worker ends when it finds its task queue gone.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import multiprocessing
import os
import signal
import sys
import traceback
from collections.abc import Callable, Sequence
from multiprocessing.connection import Connection, wait
from typing import Any, TypeVar

_PR_SET_PDEATHSIG = 1


def _prctl() -> Callable[..., int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True).prctl
    except (OSError, AttributeError):
        return None


_PRCTL = _prctl()


def die_with_parent(parent: int | None = None) -> None:
    """Ask to be ended when the parent process ends: the `initializer` of a worker pool, or a
    subprocess's `preexec_fn`. `parent`: the pid the child was started by, to catch a parent
    that died before the request was made (then the child ends at once).

    >>> die_with_parent(os.getppid())  # in a process whose parent is alive: nothing happens
    """
    if _PRCTL is None:
        return
    _PRCTL(_PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
    if parent is not None and os.getppid() != parent:
        os._exit(1)  # orphaned already: re-parented before the request


def alive(pid: int) -> bool:
    """Whether a process with this pid is running (one of another user's counts as running).

    >>> alive(os.getpid())
    True
    """
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


T = TypeVar("T")
R = TypeVar("R")


class WorkerDied(RuntimeError):
    """A forked worker ended without handing back its task's result (killed, or out of memory)."""


class WorkerFailed(RuntimeError):
    """A forked worker's task raised an exception that could not be sent back as it was."""


class WorkerTraceback(Exception):
    """Where in the worker a task's exception was raised: set as that exception's cause."""


def fresh_fork_map(function: Callable[[T], R], tasks: Sequence[T], jobs: int) -> list[R]:
    """`[function(task) for task in tasks]`, each task in a process forked for it alone, at
    most `jobs` at a time; results in task order. The first failure stops the others and is
    raised here: the task's own exception, or WorkerDied if its process ended without a result.

    Why not a pool of long-lived workers: a forked worker shares the parent's memory until it
    touches it, and in Python reading an object writes its reference count, so page by page a
    long-lived worker comes to hold its own copy of everything it has read (at 44,000 games,
    each page worker grew to 600-700 MB of its own). A process per task gives that back when
    the task ends, so a worker holds only what one task read.

    >>> fresh_fork_map(abs, [-3, 2, -1], jobs=2)
    [3, 2, 1]
    """
    context = multiprocessing.get_context("fork")
    results: list[Any] = [None] * len(tasks)
    waiting = list(range(len(tasks)))[::-1]
    running: dict[Connection, tuple[int, multiprocessing.process.BaseProcess]] = {}
    parent = os.getpid()
    try:
        while waiting or running:
            while waiting and len(running) < max(1, jobs):
                index = waiting.pop()
                receive, send = context.Pipe(duplex=False)
                process = context.Process(target=_run_task, args=(function, tasks[index], send, parent), daemon=True)
                process.start()
                send.close()  # this end is the child's: the pipe ends (EOF) when the child does
                running[receive] = (index, process)
            ready = wait(list(running))
            for receive in [r for r in running if r in ready]:
                index, worker = running.pop(receive)
                results[index] = _result_of(receive, index, worker)
    finally:
        for receive, (_, worker) in running.items():
            worker.terminate()
            worker.join()
            receive.close()
    return results


def _result_of(receive: Connection, index: int, process: multiprocessing.process.BaseProcess) -> Any:
    try:
        ok, value = receive.recv()
    except (EOFError, OSError):
        process.join()
        raise WorkerDied(f"worker process {process.pid} (task {index}) ended with exit code {process.exitcode} "
                         "before handing back its result") from None
    finally:
        receive.close()
    process.join()
    if not ok:
        error, where = value
        raise error from WorkerTraceback(where)
    return value


def _run_task(function: Callable[[Any], Any], task: Any, send: Connection, parent: int) -> None:
    """In the forked child: run the task and send (True, result) or (False, the exception)."""
    die_with_parent(parent)
    try:
        reply: tuple[bool, Any] = (True, function(task))
    except BaseException as error:  # sent to the parent, which raises it
        reply = (False, (error, "".join(traceback.format_exception(error))))
    try:
        send.send(reply)
    except Exception as unsent:  # the result or the exception does not pickle: say so in text
        text = (f"its result does not pickle: {unsent}" if reply[0] else
                f"its exception does not pickle ({unsent}); it was:\n{reply[1][1]}")
        send.send((False, (WorkerFailed(f"worker process {os.getpid()}: {text}"), text)))
    finally:
        send.close()
