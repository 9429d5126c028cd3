"""C and C++: no implicit members worth listing; `std::` bases are left open on purpose (their APIs
are large), except the few empty tag bases."""
from . import LanguagePack, bases

C = LanguagePack(name="c")
# A smart pointer to, a pointer to or a reference to one type, or that type, before the name
# (`inline std::shared_ptr<logger> basic_logger_mt(`, `static DB* Open(`), a namespace allowed.
_CPP_RETURN = (r"(?:(?:std::)?(?:shared_ptr|unique_ptr)\s*<\s*(?:[A-Za-z_]\w*::)*(?P<ret>[A-Za-z_]\w*)\s*>"
               r"|(?<![\w:<,])(?:[A-Za-z_]\w*::)*(?P<ret2>[A-Za-z_]\w*)\s*[*&]?)\s+[*&]?"
               r"(?:[A-Za-z_]\w*::)*{n}\s*\(")   # an out-of-line definition: `Option *App::add_option(`
CPP = LanguagePack(
    name="cpp",
    # The standard exceptions declare `what()` and nothing else public (system_error adds `code()`).
    known_bases=bases(noncopyable="", enable_shared_from_this="shared_from_this weak_from_this",
                      exception="what", runtime_error="what", logic_error="what", invalid_argument="what",
                      out_of_range="what", range_error="what", overflow_error="what", domain_error="what",
                      length_error="what", bad_alloc="what", system_error="what code"),
    override_marker=__import__("re").compile(r"\boverride\b|\bvirtual\b"),
    return_pattern=_CPP_RETURN,
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


# Words before a C++ function's name that are no type of the repository (keywords, builtin types):
# reading a declaration's return type skips them.
CPP_NOT_TYPES = frozenset("""void auto int bool char double float long short unsigned signed size_t inline static
const constexpr virtual explicit return new delete friend typename template operator extern""".split())
