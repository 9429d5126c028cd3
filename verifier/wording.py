"""English wording of verdicts that the history and notes reporters produce (people read these;
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


def gone_name_reason(name: str, path: str, line: int, rev: str, removed_in: str | None, removed_on: str | None) -> str:
    text = f"{name} is in no source file now, but {path}:{line} had it at {rev}"
    if removed_in:
        text += f": removed or renamed in {removed_in}, {removed_on}"
    return text


def path_beside_note(rel: str) -> str:
    return f"{rel} exists beside the note that names it"


def no_history(root: str, detail: str) -> str:
    return f"references are checked against the current code only: {detail}"
