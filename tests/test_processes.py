"""`processes.fresh_fork_map`: each task in a process forked for it alone (issue 22: a page
worker's memory is given back after each slice), results in order, the first failure raised."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from dealerschoice.processes import WorkerDied, WorkerFailed, WorkerTraceback, alive, fresh_fork_map


def pid_of(task: int) -> tuple[int, int]:
    return task, os.getpid()


def test_each_task_runs_in_a_process_of_its_own_and_results_keep_the_task_order():
    results = fresh_fork_map(pid_of, list(range(7)), jobs=3)
    assert [task for task, _ in results] == list(range(7))
    pids = [pid for _, pid in results]
    assert len(set(pids)) == 7 and os.getpid() not in pids


def test_no_tasks_start_no_process():
    assert fresh_fork_map(pid_of, [], jobs=2) == []


def test_what_a_task_changes_in_its_process_is_gone_for_the_next():
    seen: list[int] = []

    def remember(task: int) -> int:
        seen.append(task)  # in the child's copy of `seen`
        return len(seen)

    assert fresh_fork_map(remember, [5, 6, 7], jobs=1) == [1, 1, 1]
    assert seen == []


def failing(task: int) -> int:
    if task == 2:
        raise ValueError(f"task {task} is bad")
    return task


def test_a_tasks_exception_is_raised_here_with_the_workers_traceback_as_its_cause():
    with pytest.raises(ValueError, match=r"^task 2 is bad$") as raised:
        fresh_fork_map(failing, [1, 2, 3], jobs=2)
    cause = raised.value.__cause__
    assert isinstance(cause, WorkerTraceback)
    assert 'in failing\n    raise ValueError(f"task {task} is bad")' in str(cause)


def dying(task: int) -> int:
    if task == 1:
        os._exit(3)
    return task


def test_a_worker_that_ends_without_a_result_is_an_error_naming_it():
    with pytest.raises(WorkerDied, match=r"^worker process \d+ \(task 1\) ended with exit code 3 before handing "
                                         r"back its result$"):
        fresh_fork_map(dying, [0, 1, 2], jobs=2)


def unpicklable(task: int):
    return lambda: task


def test_a_result_that_does_not_pickle_is_an_error_saying_so():
    with pytest.raises(WorkerFailed, match=r"^worker process \d+: its result does not pickle: Can't pickle local "
                                           r"object 'unpicklable.<locals>.<lambda>'$"):
        fresh_fork_map(unpicklable, [1], jobs=1)


class Unpicklable(Exception):
    def __reduce__(self):
        raise TypeError("no pickling this")


def raises_unpicklable(task: int) -> int:
    raise Unpicklable("odd one")


def test_an_exception_that_does_not_pickle_comes_back_as_its_traceback():
    with pytest.raises(WorkerFailed, match=r"(?s)^worker process \d+: its exception does not pickle \(no pickling "
                                           r"this\); it was:\nTraceback .*Unpicklable: odd one\n$"):
        fresh_fork_map(raises_unpicklable, [1], jobs=1)


def test_the_first_failure_ends_the_tasks_still_running(tmp_path):
    marker = tmp_path / "sleeper"

    def task(n: int) -> int:
        if n == 0:  # the sleeper: says who it is, then would run on for a minute
            marker.write_text(str(os.getpid()))
            time.sleep(60)
            return n
        while not marker.exists():  # the failure comes once the sleeper runs
            time.sleep(0.01)
        raise RuntimeError("stop")

    with pytest.raises(RuntimeError, match="^stop$"):
        fresh_fork_map(task, [0, 1], jobs=2)
    assert not alive(int(Path(marker).read_text()))  # ended and reaped, not left running
