"""Builds the release APK for one channel and writes its manifest next to it."""
import hashlib
import json
import os.path
from pathlib import Path

from tools.release.channels import BetaChannel, Channel, ReleaseError
from . import signing

MANIFEST_NAME = "release-manifest.json"


class Packager:
    """Packs one build output directory into a channel APK."""

    class Manifest:
        FORMAT_VERSION = 2

        def __init__(self, version, digest):
            self.version = version
            self.digest = digest

        def to_json(self):
            return json.dumps({"format": self.FORMAT_VERSION, "version": self.version, "sha256": self.digest})

    def __init__(self, out_dir: Path, channel: Channel):
        self.out_dir = Path(out_dir)
        self.channel = channel

    @property
    def apk_name(self):
        return f"qqbrowser{self.channel.version_suffix()}.apk"

    def package(self, version: str, *, sign: bool = True) -> Path:
        apk = self.out_dir / self.apk_name
        if sign and self.channel.requires_signing:
            signing.sign_apk(apk)
        digest = hashlib.sha256(apk.read_bytes()).hexdigest()
        self.last_manifest = Packager.Manifest(version, digest)
        (self.out_dir / MANIFEST_NAME).write_text(self.last_manifest.to_json())
        return apk

    @staticmethod
    def is_release_dir(path):
        return os.path.isdir(path) and os.path.exists(os.path.join(path, MANIFEST_NAME))


class BetaPackager(Packager):
    def __init__(self, out_dir):
        super().__init__(out_dir, BetaChannel())

    def package(self, version, *, sign=False):
        if not self.channel.approved:
            raise ReleaseError("beta builds need an approval first")
        return super().package(version, sign=sign)


def package_all(out_dir, version):
    def _one(channel):
        return Packager(out_dir, channel).package(version)

    return [_one(c) for c in (Channel(), BetaChannel())]
