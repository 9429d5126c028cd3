"""English wording of verdicts: the history and notes reporters, and the resolver's reasons (people read these;
programs read ClaimResult's status, error and rule)."""
from __future__ import annotations


def stale_reason(kind: str, symbol: str, rev: str, removed_in: str | None, removed_on: str | None,
                 moved_to: str | None, moved_line: int = 0) -> str:
    what = "path" if kind == "path" else "symbol"
    when = (f"removed or renamed in {removed_in}, {removed_on}" if removed_in
            else "removed or renamed since (not committed yet)")
    text = f"{what} {symbol} existed at {rev} and does not exist now: {when}"
    if moved_to:
        where = f"{moved_to}" + (f" (line {moved_line})" if moved_line else "")
        text += f"; it is now {where}" if kind != "path" else f"; moved to {where}"
    return text


def gone_path_reason(path: str, removed_in: str | None, removed_on: str | None, moved_to: str | None) -> str:
    text = f"path {path} is not in the repository now, but git history has it: removed or renamed in {removed_in}, {removed_on}"
    if moved_to:
        text += f"; moved to {moved_to}"
    return text


def gone_name_reason(name: str, path: str, line: int, rev: str, removed_in: str | None, removed_on: str | None,
                     mentioned_now: bool = False, tests_only_now: bool = False) -> str:
    if tests_only_now:
        text = f"only tests mention {name} now, but the library had it at {rev} ({path}:{line})"
    elif mentioned_now:
        text = f"{name} is declared nowhere in the repository now, but {path}:{line} declared it at {rev}"
    else:
        text = f"{name} is in no source file now, but {path}:{line} had it at {rev}"
    if removed_in:
        text += f": removed or renamed in {removed_in}, {removed_on}"
    return text


def removed_note(removed_in: str | None, removed_on: str | None) -> str:
    """The note on a stale reference's old place: the commit that removed it."""
    return f"removed in {removed_in} ({removed_on})"


def stale_note(rev: str, removed_in: str | None, removed_on: str | None) -> str:
    """The note on a stale reference's place at `rev`, with the commit that removed it when known."""
    return f"at {rev}" + (f"; {removed_note(removed_in, removed_on)}" if removed_in else "")


def path_beside_note(rel: str) -> str:
    return f"{rel} exists beside the note that names it"


BESIDE_NOTE_NOTE = "beside the note"


def did_you_mean(symbol: str, where: str = "", sentence: bool = False) -> str:
    """The suggestion line of the notes reporters; `where` is already written (` (path:line)`)."""
    return f"{'Did' if sentence else 'did'} you mean {symbol}{where}?"


def notes_summary(files: int, references: int, verified: int, errors: int, stale: int, unreadable: int) -> str:
    text = (f"{files} file(s), {references} reference(s): {verified} verified, {errors} error(s)"
            f" ({stale} stale), {references - verified - errors} unverifiable")
    return text + (f"; {unreadable} file(s) unreadable" if unreadable else "")


# The SARIF report's rules, by error code.
SARIF_RULES = {
    "S1_FACTUAL_ERROR": "A code reference the repository contradicts (a member, type or path that does not exist).",
    "S1_STALE_REFERENCE": "A code reference that existed when the text was written and no longer exists.",
    "UNREADABLE": "A notes file that could not be read.",
}


def no_history(root: str, detail: str) -> str:
    return f"references are checked against the current code only: {detail}"


# -- the resolver's reasons for types, calls, paths, modules and wildcards (rules in verifier/rules.py) --

def declared_at(kind: str, qualname: str, path: str, line: int) -> str:
    return f"{kind} {qualname} at {path}:{line}"


def defined_at(name: str, path: str, line: int, other_places: int = 0) -> str:
    return f"{name} is defined at {path}:{line}" + (f" and {other_places} other place(s)" if other_places > 0 else "")


def outside_repository(text: str) -> str:
    return f"{text} is outside the repository"


def type_case_differs(name: str, real: str, path: str, line: int) -> str:
    return f"no type {name}; letter case differs from {real} ({path}:{line})"


def no_symbol(name: str) -> str:
    return f"no symbol {name} in the repository (external, generated or not code)"


def no_callable(name: str) -> str:
    return f"no function or member named {name} in the repository"


def path_exists(kind: str, rel: str) -> str:
    return f"{kind} {rel} exists"


def path_is(rel: str, where: str) -> str:
    return f"{rel} is {where}"


def relative_path(text: str) -> str:
    return f"{text} is relative to the document it is written in"


def file_elsewhere(rel: str, leaf: str, where: str) -> str:
    return f"no {rel} from the repository root, but {leaf} exists at {where}"


def path_missing(rel: str, directory: str) -> str:
    return f"{rel} does not exist, though its directory {directory}/ does"


def path_not_in_repo(rel: str) -> str:
    return f"{rel} is not in the repository and no part of it is"


def module_is_directory(name: str, directory: str) -> str:
    return f"module {name} is the directory {directory}"


def module_is_package(name: str) -> str:
    return f"{name} is a package or namespace"


def no_module(name: str) -> str:
    return f"no module, directory or package named {name} in the repository"


def wildcard_matches(prefix: str, names: list[str]) -> str:
    return f"{len(names)} name(s) match {prefix}*: " + ", ".join(names[:8])


def wildcard_no_match(prefix: str) -> str:
    return f"nothing in the repository starts with {prefix}"


# -- what the resolver adds to a reason when the text's construction makes the finding uncertain --

def capitalised_not_called(name: str, reason: str) -> str:
    return f"{name} is Capitalised and the text does not call it a method; " + reason


def names_a_type(name: str, path: str, line: int, reason: str) -> str:
    return f"{name} is a type of the repository ({path}:{line}); " + reason


def bound_to_no_type(name: str) -> str:
    return (f"the sentence binds this to {name}, which is lower-case and is no type of the repository "
            f"(a variable or a word, perhaps), so nothing says whose member it is")


def returned_type(call: str, type_name: str, how: str, where) -> str:
    if how == "constructor":
        return f"{call}(...) makes a {type_name}; "
    if how == "property":
        return f"{call} holds a {type_name} ({where.path}:{where.line}); "
    return f"{call}(...) returns a {type_name} ({where.path}:{where.line}); "


def subscript_returns(var: str, held: str, type_name: str, where) -> str:
    return f"{var} holds a {held}, whose subscript returns a {type_name} ({where.path}:{where.line}); "


def text_assigns(var: str) -> str:
    return f"the text's own code types {var}: "


def builder_receiver(function: str, type_name: str, where) -> str:
    return f"in a {function} {{ }} block the names are members of {type_name} ({where.path}:{where.line}); "


def block_call_of_scope(name: str, reason: str) -> str:
    return (f"{reason}; but a call in a block may be the writer's own extension of the receiver or a function of "
            f"the scope around the block, so {name}() is not known to be missing")


def block_receiver(type_name: str) -> str:
    return f"its block's receiver is {type_name}"


def text_typed(var: str, type_name: str) -> str:
    return f"the text names {type_name}, which {var} is named after; "


def said_type(var: str, type_name: str, places: int, total: int) -> str:
    return (f"the text puts {var} on {type_name}, a type this repository's code gives {var} "
            f"({places} of {total} places); ")


def argument_value(written: str, reason: str) -> str:
    return f"{written} is passed as an argument, perhaps a field of a variable of the text's own code: {reason}"


def fits_another(var: str, qualname: str, path: str, line: int) -> str:
    return f"; but {qualname} ({path}:{line}) has it, and {var} fits that type's name too"


def paired_only(reason: str) -> str:
    return reason + "; the method was paired with the type only by sentence, so it may not be meant as its member"


def stated_absent_and_absent(reason: str) -> str:
    return "stated as absent, and it is absent: " + reason


def stated_absent_but_exists(reason: str) -> str:
    return "stated as absent, but it exists (the text may describe another version): " + reason


# CALL_SLIP's `how` for a word's ending changed on a shared stem (`mutate` / `mutation`), which
# codeindex.names.typo_variant does not name.
WORD_ENDING_SLIP = "a word's ending"


def call_slip(name: str, what: str, real: str, path: str, line: int, how: str) -> str:
    """`what`: "function" (a receiverless call), "method" (a dotted link, `.moreThen(0)`), "member" or
    "symbol" (the name read as any member of that spelling)."""
    return (f"no {what} {name} anywhere in the repository (declared nowhere, written nowhere in its code, tests "
            f"or docs); it is {how} away from its {what} {real} ({path}:{line})")


def variable_member_unwritten(var: str, type_name: str) -> str:
    return (f"{var} reads as a variable of {type_name}; only a type outside the repository could give it the "
            f"member, whose name is written nowhere in the repository; ")


def closed_type_variable(var: str, type_name: str) -> str:
    return f"{var} reads as a variable of {type_name}, which its language closes to types outside the repository; "


def own_extension_elsewhere(type_name: str, name: str, owners: list[str], path: str, line: int) -> str:
    return (f"{type_name} is outside the repository and {name} carries the prefix of the repository's own extensions "
            f"of it; the repository declares {name} only on {', '.join(owners)} ({path}:{line}), which {type_name} "
            f"does not inherit from")


def own_extension_unwritten(type_name: str, name: str, prefix: str, path: str, line: int) -> str:
    return (f"{type_name} is outside the repository, which extends it with {prefix}… members ({path}:{line}); "
            f"{name} carries that prefix, which {type_name} itself cannot have, and is written nowhere in the "
            f"repository (code, tests or docs)")


def own_prefix_undeclared(name: str, prefix: str, count: int, path: str, line: int) -> str:
    return (f"{name} carries {prefix}, the prefix of the repository's own extensions of outside types ({count} members, "
            f"first at {path}:{line}), which only the repository can declare; it declares no {name} and the "
            f"repository (code, tests or docs) writes it nowhere")


def split_receiver(var: str, types: list[str]) -> str:
    return (f"{var} is declared in this repository's code only as {', '.join(types[:-1])} or {types[-1]}, "
            f"and none of them has the member; ")


# -- the resolver's reasons for members (rules in verifier/rules.py). A `type_`, `real`, `member` or
# `where` argument is the finding's symbol or evidence record: its name (or qualname), path and line. --

def _at(sym) -> str:
    return f"{sym.name} ({sym.path}:{sym.line})"


def scoped_symbol_found(qualname: str) -> str:
    return f"{qualname} found"


def extension_found(name: str, on: str) -> str:
    return f"extension {name} on {on} defined in the repository"


GENERATED_FILE_NOTE = "declared in a file the index skips (generated code), read from its text"


def top_level_found(name: str, root: str, path: str, line: int) -> str:
    return f"{name} is a top-level declaration of {root} at {path}:{line}"


def member_found(type_name: str, name: str, path: str, line: int, inherited_from: str | None = None) -> str:
    how = f" (inherited from {inherited_from})" if inherited_from else ""
    return f"{type_name}.{name} is defined at {path}:{line}{how}"


def declared_by_macro(macro: str) -> str:
    return f"declared by {macro}"


def macro_declared_member(type_name: str, name: str, macro: str, path: str, line: int) -> str:
    return f"{type_name}.{name} is declared by the macro call {macro}({name}, ...) at {path}:{line}"


def swift_name(type_name: str, name: str, path: str, line: int) -> str:
    return f"{type_name}.{name} is the Swift name given at {path}:{line}"


def subtype_member(name: str, sub_name: str, type_name: str, path: str, line: int) -> str:
    return f"{name} is defined on {sub_name}, a subtype of {type_name} ({path}:{line})"


# Why a member needs no declaration (the resolver's `_implicit` answers one of these with its detail).
_IMPLICIT_WHY = {
    "language_object": "every {detail} object has {name}",
    "enum": "{detail} is an enum",
    "kotlin_data_class": "Kotlin data classes generate it",
    "python_special": "Python special method",
    "constructor": "a constructor or initializer, which every type has",
}


def implicit_member(name: str, why: str, detail: str = "") -> str:
    return f"{name} is an implicit member ({_IMPLICIT_WHY[why].format(name=name, detail=detail)}), not declared in the repository"


def typo_of_own_extension(on: str, real, name: str, how: str) -> str:
    return (f"the repository extends {on} (outside it) with {_at(real)}; {name} is {how} away from it and "
            f"carries the repository's own prefix, which {on} itself cannot have")


def case_of_own_extension(on: str, real, name: str, how: str) -> str:
    return (f"the repository extends {on} (outside it) with {_at(real)}; {name} differs from it only in {how}, "
            f"and {on} has no member of those letters beside the repository's")


def unread_declaration(type_, name: str, written_in: str) -> str:
    return (f"{type_.name} is declared here only in tests or samples ({type_.path}:{type_.line}), which have no member "
            f"{name}, but the repository's own source {written_in} writes {type_.name}: its declaration there is one "
            f"the index could not read, so what it has is unknown")


def test_only_type(type_, name: str) -> str:
    return (f"{type_.name} is declared only in tests or samples ({type_.path}:{type_.line}) and has no member {name}, "
            f"and the repository imports an outside {type_.name} too: the text may mean that one")


def alias_of(alias, target_name: str) -> str:
    """Put before the reason found on the alias's target."""
    return f"{_at(alias)} is an alias of {target_name}; "


def arrow_operator(type_, name: str) -> str:
    return (f"{_at(type_)} declares operator->, so ->{name} is a member of what that operator returns "
            f"(an iterator's element, a handle's target), not of {type_.name} itself")


def type_alias(alias) -> str:
    return f"{_at(alias)} is a type alias: its members are those of what it names"


def maybe_misparsed(type_, name: str) -> str:
    return (f"{_at(type_)} shows no member {name}, but its file has syntax the parser could not read, so the "
            f"type's body may be only partly known")


def platform_homonym(type_, name: str) -> str:
    return f"{_at(type_)} has no member {name}, but {type_.name} is also a platform type's name: the text may mean that one"


def declared_elsewhere_as_new(type_, name: str, owner_name: str, member) -> str:
    return (f"{_at(type_)} has no member {name}; {owner_name} declares it ({member.path}:{member.line}) without "
            f"overriding anything, though {owner_name} has every base outside the repository that {type_.name} "
            f"has, so none of them declares it")


def typo_of_own_member(type_, name: str, real, how: str) -> str:
    return (f"{_at(type_)} has no member {name}; it has {_at(real)}, {how} away, and a base outside the "
            f"repository is far less likely to declare a near copy of the type's own member")


def argument_labels_differ(type_, written: str, declared: list[str]) -> str:
    shown = ", ".join(declared[:4]) + (f" (+{len(declared) - 4} more)" if len(declared) > 4 else "")
    return (f"{_at(type_)} has no {written}: its declarations take the labels {shown}, and Swift calls a "
            f"declaration only with its labels, in order (a parameter with a default may be left out)")


def argument_member_missing(type_, label: str, member: str) -> str:
    return (f"the argument {label}: .{member} names a member of the parameter's type, and {_at(type_)} has no "
            f"member {member}")


def member_unknown_to_repository(type_, name: str, external: list[str]) -> str:
    return (f"{_at(type_)} has no member {name}, and {name} is written nowhere in the repository (code, tests or "
            f"docs): a member of {', '.join(external)} that this repository's {type_.name} relies on would be used "
            f"or mentioned somewhere in it")


def template_parameter(type_, name: str) -> str:
    return (f"{name} is a template parameter of {_at(type_)}, not a member; the text may mean the type "
            f"an instance is declared with")


def known_base_member(type_, name: str, base: str) -> str:
    return f"{_at(type_)} has {name} from {base}, outside the repository, whose members are known"


def open_ancestry(type_, name: str, external: list[str]) -> str:
    return (f"{_at(type_)} has no member {name} in the repository, but it inherits from {', '.join(external)} "
            f"outside the repository, which may declare it")


def extension_on_homonym(type_, name: str, other) -> str:
    return (f"{_at(type_)} has no member {name}, but the repository defines {name} on another type named "
            f"{type_.name} ({other.container}, {other.path}:{other.line})")


def member_case_differs(type_, name: str, right) -> str:
    return f"{_at(type_)} has no member {name}; letter case differs from {_at(right)}"


# How a missing member's type is also a platform type's name (`homonym` of member_missing).
_HOMONYM_WHY = {
    "unmentioned": "; {type} is also the name of a type from outside, but {name} is written nowhere in the "
                   "repository (code, tests or docs)",
    "named_as_ours": "; the text names {type} as this repository's own, not a platform type of that name",
    "defined_here": "; {type} is defined here and never imported from outside the repository",
}


def member_missing(type_, name: str, same_named: list[str] | None = None, ancestors: list[str] = (),
                   known_bases: list[str] | None = None, platform_bases: list[str] | None = None,
                   embedded_type: str | None = None, homonym: str | None = None) -> str:
    """A member the type lacks: `same_named`, the qualnames when several types have the name; the
    in-repo `ancestors` that lack it too; the bases outside the repository, all `known_bases` that do
    not declare it, or `platform_bases` that cannot declare a member named after `embedded_type`."""
    text = (f"none of the types named {type_.name} ({' / '.join(same_named)}) has a member {name}" if same_named
            else f"{_at(type_)} has no member {name}")
    if ancestors:
        text += f", nor do its in-repo ancestors ({', '.join(ancestors)})"
    if known_bases:
        text += "; outside the repository it only has " + ", ".join(known_bases) + ", which do not declare it"
    elif platform_bases is not None:
        text += ("; its ancestry leaves the repository only into the platform (" + ", ".join(platform_bases)
                 + "), which cannot declare a member named after this repository's type " + (embedded_type or "?"))
    if homonym:
        text += _HOMONYM_WHY[homonym].format(type=type_.name, name=name)
    return text


# -- the resolver's reasons for a type not found, a package's or scope's name, and receivers --

def misspelt_type(type_name: str, real_name: str, name: str, where) -> str:
    return f"there is no type {type_name} in the repository; {real_name}.{name} exists ({where.path}:{where.line})"


# How an invented type's name is made from a real one (`how` of invented_type).
_INVENTED_HOW = {
    "project_prefix": "it puts the project's name before",
    "project_in_place": "it puts the project's name in place of a word of",
    "decorates": "it decorates",
    "drops_word": "it drops a word of",
    "word_differs": "one word differs from",
    "words_reordered": "it puts in another order the words of",
}


def invented_type(type_name: str, how: str, real, member) -> str:
    return (f"there is no type {type_name} anywhere in the repository (no definition, import or mention); "
            f"{_INVENTED_HOW[how]} {_at(real)}, which has {_at(member)}")


# How an invented type is named as the repository's own (`how` of invented_own_type).
_OWN_NAMING = {
    "project_name": "it carries the project's name",
    "own_scope": "the text puts it in this repository's own scope",
    "own_prefix": "it carries the prefix of this repository's types",
    "decorates_own": "it decorates one of this repository's types",
}


def invented_own_type(type_name: str, how: str, real: str, path: str, line: int) -> str:
    return (f"there is no type {type_name} anywhere in the repository (no definition, import or mention), yet "
            f"{_OWN_NAMING[how]}; the member is real here as {real} ({path}:{line})")


def invented_project_type(type_name: str, member: str) -> str:
    return (f"there is no type {type_name} anywhere in the repository (no definition, import or mention), yet it "
            f"carries the project's name; and {member} is declared nowhere here and written in none of its files")


def invented_prefixed_type(type_name: str, prefix: str, real: str, path: str, line: int) -> str:
    return (f"there is no type {type_name} anywhere in the repository (no definition, import or mention), yet it "
            f"carries {prefix}, the class prefix of this repository's types, and names its {real} ({path}:{line}) "
            f"with words after it: a type of this library that does not exist")


def invented_generic_type(type_name: str, how: str, real: str, path: str, line: int) -> str:
    change = {"words_after": "with a word added after it", "last_word": "with its last word swapped"}[how]
    return (f"there is no type {type_name} anywhere in the repository (no definition, import or mention), yet the "
            f"text writes it with type arguments, as a type, and it is this repository's {real} ({path}:{line}) "
            f"{change}")


def own_delegate_selector_missing(name: str, first: str, cls: str, proto: str, path: str, line: int) -> str:
    return (f"{name} starts with {first}, the delegating object's name of this repository's {cls}, as every method "
            f"of its protocol {proto} ({path}:{line}) does; {proto} has no {name}, which is declared nowhere in the "
            f"repository and written nowhere in it")


def type_not_in_repo(type_name: str) -> str:
    return f"no type {type_name} in the repository (an external or generated type?)"


def package_member_missing(package: str, files: list[str], name: str) -> str:
    return f"package {package} ({len(files)} file(s) in the repository, e.g. {files[0]}) declares no {name}"


def module_member_missing(module: str, files: list[str], name: str, elsewhere: list[str]) -> str:
    where = f" (it is {elsewhere[0]})" if elsewhere else ""
    return (f"module {module} of this repository ({', '.join(files[:2])}) binds no {name}, directly, by its "
            f"imports or in its stub{where}")


def unknown_in_own_scope(scope: str, name: str) -> str:
    return (f"{scope} is this repository's own scope, and {name} is declared nowhere in the repository and written "
            f"nowhere in it (code, tests or docs)")


def holds_value(value: str, type_name: str, where) -> str:
    """Put before the reason found on the type a value's declaration gives it."""
    return f"{value} holds a {type_name} ({where.path}:{where.line}); "


def variable_of_type(var: str, type_name: str) -> str:
    """Put before the reason found on the type a variable is named after."""
    return f"{var} reads as a variable of {type_name}, which may hold a type outside the repository; "


def field_of_type(field_name: str, type_name: str) -> str:
    """Put before the reason found on the type a field is named after."""
    return f"{field_name} reads as a field of type {type_name}, which may hold a type outside the repository; "


def text_declares_outside(var: str, written: str) -> str:
    return f"the text makes {var} a {written}, which is not a type of the repository"


def text_declares(var: str, type_name: str) -> str:
    """Put before the reason found on the type the text declares a variable with."""
    return f"the text makes {var} a {type_name}; "


def standard_package_member(package: str, name: str) -> str:
    return (f"{package}.{name} may be the standard library's {package} package, which has {name}; "
            f"the repository cannot settle it")


def receiver_is(var: str, type_name: str, where) -> str:
    """Put before the reason found on the type the repository's code gives a variable."""
    return f"{var} is a {type_name} in this repository's code ({where.path}:{where.line}); "


def chain_is(chain: str, type_name: str, where) -> str:
    """Put before the reason found on the type a chain of fields reaches."""
    return f"{chain} is a {type_name} by the repository's code ({where.path}:{where.line}); "


def receiver_usually(var: str, type_name: str, where, name: str, other) -> str:
    return (f"{var} is usually a {type_name} in this repository's code ({where.path}:{where.line}), which has no "
            f"{name}; but {other.qualname} ({other.path}:{other.line}) has it, and the text's {var} may be one of those")


# -- evidence notes and member listings (people read them; reverify reads only the plain kinds
# "type" and "member") --

def inherited_from(qualname: str) -> str:
    return f"inherited from {qualname}"


def returns(type_name: str) -> str:
    return f"returns {type_name}"


def declared_as(var: str, written: str, places: int, total: int) -> str:
    return f"{var} declared as {written} ({places} of {total} places)"


def declared_only_as(var: str, written: str) -> str:
    return f"{var} declared as {written}"


SWIFT_NAME_NOTE = "Swift name"
SAME_FILE_NAME_NOTE = "same file name"
EXISTING_DIRECTORY_NOTE = "existing directory"


def member_line(name: str, params: str | None, line: int, path: str | None = None, via: str | None = None) -> str:
    """One line of what a type really has: `attach(View) :68`, with its file when that is not the
    type's own (`... (okio/Buffer.kt, from BufferedSource)`)."""
    text = f"{name}{params or ''} :{line}"
    if path is not None:
        text += f" ({path}" + (f", from {via}" if via else "") + ")"
    return text


def more_members(count: int) -> str:
    return f"(+{count} more)"
