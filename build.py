#!/usr/bin/env python3
"""Build the Dealer's Choice site; `python build.py --help` lists the commands."""

import sys

from dealerschoice.cli import main

if __name__ == "__main__":
    sys.exit(main())
