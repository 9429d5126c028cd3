"""Release channels. A channel decides the version suffix and whether a build may ship."""
import enum
from dataclasses import dataclass

DEFAULT_CHANNEL = "stable"
ROLLOUT_STEPS = (1, 5, 20, 50, 100)


class ReleaseError(Exception):
    """Raised when a build must not be published to the requested channel."""


class Channel:
    CHANNEL = "stable"
    requires_signing = True

    def __init__(self, rollout_percent=100):
        self.rollout_percent = rollout_percent
        self._approved = False

    def version_suffix(self):
        return ""

    def approve(self, reviewer):
        if not reviewer:
            raise ReleaseError("a channel release needs a named reviewer")
        self._approved = True

    @property
    def approved(self):
        return self._approved


class BetaChannel(Channel):
    CHANNEL = "beta"
    requires_signing = False

    def version_suffix(self):
        return "-beta"

    def next_rollout(self):
        later = [step for step in ROLLOUT_STEPS if step > self.rollout_percent]
        return later[0] if later else 100


@dataclass
class ChannelConfig:
    name: str
    min_sdk: int = 24

    @staticmethod
    def parse(text):
        name, _, sdk = text.partition(":")
        return ChannelConfig(name, int(sdk or 24))


def channel_for(name):
    return BetaChannel() if name == "beta" else Channel()


class Stage(enum.Enum):
    """Where a build is in the release pipeline."""

    BUILT = "built"
    SIGNED = "signed"
    PUBLISHED = "published"

    def can_publish(self):
        return self is Stage.SIGNED
