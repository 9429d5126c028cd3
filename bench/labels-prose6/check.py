"""This set's additions to the checker (bench/labels-prose/targets.py over bench/labels-prose/facts.py, after
labels-prose4's and labels-prose5's check.py). Loaded by build.py; each addition is a shape of this set's
repositories that the earlier sets' repositories do not have, so it changes nothing they build.
"""
from __future__ import annotations

import re
import sys

C = sys.modules["check"]  # bench/labels-prose/targets.py, already loaded by recordset (see build.py)
F = C.F

# cxxopts writes a member's return type on the line above its name, in the class body (`  Options&` /
# `  positional_help(std::string help_text)`) and out of it (`ParseResult` / `Options::parse(int argc, ...)`); the
# earlier C++ patterns want both on one line. A name that opens a line declares it when the line above is a bare
# type: it ends in a word, `&`, `*` or `>`, and is not a statement, a call or a control line.
_TYPE_LINE = re.compile(r"^\s*(?:template\s*<.*>\s*)?(?:(?:virtual|static|inline|constexpr|explicit|const|friend)\s+)*"
                        r"[A-Za-z_][\w:<>,*& ]*[\w>*&]\s*$")
_NOT_TYPE = re.compile(r"^\s*(?:return|if|else|for|while|switch|case|throw|do|public|private|protected|using|typedef|"
                       r"namespace|class|struct|template\s*$)\b|[;{}(),]\s*$")


def _return_type_above(lines: list[str], k: int) -> bool:
    above = next((lines[j] for j in range(k - 1, -1, -1) if lines[j].strip()), "")
    return bool(_TYPE_LINE.match(above)) and not _NOT_TYPE.search(above) and not F.strip_comment(above).strip() == ""


def _split_declaration(repo: str, types: tuple[str, ...], m: str) -> str | None:
    name = re.escape(m)
    for t in types:
        # out of the class: `Options::parse(` at the start of a line, its return type above
        for h in C._rg(repo, ["-e", rf"^(?:\w+::)*{re.escape(t)}::{name}\s*\(", *F._globs("cpp")]):
            f, n = h.split(":")[:2]
            lines = (F.REPOS / repo / f).read_text(encoding="utf-8", errors="replace").splitlines()
            if _return_type_above(lines, int(n) - 1):
                return f"{f}:{n}"
        # in the class body: `  positional_help(` at the start of a line, its return type above
        for f, first, text in F.bodies(repo, "cpp", t):
            lines = text.splitlines()
            for k, line in enumerate(lines):
                if k and re.match(rf"^\s+{name}\s*\(", line) and _return_type_above(lines, k):
                    return f"{f}:{first + k}"
    return None


_member_before = C.Repo.member


def _member(self, owners: list[str], m: str) -> str | None:
    hit = _member_before(self, owners, m)
    if hit or self.lang != "cpp":
        return hit
    return _split_declaration(self.name, (owners[-1], *self.anc.get(owners[-1], ())), m.split(":")[0])


C.Repo.member = _member


# immer re-exports under a new name inside a multi-line block (`export {` / `NOTHING as nothing,` / `} from
# "./internal"`); labels-prose4's rule reads renaming re-exports written on one line (zustand's) only.
_free_before = C.Repo.free


def _free(self, name: str) -> list[str]:
    hits = _free_before(self, name)
    if hits or self.lang != "typescript":
        return hits
    for h in C._rg(self.name, ["-e", rf"^\s+\w+\s+as\s+{re.escape(name)}\s*,?\s*$", "-g", "*.ts", "src"]):
        f, n = h.split(":")[:2]
        if any(p in ("test", "tests", "__tests__") for p in f.split("/")):
            continue
        lines = (F.REPOS / self.name / f).read_text(encoding="utf-8", errors="replace").splitlines()
        opener = next((lines[j] for j in range(int(n) - 2, -1, -1) if not re.match(r"^\s+[\w ]+,?\s*$", lines[j])), "")
        if re.match(r"^export\s+(?:type\s+)?\{\s*$", opener):
            hits.append(f"{f}:{n}")
    return hits


C.Repo.free = _free


# kotlinx.serialization declares the JsonElement accessors as extension properties (`public val
# JsonElement.jsonObject: JsonObject get() = ...`); facts.member_decl reads extension functions (`fun T.m`) only.
_member_kotlin = C.Repo.member


def _member_ext_property(self, owners: list[str], m: str) -> str | None:
    hit = _member_kotlin(self, owners, m)
    if hit or self.lang != "kotlin":
        return hit
    for t in (owners[-1], *self.anc.get(owners[-1], ())):
        hits = C._rg(self.name, ["-e", rf"\b(?:val|var)\s+(?:<[^>]*>\s*)?{re.escape(t)}(?:<[^>]*>)?\??\.{re.escape(m)}\b",
                                 *F._globs("kotlin")])
        if hits:
            return ":".join(hits[0].split(":")[:2])
    return None


C.Repo.member = _member_ext_property


# RxSwift's parameters are closures with defaults (`onNext: ((Element) -> Void)? = nil,`): labels-prose4's label
# reader counts the `>` of `->` as a closing bracket and then sees no comma at depth 0, so
# `subscribe(onNext:onError:onCompleted:onDisposed:)` read as `subscribe(onNext:)`. The arrow is not a bracket.
_check4 = sys.modules["check4"]
_labels_before = _check4._swift_param_labels


def _swift_param_labels(params: str) -> list[str]:
    return _labels_before(params.replace("->", " returns "))


_check4._swift_param_labels = _swift_param_labels


# Masonry's chainable members return blocks (`- (MASConstraint * (^)(id attr))equalTo;`): the return type holds
# parentheses, which facts.MEMBER_DECL["objc"] (`\([^)]*\)`) does not cross; objc_selectors of labels-prose4 already
# strips such types for multi-part selectors.
F.MEMBER_DECL["objc"] = F.MEMBER_DECL["objc"].replace(r"^[-+]\s*\([^)]*\)\s*{m}\b",
                                                      r"^[-+]\s*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)\s*{m}\b")
F.DECL_ANYWHERE["objc"] = F.MEMBER_DECL["objc"]
