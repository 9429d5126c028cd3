"""Review cues read from the structure of a candidate rather than from listed phrasings of one garbage kind.

Each function answers one question about a What (or a When) and returns the match that shows it, or None:

- ``open_question``: the What asks something (a sentence ending in a question mark outside cited code) and no other
  sentence of it instructs anything ("Should we switch to X? Not decided.", 要不要换成…？还没想好。).
- ``calendar_time``: a point of the calendar (a weekday, tonight, this week / sprint / month) that ties the candidate
  to one moment of one task.
- ``participants_narrated``: clauses whose subject is a participant of the session (the user, the assistant), two or
  more of them: the What retells the conversation, whatever verbs its other clauses use.
- ``group_discussed``: a collective subject with a verb of discussing ("We discussed …", 大家聊了…, みんなで話し合った):
  minutes of a meeting.
- ``person_chore``: a clause telling the reader to inform a named person ("tell Dana …", 告诉小王…, 田中さんに伝える): a
  chore of this task, which makes a What that also holds a rule mixed in granularity.
- ``evidence_never_gathered``: the Why says the evidence-gathering step was not done ("no benchmark was run", "no
  profile", 没跑过基准, ベンチは取っていない) or the claim is a gut feeling / hunch.

Code in backticks is masked first everywhere: a `?` in `copy(nullable = true)` or a cited `Friday()` is not prose.
"""
from __future__ import annotations

import re
from typing import Callable

from .textutil import sentences

_CODE = re.compile(r"`[^`]*`")


def _prose(text: str) -> str:
    return _CODE.sub(" X ", text or "")


# ---------------------------------------------------------------- open questions

_QUESTION_END = re.compile(r"[?？]\W*$")


def open_question(what: str, directive: Callable[[str], bool]) -> re.Match | None:
    sents = sentences(_prose(what))
    asked = [s for s in sents if _QUESTION_END.search(s)]
    if not asked:
        return None
    if any(directive(s) for s in sents if s not in asked):
        return None
    return _QUESTION_END.search(asked[0])


# ---------------------------------------------------------------- a point of the calendar

_CALENDAR = re.compile(
    r"\b(?:(?:on|until|till|by|before|after|next|this|last|every)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|"
    r"sunday)(?:'s)?\b|\b(?:tonight|this (?:week|sprint|month|weekend|morning|afternoon|evening)|next (?:week|sprint|month))\b|"
    r"(?:周|星期|礼拜)[一二三四五六日天](?!志)|本周|这周|这个(?:星期|礼拜|月|迭代)|下周|今晚|今天晚上|"
    r"[月火水木金土日]曜(?:日)?|今週|来週|今晩|今夜|今月",
    re.I,
)


def calendar_time(text: str) -> re.Match | None:
    return _CALENDAR.search(_prose(text))


# ---------------------------------------------------------------- the session's participants as narrators

_SPEAKER = r"(?:user|developer)s?|用户|开发者|ユーザー|開発者"
_AGENT = r"(?:assistant|agent)s?|助手|アシスタント|エージェント"
# a role at the start of a clause, followed by a verb of the past (English), by a verb (Chinese: no subject-verb gap),
# or by が and a clause that ends in a past or a continuing form (Japanese)
_ROLE_SUBJECT = re.compile(
    r"(?:^|[，,；;、。.]\s*|\band\s+|\bthen\s+)(?:the\s+)?(?P<en>user|developer|assistant|agent)s?\s+"
    r"(?!should|must|can|may|will|needs?)[a-z]+ed\b|"
    r"(?:^|[，,；;、。]\s*)(?P<zh>用户|开发者|助手)(?:又|就|先|再|也|随后|最后)?(?=[\u4e00-\u9fff])|"
    r"(?:^|[，,；;、。]\s*)(?P<ja>ユーザー|開発者|アシスタント|エージェント)が(?=[^、。]{1,40}?(?:た|ました|[りきしいちみびえけせて])(?=[、。,]|$))",
    re.I,
)


def participants_narrated(what: str) -> re.Match | None:
    """Both sides of the session as subjects of clauses ("The user pasted …, the assistant found …", 用户贴了…，助手找到…)."""
    found = list(_ROLE_SUBJECT.finditer(_prose(what)))
    roles = [m.group("en") or m.group("zh") or m.group("ja") for m in found]
    speaker = any(re.fullmatch(_SPEAKER, r, re.I) for r in roles)
    agent = any(re.fullmatch(_AGENT, r, re.I) for r in roles)
    return found[0] if speaker and agent else None


# ---------------------------------------------------------------- a group discussed

_GROUP_DISCUSSED = re.compile(
    r"\b(?:we|everyone|everybody|the team|the group)\s+(?:\w+\s+)?(?:discussed|talked (?:about|through)|went over|debated)\b|"
    r"(?:大家|我们|团队|会上)(?:一起)?(?:聊了|讨论了|讨论过|谈了|过了一遍)|"
    r"(?:みんな|チーム|私たち)(?:で|は)?[^、。]{0,20}(?:話し合った|議論した|話した)",
    re.I,
)


def group_discussed(what: str) -> re.Match | None:
    return _GROUP_DISCUSSED.search(_prose(what))


# ---------------------------------------------------------------- telling a named person

_PERSON_CHORE = re.compile(
    r"\b(?:tell|ask|ping|notify|remind|let)\s+(?!(?:the|it|them|us|you|me|him|her|this|that|a|an|everyone|people|users?)\b)"
    r"[A-Z][a-z]+\b|"
    r"(?:告诉|通知|提醒|跟|和)(?:一下)?\s*(?:小|老)?[\u4e00-\u9fff]{1,3}(?:一声|说一下|说一声)|"
    r"[\u4e00-\u9fff\u30a0-\u30ffA-Za-z]{1,8}さんに(?:伝え|連絡|知らせ)"
)


def person_chore(what: str) -> re.Match | None:
    return _PERSON_CHORE.search(_prose(what))


# ---------------------------------------------------------------- evidence never gathered

_NEVER_GATHERED = re.compile(
    r"\bno (?:benchmark|profil\w*|measurement|numbers|data|repro(?:duction)?|test run)s?\b(?:\s+(?:was|were|has been|have been)"
    r"\s+(?:run|done|taken|collected|made|written))?|\b(?:gut feeling|hunch|going by feel)\b|"
    r"没(?:有)?(?:跑|做|测)过?(?:基准|benchmark|性能测试|profile)|凭(?:感觉|直觉)|"
    r"(?:ベンチ(?:マーク)?|計測|プロファイル)(?:は|を)?(?:取って|して|やって)(?:い)?ない|勘で",
    re.I,
)


def evidence_never_gathered(why: str) -> re.Match | None:
    return _NEVER_GATHERED.search(_prose(why))


# ---------------------------------------------------------------- a What that points instead of saying

# "そこは消して", "把那个改回来", "Revert that.", "I'll add it after `x`": the thing acted on is a pointer to the
# conversation (a deictic pronoun), and the What is one short sentence that names nothing else in prose; read alone, as
# an agent later reads it, it says nothing.
# Demonstratives: English "that" / "this" as a bare pronoun (not a determiner: "this codebase", "that flag"), そこ,
# 那个. A personal pronoun ("it", "them", 它) only in a first-person plan ("I'll add it after …"): in an instruction it
# usually points back inside the What or its Why ("Check the returned queue for nil before using it", 让它遵守).
_DEICTIC = re.compile(r"\b(?:that|this|those|these)\b(?!\s+[A-Za-z])|\b(?:that|this) one\b|そこ|それ|あれ|これ|あそこ|那个|这个|那里|这里|那些|这些",
                      re.I)
_PLAN_DEICTIC = re.compile(r"\b(?:it|them)\b|它", re.I)
_FIRST_PERSON_PLAN = re.compile(r"^\W*(?:I'?ll|I will|I'm going to|we'll|let me)\b|^\W*我(?:来|会|先)|(?:します|しておきます)[。.]?$", re.I)


def points_instead_of_saying(what: str) -> re.Match | None:
    prose = _prose(what)
    if len([x for x in sentences(prose) if re.search(r"\w", x)]) != 1:
        return None
    words = re.findall(r"[A-Za-z]+|[\u3040-\u30ff\u4e00-\u9fff]", prose.replace(" X ", " "))
    if len(words) > 9:
        return None
    plan = _FIRST_PERSON_PLAN.search(prose)
    m = _DEICTIC.search(prose) or (_PLAN_DEICTIC.search(prose) if plan else None)
    if not m:
        return None
    return m if "`" not in what or plan else None


__all__ = ["points_instead_of_saying", "open_question", "calendar_time", "participants_narrated", "group_discussed", "person_chore",
           "evidence_never_gathered"]
