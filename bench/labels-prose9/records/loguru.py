# Hand-written records for Delgan/loguru (Python, 0.7.x). One ready-made `logger` (a Logger, loguru/_logger.py, typed in
# loguru/__init__.pyi) replaces handlers, formatters and getLogger: sinks are added with add() and removed by id,
# context is attached with bind()/contextualize()/patch(), one-off options with opt(). A record is a TypedDict
# (Record) whose level/file/thread/process are small attribute classes; levels are Level named tuples. The standard
# library's logging names (setLevel, addHandler, warn, getLogger, handlers) and structlog's (new, unbind) are the
# k1/k5 a model brings; Level's fields on RecordLevel are k4. (form, kind, label, target, sugg, text[, also])
LANG = "python"
MODULES = ("loguru",)
ANC = {}
RECORDS = [
    # --- true, English
    ("en", "true", "true", "Logger.bind", None,
     "Session summary: request handlers log through `log = logger.bind(request_id=rid)`, so every line carries the id in `record[\"extra\"]`."),
    ("en", "true", "true", "Logger.disable", None,
     "Our library calls `logger.disable(\"mylib\")` at import; applications opt in with `logger.enable(\"mylib\")`.",
     ["Logger.enable"]),
    ("en", "true", "true", "Logger.patch", None,
     "UTC timestamps come from `logger.patch(lambda r: r.update(time=r[\"time\"].astimezone(timezone.utc)))`, applied once at startup."),
    ("en", "true", "true", "Logger.level", None,
     "Handover: the custom AUDIT level is registered with `logger.level(\"AUDIT\", no=35, color=\"<yellow>\")` before any sink filters on it."),
    ("en", "true", "true", "Logger.exception", None,
     "Inside an except block use `logger.exception(\"sync failed\")`; it logs at ERROR with the traceback attached."),
    ("en", "true", "true", "Logger.configure", None,
     "Tests reset everything with `logger.configure(handlers=[...], extra={\"env\": \"test\"})` instead of adding and removing sinks one by one."),
    # --- true, Chinese
    ("zh", "true", "true", "Logger.parse", None,
     "分析旧日志时用 `logger.parse(path, pattern)` 按正则逐条解析。"),
    ("zh", "true", "true", "Logger.trace", None,
     "最详细的调试输出用 `logger.trace(...)`，级别比 DEBUG 还低。"),
    ("zh", "true", "true", "Level.icon", None,
     "自定义级别可以设置 icon，格式里用 `{level.icon}` 显示。"),
    ("zh", "true", "true", "loguru/_file_sink.py", None,
     "rotation 和 retention 的实现在 loguru/_file_sink.py，按大小轮转是在写入时检查的。"),
    # --- true, Japanese
    ("ja", "true", "true", "Logger.log", None,
     "レベルを動的に決める場合は `logger.log(level_name, message)` を使う。"),
    ("ja", "true", "true", "RecordFile.path", None,
     "フィルタでは `record[\"file\"].path` を見てテストコードのログを除外している。"),
    ("ja", "true", "true", "Message.record", None,
     "カスタム sink に渡される message は文字列だが、`message.record` で元のレコードにアクセスできる。"),
    ("ja", "true", "true", "Logger.reinstall", None,
     "multiprocessing の子プロセスでは `logger.reinstall()` を呼んでハンドラを引き継ぐ。"),
    # --- bare references
    ("bare", "true", "true", "loguru.logger", None, "loguru.logger"),
    ("bare", "true", "true", "Logger.critical", None, "Logger.critical"),
    ("bare", "true", "true", "RecordException.traceback", None, "RecordException.traceback"),
    ("bare", "true", "true", "Record.elapsed", None, "Record.elapsed"),
    ("bare", "true", "true", "Logger.start", None, "Logger.start"),
    ("bare", "true", "true", "Level.no", None, "Level.no"),
    ("bare", "true", "true", "RecordThread.name", None, "RecordThread.name"),
    ("bare", "true", "true", "loguru/__init__.pyi", None, "loguru/__init__.pyi"),
    ("bare", "true", "true", "Logger.enable", None, "Logger.enable()"),
    # --- k1: the standard library's / structlog's names bound to loguru's Logger
    ("en", "k1", "false", "Logger.addHandler", "Logger.add",
     "The Sentry integration is attached with `logger.addHandler(sentry_handler)` after startup."),
    ("zh", "k1", "false", "Logger.unbind", "Logger.bind",
     "请求结束后调用 `logger.unbind(\"request_id\")`，避免串到下一个请求。"),
    ("ja", "k1", "false", "Logger.getChild", "Logger.bind",
     "モジュールごとに `logger.getChild(__name__)` でロガーを分けている。"),
    ("bare", "k1", "false", "Logger.isEnabledFor", None, "Logger.isEnabledFor"),
    # --- k2: typo-level variants
    ("zh", "k2", "false", "Logger.opts", "Logger.opt",
     "需要输出彩色标记时用 `logger.opts(colors=True).info(...)`。"),
    ("ja", "k2", "false", "Logger.disabled", "Logger.disable",
     "サードパーティのログは `logger.disabled(\"urllib3\")` で止める。"),
    ("bare", "k2", "false", "Logger.patcher", "Logger.patch", "Logger.patcher"),
    ("bare", "k2", "false", "Logger.successful", "Logger.success", "Logger.successful"),
    # --- k3: invented types decorating real ones
    ("en", "k3", "false", "LoguruLogger.add", "Logger.add",
     "Sinks are registered on the shared `LoguruLogger` instance with `LoguruLogger.add(sink)`."),
    ("zh", "k3", "false", "AsyncLogger.complete", "Logger.complete",
     "异步代码里用 loguru 的 `AsyncLogger`，退出前 `await AsyncLogger.complete()`。"),
    ("ja", "k3", "false", "LoggerConfig.handlers", "Logger.configure",
     "ハンドラの設定は `loguru.LoggerConfig.handlers` にまとめて書く。"),
    # --- k4: a sibling's member on the wrong class
    ("en", "k4", "false", "RecordLevel.color", "Level.color",
     "The dashboard sink colours each line from `record[\"level\"].color`."),
    ("ja", "k4", "false", "RecordFile.line", "Record.line",
     "行番号は `record[\"file\"].line` で取得する。"),
    ("bare", "k4", "false", "RecordThread.pid", "RecordProcess.id", "RecordThread.pid"),
    # --- k5: logging.Logger's attributes taken for loguru's Logger
    ("en", "k5", "false", "Logger.handlers", "Logger.add",
     "The health check counts the configured sinks with `len(logger.handlers)`."),
    ("zh", "k5", "false", "Logger.warn", "Logger.warning",
     "不影响功能的问题用 `logger.warn(...)` 记录。"),
    ("ja", "k5", "false", "Logger.fatal", "Logger.critical",
     "復旧できないエラーは `logger.fatal(...)` で出力してから終了する。"),
    # --- external
    ("en", "ext", "external", "logging.getLogger", None,
     "Third-party libraries still log through `logging.getLogger(__name__)`; an InterceptHandler forwards those records to loguru."),
    ("zh", "ext", "external", "logging.Handler.emit", None,
     "拦截标准库日志的 handler 需要重写 `logging.Handler.emit`，在里面调用 loguru。"),
    ("ja", "ext", "external", "sys.stderr", None,
     "開発環境では `sys.stderr` にだけ出力し、本番ではファイルにも出す。"),
]
