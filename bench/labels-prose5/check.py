"""This set's additions to the checker (bench/labels-prose/targets.py over bench/labels-prose/facts.py, after
labels-prose4's check.py). Loaded by build.py; each addition is a shape of this set's repositories that the earlier
sets' repositories do not have, so it changes nothing they build.
"""
from __future__ import annotations

import sys

C = sys.modules["check"]  # bench/labels-prose/targets.py, already loaded by recordset (see build.py)
F = C.F

# yaml-cpp declares its classes with an export macro between the keyword and the name (`class YAML_CPP_API Node {`),
# as fmt and spdlog do with FMT_*/SPDLOG_* (labels-prose3): the same slot, one more macro family.
F.TYPE_DECL["cpp"] = F.TYPE_DECL["cpp"].replace(r"(?:FMT|SPDLOG)_\w+", r"(?:FMT|SPDLOG|YAML_CPP)_\w+")
F.DECL_ANYWHERE["cpp"] = F.DECL_ANYWHERE["cpp"].replace(r"(?:FMT|SPDLOG)_\w+", r"(?:FMT|SPDLOG|YAML_CPP)_\w+")
