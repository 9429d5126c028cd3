"""This set's additions to the checker (bench/labels-prose/targets.py over bench/labels-prose/facts.py, after
labels-prose4/5/6's check.py). Loaded by build.py; each addition is a shape of this set's repositories that the
earlier sets' repositories do not have, so it changes nothing they build.
"""
from __future__ import annotations

import re
import sys

C = sys.modules["check"]  # bench/labels-prose/targets.py, already loaded by recordset (see build.py)
F = C.F
_check6 = sys.modules["check6"]

# p-ranav/argparse puts an attribute before the return type on the line above the name
# (`[[deprecated("Use cout << program; instead.")]] std::string` / `print_help() const {`); labels-prose6's rule for a
# return type on its own line wants a bare type there. The attribute says nothing about what is declared: drop it.
_ATTRIBUTE = re.compile(r"^(\s*)\[\[(?:[^\[\]]|\[[^\[\]]*\])*\]\]\s*")
_above_before = _check6._return_type_above


def _return_type_above(lines: list[str], k: int) -> bool:
    return _above_before([_ATTRIBUTE.sub(r"\1", line) for line in lines], k)


_check6._return_type_above = _return_type_above


# urfave/cli v3 declares its flags as one generic struct (`type FlagBase[T any, C any, VC ValueCreator[T, C]] struct {`,
# `type StringFlag = FlagBase[...]`); facts.TYPE_DECL["go"] wants a blank right after the name, so FlagBase's fields
# (Sources, Required, Destination) were on no type. A type parameter list may sit between the name and the kind.
F.TYPE_DECL["go"] = F.TYPE_DECL["go"].replace(r"{T}\s+", r"{T}(?:\[.*\])?\s+", 1)

# urfave/cli's overridable package-level functions are variables (`var ShowRootCommandHelp = DefaultShowRootCommandHelp`);
# facts.DECL_ANYWHERE["go"] reads funcs and (indented) fields or block members only. A top-level var or const is a
# package-level name too.
F.DECL_ANYWHERE["go"] = F.DECL_ANYWHERE["go"] + r"|^(?:var|const)\s+{m}\b"
