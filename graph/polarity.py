"""Contradiction as opposite polarity on the same anchor, in English, Chinese and Japanese.

Two experiences about the same scenario contradict when one asserts what the other denies about the
same thing: a component used vs avoided (`use A, not B` against `use B`), a setting's value
(`maxInFlight` 64 vs 256, `check_same_thread=False` vs `True`), required vs no longer needed ("no
longer needed since version X", 不再需要, もう不要), sync vs async, enabled vs disabled. Each finding
is structured (axis, anchor, the two sides), so callers decide on data, not on a message string.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .semantic import anchors, code_anchors, components, missing_anchors, quoted_terms

# The negative ending ず ("読まず" without reading), not the ず of 少しずつ (little by little), 必ず (always) or
# a clause-initial まず (first).
_ZU = r"(?:(?<=[かさたなはやらわがざだばぱ])|(?<=[\u4e00-\u9fff\u3040-\u30ffー]ま))ず(?!つ)"
# A clause is the unit a negation governs.
# "... and add `Y`": a second instruction on other code joined to the first is a clause of its own, as after "、" or
# "，" (the code is masked as \x00N\x00 when this splits).
_CLAUSE = re.compile(r"(?=\binstead of\b|\brather than\b)|\band (?=never\b|don't\b|do not\b|not\b)|"
                     r"\band (?=(?:also\s+)?(?:add|append|set|pass|call|enable|register)\s+\x00)|(?<!\d)\.|\.(?!\d)|[;:!?—–()\n]|,\s|\bbut\b|\bwhile\b|\bbecause\b|\botherwise\b|[，；。！？、：（）]|(?:(?<=[かさたなはやらわがざだばぱ]ず)|(?<=[\u4e00-\u9fff\u3040-\u30ffー]まず))(?!つ)、?|(?<=せず)|(?<=ではなく)|(?<=じゃなく)|(?=而不是|而非)")
# Negation before the thing negated (English, Chinese).
_NEG_BEFORE = re.compile(
    r"\b(?:not|never|no|don't|do not|doesn't|does not|mustn't|must not|shouldn't|should not|cannot|can't|"
    r"instead of|rather than|avoid|without|stop using|off limits|wrong)\b|不要|不能|不会|并不|(?<![类区特分个级识差派性])别(?![的人处])|禁止|避免|不用|千万别|绝不|绝对不要|不可|无需|而不是|切勿|请勿|不得|不许|严禁|"
    r"ではなく|せず|"
    # the existential "there is (already) no X to V" (已经没有…可删), not the past "did not V" (没覆盖: what happened, as
    # English "didn't" is no negation here)
    r"(?:已经|已|再也)没有|没有(?=[^，。；,;]{0,24}可[\u4e00-\u9fff])|"
    # exclusion: "keep `.post` out of the list", "leave X out", "exclude X", 排除, 除外
    r"\bkeep\b[^,;]{0,60}?\bout of\b|\bleave\b[^,;]{0,40}?\b(?:out|unset)\b|\bexclud(?:e|ing)\b|排除|除外",
    re.I,
)
# Negation after the thing negated (Japanese verb endings; English "X is wrong / X won't").
_NEG_AFTER = re.compile(r"ない|" + _ZU + r"(?:に)?|せず|しない|禁止|避け|ダメ|だめ|いけない|(?<![A-Za-z])NG(?![A-Za-z])|やめ(?:て|る|よう|ましょう)|止め(?:て|る)|is (?:the )?wrong|won't|is off limits|不行|不对",
                        re.I)
_NO_LONGER = re.compile(
    r"\bno longer (?:needed|required|necessary|used|in)\b|\bnot (?:needed|required|necessary) any ?more\b|\bis obsolete\b|"
    r"\bis deprecated\b|\bdeprecated shim\b|\bno longer\b|\bnot needed any more\b|\bhashing is no longer\b|"
    r"\b(?:no|not|n't)\b(?:[^.;:]|\.(?=\w)){0,80}\bany ?more\b|\b(?:was|were|has been|have been|is|are) (?:now )?removed\b|\bremoved in\b|"
    r"\bdoes(?: not|n't) exist any ?more\b|"
    r"不再|已经不需要|不需要[^。，；,;]{0,12}了|已废弃|不用再|已(?:被)?(?:移除|删除|删掉)|已经没有[^。，；]{0,24}了|不存在了|"
    r"もう(?!一度|一回|少し|ちょっと|二度と|ひとつ|一つ)[^。、]{0,24}(?:ない|ません)|もう不要|不要になった|必要(?:が)?なくなった|廃止|使われなくなった|削除され|"
    r"\d(?:\.\d+)*\s*(?:から|以降)[^。、]{0,8}(?:れない|えない|かない)",
    re.I,
)
_AXES = {
    "sync": (re.compile(r"\bsynchronous(?:ly)?\b|\bsync\b|\bblocking\b|\bfrom inside the hook\b|同步|同期(?!化)", re.I),
             re.compile(r"\basynchronous(?:ly)?\b|\basync\b|\bnon-blocking\b|\bin the background\b|异步|非同期", re.I)),
    "enable": (re.compile(r"\benabl(?:e|ed|ing)\b|\bturn(?:ed)? on\b|开启|打开|启用|有効", re.I),
               re.compile(r"\bdisabl(?:e|ed|ing)\b|\bturn(?:ed)? off\b|关闭|禁用|無効", re.I)),
}
_SIDES = {"sync": ("synchronous", "asynchronous"), "enable": ("enabled", "disabled")}
_VALUE = re.compile(
    r"`?(?P<key>[A-Za-z_][\w.]*)`?\s*(?:=|:|to|at|设为|设成|改成|保持|を|は)\s*`?(?P<val>True|False|true|false|\d+(?:\.\d+)?)`?",
)


@dataclass(frozen=True)
class Opposition:
    axis: str  # "polarity" | "value" | "required" | "sync" | "enable"
    anchor: str
    a: str
    b: str

    def describe(self) -> str:
        if self.axis == self.anchor:
            return f"{self.axis}: {self.a} vs {self.b}"
        return f"{self.axis} of {self.anchor}: {self.a} vs {self.b}"


_TICKS = re.compile(r"`[^`\n]*`")


def clauses(text: str) -> list[str]:
    """Clauses of a text; code in backticks is never cut (its dots and parentheses are not punctuation)."""
    spans: list[str] = []

    def hide(m: re.Match) -> str:
        spans.append(m.group(0))
        return f"\x00{len(spans) - 1}\x00"

    masked = _TICKS.sub(hide, text or "")
    out = []
    for c in _CLAUSE.split(masked):
        if c and c.strip():
            out.append(re.sub(r"\x00(\d+)\x00", lambda m: spans[int(m.group(1))], c))
    return out


_NUMBERS = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])")
_NEG = re.compile(_NEG_BEFORE.pattern + "|" + _NEG_AFTER.pattern, re.I)
# Pieces that look like a negation and are not one: a Chinese adjective built on 不 ("不可变的" immutable,
# "不同的" different: 不 plus one or two characters, then 的), and a negated "forget", which is a positive
# instruction ("don't forget to X", 别忘了, 忘れないこと: do X).
_NOT_NEGATION = re.compile(
    r"不[\u4e00-\u9fff]{1,2}的|\b(?:don't|do not|never) forget\b|别忘了?|不要忘(?:记|了)?|千万别忘|忘れ(?:ない|ず)(?:こと|で|ように|に)?",
    re.I,
)
# A clause that names the cause of a failure ("the fd exhaustion came from building a client per task",
# "handing X to a goroutine is how we broke it", 原因是…, …が原因): what it names is what the lesson avoids.
_CAUSE = re.compile(
    r"\b(?:came|comes|come) from\b|\b(?:was|were|is|are) caused by\b|\bis (?:how|why) we\b|\bwas (?:how|why) we\b|"
    r"\bled to\b|\bthe culprit\b|\b(?:is|was) the (?:bug|problem|cause)\b|\broot cause\b|原因是|是因为.{0,20}导致|导致了|が原因|のせいで|に起因|"
    # a failure named first, then what it was: "The config that collapsed ... was `cur = cur[key]` writing into the root"
    r"^\W*the\b[^,;:]{0,80}?\b(?:collaps\w*|reject\w*|errors?|failures?|failed|crash\w*|leaks?|bugs?|hangs?|hung|"
    r"exhaust\w*|outages?|spoof\w*|timeouts?)\b[^,;:]{0,60}?\b(?:was|were)\b",
    re.I,
)


# Cited code and quoted messages are what a clause names, not its words: the "not" of `Error('order not found')`
# or of 'The following argument was not expected' is no negation of the advice.
_QUOTED_TEXT = re.compile(r"`[^`\n]*`|(?<!\w)'[^'\n]{3,}'(?!\w)|\"[^\"\n]{3,}\"|“[^”\n]{3,}”|「[^」\n]{3,}」")


def negated(clause: str) -> bool:
    """The clause denies what it names: a negation (in any of the three languages), a "no longer needed"
    (不再需要, もう要らない), or a stated cause of the failure the lesson is about."""
    text = _NOT_NEGATION.sub(" ", _QUOTED_TEXT.sub("`x`", clause))
    return bool(_NEG.search(text) or _CAUSE.search(text) or _NO_LONGER.search(text))


# A negation of the order, not of the thing: "don't `add()` it ahead of the custom adapters", "先に追加しないこと",
# "不要先加": the thing is still used, later. What such a clause names is used, as far as use vs avoid goes.
_ORDER = re.compile(r"\b(?:ahead of|before|first|earlier than|prior to)\b|先に|より前|之前|先(?=[加用注册调])|最初に", re.I)


# A clause that describes an outcome instead of giving advice takes no stance on what it names: a consequence
# under a condition ("without it `.Stack()` adds nothing", "otherwise ...", 否则/不然/…的话, ないと/なければ),
# an outcome of nothing ("writes nothing", 什么也不会, 何も…ない), a negation inside a relative clause that
# describes a thing ("a chain that never reaches `.Send()`"), or a stated cause. Its negation is the failure
# the advice prevents, and a translation renders that failure with or without a negation word, so reading
# it as "avoided" made restatements contradict.
_OUTCOME = re.compile(
    r"^\W*(?:without (?:it|them|this|that|one of them|these|those)\b|otherwise\b|or else\b|else\b|if (?:not|you don't|it is not|you skip)\b)|"
    r"\b(?:nothing|no-op)\b|\b(?:that|which|who) (?:never|doesn't|does not|don't|do not|isn't|is not|aren't|are not|can't|cannot|won't|will not)\b|"
    r"否则|不然|(?:如果|若)不|的话|什么(?:也|都)(?:不|没)|"
    r"^\W*for (?:the|those|any|all)\b[^,;]{0,40}\b(?:we|you|they) (?:can't|cannot|can not|don't|do not)\b|"
    r"ない(?=[\u4e00-\u9fff\u30a1-\u30ff]{1,8}(?:について|には|の場合|なら))|"
    r"(?:ない|なけれ)(?:と|ば)|そうしないと|でないと|何も|何(?:も|一つ)|"
    # a clause that gives the reason (because ..., 是因为 / 因为 / 由于 ..., …から / …ので at its end): it says why, it
    # advises nothing about what it names
    r"^\W*(?:because|since|as)\b(?!\s+(?:of|well|long|soon|a|an)\b)|^\W*(?:是|就是|正是)?(?:因为|由于)|(?:から|ので|ため)\W*$",
    re.I,
)
# A condition negated inside a negation: "never add Y without calling X", "X を呼ばないまま Y しない", "X せずに Y しない":
# X is required before Y, neither is avoided; the clause states an order, no stance on what it names.
_WITHOUT = re.compile(r"\bwithout\b|ないまま|ないで(?=[^。、]*(?:しない|ない|な(?:$|[。、])))|ずに", re.I)


def _double_negation(clause: str) -> bool:
    text = _NOT_NEGATION.sub(" ", _QUOTED_TEXT.sub("`x`", clause))
    w = _WITHOUT.search(text)
    if not w:
        return False
    rest = text[:w.start()] + " " + text[w.end():]
    return bool(_NEG.search(rest))


def stance(clause: str) -> bool | None:
    """What the clause does with what it names, for use vs avoid: True avoids it (a prohibition, "use A, not
    B", 不要, しないこと), False uses it, None when the clause only describes an outcome or a cause (no
    advice about the thing, so no stance to oppose). A negation of the order only ("don't add it ahead
    of ...") still uses the thing."""
    if _OUTCOME.search(_NOT_NEGATION.sub(" ", clause)) or _CAUSE.search(clause) or _double_negation(clause):
        return None
    return _clause_avoids(clause)


def _clause_avoids(clause: str) -> bool:
    """The clause avoids what it names (for use vs avoid): negated, and not only about the order."""
    return negated(clause) and not (_ORDER.search(clause) and not _NO_LONGER.search(clause))


CLAUSE_MATCH = 0.55  # two clauses this close in meaning state the same thing (or its opposite)
AGREE_SLACK = 0.05


def _clause_opposition(a: str, b: str, both_retire: bool = False) -> Opposition | None:
    """The best-matching clause pair of the two texts with opposite negation, when neither clause is also
    matched by a clause of the other text with its own polarity (a paraphrase that moves the negation into
    another clause agrees, it does not contradict). When both texts say something is no longer needed, that
    cue is what they share: "Click 8.2, which removed the parameter" and "もう要らない（引数自体が削除された）"
    agree, so the cue is left out of each clause's polarity."""
    from .semantic import relatedness

    def _avoids(clause: str) -> bool:
        return _clause_avoids(_NO_LONGER.sub(" ", clause) if both_retire else clause)

    ca = [c.strip() for c in clauses(a) if len(c.strip()) > 3 and stance(c) is not None]
    cb = [c.strip() for c in clauses(b) if len(c.strip()) > 3 and stance(c) is not None]
    if not ca or not cb:
        return None
    best = None
    for x in cb:
        for y in ca:
            m = relatedness(x, y)
            if m >= CLAUSE_MATCH and _avoids(x) != _avoids(y) and (best is None or m > best[0]):
                best = (m, x, y)
    if best is None:
        return None
    m, x, y = best
    if set(_NUMBERS.findall(x)) & set(_NUMBERS.findall(y)):
        return None  # "keep it at 64" and "don't raise it above 64" state the same limit
    if any(_avoids(z) == _avoids(y) and relatedness(y, z) >= m - AGREE_SLACK for z in cb if z != x):
        return None
    if any(_avoids(w) == _avoids(x) and relatedness(x, w) >= m for w in ca if w != y):
        return None  # x says again a clause of the other text with its own polarity ("reuse one client per worker")
    return Opposition("polarity", y[:60], "denied" if _avoids(y) else "asserted", "denied" if _avoids(x) else "asserted")


def _clause_anchors(text: str, named_elsewhere: set[str] = frozenset(), broad: bool = False) -> list[tuple[bool, set[str]]]:
    """Per clause: its polarity and the things it names. A thing the other text cites as code (`Sampling`)
    is also named by a clause that writes it as a plain word ("rather than disabling sampling").
    ``broad``: every anchor, pieces and Latin words in CJK prose included, and any negation: the reading
    that says whether two texts deny the same thing ("never by mtime", "mtime ではなく")."""
    words = {a for a in named_elsewhere if len(a) > 3 and re.fullmatch(r"[a-z][a-z0-9_]*", a)}
    out = []
    for c in clauses(text):
        if _NUMBERS.search(c):
            continue  # "keep `maxInFlight` at 64" / "don't raise it above 64": a limit (the value axis), not use vs avoid
        if broad:
            low = c.lower()
            out.append((negated(c), {a for a in anchors(c) if not a[:1].isdigit()}
                        | {w for w in words if re.search(rf"(?<![\w`]){re.escape(w)}(?![\w`])", low)}))
            continue
        low = _TICKS.sub(" ", c).lower()  # a plain word is prose, not a piece of cited code
        plain = {w for w in words if re.search(rf"(?<![\w`]){re.escape(w)}(?![\w`])", low)}
        units = _cited_units(c)
        # a unit of the other text written inside a larger one here (`Response<Charge>` in
        # `suspend fun charge(...): Response<Charge>`) is named here too
        # (not as the receiver or a member of an access path: `error` in `error.code` is a variable, not `Error`)
        inside = {u for u in named_elsewhere if len(u) >= 4 and u not in units
                  and any(re.search(rf"(?<![\w.#])(?<!::)(?<!->){re.escape(u)}(?![\w.#]|::|->)", n) for n in units)}
        side = stance(c)
        if side is None:
            continue  # an outcome or a cause: it names the things without advising on them
        out.append((side, units | plain | inside))
    return out


_UNIT_PARTS = re.compile(r"::|->|[\s=(),.:#<>\[\]{}*&/\"'@$-]+")


def _cited_units(clause: str) -> set[str]:
    """The things a clause names, as whole units: cited code (`@GET("charges")`, `gin.Context`), quoted terms,
    named components. Not the pieces of a unit (`get`, `context`) nor a Latin word inside CJK prose
    ("goroutine", "body"): `@GET("/charges")` avoided and `@GET("charges")` used are two things, and the
    prose word a translation keeps is the sentence's setting, not what it uses or avoids."""
    names = {a for a in (code_anchors(clause) | quoted_terms(clause) | components(clause)) if not a[:1].isdigit()}
    parts = {p for a in names for p in _UNIT_PARTS.split(a) if p and p != a}
    return {a for a in names if a not in parts}


def _covered(name: str, elsewhere: set[str]) -> bool:
    """The other text names this thing: as such, or as a unit inside it or around it."""
    return name in elsewhere or any(len(e) >= 4 and (e in name or name in e) for e in elsewhere)


def _stances(parts: list[tuple[bool, set[str]]], owned: set[str] = frozenset(),
             elsewhere: set[str] | None = None) -> dict[str, set[bool]]:
    """Anchor -> the polarities of the clauses it occurs in. In a denied clause that also names a thing of
    ``owned`` (denied by both texts), the negation belongs to that thing, not to the others named with it
    ("never pass the ORM object to `delay()`": `delay()` is still used). With ``elsewhere`` (what the other
    text names), a denied clause that also names a thing the other text never names says nothing about the
    shared ones: "never make a `suspend fun` return `Call<Charge>`" avoids the `Call<Charge>` return, not
    `suspend fun`."""
    out: dict[str, set[bool]] = {}
    for neg, names in parts:
        unshared = elsewhere is not None and any(not _covered(n, elsewhere) for n in names)
        for a in names:
            if neg and a not in owned and names & owned:
                continue
            if neg and unshared and a in elsewhere:
                continue
            out.setdefault(a, set()).add(neg)
    return out


def anchor_stances(text: str) -> dict[str, set[bool]]:
    """Each anchor of the text (identifier, path, term, component; numbers are values, not things) with the
    polarity of every clause it occurs in: {True} only denied, {False} only asserted, both when mixed."""
    return _stances(_clause_anchors(text))


def _anchor_oppositions(a: str, b: str) -> tuple[list[Opposition], bool]:
    """A thing used in one text and avoided in the other (`Retry POST requests` / `never retry POST requests`,
    `use navigator.language` / `navigator.language は使わない`): anchors carry over between languages, so
    this holds across them. Also says whether the two deny a shared thing alike (then they agree on what to
    avoid, and a clause-level opposition is a moved negation, not a conflict)."""
    wa, wb = _stances(_clause_anchors(a, anchors(b), broad=True)), _stances(_clause_anchors(b, anchors(a), broad=True))
    agree_denied = any(wa[k] == wb[k] == {True} for k in wa.keys() & wb.keys())
    pa, pb = _clause_anchors(a, _cited_units(b)), _clause_anchors(b, _cited_units(a))
    na, nb = {n for _, ns in pa for n in ns}, {n for _, ns in pb for n in ns}
    sa, sb = _stances(pa), _stances(pb)
    denied_by_both = {k for k in sa.keys() & sb.keys() if sa[k] == sb[k] == {True}}
    sa, sb = _stances(pa, denied_by_both, nb), _stances(pb, denied_by_both, na)
    sides: dict[tuple[str, str], list[str]] = {}
    for k in sorted(sa.keys() & sb.keys()):
        x, y = sa[k], sb[k]
        if len(x) == 1 and len(y) == 1 and x != y:
            sides.setdefault(("avoided" if True in x else "used", "avoided" if True in y else "used"), []).append(k)
    return [Opposition("polarity", ", ".join(ks), x, y) for (x, y), ks in sides.items()], agree_denied or bool(denied_by_both)


# A number passed first to a call, written as a literal or as arithmetic of literals (`Aggregator(8 * 1024 * 1024)`,
# `limit(64 << 20)`): the value is what the arithmetic comes to.
_NUM_EXPR = r"-?\d+(?:\.\d+)?(?:\s*(?:\*|<<|>>|\+|-|/)\s*\d+(?:\.\d+)?)*"
_CALL_VALUE = re.compile(r"(?P<key>[A-Za-z_][\w.]*)\(\s*(?P<val>" + _NUM_EXPR + r")\s*[,)]")
# A key assigned in cited code (`zerolog.TimeFieldFormat = zerolog.TimeFormatUnixMs`): the right side is its value.
_CODE_ASSIGN = re.compile(r"(?P<key>[A-Za-z_][\w.]*)\s*(?<![=!<>:+\-*/])=(?!=)\s*(?P<val>[^\s`;,]+)")


def _number(expr: str) -> str:
    """The value of a literal or of arithmetic on literals, as text (``8 * 1024`` -> ``8192``); the
    expression itself when it cannot be computed safely."""
    import ast
    import operator

    ops = {ast.Mult: operator.mul, ast.Add: operator.add, ast.Sub: operator.sub, ast.Div: operator.truediv,
           ast.LShift: operator.lshift, ast.RShift: operator.rshift}

    def ev(node):
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return node.value
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -ev(node.operand)
        if isinstance(node, ast.BinOp) and type(node.op) in ops:
            left, right = ev(node.left), ev(node.right)
            if isinstance(node.op, (ast.LShift, ast.RShift)) and not (isinstance(right, int) and 0 <= right <= 64):
                raise ValueError(expr)
            if isinstance(node.op, ast.Div) and right == 0:
                raise ValueError(expr)
            return ops[type(node.op)](left, right)
        raise ValueError(expr)

    try:
        v = ev(ast.parse(expr, mode="eval").body)
    except (SyntaxError, ValueError, TypeError):
        return re.sub(r"\s+", "", expr)
    return str(int(v)) if float(v).is_integer() else str(v)


# A call given nothing (`SetTrustedProxies(nil)`, `setProxy(null)`, `Retry(None)`) against the same call given
# something: "nothing" is a value of its own (trust no proxy vs trust this range).
_CALL_NOTHING = re.compile(r"(?P<key>[A-Za-z_][\w.]*)\(\s*(?P<val>nil|null|None|nullptr|NULL)\s*\)")
_CALL_ARG = re.compile(r"(?P<key>[A-Za-z_][\w.]*)\(\s*(?P<val>[^)\s][^)]*)\)")


# A field of an object literal in cited code given a string or a list (`cors({ origin: '*' })` against
# `cors({ origin: ['https://dash.example.com'] })`): one setting, two values.
_OBJECT_FIELD = re.compile(r"(?<![\w.-])(?P<key>[A-Za-z_]\w*)\s*:\s*(?P<val>'[^'\n]*'|\"[^\"\n]*\"|\[[^\]\n]*\])")


def values(text: str) -> dict[str, str]:
    """Settings given a value in the text: key (lower case) -> value (lower case). A number passed first
    to a call (`Timeout(30.0, connect=5.0)`) is the call's value; a keyword argument is its own key; a call
    given nil/null/None is "nothing", the same call given an argument in the other text "something"."""
    out = {m.group("key").lower().rsplit(".", 1)[-1]: _number(m.group("val")) for m in _CALL_VALUE.finditer(text or "")}
    for span in _TICKS.findall(text or ""):
        for m in _CODE_ASSIGN.finditer(span.strip("`")):
            out[m.group("key").lower().rsplit(".", 1)[-1]] = m.group("val").lower().rstrip(")")
        for m in _OBJECT_FIELD.finditer(span.strip("`")):
            out.setdefault(m.group("key").lower(), re.sub(r"\s+", "", m.group("val").lower()))
    out.update({m.group("key").lower().rsplit(".", 1)[-1]: m.group("val").lower() for m in _VALUE.finditer(text or "")})
    return out


def _refined_call(x: str, y: str) -> bool:
    """The same call, given its arguments in one text and none in the other (`f()` against `f(g(subnet))`): the
    same choice, refined by an update, not another value."""
    cx, cy = re.match(r"([\w.]+)\((.*)$", x), re.match(r"([\w.]+)\((.*)$", y)
    return bool(cx and cy and cx.group(1) == cy.group(1) and not (cx.group(2).strip(") ") and cy.group(2).strip(") ")))


def _axis(text: str) -> dict[str, int]:
    found: dict[str, int] = {}
    for clause in clauses(text):
        for axis, (pos, neg) in _AXES.items():
            for rx, sign in ((pos, 1), (neg, -1)):
                m = rx.search(clause)
                if m:
                    flip = bool(_NEG_BEFORE.search(clause[: m.start()])) or bool(_NEG_AFTER.search(clause[m.end(): m.end() + 12]))
                    found[axis] = found.get(axis, 0) + (-sign if flip else sign)
    return {k: (1 if v > 0 else -1) for k, v in found.items() if v}


_MEMBER = re.compile(r"\b([A-Z][A-Za-z0-9]*)\.([A-Z][A-Z0-9_]+)\b")  # Enum.CONSTANT: a category, a mode, a level


def _members(text: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for m in _MEMBER.finditer(text or ""):
        out.setdefault(m.group(1), set()).add(m.group(2))
    return out


# "where tRPC v11 no longer reads it", "since v3 the client no longer sends them": what a library stopped doing with
# the thing, said to explain the advice, not a retirement of the advice.
_LIBRARY_NO_LONGER = re.compile(r"\bno longer\s+(?!needs?\b|requires?\b|uses?\b)[a-z]+s\s+(?:it|them|this|that|X)\b", re.I)


def _retires(text: str) -> bool:
    """The text says something is no longer needed (not only that a library no longer does something with it)."""
    plain = _TICKS.sub("X", text or "")
    return any(not _LIBRARY_NO_LONGER.match(plain, m.start()) for m in _NO_LONGER.finditer(plain))


_PRONOUN_SUBJECT = re.compile(r"^\W*(?:it|this|that|they|these|those)\b|^\W*(?:它|这个|这|那个)|^\W*(?:これ|それ)", re.I)


def _retires_what_the_other_names(retiring: str, other: str) -> bool:
    """A "no longer needed" opposes the other text when what it retires is what the other names: a no-longer
    clause naming things the other text carries (across languages: the hooks layer / hooks 層), or naming
    no thing at all (then it retires the lesson's own subject: "hashing is no longer needed")."""
    named, carried = set(), set()
    parts = clauses(retiring)

    def things(c: str) -> set[str]:
        # what it names as a thing (cited code, a quoted term, a component); a version says since when, and
        # a Latin word in CJK prose ("从 Django 5.0 起") is the setting, not what is retired
        return {x for x in code_anchors(c) | quoted_terms(c) | components(c) if not x[:1].isdigit()}

    for i, c in enumerate(parts):
        cue = _NO_LONGER.search(_TICKS.sub("X", c))
        if cue:
            mine = things(c)
            if i and not things(_TICKS.sub("X", c)[: cue.start()]) and _PRONOUN_SUBJECT.match(c):
                # "Drop the `stopKoin()` in `@After`; it is no longer needed since ... `KoinTestRule`": the pronoun
                # retires what the clause before names, not what the reason after the cue names
                mine |= things(parts[i - 1])
            named |= mine
            carried |= mine - missing_anchors(f"{parts[i - 1]} {c}" if i else c, other)
    return not named or bool(carried)


# "X is not needed" without "any more" (escaping it is not needed, 不需要…, 要らない): weaker than a retirement,
# since "no restart is needed" may only describe the fix. It opposes the other text only when what it says is
# not needed is what the other text's advice does (see ``_denies_the_others_step``).
_NOT_NEEDED = re.compile(
    r"\b(?:is|are|was|were)(?: not|n't) (?:needed|required|necessary)\b|\bunnecessary\b|\bthere is no need to\b|"
    r"不需要|没必要|没有必要|用不着|必要(?:は|が)?(?:ない|ありません)|要らない|いらない|不要(?:だ|です)?(?=[。、．]|$)",
    re.I,
)
_STEM = 5  # "escaping" / `escape`, "retrying" / `retry`: the first letters of a word name its verb


def _denies_the_others_step(saying: str, other: str) -> bool:
    """``saying`` calls a step not needed that the advice of ``other`` takes: a clause with the not-needed cue
    names (as code, or as an English word whose first letters begin a name the other text cites) something a
    clause of ``other`` uses. ("escaping it is not needed" against "Wrap the text in `rich.markup.escape(...)`".)"""
    other_uses: set[str] = set()
    for c in clauses(other or ""):
        if stance(c) is False:
            other_uses |= {p for a in _cited_units(c) for p in _UNIT_PARTS.split(a) + [a] if len(p) >= 3}
    if not other_uses:
        return False
    for c in clauses(saying or ""):
        plain = _TICKS.sub("X", c)
        if not _NOT_NEEDED.search(plain) or _NO_LONGER.search(plain):
            continue
        named = {x for x in _cited_units(c) if not x[:1].isdigit()}
        if named & other_uses:
            return True
        words = {w.lower() for w in re.findall(r"[A-Za-z]{%d,}" % _STEM, _TICKS.sub(" ", c))}
        if any(u.startswith(w[:_STEM]) for w in words for u in other_uses if re.fullmatch(r"[a-z_]\w*", u)):
            return True
    return False


# A setting kept where it is: "Leave `X` at its default", "keep `X` at `V`", "`X` は既定の 10 秒のままにし", "`X` 保持默认".
_KEEP_SETTING = re.compile(
    r"\b(?:leave|keep)\s+`(?P<x>[^`]+)`\s+(?:(?:for|in|on)\s+`[^`]+`\s+)?(?:at|as)\s+(?P<v>(?:its|the)\s+default\b|`[^`]+`)|"
    r"`(?P<xj>[^`]+)`\s*[はを]\s*(?P<vj>既定|デフォルト|`[^`]+`)[^。、`]{0,14}?のまま|"
    r"`(?P<xz>[^`]+)`\s*(?:保持|保留|维持)\s*(?P<vz>默认|缺省|`[^`]+`)",
    re.I,
)
_DEFAULT_WORD = re.compile(r"\bdefaults?\b|既定|デフォルト|默认|缺省", re.I)


def _kept_setting_oppositions(keeping: str, other: str) -> list[Opposition]:
    """``keeping`` leaves a setting at its default (or at a value) where the advice of ``other`` names that setting
    without that value or any default: the other changes what this one keeps (`GracefulTimeout: 25 * time.Second`,
    "Implement `sampleData`", "Return `.successCodes` from `validationType`")."""
    out = []
    for m in _KEEP_SETTING.finditer(keeping or ""):
        name = m.group("x") or m.group("xj") or m.group("xz")
        value = m.group("v") or m.group("vj") or m.group("vz")
        if len(name) < 3:
            continue
        naming = [c for c in clauses(other or "") if name in c]
        if not naming:
            continue
        kept_value = value.strip("`") if value.startswith("`") else None
        if any((kept_value in c) if kept_value else _DEFAULT_WORD.search(c) for c in naming):
            continue
        out.append(Opposition("value", name.lower(), "kept at " + (kept_value or "its default"), "changed"))
    return out


# "rather than the `_WITH_DEFAULT` variant": a name written as a fragment of the one the other text uses.
_AVOIDED_FRAGMENT = re.compile(
    r"\b(?:rather than|instead of|not)\s+(?:the\s+)?`(?P<f>_\w{3,}|\w{3,}_)`\s*(?:variant|version|form|macro|overload|flavou?r)\b|"
    r"而不是\s*`(?P<fz>_\w{3,}|\w{3,}_)`|`(?P<fj>_\w{3,}|\w{3,}_)`\s*(?:版|の方)?ではなく",
    re.I,
)


def _avoided_fragment_oppositions(avoiding: str, other: str) -> list[Opposition]:
    out = []
    for m in _AVOIDED_FRAGMENT.finditer(avoiding or ""):
        frag = m.group("f") or m.group("fz") or m.group("fj")
        used = [x for x in re.findall(r"`([^`\n]+)`", other or "") if frag in x and x != frag]
        if used:
            out.append(Opposition("polarity", frag.lower(), "avoided", "used"))
    return out


def oppositions(a: str, b: str) -> list[Opposition]:
    """Where ``a`` and ``b`` assert opposite things (empty when they agree or talk about different things)."""
    out: list[Opposition] = []
    va, vb = values(a), values(b)
    for k in sorted(va.keys() & vb.keys()):
        if va[k] != vb[k] and not _refined_call(va[k], vb[k]):
            out.append(Opposition("value", k, va[k], vb[k]))
    for x, y, flip in ((a, b, False), (b, a, True)):
        nothing = {m.group("key").lower(): m.group("val") for m in _CALL_NOTHING.finditer(x or "")}
        given = {m.group("key").lower() for m in _CALL_ARG.finditer(y or "") if not _CALL_NOTHING.fullmatch(m.group(0))}
        for k in sorted(nothing.keys() & given):
            if k.rsplit(".", 1)[-1] not in va.keys() & vb.keys():
                sides = (nothing[k], "an argument")
                out.append(Opposition("value", k, *(sides[::-1] if flip else sides)))
    ma, mb = _members(a), _members(b)
    for owner in sorted(ma.keys() & mb.keys()):
        if not (ma[owner] & mb[owner]):
            out.append(Opposition("member", owner, ", ".join(sorted(ma[owner])), ", ".join(sorted(mb[owner]))))
    # cited code is one word here: "もう `fmt::join` の…を宣言していない" is as short as its Chinese rendering
    na, nb = _retires(a), _retires(b)
    if na != nb and _retires_what_the_other_names(a if na else b, b if na else a):
        shared = anchors(a) - missing_anchors(a, b)
        out.append(Opposition("required", sorted(shared)[0] if shared else "-",
                              "no longer needed" if na else "required", "no longer needed" if nb else "required"))
    if not out and not na and not nb:
        for x, y, flip in ((a, b, False), (b, a, True)):
            if _denies_the_others_step(x, y) and not _denies_the_others_step(y, x):
                sides = ("not needed", "required")
                out.append(Opposition("required", "-", *(sides[::-1] if flip else sides)))
                break
    if not out:
        out += _kept_setting_oppositions(a, b)
        out += [Opposition(o.axis, o.anchor, o.b, o.a) for o in _kept_setting_oppositions(b, a)]
    if not out:
        out += _avoided_fragment_oppositions(a, b)
        out += [Opposition(o.axis, o.anchor, o.b, o.a) for o in _avoided_fragment_oppositions(b, a)]
    xa, xb = _axis(a), _axis(b)
    for k in sorted(xa.keys() & xb.keys()):
        if xa[k] != xb[k]:
            out.append(Opposition(k, k, _SIDES[k][xa[k] < 0], _SIDES[k][xb[k] < 0]))
    if not out:
        found, agree_denied = _anchor_oppositions(a, b)
        out += found
        if not out and not agree_denied:
            o = _clause_opposition(a, b, na and nb) or _clause_opposition(b, a, na and nb)
            if o:
                out.append(o)
    return out


__all__ = ["Opposition", "clauses", "negated", "oppositions", "values"]
