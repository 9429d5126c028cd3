"""CALL_SLIP, read as written (real tree-sitter, real index): a receiverless call declared and written nowhere in
the repository that is a slip of the letters of one of its public top-level functions (`enablePatch()`
for immer's `enablePatches`, `applyPatch(...)` for the exported `const applyPatches`); a call that only
shares words with one (`useAuthStore()` beside `useStore`) may be the writer's own."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over

FILES = {
    "src/plugins/patches.ts": "export function enablePatches() { return true; }\n",
    "src/immer.ts": ("import { enablePatches } from './plugins/patches';\n"
                     "class Immer { applyPatches(base: object, patches: object[]) { return base; } }\n"
                     "const immer = new Immer();\n"
                     "export const applyPatches = immer.applyPatches.bind(immer);\n"
                     "export function useStore() { return 1; }\n"
                     "export function createDraft(base: object) { return base; }\n"),
    "test/helpers.ts": "export function produceFixture() { return 1; }\n",
    "README.md": "Older releases shipped `enableMapSet()` (gone now).\n",
}


@pytest.fixture(scope="module")
def immerish(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES, name="immerish")


def only_call(verifier, text):
    return next(c for c in verifier.verify_text(text).claims if c.kind == "call")


@pytest.mark.parametrize("text, meant", [
    ("入口文件里调用一次 `enablePatch()`，否则拿不到 patches。", "immerish.enablePatches"),
    ("The sync worker applies each change with `applyPatch(state, patch)`.", "immerish.applyPatches"),
    ("下書きは `createDraf(base)` で作る。", "immerish.createDraft"),
])
def test_a_letter_slip_of_a_public_top_level_function_is_certain(immerish, text, meant):
    c = only_call(immerish, text)
    assert c.rule == R.CALL_SLIP and c.error, c.reason
    assert c.suggestions[0].symbol == meant


@pytest.mark.parametrize("text", [
    "Components read it with `useAuthStore()`.",           # a word added: may be the writer's own hook
    "Call `enablemapset()` once.",                          # written in the README (any letter case)
    "Fixtures come from `produceFixtures()`.",              # a slip of a test helper only
    "Our own `enablePatch()` wrapper logs first.",          # the writer's own
])
def test_no_slip_without_a_public_function_a_letter_away(immerish, text):
    assert all(c.rule != R.CALL_SLIP for c in immerish.verify_text(text).claims)


def test_only_the_letter_case_is_no_slip_as_written_but_is_one_of_the_member(immerish):
    # read as the call it is written as, the letter case alone is no slip of `enablePatches`; read as any
    # member of that spelling it is (the one rule's second reading), and its evidence says which reading
    c = only_call(immerish, "Call `EnablePatches()` at start-up.")
    assert c.rule == R.CALL_SLIP and c.error
    # (a top-level function is said under the scope a text reaches it by, as the first reading says it)
    assert c.evidence[0].note == "symbol" and c.suggestions[0].symbol == "immerish.enablePatches"


DOTTED = {
    "src/number.ts": ("export default class NumberSchema {\n  moreThan(min: number) { return this; }\n"
                      "  lessThan(max: number) { return this; }\n}\n"),
    "src/object.ts": "export default class ObjectSchema {\n  noUnknown() { return this; }\n}\n",
    "src/Params.kt": ("package demo\n\ninterface ParameterHolder\n\n"
                      "fun ParameterHolder.mutuallyExclusiveOptions(vararg names: String): Int = 0\n"),
}


@pytest.fixture(scope="module")
def fluent(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, DOTTED, name="fluent")


@pytest.mark.parametrize("text, meant", [
    ("金額は `.moreThen(0)` で 0 より大きいことを保証している。", "NumberSchema.moreThan"),   # a method, after a dot
    ("对外接口的 schema 统一加 `.noUnknowns()`。", "ObjectSchema.noUnknown"),
    ("`--json` と `--csv` は `mutuallyExclusiveOption(...)` で排他にしている。",              # a Kotlin extension
     "ParameterHolder.mutuallyExclusiveOptions"),
])
def test_a_dotted_call_is_a_slip_of_a_method_and_an_extension_of_this(fluent, text, meant):
    c = only_call(fluent, text)
    assert c.rule == R.CALL_SLIP and c.error, c.reason
    assert c.suggestions[0].symbol == meant


def test_a_receiverless_call_is_no_slip_of_a_method_as_written_but_is_one_as_a_member(fluent):
    # `moreThen(0)` without the dot would call a function, and the repository has only the method: not the
    # reading as written ("function"), but the reading as any member of that spelling ("member")
    c = only_call(fluent, "Call `moreThen(0)` on it.")
    assert c.rule == R.CALL_SLIP and c.evidence[0].note == "member"
    assert c.suggestions[0].symbol == "NumberSchema.moreThan"


def test_a_dotted_call_is_read_as_written_first(fluent):
    c = only_call(fluent, "金額は `.moreThen(0)` で 0 より大きいことを保証している。")
    assert c.rule == R.CALL_SLIP and c.evidence[0].note == "method"


def test_a_dot_after_a_name_is_a_chain_not_a_dotted_call():
    from verifier.claims import extract_claims
    assert [c.dotted for c in extract_claims("金額は `.moreThen(0)` で保証する。") if c.kind == "call"] == [True]
    assert not any(c.dotted for c in extract_claims("Use `schema.moreThen(0)` or `build().moreThen(1)`."))
