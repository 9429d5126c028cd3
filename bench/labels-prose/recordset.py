"""Build a prose set (bench/labels-prose2, bench/labels-prose3) from the hand-written records in its
records/<repo>.py and records/stale_<repo>.py: the part the sets share; each set's build.py runs it.

Every record's fact is checked against the checkout at bench/repos/<repo> (targets.py: ripgrep and ast,
never codefacts); a record whose fact does not hold is printed and the build fails, so a label never
drifts from the code. The split is by a hash of the record id, stratified per repository: within each
repository the records are ordered by sha1(id) and every 5th record from position k goes to dev for
k in {0, 2} (40 %), the rest to holdout (60 %).
"""
from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import targets as C  # noqa: E402
from parts import write_part  # noqa: E402

REPOS_JSON = Path(__file__).resolve().parent.parent / "repos.json"
KINDS = {"true": "true", "ext": "external", "k1": "k1_sentence_member", "k2": "k2_typo_external_base",
         "k3": "k3_invented_type", "k4": "k4_direction_sibling", "k5": "k5_homonym", "k6": "k6_typescript"}


def repos_spec() -> dict[str, dict]:
    return {r["name"]: r for r in json.loads(REPOS_JSON.read_text())["repos"]}


def load(path: Path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


class Builder:
    def __init__(self, name: str, mod, commit: str, inherited_suggestions: bool = True):
        # inherited_suggestions: a suggestion inherited from a hand-listed ancestor is recorded as defined
        # there (`suggestion_defined_on`), which the scorer accepts too (labels-prose3 on; prose2 predates it)
        self.name, self.mod, self.commit = name, mod, commit
        self.inherited_suggestions = inherited_suggestions
        mods = getattr(mod, "MODULES", ())
        self.repo = C.Repo(name, mod.LANG, mods if isinstance(mods, dict) else tuple(mods), getattr(mod, "ANC", {}))
        self.problems: list[str] = []
        self.counter: Counter = Counter()

    def fail(self, text: str, why: str) -> None:
        self.problems.append(f"{self.name}: {why}: {text[:90]}")

    def where_type(self, target: str) -> str:
        owners, _ = C.split_target(target)
        owners = [o for o in owners if o not in self.repo.modules]
        if not owners:
            return ""
        d = self.repo.type_decl(owners[-1])
        return f"{'.'.join(owners)} declared at {d}" if d else f"{'.'.join(owners)} is no type of the repository"

    def defined_on(self, target: str) -> str | None:
        """'Ancestor.m' when the suggested member is declared on a hand-listed in-repo ancestor, not on the type itself."""
        if C.is_path(target):
            return None
        owners, m = C.split_target(target)
        owners = [o for o in owners if o not in self.repo.modules]
        if not owners or not self.repo.anc.get(owners[-1]):
            return None
        if C.F.member_decl(self.name, self.mod.LANG, owners[-1], m.split(":")[0]):
            return None
        for a in self.repo.anc[owners[-1]]:
            if C.F.member_decl(self.name, self.mod.LANG, a, m.split(":")[0]):
                return f"{a}.{m}"
        return None

    def also_ok(self, also: list[str], text: str) -> list[str]:
        notes = []
        for ref in also:
            w = self.repo.resolve(ref)
            if not w:
                self.fail(text, f"secondary reference {ref} does not resolve")
            else:
                notes.append(f"{ref} at {w}")
        return notes

    def record(self, row: tuple) -> dict | None:
        form, kind, label, target, sugg, text, *rest = row
        also = rest[0] if rest else []
        kind_name = KINDS.get(kind, kind)
        why_parts: list[str] = []
        extra: dict = {}
        if label == "true":
            w = self.repo.resolve(target)
            if not w:
                self.fail(text, f"true target {target} does not resolve")
                return None
            wt = self.where_type(target)
            why_parts.append((wt + "; " if wt and not C.is_path(target) else "") + f"{target} declared at {w}")
        elif label == "false":
            w = self.repo.resolve(target)
            if w:
                self.fail(text, f"false target {target} resolves at {w}")
                return None
            owners, m = C.split_target(target)
            leaf = m.split(":")[0]
            if kind == "k3":
                owner = [o for o in owners if o not in self.repo.modules][-1]
                if not self.repo.absent_everywhere(owner):
                    self.fail(text, f"invented type {owner} occurs in the repository")
                    return None
                why_parts.append(f"'{owner}' occurs nowhere in the repository (rg -w, all files)")
            elif C.is_path(target):
                why_parts.append(f"no file or directory {target} at {self.commit[:10]}")
            else:
                wt = self.where_type(target)
                occ = self.repo.occurrences(leaf)
                why_parts.append(f"{wt} has no '{leaf}'" if wt else f"no declaration of '{leaf}'")
                why_parts.append(f"'{leaf}' occurs in no {self.mod.LANG} source file (rg -w)" if not occ
                                 else f"the word occurs elsewhere ({occ[0]}) but not as a member of that type")
            if sugg:
                ws = self.repo.resolve(sugg)
                if not ws:
                    self.fail(text, f"suggestion {sugg} does not resolve")
                    return None
                why_parts.append(f"near/real: {sugg} declared at {ws}")
                defined_on = self.defined_on(sugg) if self.inherited_suggestions else None
                if defined_on:
                    extra["suggestion_defined_on"] = defined_on
                    why_parts.append(f"{sugg} is inherited from {defined_on}")
        elif label == "external":
            owners, m = C.split_target(target) if not target.startswith(("./", "git ", "pip ", "go ", "swift ", "pod ", "npm ", "pnpm ", "cmake ", "make ", "xcodebuild ")) and " " not in target else ([], "")
            head = (owners or [m])[0] if (owners or m) else ""
            if head and head not in self.repo.modules and self.repo.type_decl(head) and len(row) <= 7:
                self.fail(text, f"external head {head} is declared in the repository")
                return None
            if head and self.repo.type_decl(head):
                why_parts.append(f"'{head}' is also declared at {self.repo.type_decl(head)}, but the sentence means the library's")
            else:
                why_parts.append(f"'{head}' is declared nowhere in the repository: platform/library name" if head
                                 else "a shell command; nothing in the repository to check")
        else:
            self.fail(text, f"unknown label {label}")
            return None
        notes = self.also_ok(also, text)
        if notes:
            why_parts.append("the sentence also cites " + ", ".join(notes) + " (true)")
        if len(row) > 7:
            why_parts.append(row[7])
        self.counter[kind_name] += 1
        rid = f"{self.name}-{kind_name}-{self.counter[kind_name]:03d}"
        return {"id": rid, "repo": self.name, "commit": self.commit, "lang": self.mod.LANG, "form": form,
                "kind": kind_name, "label": label, "target": target, "expected_suggestion": sugg,
                "since": None, "text": text, "why": "; ".join(why_parts), **extra}


def stale_records(name: str, mod, commit: str, lang: str, problems: list[str]) -> list[dict]:
    """records/stale_<repo>.py: OLD commit and rows (form, label, target, sugg, text, "cited_file:line", note)."""
    out: list[dict] = []
    counter: Counter = Counter()
    mods = getattr(mod, "MODULES", ())
    repo = C.Repo(name, lang, mods if isinstance(mods, dict) else tuple(mods), getattr(mod, "ANC", {}))
    for form, label, target, sugg, text, line, note in mod.ROWS:
        owners, m = C.split_target(target)
        leaf = target.rstrip("/") if C.is_path(target) else m.split(":")[0]
        if C.is_path(target):
            old = C.F.path_exists(name, target.rstrip("/"), mod.OLD)
            now = C.F.path_exists(name, target.rstrip("/"))
        else:
            old = bool(C.F.git(name, "grep", "-w", "-l", leaf, mod.OLD, "--", *mod.SOURCE_GLOBS).strip())
            now = bool(repo.resolve(target))
        if not old:
            problems.append(f"{name} stale: {target} not in the sources at {mod.OLD[:10]}")
            continue
        if label == "false" and now:
            problems.append(f"{name} stale: {target} still resolves now")
            continue
        if label == "true" and not now:
            problems.append(f"{name} stale: true {target} does not resolve now")
            continue
        if sugg and not repo.resolve(sugg):
            problems.append(f"{name} stale: suggestion {sugg} does not resolve now")
            continue
        src_path, src_line = line.rsplit(":", 1)
        if not C.F.path_exists(name, src_path, mod.OLD):
            problems.append(f"{name} stale: cited file {src_path} not at {mod.OLD[:10]}")
            continue
        cited = f"cited at {src_path}:{src_line} @ {mod.OLD[:10]} ({mod.OLD_DATE})"
        state = (f"'{leaf}' in the sources at {mod.OLD[:10]} (git grep -w / git cat-file); "
                 + ("gone at " + commit[:10] if label == "false" else "still present at " + commit[:10] + f" ({repo.resolve(target)})"))
        why = "; ".join(p for p in (cited, state, f"now {sugg}" if sugg else "", note) if p)
        kinds = ["stale", "stale_nosince"] if label == "false" else ["stale_true"]
        for kind in kinds:
            counter[kind] += 1
            out.append({"id": f"{name}-{kind}-{counter[kind]:03d}", "repo": name, "commit": commit, "lang": lang,
                        "form": form, "kind": kind, "label": label,
                        "target": target, "expected_suggestion": sugg,
                        "since": None if kind == "stale_nosince" else mod.OLD, "text": text, "why": why,
                        "source": {"path": src_path, "line": int(src_line), "commit": mod.OLD}})
    return out


def split(records: list[dict]) -> tuple[list[dict], list[dict]]:
    dev, hold = [], []
    by_repo: dict[str, list[dict]] = defaultdict(list)
    for r in records:
        by_repo[r["repo"]].append(r)
    for recs in by_repo.values():
        recs.sort(key=lambda r: hashlib.sha1(r["id"].encode()).hexdigest())
        for i, r in enumerate(recs):
            (dev if i % 5 in (0, 2) else hold).append(r)
    return dev, hold


def main(here: Path, doc: str, argv: list[str] | None = None, inherited_suggestions: bool = True) -> int:
    """Build the set in directory `here` (its records/, writing its dev/ and holdout/); `doc` is its build.py's."""
    ap = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    ap.add_argument("--check-only", action="store_true")
    ap.add_argument("--repo", action="append")
    args = ap.parse_args(argv)
    spec = repos_spec()
    records: list[dict] = []
    problems: list[str] = []
    for path in sorted((here / "records").glob("*.py")):
        if path.stem.startswith("stale_"):
            continue
        name = path.stem
        if args.repo and name not in args.repo:
            continue
        mod = load(path)
        b = Builder(name, mod, spec[name]["commit"], inherited_suggestions)
        for row in mod.RECORDS:
            rec = b.record(row)
            if rec:
                records.append(rec)
        problems += b.problems
        stale_path = here / "records" / f"stale_{name}.py"
        if stale_path.exists():
            records += stale_records(name, load(stale_path), spec[name]["commit"], mod.LANG, problems)
    for p in problems:
        print("PROBLEM", p, file=sys.stderr)
    c = Counter((r["kind"], r["label"]) for r in records)
    print(len(records), "records;", dict(sorted(c.items())), file=sys.stderr)
    if problems:
        return 1
    if args.check_only:
        return 0
    dev, hold = split(records)
    for part, recs in (("dev", dev), ("holdout", hold)):
        write_part(here / part, recs)
    print(f"dev {len(dev)}, holdout {len(hold)}", file=sys.stderr)
    return 0

