"""C and C++: no implicit members worth listing; `std::` bases are left open on purpose (their APIs
are large), except the few empty tag bases."""
from . import LanguagePack, bases

C = LanguagePack(name="c")
CPP = LanguagePack(
    name="cpp",
    known_bases=bases(noncopyable="", enable_shared_from_this="shared_from_this weak_from_this"),
    override_marker=__import__("re").compile(r"\boverride\b|\bvirtual\b"),
)
