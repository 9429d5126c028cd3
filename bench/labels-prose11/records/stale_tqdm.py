# Time set: tqdm at v4.28.1 (2018-10-21), checked against the pinned v4.69.1+1 head. Found with
# `git diff -M --name-status v4.28.1 HEAD` and `git log --diff-filter=D`: tqdm/auto/__init__.py became tqdm/auto.py in
# 2670a17 ("migrate to new submodule architecture", 2019-08-26); the tests moved out of the package to tests/ in
# f00036b (2020-10-24); .travis.yml went in 0fd71c6 (2020-11-15); tqdm/_version.py in 69a179a ("use setuptools_scm",
# 2020-11-17, now tqdm/version.py); MANIFEST.in in 61acabf (2020-12-25); setup.py/setup.cfg in 2efa1e8 (2023-06-05,
# => pyproject.toml); tox.ini in e6e29eb (2026-06-13, -> pyproject.toml). No public function of tqdm/ is gone (a diff
# of the `def` names of tqdm/*.py at both commits lists only test helpers).
# (form, label, target, sugg, text, "cited_file:line", note)
# Found but left out to keep the time set near 30 vanished references: tqdm/tests/ and MANIFEST.in.
OLD = "350640d3171a568fb3f22d64d898e154541acc56"  # tag v4.28.1
OLD_DATE = "2018-10-21"
SOURCE_GLOBS = ["*.py"]
MODULES = ("contrib", "utils", "auto", "std")
ANC = {}
ROWS = [
    ("en", "false", "setup.py", "pyproject.toml",
     "Add the new extra to `extras_require` in setup.py and bump nothing else.",
     "README.rst:1", "deleted in 2efa1e8 (2023-06-05, build: migrate setup.{cfg,py} => pyproject.toml)"),
    ("zh", "false", "./tox.ini", "pyproject.toml",
     "本地跑全部环境：`tox`，配置在 ./tox.ini。", "README.rst:1",
     "deleted in e6e29eb (2026-06-13, move tox.ini -> pyproject.toml)"),
    ("ja", "false", ".travis.yml", None,
     "CI は .travis.yml で Python 2.6〜3.7 を回している。", "README.rst:848",
     "deleted in 0fd71c6 (2020-11-15, CI: migrate fully Travis => GHA)"),
    ("en", "false", "tqdm/_version.py", "tqdm/version.py",
     "Release checklist: bump `__version__` in `tqdm/_version.py`.", "tqdm/_version.py:1",
     "deleted in 69a179a (2020-11-17, use setuptools_scm, upgrade snap build)"),
    ("bare", "false", "tqdm/auto/__init__.py", "tqdm/auto.py", "tqdm/auto/__init__.py", "tqdm/auto/__init__.py:1",
     "became tqdm/auto.py in 2670a17 (2019-08-26, migrate to new submodule architecture)"),
    ("en", "true", "tqdm.set_postfix", None, "Show metrics with `bar.set_postfix(loss=...)`.", "README.rst:1", ""),
]
