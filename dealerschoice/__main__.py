import sys

from dealerschoice.cli import main

sys.exit(main())
