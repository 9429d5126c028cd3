# Time set: afero's README at v1.2.0 (2018-12-17), checked against the pinned head. .travis.yml went in 015be45 ("Move CI
# tests to GitHub Action", 2022-07-14); found with `git diff -M --name-status v1.2.0 HEAD`. No exported Go name of
# v1.2.0 is gone. (form, label, target, sugg, text, "cited_file:line", note)
OLD = "a5d6946387efe7d64d09dcba68cdd523dc1273a3"  # tag v1.2.0
OLD_DATE = "2018-12-17"
SOURCE_GLOBS = ["*.go"]
MODULES = {"afero": ".", "mem": "mem"}
ANC = {}
ROWS = [
    ("ja", "false", ".travis.yml", None,
     "Go のバージョン行列は .travis.yml で管理している。",
     "README.md:5", "deleted in 015be45 (2022-07-14, Move CI tests to GitHub Action)"),
    ("en", "true", "afero.NewMemMapFs", None, "Tests build their tree on `afero.NewMemMapFs()`.", "README.md:5", ""),
]
