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


def path_beside_note(rel: str) -> str:
    return f"{rel} exists beside the note that names it"


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
    return f"{call}(...) returns a {type_name} ({where.path}:{where.line}); "


def text_typed(var: str, type_name: str) -> str:
    return f"the text names {type_name}, which {var} is named after; "


def fits_another(var: str, qualname: str, path: str, line: int) -> str:
    return f"; but {qualname} ({path}:{line}) has it, and {var} fits that type's name too"


def paired_only(reason: str) -> str:
    return reason + "; the method was paired with the type only by sentence, so it may not be meant as its member"


def stated_absent_and_absent(reason: str) -> str:
    return "stated as absent, and it is absent: " + reason


def stated_absent_but_exists(reason: str) -> str:
    return "stated as absent, but it exists (the text may describe another version): " + reason


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


def split_receiver(var: str, types: list[str]) -> str:
    return (f"{var} is declared in this repository's code only as {', '.join(types[:-1])} or {types[-1]}, "
            f"and none of them has the member; ")
