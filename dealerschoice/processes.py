"""Processes a build starts (worker pools, the search indexer) that die with it, and the test
of whether the process that left something behind is still running.

On Linux a child asks the kernel to send it SIGTERM when its parent goes (`prctl`
PR_SET_PDEATHSIG), so a build killed with `kill -9` leaves no worker behind holding gigabytes;
elsewhere this is a no-op and a worker ends when it finds its task queue gone.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import signal
import sys
from collections.abc import Callable

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
