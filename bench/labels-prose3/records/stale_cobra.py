# Time set: cobra's docs at 7039e1f (2022-09-30), checked against the current head. The Markdown docs moved
# under site/content/ in dcb405a (2023-06-20); git's rename detection (git diff -M) gives the new path where one exists.
OLD = "7039e1fa214cfc1de404ed6540158c8fda64a758"
OLD_DATE = "2022-09-30"
SOURCE_GLOBS = ["*.go", "doc/*.go"]
MODULES = {"cobra": ".", "doc": "doc"}
ANC = {}
ROWS = [
    ("en", "false", "user_guide.md", "site/content/user_guide.md",
     "For anything beyond the basics, read `user_guide.md` in the cobra repository before adding a new subcommand.", "README.md:107",
     "renamed to site/content/user_guide.md in dcb405a (R067)"),
    ("en", "false", "shell_completions.md", "site/content/completions/_index.md",
     "Completion setup for bash, zsh and fish is described in `shell_completions.md`; follow it rather than hand-writing scripts.", "active_help.md:26",
     "renamed to site/content/completions/_index.md in dcb405a (R081)"),
    ("zh", "false", "shell_completions.md", "site/content/completions/_index.md",
     "自动补全的配置见 cobra 的 shell_completions.md，里面有各个 shell 的说明。", "user_guide.md:683", "second citation"),
    ("ja", "false", "shell_completions.md", "site/content/completions/_index.md",
     "bash の補完は `shell_completions.md` の手順どおりに設定する。", "bash_completions.md:3", "third citation"),
    ("en", "false", "bash_completions.md", "site/content/completions/bash.md",
     "Legacy bash completion (`BashCompletionFunction`) is covered in `bash_completions.md`.", "shell_completions.md:411",
     "renamed to site/content/completions/bash.md in dcb405a (R098)"),
    ("zh", "false", "zsh_completions.md", "site/content/completions/zsh.md",
     "zsh 补全的特殊注意事项在 zsh_completions.md 里。", "shell_completions.md:477",
     "renamed to site/content/completions/zsh.md in dcb405a (R098)"),
    ("ja", "false", "active_help.md", "site/content/active_help.md",
     "入力中のヒント表示（Active Help）の使い方は `active_help.md` を参照。", "user_guide.md:687",
     "renamed to site/content/active_help.md in dcb405a (R085)"),
    ("en", "false", "projects_using_cobra.md", "site/content/projects_using_cobra.md",
     "When we publish the CLI, add it to `projects_using_cobra.md` with a PR upstream.", "README.md:7",
     "renamed to site/content/projects_using_cobra.md in dcb405a (R080)"),
    ("zh", "false", "doc/README.md", None,
     "生成 man/markdown 文档的入口说明在 doc/README.md。", "user_guide.md:679",
     "deleted in dcb405a; site/content/docgen/_index.md was added, not detected as a rename"),
    ("en", "false", "doc/md_docs.md", "site/content/docgen/md.md",
     "The Markdown generator options (`GenMarkdownTreeCustom`, front matter) are documented in `doc/md_docs.md`.", "doc/README.md:4",
     "renamed to site/content/docgen/md.md in dcb405a (R098)"),
    ("ja", "false", "doc/man_docs.md", "site/content/docgen/man.md",
     "man ページの生成方法は `doc/man_docs.md` にある。", "doc/README.md:3",
     "renamed to site/content/docgen/man.md in dcb405a (R100)"),
    ("en", "true", "doc.GenMarkdownTree", None,
     "Generate the reference docs with `doc.GenMarkdownTree(cmd, \"/tmp\")` from a small main package.", "doc/md_docs.md:20", ""),
    ("zh", "true", "cobra.OnInitialize", None, "配置文件在 `cobra.OnInitialize(initConfig)` 里读取。", "user_guide.md:103", ""),
    ("ja", "true", "Command.MarkFlagRequired", None, "`rootCmd.MarkFlagRequired(\"region\")` で必須フラグにする。", "user_guide.md:294", ""),
    ("en", "true", "Command.SetHelpTemplate", None, "Custom help output goes through `cmd.SetHelpTemplate(tmpl)`.", "user_guide.md:501", ""),
]
