"""Dealer's Choice: a static-site generator for poker variants."""

__version__ = "0.1.0"
