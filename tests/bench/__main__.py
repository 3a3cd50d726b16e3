"""Run every benchmark module of this folder (bench_*.py, each with a main()) in turn."""

import importlib
import pkgutil
import sys

import tests.bench as package


def main(names: list[str]) -> int:
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        if info.name.startswith("bench_") and (not names or info.name[6:] in names):
            print(f"== {info.name}", flush=True)
            importlib.import_module(f"{package.__name__}.{info.name}").main()
    return 0


sys.exit(main(sys.argv[1:]))
