"""`python build.py serve`: serve the site on localhost and rebuild when the inputs change."""

from __future__ import annotations

import functools
import http.server
import sys
import threading
import time
from pathlib import Path

from dealerschoice.errors import CatalogError, SearchError, UsageError
from dealerschoice.pipeline import build_site
from dealerschoice.render.env import TEMPLATES

HELP = "serve the site on localhost, rebuilding it when catalog/ or templates/ change"


def add_arguments(parser) -> None:
    parser.add_argument("--port", type=int, default=8000, help="port on 127.0.0.1 (default: 8000)")
    parser.add_argument("--catalog", default="catalog", metavar="DIR", help="catalog folder (default: catalog)")
    parser.add_argument("--out", default="site", metavar="DIR", help="site folder (default: site)")
    # a check is a stat of each file (under 1 ms for a 20,000-game catalog): often is cheap
    parser.add_argument("--interval", type=float, default=0.2, help="seconds between checks for changes (default: 0.2)")


MIN_INTERVAL = 0.05  # below this the watcher would spin a core on file-system stats


def check_options(args) -> None:
    """Bad --port and --interval values are refused before the first build."""
    if not 1 <= args.port <= 65535:
        raise UsageError(f"--port {args.port}: a port is a number from 1 to 65535, e.g. --port 8000")
    if not args.interval >= MIN_INTERVAL:  # also refuses nan
        raise UsageError(f"--interval {args.interval}: give the seconds between checks for changes, "
                         f"at least {MIN_INTERVAL} (e.g. --interval 0.2)")


def run(args) -> int:
    check_options(args)
    if not Path(args.catalog).is_dir():
        print(f'error: catalog folder "{args.catalog}" does not exist; give --catalog DIR '
              "(a folder with games/ in it)", file=sys.stderr)
        return 1
    watched = [Path(args.catalog), TEMPLATES]
    rebuild(args)  # a broken catalog at start is reported, not fatal: fix it and save
    try:
        server = http.server.ThreadingHTTPServer(("127.0.0.1", args.port), quiet_handler(args.out))
    except OSError as error:
        raise UsageError(f"--port {args.port}: cannot listen on it ({error.strerror}); "
                         "pick another port, e.g. --port 8001") from None
    threading.Thread(target=watch, args=(args, watched), daemon=True).start()
    print(f"Serving {args.out}/ at http://127.0.0.1:{args.port}/ (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    finally:
        server.server_close()
    return 0


def rebuild(args) -> bool:
    """Build once; any failure is reported and the previous site stays served."""
    try:
        report = build_site(args.catalog, args.out, wait=False)
    except CatalogError as error:
        for problem in error.problems:
            print(problem, file=sys.stderr)
        print(f"{len(error.problems)} error(s); {_still(args)}", file=sys.stderr, flush=True)
        return False
    except (UsageError, SearchError) as error:
        print(f"error: {error}; {_still(args)}", file=sys.stderr, flush=True)
        return False
    except Exception as error:  # noqa: BLE001 — the watcher must outlive any one bad build
        print(f"error: the rebuild failed ({type(error).__name__}: {error}); {_still(args)}",
              file=sys.stderr, flush=True)
        return False
    print(report.summary(), flush=True)
    return True


def _still(args) -> str:
    if (Path(args.out) / "index.html").is_file():
        return "still serving the previous site."
    return "there is no site to serve yet: fix the catalog and save."


def snapshot(folders: list[Path]) -> dict[str, float]:
    """Modification time of every file under the folders (polling: no extra dependency)."""
    found = {}
    for folder in folders:
        for path in folder.rglob("*"):
            try:
                if path.is_file():
                    found[str(path)] = path.stat().st_mtime
            except OSError:  # removed while we looked
                pass
    return found


def watch(args, folders: list[Path]) -> None:
    seen = snapshot(folders)
    while True:
        time.sleep(args.interval)
        try:
            now = snapshot(folders)
        except OSError as error:  # a folder gone or unreadable for a moment: look again later
            print(f"error: cannot look for changes ({error}); trying again", file=sys.stderr, flush=True)
            continue
        if now != seen:
            seen = now
            print("Change seen; rebuilding…", flush=True)
            rebuild(args)


def quiet_handler(directory: str):
    class Handler(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format, *args):  # one line per error only
            if args and str(args[1]).startswith(("4", "5")):
                super().log_message(format, *args)

        def send_error(self, code, message=None, explain=None):
            page = Path(directory) / "404.html"
            if code != 404 or not page.is_file():
                return super().send_error(code, message, explain)
            body = page.read_bytes()
            self.send_response(404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)

        def send_head(self):
            try:
                return super().send_head()
            except ValueError:  # "/%00": a path the file system cannot name
                self.send_error(400, "Bad request: the path holds a character no file name has")
                return None

        def translate_path(self, path):
            # The folder is swapped on every build, so resolve it per request.
            self.directory = str(Path(directory).resolve())
            return super().translate_path(path)

    return functools.partial(Handler, directory=directory)
