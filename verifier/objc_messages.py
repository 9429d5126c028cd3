"""The selector an Objective-C message sends, read from the message as written.

`[hud hideAnimated:YES afterDelay:2]` sends `hideAnimated:afterDelay:`, not `hideAnimated:`: a
selector is all its parts, and checking the first alone lets `hideAnimated:afterDelayed:` pass.
The arguments between the parts are expressions (`@{@"id": uid}`, `^(FMDatabase *db, BOOL *r){…}`,
`@selector(export)`, `a ? b : c`); a part is a name and a colon outside every bracket, string and
conditional of the argument before it.

Used by the claim extractor; no regular expression here can backtrack badly (one pass, linear).
"""
from __future__ import annotations

__all__ = ["message_selector"]

_OPEN = {"(": ")", "[": "]", "{": "}"}
_CLOSE = frozenset(_OPEN.values())


def _is_name_start(c: str) -> bool:
    return c.isascii() and (c.isalpha() or c == "_")


def _is_name_char(c: str) -> bool:
    return c.isascii() and (c.isalnum() or c == "_")


def _plain_selector(body: str) -> bool:
    """`interrupt`, `sharedManager`: a message without arguments, one lower-case name."""
    return bool(body) and (body[0].islower() or body[0] == "_") and body.isascii() and all(
        _is_name_char(c) for c in body)


def message_selector(body: str) -> str | None:
    """The selector of a message body (what follows the receiver up to the closing bracket):
    `hideAnimated:YES afterDelay:2` -> `hideAnimated:afterDelay:`, `interrupt` -> `interrupt`;
    None when the body is not a message (`x + 1`, a first name without a colon, brackets that do
    not close)."""
    body = body.strip()
    if _plain_selector(body):
        return body
    parts: list[str] = []
    i, n = 0, len(body)
    # The first part starts the body: `name:` (spaces before the colon allowed).
    expect_part = True
    stack: list[str] = []
    conditional = 0          # open `?` of a conditional at depth 0: its `:` is no part
    while i < n:
        c = body[i]
        if expect_part and not stack:
            j = i
            while j < n and body[j] in " \t":
                j += 1
            if j < n and _is_name_start(body[j]):
                k = j
                while k < n and _is_name_char(body[k]):
                    k += 1
                m = k
                while m < n and body[m] in " \t":
                    m += 1
                if m < n and body[m] == ":" and not body.startswith("::", m):
                    parts.append(body[j:k])
                    i = m + 1
                    # the selector as declared (`hide:afterDelay:`) has no arguments between parts
                    expect_part = True
                    continue
            if not parts:
                return None   # the first thing is no `name:`: not a message with arguments
            expect_part = False
            if i >= n:
                break
        if c in "\"'":
            # a string or character literal (`@"DELETE FROM tmp"`): skip to its end
            j = i + 1
            while j < n and body[j] != c:
                j += 2 if body[j] == "\\" else 1
            if j >= n:
                return None
            i = j + 1
            continue
        if c in _OPEN:
            stack.append(_OPEN[c])
        elif c in _CLOSE:
            if not stack or stack.pop() != c:
                return None
        elif not stack:
            if c == "?":
                conditional += 1
            elif c == ":" and conditional:
                conditional -= 1
            elif c in " \t" and not conditional:
                expect_part = True   # after an argument, a space may open the next part
        i += 1
    if stack or not parts:
        return None
    return "".join(p + ":" for p in parts)


def later_part_slip(written: str, real: str, variant) -> str | None:
    """How selector `written` is a slip of selector `real` in a part after the first (`hideAnimated:
    afterDelayed:` for `hideAnimated:afterDelay:`): the same number of parts, all alike but one
    later part, and `variant` (the slip measure of plain names) finds a slip between the whole
    selectors read as one name, so that the length a two-letter slip needs is the selector's.
    None otherwise (the first part differing is the plain names' own question)."""
    a, b = written.split(":"), real.split(":")
    if len(a) != len(b) or len(a) < 3 or a[0] != b[0]:
        return None
    if sum(x != y for x, y in zip(a, b)) != 1:
        return None
    return variant("".join(a), "".join(b))
