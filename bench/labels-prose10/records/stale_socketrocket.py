# Time set: SocketRocket's README.rst and project layout at 0.5.1 (2016-05-04), checked against the pinned 0.7.1+6 head.
# The per-platform folders and prefix headers went in 8a686b0 ("Unify all Info.plist into a single one.", 2016-05-05) and
# 85030a5 ("Remove prefix headers, enable clang modules.", 2016-05-05), README.rst in 71a52a5 (2016-07-01, to
# README.md), SocketRocket/Makefile in fc0aad7 (2016-08-23). Found with `git diff -M --name-status 0.5.1 HEAD`.
# (form, label, target, sugg, text, "cited_file:line", note)
OLD = "36e68c11ab131747c401728e79b110e98d98a70f"  # tag 0.5.1
OLD_DATE = "2016-05-04"
SOURCE_GLOBS = ["*.h", "*.m"]
MODULES = ()
ANC = {}
ROWS = [
    ("en", "false", "README.rst", "README.md",
     "Installation steps are in README.rst; follow the framework section there.",
     "README.rst:59", "deleted in 71a52a5 (2016-07-01, Update README and CONTRIBUTING to Markdown)"),
    ("zh", "false", "SocketRocket-iOS/SocketRocket.h", "SocketRocket/SocketRocket.h",
     "iOS target 的 umbrella header 是 SocketRocket-iOS/SocketRocket.h。",
     "README.rst:59", "deleted in 8a686b0 (2016-05-05)"),
    ("bare", "false", "SocketRocket/SocketRocket-Prefix.pch", None, "SocketRocket/SocketRocket-Prefix.pch",
     "README.rst:59", "deleted in 85030a5 (2016-05-05, Remove prefix headers)"),
    ("ja", "false", "SocketRocket/Makefile", None,
     "テストは `SocketRocket/Makefile` の `make test` で回す。",
     "README.rst:154", "deleted in fc0aad7 (2016-08-23, Remove no longer relevant Makefile)"),
    # still there
    ("en", "true", "SocketRocket/SRWebSocket.h", None, "Import `SocketRocket/SRWebSocket.h` directly.", "README.rst:59", ""),
]
