"""Command line: `python build.py COMMAND ...`. Argument parsing only; the work is in the library.

Each command is a module of `dealerschoice.commands` with `HELP`, `add_arguments(parser)`
and `run(args) -> int`, so adding a command never touches this file.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import pkgutil
import sys

from dealerschoice import commands
from dealerschoice.errors import CatalogError, SearchError, UsageError


def command_names() -> list[str]:
    return [info.name for info in pkgutil.iter_modules(commands.__path__) if not info.name.startswith("_")]


def command_modules(names: list[str] | None = None) -> dict:
    return {name: importlib.import_module(f"{commands.__name__}.{name}")
            for name in (command_names() if names is None else names)}


def make_parser(command: str | None = None) -> tuple[argparse.ArgumentParser, dict]:
    """The parser of every command, or of `command` alone: importing every command costs
    slows every run (the web server's modules, the rules coverage...)."""
    parser = argparse.ArgumentParser(prog="python build.py",
                                     description="Dealer's Choice: poker variants to a static site.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    modules = command_modules([command] if command else None)
    for name, module in modules.items():
        module.add_arguments(sub.add_parser(name, help=module.HELP, description=module.HELP))
    return parser, modules


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or (argv[0].startswith("-") and argv[0] not in ("-h", "--help")):
        argv.insert(0, "build")  # `python build.py` alone builds the site
    # a known command: only its module is imported; else all, for the help or the error
    parser, modules = make_parser(argv[0] if argv[0] in command_names() else None)
    args = parser.parse_args(argv)
    try:
        return modules[args.command].run(args)
    except CatalogError as error:
        for problem in error.problems:
            print(problem, file=sys.stderr)
        print(f"{len(error.problems)} error(s); nothing was written.", file=sys.stderr)
        return 1
    except SearchError as error:  # the indexer failed, not the command line
        print(f"error: {error}", file=sys.stderr)
        return 1
    except UsageError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130


def printable_output() -> None:
    """Let every report print whatever the terminal's encoding: a catalog's undecodable byte is
    carried in its text as a lone surrogate (to be quoted in the error that names it), and a
    character the output encoding lacks is written as a backslash escape, not a traceback."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")


def run() -> None:
    """`python build.py` and `python -m dealerschoice`: `main`, then exit with its status.
    What the command made is frozen first: the interpreter's last collections would walk all
    of it just before the process ends."""
    printable_output()
    status = main()
    gc.freeze()
    sys.exit(status)


if __name__ == "__main__":
    run()
