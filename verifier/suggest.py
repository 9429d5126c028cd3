"""How a real name is related to the one a text wrote, beyond letters: the word-level slips that
"did you mean" ranks by (the resolver decides nothing by them; they order its suggestions).

- an abbreviated word: one word written short or long (`boolForColumnIdx:` / `boolForColumnIndex:`,
  `lastErrorMsg` / `lastErrorMessage`), the other words the same;
- a word added or dropped (`Timeout` / `ContextTimeout`, `CORSMiddleware` / `CORS`): the candidates
  come from `Explorer.word_kin_names`, since near names by letters never reach them;
- a file's name with a word added or dropped (`middleware/timeout.go` / `middleware/context_timeout.go`);
- what a declaration says of itself: deprecated (and what replaces it) or private, so that a near name
  the writer cannot or should not call comes after the ones they can.
"""
from __future__ import annotations

import re
from functools import lru_cache

from codeindex import camel_words

# The shortest abbreviation taken as one (`Id` would make every `I…d` word one).
_SHORTEST_ABBREVIATION = 3


def abbreviates(short: str, long: str) -> bool:
    """`short` is an abbreviation of the word `long`: its first letter, then its other letters in
    order, at least two letters fewer, some dropped from inside (`idx` / `index`, `msg` / `message`,
    `cfg` / `config`); a word cut short (`issu` / `issues`) is a slip of letters, ranked as one."""
    if len(short) < _SHORTEST_ABBREVIATION or len(long) - len(short) < 2 or short[0] != long[0] \
            or long.startswith(short):
        return False
    rest = iter(long[1:])
    return all(ch in rest for ch in short[1:])


@lru_cache(maxsize=65536)
def abbreviated_word(written: str, real: str) -> bool:
    """The two names have the same words but one, and of that one each is an abbreviation of the
    other (either way round: a text may write the long form of a short name)."""
    a, b = camel_words(written.split(":")[0]), camel_words(real.split(":")[0])
    if len(a) != len(b) or len(a) < 2:
        return False
    differ = [(x, y) for x, y in zip(a, b) if x != y]
    return len(differ) == 1 and (abbreviates(*differ[0]) or abbreviates(differ[0][1], differ[0][0]))


def one_word_apart(written: str, real: str) -> bool:
    """`real` is `written` with one camel/snake word added or dropped, the others kept in order."""
    a, b = camel_words(written.split(":")[0]), camel_words(real.split(":")[0])
    longer, shorter = (a, b) if len(a) > len(b) else (b, a)
    if len(longer) != len(shorter) + 1 or not shorter:
        return False
    return any(longer[:i] + longer[i + 1:] == shorter for i in range(len(longer)))


@lru_cache(maxsize=65536)
def words_reordered(written: str, real: str) -> bool:
    """The same words in another order (`stubImmediately` / `immediatelyStub`)."""
    a, b = camel_words(written.split(":")[0]), camel_words(real.split(":")[0])
    return len(a) >= 2 and a != b and sorted(a) == sorted(b)


# Objective-C's connecting word: `level:` and `withLevel:` name one argument.
_SELECTOR_CONNECTORS = frozenset(("with",))


def _selector_words(selector: str) -> list[str]:
    """The words of every part of a selector, lower case, connecting words left out
    (`initWithSubsystem:category:` is init, subsystem, category)."""
    return [w.lower() for part in selector.split(":") if part for w in camel_words(part)
            if w.lower() not in _SELECTOR_CONNECTORS]


@lru_cache(maxsize=65536)
def selector_kinship(written: str, real: str) -> float:
    """How an Objective-C selector is related to another by its parts, 0 when it is not: the same
    words but a connector (`addLogger:level:` / `addLogger:withLevel:`), 0.7; the same method with
    arguments added or dropped, its first part kept (`removeLogger:withLevel:` / `removeLogger:`),
    0.65; one word added or dropped over all the parts (`initWithCategory:` /
    `initWithSubsystem:category:`), 0.5."""
    if ":" not in written or ":" not in real or written == real:
        return 0.0
    parts_a, parts_b = [p for p in written.split(":") if p], [p for p in real.split(":") if p]
    if len(parts_a) == len(parts_b) == 1:
        return 0.0   # one part each: a name's own slips say more (`longLongIntForColumn:` completes `longLongForColumn:`)
    a, b = _selector_words(written), _selector_words(real)
    if a and a == b:
        return 0.7
    shorter, longer = sorted((parts_a, parts_b), key=len)
    if len(shorter) < len(longer) and longer[:len(shorter)] == shorter:
        return 0.65
    longer_w, shorter_w = (a, b) if len(a) > len(b) else (b, a)
    if shorter_w and len(longer_w) == len(shorter_w) + 1 and any(
            longer_w[:i] + longer_w[i + 1:] == shorter_w for i in range(len(longer_w))):
        return 0.5
    return 0.0


@lru_cache(maxsize=131072)
def _words(name: str) -> tuple[str, ...]:
    """A name's camel/snake words, lower case, an Objective-C selector's first part (cached: the
    ranking asks of every shortlisted member name)."""
    return tuple(camel_words(name.split(":")[0]))


def _stem_pair(x: str, y: str) -> bool:
    """Two words of one stem: equal, or sharing four letters or more with endings of at most four
    (`enable` / `enabled`, `color` / `colors`)."""
    if x == y:
        return True
    stem = 0
    while stem < min(len(x), len(y)) and x[stem] == y[stem]:
        stem += 1
    return stem >= _SHORTEST_STEM and max(len(x), len(y)) - stem <= 4


@lru_cache(maxsize=65536)
def words_reordered_on_stems(written: str, real: str) -> bool:
    """The same words, each on its stem, in another order (`enableColors` / `colorsEnabled`): a
    property named the other way round from the action the text wrote."""
    a, b = _words(written), _words(real)
    if len(a) < 2 or len(a) != len(b) or a == b or sorted(w[:3] for w in a) != sorted(w[:3] for w in b):
        return False   # (two words of one stem share their first three letters: most pairs end here)
    rest = list(b)
    for x in a:
        match = next((y for y in rest if _stem_pair(x, y)), None)
        if match is None:
            return False
        rest.remove(match)
    return [w[:_SHORTEST_STEM] for w in a] != [w[:_SHORTEST_STEM] for w in b]   # not merely a word's ending


@lru_cache(maxsize=65536)
def one_word_apart_on_stems(written: str, real: str) -> bool:
    """One word added or dropped, the other words the same on their stems (`prefetch` /
    `startPrefetching`): `one_word_apart` where a word may also change its ending."""
    a, b = _words(written), _words(real)
    longer, shorter = (a, b) if len(a) > len(b) else (b, a)
    if len(longer) != len(shorter) + 1 or not shorter or not {w[:3] for w in shorter} <= {w[:3] for w in longer}:
        return False
    return any(all(_stem_pair(x, y) for x, y in zip(longer[:i] + longer[i + 1:], shorter)) for i in range(len(longer)))


def drops_the_commoner_word(written: str, real: str, counts) -> bool:
    """`real` is `written` with one word dropped, and that word is held by more of the type's member
    names (`counts()`, asked only then) than every word `real` keeps: `section` for `write_section`
    where six members write, one has a section; the dropped word was the common verb, the kept one
    the meaning."""
    a, b = _words(written), _words(real)
    if len(a) != len(b) + 1 or not b:
        return False
    dropped = next((w for i, w in enumerate(a) if a[:i] + a[i + 1:] == b), None)
    if dropped is None:
        return False
    table = counts()
    return all(table.get(dropped, 0) > table.get(w, 0) for w in b)


@lru_cache(maxsize=65536)
def one_word_swapped(written: str, real: str) -> bool:
    """One word replaced by another, every other word kept in place, two words or more
    (`GetNextDocument` / `HandleNextDocument`, `allowTags` / `addTags`): a verb or a qualifier the
    writer chose differently, on the same object."""
    a, b = _words(written), _words(real)
    if len(a) < 2 or len(a) != len(b):
        return False
    return sum(x != y for x, y in zip(a, b)) == 1


def swapped_words_share_initial(written: str, real: str) -> bool:
    """Of two names one word apart in place (`one_word_swapped`), the two differing words start alike."""
    return any(x != y and x[:1] == y[:1] for x, y in zip(_words(written), _words(real)))


# Words too common in type names to say a member belongs there (`Count` of `retryCount` is no `Counter`).
_OWNER_WORD_SHORTEST = 4


@lru_cache(maxsize=65536)
def member_names_owner(member: str, container: str) -> bool:
    """A word of the member's name (four letters or more) is a word of its owner type's name:
    `retryCount` on `BeforeRetryState`, `boldFont` on `FontStyle`."""
    owner = container.replace("::", ".").rsplit(".", 1)[-1]
    words = {w for w in camel_words(member.split(":")[0]) if len(w) >= _OWNER_WORD_SHORTEST}
    return bool(words & set(camel_words(owner)))


def shares_a_word(written: str, real: str) -> bool:
    """A word of four letters or more in both names (`server` of `startServer` and `launchServer`)."""
    a = {w for w in camel_words(written.split(":")[0]) if len(w) >= _OWNER_WORD_SHORTEST}
    return bool(a & set(camel_words(real.split(":")[0])))


# A short word's stem: `fail` of `failed` / `failure` (the resolver's own letter slip asks five letters,
# which it may be certain by; a suggestion only ranks).
_SHORTEST_STEM = 4


@lru_cache(maxsize=65536)
def same_stem(written: str, real: str) -> bool:
    """The names differ only in the ending of their last word, on a shared stem of four letters or
    more (`failed` / `failure`, `validated` / `validation`), each ending at most four letters."""
    a, b = camel_words(written.split(":")[0]), camel_words(real.split(":")[0])
    if not a or len(a) != len(b) or a[:-1] != b[:-1] or a[-1] == b[-1]:
        return False
    x, y = a[-1], b[-1]
    stem = 0
    while stem < min(len(x), len(y)) and x[stem] == y[stem]:
        stem += 1
    return stem >= _SHORTEST_STEM and max(len(x), len(y)) - stem <= 4 and min(len(x), len(y)) > stem


_STEM_RE = re.compile(r"^(?P<stem>[^.]+)(?P<ext>\..*)?$")


def file_one_word_apart(written: str, real: str) -> bool:
    """Two file names of one extension whose stems are one word apart (`timeout.go` /
    `context_timeout.go`, `logger.go` / `request_logger.go`); not a test of either (`_test.go`
    adds a word too, and is never what a note about the code meant)."""
    w, r = _STEM_RE.match(written), _STEM_RE.match(real)
    if w is None or r is None or (w.group("ext") or "") != (r.group("ext") or ""):
        return False
    words_r = camel_words(r.group("stem"))
    if words_r and words_r[-1] in ("test", "tests", "spec"):
        return False
    return one_word_apart(w.group("stem"), r.group("stem"))


# The shortest run of letters two file names must share to be one file renamed (`complet` of
# `bashcomplete.rst` and `shell-completion.rst`, `upgrad` of `upgrading.rst` and `upgrade-guides.md`).
_SHORTEST_SHARED_STEM = 6
# Extensions of prose: a document converted from one to another is the same document.
_DOC_EXTENSIONS = frozenset(("md", "rst", "txt", "adoc", "asciidoc", "markdown"))


def _runs(text: str, size: int) -> set[str]:
    """Every run of `size` letters of `text`."""
    return {text[i:i + size] for i in range(len(text) - size + 1)}


@lru_cache(maxsize=16384)
def file_shares_stem(written: str, real: str) -> bool:
    """Two file names that share a run of six letters or more of their stems (case, `_` and `-`
    aside), of one extension, or both documents (`bashcomplete.rst` / `shell-completion.md`,
    `_bashcomplete.py` / `shell_completion.py`, `upgrading.rst` / `upgrade-guides.md`): a file
    rewritten under a new name, too changed for git's rename detection; never a test of either."""
    w, r = _STEM_RE.match(written), _STEM_RE.match(real)
    if w is None or r is None or written == real:
        return False
    ext_w, ext_r = (w.group("ext") or "").lower().lstrip("."), (r.group("ext") or "").lower().lstrip(".")
    if ext_w != ext_r and not (ext_w in _DOC_EXTENSIONS and ext_r in _DOC_EXTENSIONS):
        return False
    words_r = camel_words(r.group("stem"))
    if words_r and words_r[-1] in ("test", "tests", "spec"):
        return False
    a = re.sub(r"[^0-9a-z]", "", w.group("stem").lower())
    b = re.sub(r"[^0-9a-z]", "", r.group("stem").lower())
    return not _runs(a, _SHORTEST_SHARED_STEM).isdisjoint(_runs(b, _SHORTEST_SHARED_STEM))


# -- migration notes ---------------------------------------------------------------------------
# A changelog or migration guide that still names a vanished API usually says what replaced it
# ("`middleware.Timeout` ... Use `middleware.ContextTimeout` instead", "PathValues() // Replaces
# ParamNames/Values"). These words are read, never written (the verifier's own English is in
# wording.py). After a forward cue the replacement follows (use X, renamed to X, → X); before a
# backward cue it precedes (X replaces Y, X instead of Y). A paragraph without a cue lists names
# (a "Removed: A, B, C" line says what went, not what came).
_FORWARD_CUES = re.compile(r"(?i)\b(?:use|using|renamed\s+to|replaced\s+(?:by|with)|migrate\s+to|switch\s+to|moved\s+to)\b"
                           r"|->|→|改用|代わりに")
_BACKWARD_CUES = re.compile(r"(?i)\b(?:replaces|supersedes|instead\s+of)\b|代替|取代")
_CHAIN_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:(?:\.|::|#)[A-Za-z_][A-Za-z0-9_]*)*")
_CODE_WORD_RE = re.compile(r"`[^`]*`|[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*(?:\(\))?")
# Lines of a paragraph read after the line that names the vanished API.
_NOTE_LINES_AFTER = 3
# Doc files read per name: the ones a word-table lookup lists, a large repository's first few.
NOTE_FILES_READ = 6


def note_paragraphs(lines, name: str):
    """The paragraphs of a doc file's lines that name `name` as a word: each the naming line and up
    to three lines after it, to the first blank line."""
    word = re.compile(r"(?<![A-Za-z0-9_$])" + re.escape(name) + r"(?![A-Za-z0-9_$])")
    for i, line in enumerate(lines):
        if not word.search(line):
            continue
        window = [line]
        for after in lines[i + 1:i + 1 + _NOTE_LINES_AFTER]:
            if not after.strip():
                break
            window.append(after)
        yield window


def code_like(name: str) -> bool:
    """A name only code writes: a capital inside or an underscore (`PathValues`, `add_option`), not a
    plain word (`status`, `Removed`)."""
    return "_" in name.strip("_") or any(c.isupper() for c in name[1:])


def _code_like(token: str, capitalised: bool = False) -> list[str]:
    """The identifiers a token writes as code: anything in backticks, a call `x()`, a dotted name
    (`org.jsoup.safety.Safelist`: its last part), a code-like name; a plain English word is none,
    unless `capitalised` and it is one (`Safelist`, where a type's replacement is sought)."""
    if token.startswith("`"):
        # a dotted name's last part: `Response.isSuccessful()` names isSuccessful, not its owner
        return [chain[-1] for chain in (re.split(r"\.|::|#", c) for c in _CHAIN_RE.findall(token))]
    bare = token.removesuffix("()")
    if "." in bare:
        return [bare.rsplit(".", 1)[-1]]
    if token.endswith("()") or code_like(bare) or (capitalised and bare[:1].isupper() and len(bare) >= 4):
        return [bare]
    return []


_SPAN_RE = re.compile(r"`([^`]+)`")


def noted_path_replacements(window: list[str], segment: str) -> list[str]:
    """The path segments a paragraph gives as the replacement of the segment `segment` of a
    vanished path: where a line writes it as a path's last part in code (`hono/nextjs`), the last
    part of each path in code after a forward cue on that line ("Use `hono/vercel` instead": vercel)."""
    out: list[str] = []
    named = re.compile(r"/" + re.escape(segment) + r"(?:/|\.\w+)?$")
    for line in window:
        spans = [(m.start(), m.group(1).strip()) for m in _SPAN_RE.finditer(line)]
        at = next((i for i, span in spans if named.search(span)), None)
        if at is None:
            continue
        for cue in _FORWARD_CUES.finditer(line):
            if cue.start() < at:
                continue
            for i, span in spans:
                if i > cue.start() and "/" in span:
                    last = span.rstrip("/").rsplit("/", 1)[-1].split(".", 1)[0]
                    if last and last != segment:
                        out.append(last)
    return list(dict.fromkeys(out))


def noted_replacements(window: list[str], name: str) -> list[str]:
    """The identifiers a paragraph gives as the replacement of `name`, in order, once each: those
    after a forward cue on its line, and those before a backward cue on its line. For a type's name
    that is a plain capitalised word (`Whitelist`) a capitalised plain word counts too: a type's
    replacement is a type, written as prose writes names (`use Safelist instead`)."""
    out: list[str] = []
    capitalised = name[:1].isupper() and not code_like(name)
    for i, line in enumerate(window):
        for cue in _FORWARD_CUES.finditer(line):
            after = line[cue.end():]
            if not after.strip() and i + 1 < len(window):
                after = window[i + 1]   # "... use\n    org.jsoup.safety.Safelist instead": the line wrapped
            for token in _CODE_WORD_RE.findall(after):
                out += _code_like(token, capitalised)
        for cue in _BACKWARD_CUES.finditer(line):
            for token in _CODE_WORD_RE.findall(line[:cue.start()]):
                out += _code_like(token, capitalised)
    return [w for w in dict.fromkeys(out) if w != name]


# -- what a declaration says of itself ----------------------------------------------------------
# A near member marked deprecated or private is rarely what a note meant: the writer uses the API as
# it is meant to be used. These are read from the declaration's own lines (its annotations, doc
# comment and attributes), never written.
_DECORATION_LINE = re.compile(r"^\s*(?:@|//|/\*|\*|#\[|\[\[|///|--)")
_DEPRECATED = re.compile(r"(?i)(?<![A-Za-z])(?:deprecated?|DeprecationWarning)(?![a-z])")
_DEPRECATED_PATH = re.compile(r"(?i)(?:^|/)[^/]*deprecat[^/]*$")
_PRIVATE = re.compile(r"(?<![\w$])(?:private|fileprivate)(?![\w$])")
# After one of these the replacement is named: "Use -rollLogFileWithCompletionBlock:", "use {@link
# #attr(String)}", ReplaceWith("modules(m)"), renamed: "image(for:)", "replaced by X", "X instead".
_REPLACEMENT_CUE = re.compile(r"(?i)\b(?:use|using|renamed\s*(?:to|:)|replace\s*with\s*\(|replaced\s+(?:by|with)|"
                              r"migrate\s+to|switch\s+to|prefer)(?![A-Za-z])|\{@link\s*")
_SELECTOR_OR_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?::(?:[A-Za-z_][A-Za-z0-9_]*:)*)?")
# Lines read above a declaration (its annotations and doc comment) and below it (a statement's rest:
# an Objective-C attribute macro on the next line; a Python body's first lines, where a warning is).
_LINES_ABOVE = 12
_LINES_BELOW = 6


def declaration_window(lines, line: int) -> list[str]:
    """The declaration at 1-based `line` with what decorates it: the comment, annotation and attribute
    lines right above it (to the first other line), and the lines below it to the end of its
    statement or the first lines of its body."""
    if not 1 <= line <= len(lines):
        return []
    above: list[str] = []
    for i in range(line - 2, max(-1, line - 2 - _LINES_ABOVE), -1):
        text = lines[i]
        if not text.strip() or not _DECORATION_LINE.match(text):
            break
        above.append(text)
    below: list[str] = []
    decl = lines[line - 1]
    if not decl.rstrip().endswith((";", "{", "}")):
        for text in lines[line:line + _LINES_BELOW]:
            below.append(text)
            if text.rstrip().endswith((";", "{", "}")):
                break
    return above[::-1] + [decl] + below


def marked_deprecated(window: list[str], path: str) -> bool:
    """The declaration says it is deprecated (`@Deprecated`, `@available(*, deprecated`,
    `__attribute__((deprecated(...)))`, `// Deprecated:`, `@deprecated`, a DeprecationWarning), or
    lives in a file named for deprecated API (Nuke's `Deprecated.swift`)."""
    return bool(_DEPRECATED_PATH.search(path)) or any(_DEPRECATED.search(text) for text in window)


# Swift's `@available(*, unavailable, renamed: "PollingDefaults")`: no caller can use it at all.
_UNAVAILABLE = re.compile(r"@available\s*\([^)]*\bunavailable\b")
_RENAMED_TYPE = re.compile(r"(?:renamed\s*:\s*\"|ReplaceWith\s*\(\s*\")(?P<name>[A-Z][A-Za-z0-9_]*)(?:\.[A-Za-z0-9_]+)*\"")


def type_renamed_to(window: list[str]) -> str | None:
    """The type a type's declaration says replaces it, when it is deprecated or unavailable and names
    the new type (`@available(*, unavailable, renamed: "PollingDefaults")` on Nimble's AsyncDefaults,
    Kotlin's `@Deprecated(..., ReplaceWith("NewType"))`); None otherwise."""
    text = " ".join(window)
    if not (_DEPRECATED.search(text) or _UNAVAILABLE.search(text)):
        return None
    m = _RENAMED_TYPE.search(text)
    return m.group("name") if m else None


def declared_private(declaration: str, name: str) -> bool:
    """The declaration line makes the member private before its name (`private fun loadModules`,
    `fileprivate var x`), or names it with a private `#` (TypeScript)."""
    leaf = name.split(":")[0]
    at = declaration.find(leaf)
    if at < 0:
        return False
    return bool(_PRIVATE.search(declaration[:at])) or declaration[max(0, at - 1):at] == "#"


def deprecation_replacements(window: list[str]) -> list[str]:
    """The names a deprecated declaration gives as its replacement, in order: the identifiers (an
    Objective-C selector whole) after a cue of the lines that say it is deprecated."""
    out: list[str] = []
    text = " ".join(window)
    if not _DEPRECATED.search(text):
        return out
    for cue in _REPLACEMENT_CUE.finditer(text):
        out += _SELECTOR_OR_NAME.findall(text[cue.end():cue.end() + 120])[:3]
    return list(dict.fromkeys(out))


# A setter written (`setConfigData`, `set_description`) asks for a member that takes a value: a getter
# of the same name (`configData()`, `get_description()`) is what it would read, not what it sets.
_SETTER_RE = re.compile(r"^set(?:[A-Z]|_[a-z])")


def names_a_setter(name: str) -> bool:
    """`setConfigData`, `set_description`: a setter by its name (not `settings`, `setup`)."""
    return bool(_SETTER_RE.match(name.split(":")[0]))


def takes_no_value(params: str | None) -> bool:
    """A method's written parameter list is empty (`()`, `( )`, `(void)`); None (a field) is not."""
    return params is not None and params.replace(" ", "") in ("()", "(void)")
