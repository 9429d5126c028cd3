# Time set: urfave/cli's docs at v2.23.4 (2022-11-04, the newest v2 tag that is an ancestor of the v3 head), checked
# against the pinned v3 head. v3 folded App and Context into Command (app.go and context.go deleted), renamed
# Subcommands/BashComplete/EnableBashCompletion, replaced EnvVars/FilePath with Sources, and moved altsrc out of the
# repository; found by a diff of the exported names at both commits and `git diff -M --name-status`. ShowAppHelp
# survives as a backward-compatible variable (help.go:52), a stale_true. (form, label, target, sugg, text, "cited_file:line", note)
OLD = "46043dde652210a50363c58d65ef40d5a22b7de4"  # tag v2.23.4
OLD_DATE = "2022-11-04"
SOURCE_GLOBS = ["*.go"]
MODULES = {"cli": "."}
ANC = {}
ROWS = [
    ("en", "false", "App.Run", "Command.Run",
     "main builds `app := &cli.App{...}` and ends with `if err := app.Run(os.Args); err != nil { log.Fatal(err) }`.",
     "docs/v2/examples/arguments.md:32", "v3: App merged into Command; app.go deleted"),
    ("en", "false", "App.EnableBashCompletion", "Command.EnableShellCompletion",
     "Completion is switched on with `EnableBashCompletion: true` on the App.",
     "docs/v2/examples/bash-completions.md:28", "renamed EnableShellCompletion on Command in v3"),
    ("zh", "false", "Command.Subcommands", "Command.Commands",
     "`template` 命令下面的 add/remove 写在它的 `Subcommands: []*cli.Command{...}` 里。",
     "docs/v2/examples/bash-completions.md:52", "v3 field Commands"),
    ("ja", "false", "Command.BashComplete", "Command.ShellComplete",
     "補完候補は各コマンドの `BashComplete: func(cCtx *cli.Context) {...}` で出している。",
     "docs/v2/examples/bash-completions.md:111", "v3 field ShellComplete"),
    ("en", "false", "Context.String", "Command.String",
     "Inside the action the message is read with `cCtx.String(\"message\")`.",
     "docs/v2/examples/combining-short-options.md:49", "v3: the action receives *cli.Command; context.go deleted"),
    ("zh", "false", "StringFlag.FilePath", "cli.Files",
     "数据库密码也可以从文件读：flag 上写 `FilePath: \"/etc/mysql/password\"`。",
     "docs/v2/examples/flags.md:405", "v3: Sources: cli.Files(...)"),
    ("en", "false", "altsrc/", None,
     "YAML config values are loaded through the altsrc package (`altsrc.NewIntFlag`, `altsrc.InitInputSourceWithContext`).",
     "docs/v2/examples/flags.md:421", "altsrc moved to its own repository for v3"),
    ("bare", "false", "cli.NewApp", "Command",
     "cli.NewApp()", "docs/v1/examples/arguments.md:23", "v1/v2 constructor, gone with App"),
    ("ja", "false", "app.go", None,
     "App の定義とデフォルト値は app.go にある。", "docs/v2/examples/arguments.md:25", "deleted in v3 (App merged into Command)"),
    # still there
    ("en", "true", "cli.ShowAppHelp", None,
     "When no subcommand is given the action falls back to `cli.ShowAppHelp(cCtx)`.",
     "docs/v2/examples/full-api-example.md:185", "kept as a backward-compatible var (help.go:52)"),
    ("zh", "true", "Args.Get", None,
     "第一个位置参数用 `cCtx.Args().Get(0)` 读取。", "docs/v2/examples/arguments.md:27", ""),
    ("bare", "true", "cli.HelpFlag", None, "cli.HelpFlag", "docs/v2/examples/full-api-example.md:34", ""),
]
