# Time set: click's docs and sources at 7.1.2 (2020-04-27), checked against the pinned 8.x head.
# Found by hand from `git diff -M --name-status 7.1.2 HEAD` (the docs went from .rst to .md; _bashcomplete.py and
# _unicodefun.py deleted) and a diff of the defs/classes of src/click at both commits; each removal's commit from
# `git log -S`. Names that 8.x still serves through a module __getattr__ with a deprecation warning
# (BaseCommand, MultiCommand, OptionParser, get_text_stream) are not used: they still resolve in a sense.
# (form, label, target, sugg, text, "cited_file:line", note)
OLD = "1784558ed7c75c65764d2a434bd9cbb206ca939d"  # tag 7.1.2
OLD_DATE = "2020-04-27"
SOURCE_GLOBS = ["*.py"]
MODULES = ("click",)
ANC = {"Group": ("Command",), "Option": ("Parameter",), "Argument": ("Parameter",)}
ROWS = [
    ("en", "false", "click.get_terminal_size", None,
     "Table output is sized with `click.get_terminal_size()` so it wraps at the terminal width.", "docs/api.rst:63",
     "removed in d88e771a (2021-11-10): use shutil.get_terminal_size"),
    ("zh", "false", "Group.resultcallback", "Group.result_callback",
     "链式子命令的结果在 `@cli.resultcallback()` 装饰的函数里统一处理。", "docs/commands.rst:366",
     "declared on MultiCommand, Group's base at 7.1.2; renamed result_callback in 8.0, the old name removed in f00d15ee (2021-11-10)"),
    ("ja", "false", "Parameter.autocompletion", "Parameter.shell_complete",
     "補完候補は引数の autocompletion に関数を渡して返す（`@click.argument(\"envvar\", autocompletion=get_env_vars)`）。",
     "docs/bashcomplete.rst:51", "renamed shell_complete in 3faede8b (2020-10-03)"),
    ("zh", "false", "CliRunner.mix_stderr", None,
     "测试里要单独断言错误输出时，创建 `CliRunner(mix_stderr=False)`，否则 stderr 会混进 output。",
     "src/click/testing.py:130", "removed in 0e0c0032 (2024-11-03): stdout and stderr are always kept apart"),
    ("en", "false", "src/click/_bashcomplete.py", "src/click/shell_completion.py",
     "Completion for our wrapper script follows `src/click/_bashcomplete.py`; read it before touching the env var.",
     "src/click/_bashcomplete.py:1", "deleted by the completion redesign 3c4cacb1 (2020-10-03)"),
    ("en", "false", "docs/bashcomplete.rst", "docs/shell-completion.md",
     "How to enable completion for users is in docs/bashcomplete.rst.", "docs/index.rst:82",
     "replaced by docs/shell-completion.rst in de75b40b, now docs/shell-completion.md"),
    ("zh", "false", "docs/upgrading.rst", "docs/upgrade-guides.md",
     "升级注意事项见 docs/upgrading.rst。", "docs/index.rst:106", "removed in 883feba5 (2023-08-30)"),
    # still there
    ("en", "true", "Context.ensure_object", None,
     "Subcommands that store state call `ctx.ensure_object(dict)` first.", "docs/commands.rst:92", ""),
    ("zh", "true", "Context.resilient_parsing", None,
     "eager 回调里如果 `ctx.resilient_parsing` 为真就直接返回。", "docs/options.rst:530", ""),
    ("ja", "true", "click.get_current_context", None,
     "深い関数からは `click.get_current_context()` で Context を取る。", "docs/advanced.rst:361", ""),
]
