"""JavaScript, TypeScript, TSX and ArkTS: Object's members, Error, and the EventEmitter family
(node's `events` and `eventemitter3`), whose API is fixed."""
from . import LanguagePack, bases

_OBJECT = "constructor toString valueOf hasOwnProperty prototype isPrototypeOf propertyIsEnumerable toLocaleString"
_EMITTER = ("on once off emit addListener removeListener removeAllListeners listeners listenerCount eventNames "
            "setMaxListeners getMaxListeners prependListener prependOnceListener rawListeners")
_BASES = bases(
    EventEmitter=_EMITTER, Error="message name stack cause toString", TypeError="message name stack cause",
    RangeError="message name stack cause",
)
# Globals of the language and the DOM: a file sees them without importing anything.
_GLOBALS = frozenset(
    "Object Array Map Set WeakMap Promise Error Date URL Request Response Headers Event Node Document Window "
    "Element Image Text Blob File Worker Storage Range Selection Animation Audio Comment Attr Notification Cache "
    "Screen History Location Path2D FormData".split())
# TypeScript's own generic types (lib.es*.d.ts, the utility types) and React's most written ones: names a
# text writes with type arguments that no repository declares.
TS_LIB_GENERICS = frozenset((
    "Partial Required Readonly Record Pick Omit Exclude Extract NonNullable Parameters ConstructorParameters "
    "ReturnType InstanceType ThisParameterType OmitThisParameter ThisType Uppercase Lowercase Capitalize "
    "Uncapitalize Awaited NoInfer Promise PromiseLike Array ReadonlyArray Map ReadonlyMap Set ReadonlySet WeakMap "
    "WeakSet WeakRef Iterable Iterator IterableIterator IteratorResult AsyncIterable AsyncIterator "
    "AsyncIterableIterator Generator AsyncGenerator ArrayLike ConcatArray TemplateStringsArray PropertyDescriptor "
    "TypedPropertyDescriptor ProxyHandler ArrayBufferView CustomEvent MessageEvent ReadableStream WritableStream "
    "TransformStream ReadableStreamDefaultReader FC ComponentProps ComponentType PropsWithChildren RefObject "
    "MutableRefObject Dispatch SetStateAction ReactElement ReactNode JSXElementConstructor"
).split())
# `open(...): Buffer` (a namespace's type, `$`-names and `this` too; not an array, union or member type).
_TS_RETURN = (r"(?<![\w.$]){n}\s*(?:<[^()]*>)?\((?:[^()]|\([^()]*\))*\)\s*:\s*"
              r"(?P<ret>(?:[a-z_$][\w$]*\.)?\$?[A-Z][\w$]*|this)(?![\w$])(?!\s*[\[|&.])")
JAVASCRIPT = LanguagePack(name="javascript", implicit=frozenset(_OBJECT.split()), known_bases=_BASES,
                          implicit_types=_GLOBALS, return_pattern=_TS_RETURN)
TYPESCRIPT = LanguagePack(name="typescript", implicit=frozenset(_OBJECT.split()), known_bases=_BASES,
                          implicit_types=_GLOBALS, return_pattern=_TS_RETURN)
ARKTS = LanguagePack(name="arkts", implicit=frozenset((_OBJECT + " build aboutToAppear").split()), known_bases=_BASES,
                     implicit_types=_GLOBALS, parse_errors_spare_members=True)


# Namespaces of the browser, Node and React (platform, standard library, well-known libraries): a reference rooted
# in one that the repository does not define is outside what the repository can settle.
EXTERNAL_ROOTS = frozenset((
    "Array console document JSON Math navigator Object Promise React ReactDOM window"
).split())
# Simple names the browser, Node and React use for their own types: prose says "Socket.close()" of the platform's
# type as often as of a repository's own, so a miss on a repository type of such a name needs more
# evidence (resolve's platform_homonym and homonym_defined_here rules).
PLATFORM_HOMONYMS = frozenset((
    "Array Date Document Error Image Map Node Object Promise Request Response Set URL Window"
).split())
# Packages of HarmonyOS (ArkTS)' platform SDK, as qualified names start: a base imported from one is the
# platform's, whose members every developer knows without the repository writing them down, and which
# cannot declare a member named after one of this repository's types.
PLATFORM_PACKAGES: tuple[str, ...] = ("@ohos.", "@kit.", "ohos.")
