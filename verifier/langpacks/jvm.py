"""Java and Kotlin: java.lang/java.io/java.nio/java.util.function bases and Kotlin's stdlib roots."""
import re

from . import LanguagePack, bases

_OBJECT = "equals hashCode toString getClass notify notifyAll wait clone finalize"
_THROWABLE = ("getMessage getLocalizedMessage getCause initCause printStackTrace getStackTrace setStackTrace "
              "fillInStackTrace addSuppressed getSuppressed toString message cause stackTrace suppressedExceptions")
_JAVA_BASES = bases(
    Object=_OBJECT, Serializable="", Cloneable="clone", Runnable="run", Callable="call",
    AutoCloseable="close", Closeable="close", Flushable="flush", Readable="read", Appendable="append",
    Comparable="compareTo", Iterable="iterator forEach spliterator", Iterator="hasNext next remove forEachRemaining",
    CharSequence="length charAt subSequence toString chars codePoints isEmpty",
    Channel="isOpen close", ReadableByteChannel="read isOpen close", WritableByteChannel="write isOpen close",
    ByteChannel="read write isOpen close", InterruptibleChannel="isOpen close",
    Supplier="get", Consumer="accept andThen", BiConsumer="accept andThen", Function="apply andThen compose identity",
    BiFunction="apply andThen", Predicate="test and or negate isEqual not", UnaryOperator="apply andThen compose identity",
    Throwable=_THROWABLE, Exception=_THROWABLE, RuntimeException=_THROWABLE, IOException=_THROWABLE,
    IllegalStateException=_THROWABLE, IllegalArgumentException=_THROWABLE, Error=_THROWABLE,
    EventListener="",
)
# The return type before a method's name: `public Buffer open(`.
_JAVA_RETURN = r"(?<![\w.])(?P<ret>[A-Z][\w.]*)\s*(?:<[^()]*>)?(?:\[\])?\s+{n}\s*\("
JAVA = LanguagePack(
    name="java",
    implicit_types=frozenset("Object String Thread Runnable Exception Error RuntimeException Process System Runtime Class Record Enum Module Package Iterable Comparable Integer Long Boolean Character Math StringBuilder Throwable Void Number Override Deprecated".split()),
    implicit=frozenset(_OBJECT.split()),
    known_bases=_JAVA_BASES,
    override_marker=re.compile(r"@Override\b"),
    override_required=False,
    accessors=True,
    return_pattern=_JAVA_RETURN,
)
# `fun open(...): Buffer`, an extension's receiver (`BaseCliktCommand<*>.`) and type parameters allowed; a body `= apply { … }` (or
# `also`) gives back its receiver, the builder's own type (`fun data(data: Any?) = apply { … }`): `self`.
_KOTLIN_RETURN = (r"\bfun\s+(?:<[^>]*>\s*)?(?:[\w.]+(?:<[^()]*?>)?\??\.)?{n}\s*\((?:[^()]|\([^()]*\))*\)\s*"
                  r"(?::\s*(?P<ret>[A-Z][\w.]*)|=\s*(?:this\s*\.\s*)?(?P<self>apply|also)\s*\{{)")
KOTLIN = LanguagePack(
    name="kotlin",
    implicit_types=frozenset("Object String Thread Runnable Exception Error RuntimeException Process System Runtime Class Record Enum Module Package Iterable Comparable Integer Long Boolean Character Math StringBuilder Throwable Void Number Override Deprecated Result Pair Triple Any Unit Lazy Sequence Array List Map Set Regex Nothing".split()),
    implicit=frozenset("equals hashCode toString javaClass let also apply run takeIf takeUnless".split()),
    known_bases={**_JAVA_BASES, **bases(
        Any="equals hashCode toString", Comparable="compareTo", Iterable="iterator", Sequence="iterator",
        # `use` is the stdlib's extension on (Auto)Closeable: `response.use { }` closes it
        CharSequence="length get subSequence", Closeable="close use", AutoCloseable="close use",
        # kotlin.properties' delegate interfaces (clikt's options are `ReadOnlyProperty` delegates)
        ReadOnlyProperty="getValue", ReadWriteProperty="getValue setValue",
        PropertyDelegateProvider="provideDelegate",
    )},
    override_marker=re.compile(r"\boverride\b"),
    override_required=True,
    accessors=True,
    return_pattern=_KOTLIN_RETURN,
)


# Namespaces of Android, Java and Kotlin (platform, standard library, well-known libraries): a reference rooted
# in one that the repository does not define is outside what the repository can settle.
EXTERNAL_ROOTS = frozenset((
    "Activity android androidx Bundle Context dalvik Fragment Intent io java javax junit kotlin "
    " kotlinx Log okhttp3 org RecyclerView retrofit2 rx TextUtils View"
).split())
# Simple names Android, Java and Kotlin use for their own types: prose says "Socket.close()" of the platform's
# type as often as of a repository's own, so a miss on a repository type of such a name needs more
# evidence (resolve's platform_homonym and homonym_defined_here rules).
PLATFORM_HOMONYMS = frozenset((
    "Activity Application Buffer Bundle Connection Context Date Exception Executor File Files "
    " Fragment Future Handler InputStream Intent List Lock Log Logger Map Object Optional "
    " OutputStream Path Process Queue Reader Runtime ServerSocket Set Socket String System Thread "
    " Timer URI URL View Writer"
).split())
# Packages of Android, Java and Kotlin' platform SDK, as qualified names start: a base imported from one is the
# platform's, whose members every developer knows without the repository writing them down, and which
# cannot declare a member named after one of this repository's types.
PLATFORM_PACKAGES: tuple[str, ...] = ("android.", "androidx.", "java.", "javax.", "kotlin.", "dalvik.", "com.google.android.")
