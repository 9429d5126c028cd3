#!/usr/bin/env python3
"""Build the prose labelled set from spec.py (+ stale.py), checking every fact against the checkouts.

    python bench/labels-prose/build.py [--seed 20261201] [--check-only]

Writes bench/labels-prose/holdout/<repo>.jsonl first, then dev/<repo>.jsonl (a stratified 30/70 split
by repo/form/kind with a fixed seed). A fact that does not hold in the checkout is dropped and
printed; the build fails when any is dropped, so the labels never silently drift from the code.
"""
from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import facts as F  # noqa: E402
import frames  # noqa: E402
from parts import write_part  # noqa: E402
from spec import FREE, SPECS, TYPE_CTX  # noqa: E402

REPOS_JSON = HERE.parent / "repos.json"
HOLDOUT_SHARE = 0.3
FORMS_WEIGHTED = ["bare"] * 3 + ["en"] * 2 + ["zh"] * 2 + ["ja"] * 2


def commits() -> dict[str, dict]:
    return {r["name"]: r for r in json.loads(REPOS_JSON.read_text())["repos"]}


def split_ref(ref: str) -> tuple[str, str, bool]:
    """'T.m=' -> (T, m, callable); C++ 'T::m'."""
    prop = ref.endswith("=")
    ref = ref.rstrip("=")
    if "::" in ref:
        t, m = ref.split("::", 1)
    elif "." in ref:
        t, m = ref.split(".", 1)
    else:
        t, m = ref, ""
    return t, m, not prop


def leaf(member: str) -> str:
    return member.split(":")[0]


class Checker:
    def __init__(self, repo: str, spec: dict):
        self.repo, self.spec, self.lang = repo, spec, spec["lang"]
        self.anc = spec.get("anc", {})
        self.problems: list[str] = []

    def a(self, t: str) -> tuple[str, ...]:
        return tuple(self.anc.get(t, ()))

    def on(self, t: str, m: str) -> str | None:
        return F.member_decl(self.repo, self.lang, t, leaf(m), self.a(t))

    def defined_on(self, sugg: str | None) -> str | None:
        """For a suggestion U.m whose m U only inherits: the in-repo ancestor that declares it."""
        if not sugg or not self.a(split_ref(sugg)[0]):
            return None
        u, m, _ = split_ref(sugg)
        if F.member_decl(self.repo, self.lang, u, leaf(m)):
            return None
        for anc in self.a(u):
            if F.member_decl(self.repo, self.lang, anc, leaf(m)):
                return self.target(anc, m)
        return None

    def declared(self, t: str) -> str | None:
        d = F.type_decl(self.repo, self.lang, t)
        if d is None and self.a(t):  # a const instance (pixijs Assets) checked through its class
            d = F.type_decl(self.repo, self.lang, self.a(t)[0])
        return d

    def occurs(self, word: str) -> str:
        hits = F.in_sources(self.repo, self.lang, word)
        if not hits:
            return f"'{word}' occurs in no {self.lang} source file (rg -w)"
        return f"'{word}' is declared nowhere (occurs only as a call/comment, e.g. {hits[0]})"

    def fail(self, what: str, why: str) -> None:
        self.problems.append(f"{self.repo}: {what}: {why}")

    def sep(self) -> str:
        return self.spec["sep"]

    def target(self, t: str, m: str) -> str:
        return f"{t}{self.sep()}{leaf(m)}" if m else t

    def true(self, ref: str, kind: str = "true") -> dict | None:
        t, m, call = split_ref(ref)
        if not m:
            d = self.declared(t)
            if not d:
                return self.fail(ref, "type not declared")
            return dict(kind=kind, label="true", T=t, m="", call=False, target=t, sugg=None,
                        why=f"{t} declared at {d}")
        d = self.on(t, m)
        if not d:
            return self.fail(ref, "member not declared on the type or its listed ancestors")
        return dict(kind=kind, label="true", T=t, m=m, call=call, target=self.target(t, m), sugg=None,
                    why=f"{t}.{leaf(m)} declared at {d}")

    def invented(self, ref: str, kind: str = "k1_sentence_member") -> dict | None:
        body, _, sugg = ref.partition(">")
        t, m, call = split_ref(body)
        td = self.declared(t)
        if not td:
            return self.fail(ref, "type not declared")
        seen = F.mentions(self.repo, self.lang, t, leaf(m), self.a(t))
        if seen:
            return self.fail(ref, f"'{leaf(m)}' is on {t} (or its ancestors): {seen[0]}")
        decl = F.declared_anywhere(self.repo, self.lang, leaf(m))
        if decl:
            return self.fail(ref, f"'{leaf(m)}' is declared at {decl[0]}")
        why = f"{t} declared at {td} has no '{leaf(m)}'; " + self.occurs(leaf(m))
        if sugg:
            st, sm, _ = split_ref(sugg)
            sd = self.on(st, sm)
            if not sd:
                return self.fail(ref, f"suggestion {sugg} not declared")
            why += f"; near miss {sugg} declared at {sd}"
        return dict(kind=kind, label="false", T=t, m=m, call=call, target=self.target(t, m),
                    sugg=self.target(*split_ref(sugg)[:2]) if sugg else None, why=why)

    def owned_elsewhere(self, ref: str, kind: str) -> dict | None:
        body, _, owner = ref.partition("@")
        t, m, call = split_ref(body)
        td = self.declared(t)
        if not td:
            return self.fail(ref, "claimed type not declared")
        seen = F.mentions(self.repo, self.lang, t, leaf(m), self.a(t))
        if seen:
            return self.fail(ref, f"'{leaf(m)}' is on {t} (or its ancestors): {seen[0]}")
        od = self.on(owner, m)
        if not od:
            return self.fail(ref, f"{owner}.{leaf(m)} not declared")
        anc = f" or its in-repo ancestors {', '.join(self.a(t))}" if self.a(t) else ""
        return dict(kind=kind, label="false", T=t, m=m, call=call, target=self.target(t, m),
                    sugg=self.target(owner, m),
                    why=f"{t} declared at {td} has no '{leaf(m)}' in its body{anc}; {owner}.{leaf(m)} declared at {od}")

    def typo(self, ref: str) -> dict | None:
        body, _, good = ref.partition("~")
        t, m, call = split_ref(body)
        td = self.declared(t)
        if not td:
            return self.fail(ref, "type not declared")
        seen = F.mentions(self.repo, self.lang, t, leaf(m), self.a(t))
        decl = F.declared_anywhere(self.repo, self.lang, leaf(m))
        if seen or decl:
            return self.fail(ref, f"'{leaf(m)}' is on {t} or declared elsewhere: {(seen + decl)[0]}")
        gd = self.on(t, good)
        if not gd:
            return self.fail(ref, f"{t}.{good} not declared")
        return dict(kind="k2_typo_external_base", label="false", T=t, m=m, call=call, target=self.target(t, m),
                    sugg=self.target(t, good),
                    why=f"{t} declared at {td} (its ancestry leaves the repository) has no '{leaf(m)}'; "
                        + self.occurs(leaf(m)) + f"; its own {good} declared at {gd}")

    def invented_type(self, ref: str) -> dict | None:
        body, _, real = ref.partition("@")
        x, m, call = split_ref(body)
        hits = F.word_anywhere(self.repo, x)
        if hits:
            return self.fail(ref, f"'{x}' occurs in the repository at {hits[0]}")
        rd = self.on(real, m)
        if not rd:
            return self.fail(ref, f"{real}.{leaf(m)} not declared")
        return dict(kind="k3_invented_type", label="false", T=x, m=m, call=call, target=self.target(x, m),
                    sugg=self.target(real, m),
                    why=f"'{x}' occurs nowhere in the repository (rg -w, all files); {real}.{leaf(m)} declared at {rd}")

    def homonym(self, ref: str) -> dict | None:
        if "@" in ref:
            return self.owned_elsewhere(ref, "k5_homonym")
        body, _, sugg = ref.partition(">")
        t, m, call = split_ref(body)
        td = self.declared(t)
        if not td:
            return self.fail(ref, "type not declared")
        seen = F.mentions(self.repo, self.lang, t, leaf(m), self.a(t))
        if seen:
            return self.fail(ref, f"'{leaf(m)}' is on {t}: {seen[0]}")
        hits = F.in_sources(self.repo, self.lang, leaf(m))
        decl_elsewhere = [h for h in hits if not h.startswith(td.split(":")[0])]
        why = f"{t} declared at {td} (shares a platform name) has no '{leaf(m)}'"
        if sugg:
            st, sm, _ = split_ref(sugg)
            sd = self.on(st, sm)
            if not sd:
                return self.fail(ref, f"suggestion {sugg} not declared")
            why += f"; near miss {sugg} declared at {sd}"
        elif decl_elsewhere:
            why += f"; the word occurs elsewhere ({decl_elsewhere[0]}) but not as a member of {t}"
        else:
            why += "; the word occurs in no source file"
        return dict(kind="k5_homonym", label="false", T=t, m=m, call=call, target=self.target(t, m),
                    sugg=self.target(*split_ref(sugg)[:2]) if sugg else None, why=why)

    def external(self, ext: str, command: bool) -> dict | None:
        if command:
            return dict(kind="external", label="external", T="", m="", call=False, target=ext, sugg=None, ext=ext,
                        command=True, why="a shell command; nothing in the repository to check")
        names = re.findall(r"[A-Za-z_][A-Za-z0-9_]*", ext)
        first = names[0]
        td = self.declared(first) if first[:1].isupper() else None
        if td and len(names) > 1:
            seen = F.mentions(self.repo, self.lang, first, names[1], self.a(first))
            if seen:
                return self.fail(ext, f"'{names[1]}' is on the repository's {first}: {seen[0]}")
            why = f"{first} declared at {td} inherits {names[1]} from outside the repository (no '{names[1]}' in its body)"
        elif td:
            return self.fail(ext, f"{first} is declared in the repository at {td}")
        else:
            why = f"'{first}' is declared nowhere in the repository: platform/library name"
        return dict(kind="external", label="external", T="", m="", call=False, target=ext, sugg=None, ext=ext,
                    command=False, why=why)

    def free(self, fact: str, kind: str) -> dict | None:
        check, _, ref = fact.partition(":")
        if check == "true":
            f = self.true(ref)
        elif check == "k6t":
            f = self.true(ref, "k6_typescript")
        elif check == "inv":
            f = self.invented(ref)
        elif check == "own":
            f = self.owned_elsewhere(ref, "k1_sentence_member")
        elif check == "k2":
            f = self.typo(ref)
        elif check == "k3":
            f = self.invented_type(ref)
        elif check == "k4":
            f = self.owned_elsewhere(ref, "k4_direction_sibling")
        elif check == "k5":
            f = self.homonym(ref)
        else:
            return self.fail(fact, f"unknown check '{check}'")
        if f is not None:
            f["free"] = True
            if kind:
                f["kind"] = kind
        return f

    def all(self) -> list[dict]:
        s = self.spec
        out = []
        out += [self.true(r) for r in s.get("true", [])]
        out += [self.true(r, "k6_typescript") for r in s.get("k6t", [])]
        out += [self.invented(r) for r in s.get("inv", [])]
        out += [self.owned_elsewhere(r, "k1_sentence_member") for r in s.get("own", [])]
        out += [self.typo(r) for r in s.get("k2", [])]
        out += [self.invented_type(r) for r in s.get("k3", [])]
        out += [self.owned_elsewhere(r, "k4_direction_sibling") for r in s.get("k4", [])]
        out += [self.homonym(r) for r in s.get("k5", [])]
        for r in s.get("k6f", []):
            f = self.owned_elsewhere(r, "k6_typescript") if "@" in r else self.invented(r, "k6_typescript")
            out.append(f)
        out += [self.external(e, False) for e in s.get("ext", [])]
        out += [self.external(e, True) for e in s.get("cmd", [])]
        for form, fact, kind, text in FREE.get(self.repo, []):
            f = self.free(fact, kind)
            if f is None:
                continue
            leaf_word = leaf(f["m"]) if f["m"] else f["T"]
            if leaf_word not in text:
                self.fail(fact, f"the free sentence does not name '{leaf_word}'")
                continue
            f.update(form=form, text=text)
            out.append(f)
        out = [f for f in out if f]
        for f in out:
            if f["label"] == "false":
                f["defined_on"] = self.defined_on(f["sugg"])
                if f["sugg"]:
                    u, m, _ = split_ref(f["sugg"])
                    f["also"] = [self.target(alt, m) for alt in self.spec.get("same_member", {}).get(u, ())
                                 if alt != f["T"] and F.member_decl(self.repo, self.lang, alt, leaf(m))]
        for f in out:  # the type the sentence's situation is about: the real one behind an invented type
            real = f["sugg"] if f["kind"] == "k3_invented_type" and f["sugg"] else f["target"]
            f["about"] = re.split(r"\.|::", real)[0] if f["T"] else ""
        return out


class Writer:
    """Renders a fact as text in one form, the way people vary it: backticks or not, `()` or not."""

    def __init__(self, repo: str, spec: dict, rng: random.Random):
        self.repo, self.spec, self.rng, self.lang = repo, spec, rng, spec["lang"]

    def tick(self, s: str, bt: bool) -> str:
        return f"`{s}`" if bt else s

    def ref(self, T: str, m: str, call: bool, bt: bool, bare: bool = False) -> str:
        r = self.rng
        if not m:
            return self.tick(T, bt)
        if self.lang == "objc":
            if call and (":" in m or r.random() < 0.5):
                s = f"{r.choice(['-', '', '+' if 'shared' in m else '-'])}[{T} {m}]"
            else:
                s = f"{T}.{m}"
        elif self.lang == "cpp":
            q = self.spec.get("qual", "") if r.random() < 0.3 else ""
            s = f"{q}{T}::{m}" + ("()" if call and r.random() < 0.4 else "")
        elif self.lang == "typescript":
            s = f"{T}{'#' if bare and r.random() < 0.3 else '.'}{m}" + ("()" if call and r.random() < 0.5 else "")
        elif self.lang == "python" and bare and r.random() < 0.3 and T[:1].isupper():
            s = f"flask.{T}.{m}" + ("()" if call and r.random() < 0.3 else "")
        elif self.lang == "go" and bare and call and r.random() < 0.15:
            s = f"(*{T}).{m}"
        else:
            s = f"{T}.{m}" + ("()" if call and r.random() < 0.5 else "")
        return self.tick(s, bt)

    def member(self, m: str, call: bool, bt: bool) -> str:
        s = m + ("()" if call and self.lang != "objc" and self.rng.random() < 0.55 else "")
        return self.tick(s, bt)

    def slots(self, form: str, f: dict, suffix: str = "") -> dict:
        bt = self.rng.random() < 0.6
        return {f"T{suffix}": self.tick(f["T"], bt), f"m{suffix}": self.member(f["m"], f["call"], bt),
                f"ref{suffix}": self.ref(f["T"], f["m"], f["call"], bt)}

    def common(self, form: str, about: str = "") -> dict:
        own = TYPE_CTX.get(self.repo, {}).get(about)
        ctx = self.rng.choice(own if own and self.rng.random() < 0.8 else self.spec["ctx"])
        return {"ctx": ctx[{"en": 0, "zh": 1, "ja": 2}[form]], "why": self.rng.choice(frames.WHY[form])}

    def text(self, form: str, f: dict, partner: dict | None) -> str:
        r = self.rng
        if f["label"] == "external":
            if form == "bare":
                return f["ext"]
            pool = frames.COMMAND[form] if f.get("command") else frames.EXTERNAL[form]
            return r.choice(pool).format(ext=f["ext"] if f.get("command") else self.tick(f["ext"], r.random() < 0.6),
                                         **self.common(form))
        if form == "bare":
            return self.ref(f["T"], f["m"], f["call"], r.random() < 0.3, bare=True).strip()
        if not f["m"]:  # a bare type name inside a sentence
            return r.choice(frames.TYPE[form]).format(T=self.tick(f["T"], True), **self.common(form))
        if partner is not None:
            first, second = (f, partner) if r.random() < 0.5 else (partner, f)
            pool = frames.PAIR[form] if f["call"] and partner["call"] else [t for t in frames.PAIR[form] if "{ref2}" in t]
            return r.choice(pool).format(**self.slots(form, first, "1"), **self.slots(form, second, "2"),
                                                     **self.common(form, f.get("about", "")))
        pool = [t for need, t in frames.BOUND[form] if need == "g" or f["call"]]
        return r.choice(pool).format(**self.slots(form, f), **self.common(form, f.get("about", "")))


def make_records(repo: str, spec: dict, found: list[dict], rng: random.Random, meta: dict) -> list[dict]:
    w = Writer(repo, spec, rng)
    trues = [f for f in found if f["label"] == "true" and f["m"]]
    forms = []
    out = []
    counters: dict[str, int] = defaultdict(int)
    for f in found:
        if not forms and not f.get("free"):
            forms = FORMS_WEIGHTED[:]
            rng.shuffle(forms)
        form = f["form"] if f.get("free") else forms.pop()  # a free sentence keeps its own form
        if f["label"] == "external" and f.get("command") and form == "bare":
            form = rng.choice(["en", "zh", "ja"])
        partner = None
        if form != "bare" and f["m"] and trues and rng.random() < 0.25:
            partner = rng.choice([t for t in trues if t["target"] != f["target"]] or trues)
        if f.get("free"):
            partner = None
        text = f["text"] if f.get("free") else w.text(form, f, partner)
        counters[f["kind"]] += 1
        rec = {
            "id": f"{repo}-{f['kind']}-{counters[f['kind']]:03d}",
            "repo": repo, "commit": meta["commit"], "lang": meta["lang"], "form": form, "kind": f["kind"],
            "label": f["label"], "target": f["target"], "expected_suggestion": f["sugg"], "since": None,
            **({"suggestion_defined_on": f["defined_on"]} if f.get("defined_on") else {}),
            **({"suggestion_also": f["also"]} if f.get("also") else {}),
            "text": text, **({"free": True} if f.get("free") else {}), "why": f["why"] + (f"; the sentence also cites {partner['target']} (true: {partner['why']})"
                                             if partner else ""),
        }
        out.append(rec)
    # correct negative statements ("T has no m; use U.m") built from every other misattributed member
    negs = [f for f in found if f["kind"] in ("k1_sentence_member", "k4_direction_sibling") and f["sugg"]
            and "declared at" in f["why"] and "has no" in f["why"] and "near miss" not in f["why"]]
    for f in negs[::2]:
        form = rng.choice(["en", "zh", "ja"])
        owner, _, m = f["sugg"].rpartition(spec["sep"])
        bt = rng.random() < 0.6
        text = rng.choice(frames.NEGATION[form]).format(
            T=w.tick(f["T"], bt), m=w.member(f["m"], f["call"], bt), U=w.tick(owner, bt),
            ref=w.ref(owner, f["m"], f["call"], bt), **w.common(form, owner))
        counters["true"] += 1
        out.append({
            "id": f"{repo}-true-{counters['true']:03d}", "repo": repo, "commit": meta["commit"], "lang": meta["lang"],
            "form": form, "kind": "true", "label": "true", "target": f["sugg"], "expected_suggestion": None,
            "since": None, "text": text, "negation": True,
            "why": f"a correct negative statement: {f['why']}",
        })
    return out


def stale_check(repo: str, old: str, ref: str) -> tuple[bool, bool, str]:
    """(existed at old, exists now, how it was decided) for one cited reference."""
    lang = SPECS[repo]["lang"]
    if F.path_exists(repo, ref, old) or F.path_exists(repo, ref):
        return F.path_exists(repo, ref, old), F.path_exists(repo, ref), "path (git cat-file at the old commit, the checkout now)"
    t, m, _ = split_ref(ref)
    globs = [g for g in F.GLOBS[lang]]
    leafname = m or t
    was = bool(F.git(repo, "grep", "-lw", leafname, old, "--", *globs).strip())
    if m:
        now = F.member_decl(repo, lang, t, m, tuple(SPECS[repo].get("anc", {}).get(t, ()))) is not None
        how = f"'{m}' in the old sources (git grep -w); member of {t} now: {now}"
    elif t[:1].isupper() and not t.isupper():
        now = F.type_decl(repo, lang, t) is not None
        how = f"'{t}' in the old sources (git grep -w); a type {t} declared now: {now}"
    else:
        now = bool(F.in_sources(repo, lang, t))
        how = f"'{t}' in the old sources (git grep -w); in the sources now: {now}"
    return was, now, how


def stale_records(meta: dict[str, dict], rng: random.Random) -> tuple[list[dict], list[str]]:
    from stale import OLD, ROWS
    out, problems = [], []
    for repo, rows in ROWS.items():
        old = OLD[repo]
        old_date = F.git(repo, "log", "-1", "--format=%ad", "--date=short", old).strip()
        forms: list[str] = []
        n: dict[str, int] = defaultdict(int)
        for path, line, ref, kind, new, note in rows:
            src = F.git(repo, "show", f"{old}:{path}").splitlines()
            cited = ref.rsplit("/", 1)[-1] if "/" in ref else ref.split(".")[-1] if "." in ref and ref[:1].isupper() else ref
            if line > len(src) or cited not in src[line - 1]:
                problems.append(f"{repo}: stale {ref}: '{cited}' not at {path}:{line} @ {old[:10]}")
                continue
            was, now, how = stale_check(repo, old, ref)
            if not was or now != (kind == "true"):
                problems.append(f"{repo}: stale {ref} ({kind}): existed then {was}, exists now {now}")
                continue
            if new and not stale_check(repo, old, new)[1]:
                problems.append(f"{repo}: stale {ref}: the new name {new} does not exist now")
                continue
            if not forms:
                forms = ["bare", "en", "en", "zh", "ja"]
                rng.shuffle(forms)
            form = forms.pop()
            label = "false" if kind == "stale" else "true"
            n[label] += 1
            refs = f"`{ref}`" if rng.random() < 0.7 else ref
            text = ref if form == "bare" else rng.choice(frames.STALE[form]).format(ref=refs)
            why = (f"cited at {path}:{line} @ {old[:10]} ({old_date}); {how}"
                   + (f"; now {new}" if new else "") + (f"; {note}" if note else ""))
            out.append({
                "id": f"{repo}-{'stale' if label == 'false' else 'stale-true'}-{n[label]:03d}",
                "repo": repo, "commit": meta[repo]["commit"], "lang": meta[repo]["lang"], "form": form,
                "kind": kind, "label": label, "target": ref, "expected_suggestion": new, "since": old,
                "text": text, "why": why, "source": {"path": path, "line": line, "commit": old},
            })
    return out, problems


def split(records: list[dict], seed: int) -> tuple[list[dict], list[dict]]:
    strata: dict[tuple, list[dict]] = defaultdict(list)
    for r in records:
        strata[(r["repo"], r["form"], r["kind"])].append(r)
    rng = random.Random(seed)
    dev, hold = [], []
    carry = 0.0
    for key in sorted(strata):
        group = sorted(strata[key], key=lambda r: r["id"])
        rng.shuffle(group)
        want = len(group) * HOLDOUT_SHARE + carry  # carry the rounding so small strata still add up to 30%
        k = int(want)
        carry = want - k
        hold += group[:k]
        dev += group[k:]
    return dev, hold


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=20261201)
    ap.add_argument("--check-only", action="store_true")
    args = ap.parse_args()
    meta = commits()
    rng = random.Random(args.seed)
    records, problems = [], []
    for repo in sorted(SPECS):
        head = F.git(repo, "rev-parse", "HEAD").strip()
        if head != meta[repo]["commit"]:
            problems.append(f"{repo}: checkout at {head}, repos.json says {meta[repo]['commit']}")
        c = Checker(repo, SPECS[repo])
        found = c.all()
        problems += c.problems
        records += make_records(repo, SPECS[repo], found, rng, meta[repo])
    st, sp = stale_records(meta, rng)
    records += st
    problems += sp
    for p in problems:
        print("DROPPED", p, file=sys.stderr)
    print(f"{len(records)} records, {len(problems)} dropped facts", file=sys.stderr)
    if args.check_only:
        return 1 if problems else 0
    if problems:
        print("fix spec.py / stale.py first", file=sys.stderr)
        return 1
    dev, hold = split(records, args.seed)
    for name, part in (("holdout", hold), ("dev", dev)):  # the held-out part is written first
        write_part(HERE / name, part)
        print(f"{name}: {len(part)} records", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
