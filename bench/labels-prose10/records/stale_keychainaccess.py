# Time set: KeychainAccess's CI set-up at v3.0.0 (2016-09-15), checked against the pinned v4.2.2+24 head. .travis.yml and
# the encrypted signing certificates under Lib/Certificates/ went in 5b74b7a ("Remove Travis CI", 2023-11-12). Found with
# `git diff -M --name-status v3.0.0 HEAD`. (form, label, target, sugg, text, "cited_file:line", note)
OLD = "e5884bdca74b2b289b7ba5c9d58a1812147daa9b"  # tag v3.0.0
OLD_DATE = "2016-09-15"
SOURCE_GLOBS = ["*.swift"]
MODULES = ("KeychainAccess",)
ANC = {}
ROWS = [
    ("en", "false", ".travis.yml", None,
     "Device tests run on Travis; the signing steps are in .travis.yml.",
     "README.md:2", "deleted in 5b74b7a (2023-11-12, Remove Travis CI)"),
    ("zh", "false", "Lib/Certificates/", None,
     "CI 用的签名证书加密后放在 Lib/Certificates/ 下。",
     ".travis.yml:13", "deleted in 5b74b7a (2023-11-12)"),
    ("bare", "true", "Lib/KeychainAccess/Keychain.swift", None, "Lib/KeychainAccess/Keychain.swift", "README.md:2", ""),
]
