"""Python: object and the builtin containers and exceptions."""
from . import LanguagePack, bases

_EXC = "args with_traceback add_note __traceback__ __cause__ __context__ __notes__"
# collections.abc (and typing's aliases of them): the abstract methods and the mixin methods each ABC
# defines, which is all a subclass inherits from it.
_MAPPING = "__getitem__ __iter__ __len__ __contains__ keys items values get __eq__ __ne__"
_MUTABLE_MAPPING = _MAPPING + " __setitem__ __delitem__ pop popitem clear update setdefault"
_SEQUENCE = "__getitem__ __len__ __contains__ __iter__ __reversed__ index count"
_MUTABLE_SEQUENCE = _SEQUENCE + " __setitem__ __delitem__ insert append reverse extend pop remove __iadd__ clear"
# `def open(...) -> Buffer:` (a quoted forward reference too).
_PYTHON_RETURN = r"\bdef\s+{n}\s*\((?:[^()]|\([^()]*\))*\)\s*->\s*['\"]?(?P<ret>[A-Z]\w*)['\"]?\s*:"
PYTHON = LanguagePack(
    name="python",
    implicit_types=frozenset("Exception BaseException ValueError TypeError KeyError RuntimeError OSError IOError object type dict list set tuple str int float bytes Ellipsis".split()),
    implicit=frozenset("__init__ __new__ __repr__ __str__ __eq__ __hash__ __dict__ __class__ __doc__ __module__ "
                       "__name__ mro".split()),
    known_bases=bases(
        object="", dict="clear copy fromkeys get items keys pop popitem setdefault update values",
        list="append clear copy count extend index insert pop remove reverse sort",
        set="add clear copy difference difference_update discard intersection intersection_update isdisjoint "
            "issubset issuperset pop remove symmetric_difference symmetric_difference_update union update",
        tuple="count index", str="", int="", float="",
        Exception=_EXC, BaseException=_EXC, ValueError=_EXC, TypeError=_EXC, KeyError=_EXC, RuntimeError=_EXC,
        LookupError=_EXC, OSError=_EXC + " errno strerror filename filename2",
        Enum="name value", IntEnum="name value", StrEnum="name value", Flag="name value",
        NamedTuple="_asdict _replace _fields _field_defaults _make count index",
        Protocol="", Generic="", ABC="", TypedDict="",
        Mapping=_MAPPING, MutableMapping=_MUTABLE_MAPPING, Sequence=_SEQUENCE, MutableSequence=_MUTABLE_SEQUENCE,
        Iterable="__iter__", Iterator="__iter__ __next__", Collection="__contains__ __iter__ __len__",
    ),
    return_pattern=_PYTHON_RETURN,
)


# Namespaces of Python (platform, standard library, well-known libraries): a reference rooted
# in one that the repository does not define is outside what the repository can settle.
EXTERNAL_ROOTS = frozenset((
    "argparse asyncio collections json logging np numpy os pandas pathlib pd pytest re subprocess "
    " sys typing unittest"
).split())
# Module names so common across projects that a text writing `utils.retry()` may mean its writer's own
# module as well as this repository's: a module name alone (no package before it) never closes a question.
GENERIC_MODULES = frozenset("utils util helpers helper common config settings constants compat misc tools base core".split())
# Simple names Python use for their own types: prose says "Socket.close()" of the platform's
# type as often as of a repository's own, so a miss on a repository type of such a name needs more
# evidence (resolve's platform_homonym and homonym_defined_here rules).
PLATFORM_HOMONYMS = frozenset((
    "Logger Path Request Response Session"
).split())
# Packages of Python (none)' platform SDK, as qualified names start: a base imported from one is the
# platform's, whose members every developer knows without the repository writing them down, and which
# cannot declare a member named after one of this repository's types.
PLATFORM_PACKAGES: tuple[str, ...] = ()
