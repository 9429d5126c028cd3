# Time set: clikt's docs at 3.5.4 (2023-06-20), checked against the pinned 5.1 head. Clikt 4 moved all terminal IO
# to Mordant (73bca246 "Use mordant for IO", a87a3eeb "Use mordant for all platform-specific code"): CliktConsole,
# TermUi (echo/confirm/editText) and CliktHelpFormatter are gone (help formatters are MordantHelpFormatter and
# PlaintextHelpFormatter now), and Context.Builder.console with them; found by a diff of the declared names at both
# commits. completionOption survives (completion/CompletionBuiltins.kt), a stale_true. (form, label, target, sugg,
# text, "cited_file:line", note)
OLD = "4c6437bbcec237c018cbf74617ac1086b694be19"  # tag 3.5.4
OLD_DATE = "2023-06-20"
SOURCE_GLOBS = ["*.kt"]
MODULES = ("clikt",)
ANC = {"CliktCommand": ("CoreCliktCommand", "BaseCliktCommand"), "CoreCliktCommand": ("BaseCliktCommand",)}
ROWS = [
    ("en", "false", "CliktConsole", None,
     "Tests swap stdin/stdout by implementing `CliktConsole` in an object and installing it in the root context.",
     "docs/advanced.md:266", "removed with the move to Mordant (73bca246, 2023-06-20)"),
    ("zh", "false", "Context.Builder.console", None,
     "根命令里 `init { context { console = MyConsole } }` 替换输入输出。",
     "docs/advanced.md:286", "removed with CliktConsole (73bca246)"),
    ("ja", "false", "TermUi.editText", None,
     "コミットメッセージの入力は `TermUi.editText(...)` でエディタを開いて受け取る。",
     "docs/advanced.md:378", "TermUi removed (a87a3eeb, 2024-05-18)"),
    ("en", "false", "CliktHelpFormatter", "PlaintextHelpFormatter",
     "Defaults are shown in --help via `context { helpFormatter = CliktHelpFormatter(showDefaultValues = true) }`.",
     "docs/documenting.md:226", "replaced by MordantHelpFormatter / PlaintextHelpFormatter in clikt 4"),
    # still there
    ("en", "true", "clikt.completionOption", None,
     "Shell completion is offered with `MyCommand().completionOption().main(args)`.", "docs/autocomplete.md:68", ""),
    ("zh", "true", "Context.Builder.helpOptionNames", None,
     "Windows 风格的帮助参数：`context { helpOptionNames = setOf(\"/help\") }`。", "docs/commands.md:281", ""),
    ("bare", "true", "CliktCommand.main", None, "CliktCommand.main", "README.md:34", "through CoreCliktCommand (ANC)"),
]
