"""TypeScript constructions that decide whether a member is certainly missing: a base written through
a namespace import (`core.$Base`), `$`-prefixed names, and a parse error confined to tokens the
grammar does not know (`out T` variance) that cannot hide a member."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import open_verifier, write, verifier_over, first_member as claim

FILES = {
    # the core module, reached through its index as a namespace
    "pkg/core/index.ts": 'export * from "./schemas.js";\nexport * from "./registry.js";\n',
    "pkg/core/schemas.ts": (
        "export interface $Shape {\n  _internals: unknown;\n  validate(input: unknown): boolean;\n}\n\n"
        "export interface $ListShape extends $Shape {\n  items: unknown[];\n}\n"),
    "pkg/core/registry.ts": (
        "export class $Catalog {\n  add(key: string, value: unknown): this { return this; }\n"
        "  remove(key: string): this { return this; }\n}\n"),
    # a type of the same name without the `$`, which has `set`: read as `Catalog`, `$Catalog.set` would pass
    "pkg/classic/catalog.ts": "export class Catalog {\n  set(key: string, value: unknown): void {}\n}\n",
    # the classic layer: interfaces extending the core's through `core.`; variance annotations the
    # grammar cannot read, on lines of their own
    "pkg/classic/shapes.ts": (
        'import * as core from "../core/index.js";\nimport * as ext from "external-lib";\n\n'
        "export interface Shape<\n  out Output = unknown,\n  out Input = unknown,\n> extends core.$Shape {\n"
        "  describe(text: string): this;\n  optional(): Shape;\n}\n\n"
        "export interface ListShape<\n  out Item = unknown,\n> extends Shape, core.$ListShape {\n"
        "  nonempty(): this;\n  length(n: number): this;\n}\n\n"
        "export interface RecordShape extends Shape {\n  entries(): unknown[];\n  keys: string[];\n}\n\n"
        "export interface Plugin extends ext.Base {\n  install(): void;\n}\n"),
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)



def test_a_base_written_through_a_namespace_import_of_the_repository_closes_the_ancestry(verifier):
    # `core.$ListShape` is the module's own type: the ancestry stays in the repository
    c = claim(verifier, "ListShape.notEmpty")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule != R.OPEN_ANCESTRY
    assert c.suggestions[0].symbol == "ListShape.nonempty"


def test_a_member_inherited_through_the_namespace_import_is_found(verifier):
    c = claim(verifier, "ListShape.validate")
    assert c.status == "verified" and c.rule == R.MEMBER_FOUND
    assert claim(verifier, "ListShape.items").status == "verified"


def test_a_base_through_a_namespace_import_of_a_package_stays_outside(verifier):
    # (`remove` is written in the repository, so the outside base may well declare it)
    c = claim(verifier, "Plugin.remove")
    assert c.error is None and c.rule == R.OPEN_ANCESTRY


def test_variance_annotations_the_parser_skips_do_not_hide_members(verifier):
    # the file has parse errors (`out T`), on lines with no brace and without the member's name
    c = claim(verifier, "Shape.entries")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule != R.MAYBE_MISPARSED
    assert c.suggestions[0].symbol == "RecordShape.entries"


def test_a_dollar_prefixed_type_is_one_name(verifier):
    result = verifier.verify_text("Register docs on a `z.core.$Catalog`: call `set()` on the `$Catalog`.")
    bound = next(c for c in result.claims if c.binding)
    assert bound.error == "S1_FACTUAL_ERROR"
    assert bound.evidence[0].path == "pkg/core/registry.ts"
    assert claim(verifier, "$Catalog.remove").status == "verified"
    assert claim(verifier, "$Catalog.set").error == "S1_FACTUAL_ERROR"
    assert claim(verifier, "Catalog.set").status == "verified"


NAMESPACE_FILES = {
    # `s` is the namespace of the classic module, through an index that re-exports it whole
    "lib/index.ts": 'import * as s from "./classic/external.js";\nexport * from "./classic/external.js";\nexport { s };\n',
    "lib/classic/external.ts": 'export * from "./schemas.js";\nexport * as fmt from "./fmt.js";\n',
    "lib/classic/schemas.ts": (
        "export interface TextSchema {\n  nonempty(): TextSchema;\n  email(): TextSchema;\n}\n"
        "export interface ListSchema {\n  nonempty(): ListSchema;\n  length(n: number): ListSchema;\n}\n"
        "export interface AnySchema {\n  parse(x: unknown): unknown;\n}\n"
        "export function text(params?: string): TextSchema;\n"
        "export function text<T extends string>(params?: string): AnySchema;\n"
        "export function text(params?: string): TextSchema { return null as any; }\n"
        "export function list<T>(item: T): ListSchema { return null as any; }\n"
        "export function loose(x: unknown) { return null as any; }\n"),
    "lib/classic/fmt.ts": "export function pad(n: number): string { return ''; }\n",
    "lib/tests/use.test.ts": 'import * as s from "../index.js";\n',
}


@pytest.fixture(scope="module")
def namespaced(tmp_path_factory):
    root = tmp_path_factory.mktemp("repo")
    write(root, NAMESPACE_FILES)
    v = open_verifier(root, tmp_path_factory.mktemp("idx"))
    yield v
    v.close()


def chained(verifier, text):
    return next(c for c in verifier.verify_text(text).claims if c.text.startswith(("nonEmpty", "email", "parse", "length", "pick")))


def test_a_member_of_what_a_namespace_function_returns_is_checked_on_that_type(namespaced):
    c = chained(namespaced, "Required inputs use `s.text().nonEmpty()` so that empty strings fail.")
    assert c.error == "S1_FACTUAL_ERROR"
    assert c.suggestions[0].symbol == "TextSchema.nonempty"
    c = chained(namespaced, "Tags need one at least: `s.list(s.text()).pick({ id: true })`.")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.RETURNED_TYPE_MEMBER


def test_a_member_on_any_overloads_return_type_is_enough(namespaced):
    # the second overload returns AnySchema, which has parse: the call may be that one
    assert chained(namespaced, "Validate with `s.text().parse(x)`.").status == "verified"
    assert chained(namespaced, "Check `s.text().email()` first.").status == "verified"
    assert chained(namespaced, "Then `s.list(x).length(3)`.").status == "verified"


def test_a_namespace_function_that_states_no_return_type_leaves_the_member_open(namespaced):
    result = namespaced.verify_text("Then `s.loose(x).nonEmpty()`.")
    assert not any(c.error for c in result.claims)


# A class exported under another name and extended under it (hono: `export { Hono as HonoBase }` in
# hono-base.ts, `class Hono extends HonoBase` in hono.ts, and presets doing the same).
RENAMED = {
    "src/hono-base.ts": (
        "class Hono<E = unknown> {\n  get(path: string): this { return this; }\n"
        "  route(path: string, app: Hono): this { return this; }\n  fire(): void {}\n}\n\n"
        "export { Hono as HonoBase }\n"),
    "src/hono.ts": (
        "import { HonoBase } from './hono-base'\n\n"
        "export class Hono<E = unknown> extends HonoBase<E> {\n  constructor() { super(); }\n}\n"),
    "src/preset/tiny.ts": (
        "import { HonoBase } from '../hono-base'\n\n"
        "export class Hono extends HonoBase {\n  constructor() { super(); }\n}\n"),
    # `router` is written in the repository (an outside base could have it, were HonoBase outside)
    "docs/routing.md": "Each app picks a router; see the router option.\n",
}


@pytest.fixture(scope="module")
def renamed(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, RENAMED)


def test_a_base_exported_under_another_name_is_the_repository_type(renamed):
    # HonoBase is hono-base.ts's Hono: every Hono's ancestry stays in the repository
    c = claim(renamed, "Hono.router")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_MISSING
    assert c.suggestions[0].symbol == "Hono.route"


def test_a_member_of_the_renamed_base_is_found_on_the_subclass(renamed):
    assert claim(renamed, "Hono.route").status == "verified"
    assert claim(renamed, "Hono.fire").status == "verified"


# A namespace the repository binds to its own modules (zod: `import * as z from "./v4/classic/external.js"`,
# `export * as iso from "./iso.js"` there): `z.string` is a name of those modules.
NAMESPACED_MODULES = {
    "src/index.ts": 'import * as z from "./external.js";\nexport { z };\nexport default z;\n',
    "src/external.ts": 'export * from "./schemas.js";\nexport * as iso from "./iso.js";\n',
    "src/schemas.ts": ("export class ZodString {\n  min(n: number): this { return this; }\n}\n"
                       "export function string(): ZodString { return new ZodString(); }\n"
                       "export function number(): number { return 0; }\n"),
    "src/iso.ts": "export function datetime(): string { return ''; }\nexport function date(): string { return ''; }\n",
    "docs/iso.md": "A timestamp is an ISO string.\n",
}


@pytest.fixture(scope="module")
def module_namespace(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, NAMESPACED_MODULES)


def test_a_name_of_the_repositorys_module_namespace_is_found_there(module_namespace):
    c = claim(module_namespace, "z.string")
    assert c.status == "verified" and c.rule == R.SCOPED_SYMBOL_FOUND
    assert claim(module_namespace, "z.iso.datetime").status == "verified"


def test_a_name_written_nowhere_in_the_repositorys_module_namespace_is_an_error(module_namespace):
    c = claim(module_namespace, "z.strnig")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_UNKNOWN_TO_REPOSITORY
    assert c.suggestions[0].symbol.endswith("string")


def test_a_name_the_repository_writes_stays_open_in_its_namespace(module_namespace):
    # `timestamp` is written in the docs: it may be re-exported by a name the index does not follow
    assert claim(module_namespace, "z.iso.timestamp").error is None
