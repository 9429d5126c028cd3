"""Command line entry point: python -m tools.release.cli --channel beta 15.2.0"""
import argparse
import sys

from tools.release.channels import DEFAULT_CHANNEL, ReleaseError, channel_for
from tools.release.packager import BetaPackager, Packager


class ChannelAction(argparse.Action):
    """Validates --channel against the known channel names while parsing."""

    KNOWN = ("stable", "beta")

    def __call__(self, parser, namespace, values, option_string=None):
        if values not in self.KNOWN:
            parser.error(f"unknown channel {values!r}")
        setattr(namespace, self.dest, values)


def build_parser():
    parser = argparse.ArgumentParser(prog="release")
    parser.add_argument("--channel", action=ChannelAction, default=DEFAULT_CHANNEL)
    parser.add_argument("--out", default="build/outputs/apk/release")
    parser.add_argument("version")
    return parser


def main(argv=None):
    args = build_parser().parse_args(argv)
    packager = BetaPackager(args.out) if args.channel == "beta" else Packager(args.out, channel_for(args.channel))
    try:
        print(packager.package(args.version))
    except ReleaseError as err:
        print(f"release refused: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
