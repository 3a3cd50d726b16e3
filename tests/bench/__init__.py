"""Benchmarks, run by `make bench` (python -m tests.bench); never timed asserts in tests."""
