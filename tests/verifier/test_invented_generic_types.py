"""INVENTED_GENERIC_TYPE (real tree-sitter, real index): a name written with type arguments is a type;
in a TypeScript repository that defines, imports and writes it nowhere, and that has it as one of its
own types with a word added after it or its last word swapped, it is a type the library does not have
(jotai's `WritableAtomType<number>` for WritableAtom, hono's `MiddlewareFunction<Env>` for
MiddlewareHandler)."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over

FILES = {
    "src/atom.ts": """export interface Atom<Value> { read: (get: Getter) => Value }
export interface WritableAtom<Value, Args extends unknown[], Result> extends Atom<Value> {
  write: (get: Getter, set: Setter, ...args: Args) => Result
}
export type Getter = <Value>(atom: Atom<Value>) => Value
export type Setter = <Value>(atom: WritableAtom<Value, unknown[], unknown>, value: Value) => void
export type MiddlewareHandler<E> = (c: E, next: () => Promise<void>) => Promise<void>
export type ErrorHandler<E> = (err: Error, c: E) => void
""",
    "tests/helpers.ts": "export type TestAtomBox<T> = { atom: T }\n",
    "docs/guide.md": "`WritableAtomFamily<T>` was removed in v2.\n",
}


@pytest.fixture(scope="module")
def ts(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES, name="atoms")


def type_claim(verifier, text, name):
    return next(c for c in verifier.verify_text(text).claims if c.text == name)


@pytest.mark.parametrize("text, name, meant", [
    ("可写 atom 的参数类型统一写成 `WritableAtomType<number>`。", "WritableAtomType", "WritableAtom"),
    ("Type every middleware as `MiddlewareFunction<Env>` so next() is typed.", "MiddlewareFunction",
     "MiddlewareHandler"),
])
def test_an_own_type_altered_and_written_with_type_arguments_is_invented(ts, text, name, meant):
    claim = type_claim(ts, text, name)
    assert claim.error and claim.rule == R.INVENTED_GENERIC_TYPE
    assert claim.suggestions[0].symbol == meant


@pytest.mark.parametrize("text, name", [
    # no type arguments: a word or a name the sentence may capitalise
    ("Type every middleware as a `MiddlewareFunction` so next() is typed.", "MiddlewareFunction"),
    # TypeScript's own generics
    ("Return a `ReadonlyArray<Atom>` from the selector.", "ReadonlyArray"),
    # written in the repository (its docs)
    ("Use `WritableAtomFamily<T>` for lists.", "WritableAtomFamily"),
    # its first word swapped: another library's name as likely (`RequestHandler<P>` of Express)
    ("In Express we typed them as `RequestHandler<P>`.", "RequestHandler"),
    # a test's type decorated is no library API; a one-word type decorated is anyone's
    ("`TestAtomBoxes<T>` hold them.", "TestAtomBoxes"),
    ("`AtomEffect<T>` runs on mount.", "AtomEffect"),
])
def test_without_that_evidence_the_type_stays_open(ts, text, name):
    assert not any(c.error for c in ts.verify_text(text).claims)
