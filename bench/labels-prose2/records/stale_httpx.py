# Time set: HTTPX docs at an old commit (2022-12-30, 0.23), checked against the current head.
OLD = "4cbf13ece2e584b45b935df0a0c670e1863c4569"
OLD_DATE = "2022-12-30"
SOURCE_GLOBS = ["httpx/*.py", "httpx/*/*.py"]
MODULES = ("httpx",)
ANC = {"Client": ("BaseClient",), "AsyncClient": ("BaseClient",)}
ROWS = [
    ("en", "false", "HTTPX_LOG_LEVEL", None,
     "To see every request on the wire, run the script with `HTTPX_LOG_LEVEL=trace`; httpx reads it at import time.", "docs/environment_variables.md:11",
     "removed; httpx now logs through the standard logging module (logger 'httpx')"),
    ("zh", "false", "HTTPX_LOG_LEVEL", None, "排查连接问题时设置环境变量 HTTPX_LOG_LEVEL=debug，就能看到 httpx 的调试日志。", "docs/environment_variables.md:32", "second citation"),
    ("en", "false", "SSLKEYLOGFILE", None,
     "Decrypt the TLS traffic in Wireshark by setting `SSLKEYLOGFILE=keys.log`; httpx passes it to the SSL context.", "docs/environment_variables.md:75",
     "support removed from httpx's SSL config"),
    ("ja", "false", "SSLKEYLOGFILE", None, "TLS の中身を見たいときは `SSLKEYLOGFILE` を設定すれば httpx が鍵を書き出す。", "docs/environment_variables.md:94", "second citation"),
    ("en", "false", "NETRC", None,
     "Credentials come from the file named by the `NETRC` environment variable; httpx falls back to ~/.netrc.", "docs/advanced.md:444",
     "NETRC env handling removed; NetRCAuth takes a file argument"),
    ("zh", "false", "NETRC", None, "用 NETRC 环境变量指定 netrc 文件的位置，httpx 会自动读取。", "docs/advanced.md:447", "second citation"),
    ("en", "true", "Client.trust_env", None, "Set `trust_env=False` on the Client to ignore proxy environment variables.", "docs/advanced.md:439", ""),
    ("zh", "true", "httpx.get", None, "临时关掉环境变量里的代理：`httpx.get(url, trust_env=False)`。", "docs/advanced.md:441", ""),
]
