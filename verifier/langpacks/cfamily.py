"""C and C++: no implicit members worth listing; `std::` bases are left open on purpose (their APIs
are large), except the few empty tag bases."""
from . import LanguagePack, bases

C = LanguagePack(name="c")
CPP = LanguagePack(
    name="cpp",
    known_bases=bases(noncopyable="", enable_shared_from_this="shared_from_this weak_from_this"),
    override_marker=__import__("re").compile(r"\boverride\b|\bvirtual\b"),
)


# Namespaces of C and C++ (platform, standard library, well-known libraries): a reference rooted
# in one that the repository does not define is outside what the repository can settle.
EXTERNAL_ROOTS = frozenset((
    "absl boost folly gtest std"
).split())
# Simple names C and C++ use for their own types: prose says "Socket.close()" of the platform's
# type as often as of a repository's own, so a miss on a repository type of such a name needs more
# evidence (resolve's platform_homonym and homonym_defined_here rules).
PLATFORM_HOMONYMS = frozenset((
    "File List Map Node Set String Thread"
).split())
# Packages of C++'s standard library' platform SDK, as qualified names start: a base imported from one is the
# platform's, whose members every developer knows without the repository writing them down, and which
# cannot declare a member named after one of this repository's types.
PLATFORM_PACKAGES: tuple[str, ...] = ("std.",)
