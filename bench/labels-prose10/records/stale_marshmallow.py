# Time set: marshmallow's sources and contributor docs at 3.0.0 (2019-08-18), checked against the pinned 3.23.0+4 head.
# The class BaseSchema went in fc6c3628 ("Remove unnecessary inheritance complexity", 2019-09-16), the Azure pipeline in 23a02863
# ("Move from Azure to GHA", 2023-02-21), setup.py/setup.cfg/MANIFEST.in in 937141da ("Dev chores", 2024-01-18, to
# pyproject.toml). Found with `git diff -M --name-status 3.0.0 HEAD`, `git log -S` and a diff of the class names.
# (form, label, target, sugg, text, "cited_file:line", note)
OLD = "349213cdf5057a6d1db8cab3f2d6cdf94f18f53e"  # tag 3.0.0
OLD_DATE = "2019-08-18"
SOURCE_GLOBS = ["*.py"]
MODULES = ("marshmallow", "fields", "validate")
ANC = {}
ROWS = [
    ("en", "true", "BaseSchema", None,
     "Our generic helpers accept any `marshmallow.schema.BaseSchema` so they work with every schema class.",
     "src/marshmallow/schema.py:225", "the class went in fc6c3628 (2019-09-16), but `BaseSchema = Schema` is kept for backwards compatibility (schema.py:1222), so the reference still holds"),
    ("zh", "false", "setup.py", "pyproject.toml",
     "新增依赖时记得同时修改 setup.py 里的 extras_require。",
     "CONTRIBUTING.rst:70", "deleted in 937141da (Dev chores, 2024-01-18); packaging moved to pyproject.toml"),
    ("bare", "false", "./setup.cfg", "pyproject.toml", "./setup.cfg", "CONTRIBUTING.rst:70", "deleted in 937141da (2024-01-18)"),
    ("ja", "false", "./MANIFEST.in", None,
     "sdist に含めるファイルは `./MANIFEST.in` で指定している。",
     "MANIFEST.in:1", "deleted in 937141da (2024-01-18)"),
    ("en", "false", "azure-pipelines.yml", None,
     "CI is defined in `azure-pipelines.yml`; a PR must be green there before merge.",
     "CONTRIBUTING.rst:117", "deleted in 23a02863 (Move from Azure to GHA, 2023-02-21)"),
    # still there
    ("zh", "true", "Schema.load", None, "反序列化用 `schema.load(data)`。", "src/marshmallow/schema.py:225", ""),
]
