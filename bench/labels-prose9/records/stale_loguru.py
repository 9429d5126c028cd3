# Time set: loguru's README, setup.py and sources at 0.4.1 (2020-01-19), checked against the pinned 0.7.x head. The
# colour markup module loguru/_colored_string.py (class ColoredString) was replaced by loguru/_colorizer.py in e2a337a
# (2020-04-13), docs/make.bat was deleted in 30ee26a (2024-05-17) and README.rst became README.md in ef12cbb
# (2024-12-03, "Convert README from RST to MD"); found with `git diff -M --name-status 0.4.1 HEAD` and
# `git log --diff-filter=D`. (form, label, target, sugg, text, "cited_file:line", note)
OLD = "1e253f104bb02babddcda42ba1ccfeea72ba2142"  # tag 0.4.1
OLD_DATE = "2020-01-19"
SOURCE_GLOBS = ["*.py"]
MODULES = ("loguru",)
ANC = {}
ROWS = [
    ("en", "false", "README.rst", "README.md",
     "The package long description is read from README.rst in setup.py, so keep that file valid reStructuredText.",
     "setup.py:13", "README.rst became README.md in ef12cbb (2024-12-03)"),
    ("zh", "false", "loguru/_colored_string.py", "loguru/_colorizer.py",
     "颜色标记 `<red>...</red>` 的解析在 loguru/_colored_string.py 的 AnsiParser 里。",
     "loguru/_logger.py:92", "replaced by loguru/_colorizer.py in e2a337a (2020-04-13), AnsiParser moved with it"),
    ("ja", "false", "ColoredString", None,
     "opt(colors=True) のメッセージは内部で `ColoredString` に変換される。",
     "loguru/_colored_string.py:321", "removed with loguru/_colored_string.py in e2a337a; ColoredMessage/Colorizer in loguru/_colorizer.py"),
    ("bare", "false", "docs/make.bat", None, "docs/make.bat",
     "docs/make.bat:1", "deleted in 30ee26a (2024-05-17)"),
    # still there
    ("en", "true", "Logger.add", None,
     "Sinks are added with `logger.add(sys.stderr, format=\"{time} {level} {message}\", level=\"INFO\")`.",
     "README.rst:160", ""),
    ("zh", "true", "AnsiParser", None,
     "颜色标记由 `AnsiParser` 解析。", "loguru/_colored_string.py:71", "moved to loguru/_colorizer.py, still declared"),
]
