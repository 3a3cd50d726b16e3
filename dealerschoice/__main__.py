from dealerschoice.cli import run

run()
