#!/usr/bin/env python3
"""Build the Dealer's Choice site; `python build.py --help` lists the commands."""

from dealerschoice.cli import run

if __name__ == "__main__":
    run()
