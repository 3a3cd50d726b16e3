"""One module per CLI command (see dealerschoice.cli)."""
