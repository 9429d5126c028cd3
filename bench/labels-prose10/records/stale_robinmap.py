# Time set: robin-map's CI files at v0.6.2 (2019-09-25), checked against the pinned v1.4.1+2 head. .travis.yml went in
# 50d9336 ("Replace Travis by GitHub Actions", 2022-02-28), appveyor.yml in 21bf2c1 ("Add MSVC to GitHub Actions CI and
# remove AppVeyor", 2022-03-24). Found with `git log --diff-filter=D`. (form, label, target, sugg, text, "cited_file:line", note)
OLD = "908ccf9f039a0e50813544c0444ca664ca292d7c"  # tag v0.6.2
OLD_DATE = "2019-09-25"
SOURCE_GLOBS = ["*.h", "*.cpp"]
MODULES = ("tsl", "rh")
ANC = {}
ROWS = [
    ("en", "false", "appveyor.yml", None,
     "The MSVC build is configured in appveyor.yml; add new compilers to its matrix.",
     "README.md:1", "deleted in 21bf2c1 (2022-03-24)"),
    ("zh", "false", ".travis.yml", None,
     "Linux 上的 GCC/Clang 组合在 .travis.yml 里配置。",
     "README.md:1", "deleted in 50d9336 (2022-02-28, Replace Travis by GitHub Actions)"),
    ("bare", "true", "include/tsl/robin_map.h", None, "include/tsl/robin_map.h", "README.md:1", ""),
]
