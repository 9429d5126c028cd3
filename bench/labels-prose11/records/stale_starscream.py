# Time set: Starscream at 3.1.1 (2019-10-14), checked against the pinned 4.0.8 head. The 4.0 rewrite replaced the
# delegate protocols and SSLSecurity: `func websocketDidConnect` and Sources/Starscream/SSLSecurity.swift went in
# b386d1e ("Cleaned up docs, example project, licensing, etc", 2019-04-27, on the 4.0 line merged later),
# Sources/Starscream/Compression.swift in 7bb64ba (2019-02-04, now Sources/Compression/WSCompression.swift),
# SSLClientCertificate.swift in c0d564f (2019-04-27), .travis.yml and build.sh in ea9a6ff (2023-08-19). Found with
# `git diff -M --name-status 3.1.1 HEAD`, `git log -S` and a diff of the protocol members at both commits.
# (form, label, target, sugg, text, "cited_file:line", note)
# Found but left out to keep the time set near 30 vanished references: WebSocketAdvancedDelegate and Sources/Starscream/Compression.swift.
OLD = "e6b65c6d9077ea48b4a7bdda8994a1d3c6969c8d"  # tag 3.1.1
OLD_DATE = "2019-10-14"
SOURCE_GLOBS = ["*.swift"]
MODULES = ("Starscream",)
ANC = {}
ROWS = [
    ("en", "false", "WebSocketDelegate.websocketDidReceiveMessage", "WebSocketDelegate.didReceive",
     "Incoming text arrives in `websocketDidReceiveMessage(socket:text:)` of the WebSocketDelegate.",
     "Sources/Starscream/WebSocket.swift:316", "removed with the 4.0 delegate rewrite (b386d1e, 2019-04-27); now didReceive(event:client:)"),
    ("zh", "false", "WebSocketPongDelegate", None,
     "心跳回包通过 `WebSocketPongDelegate` 回调。",
     "Sources/Starscream/WebSocket.swift:321", "removed in the 4.0 rewrite; pongs are WebSocketEvent.pong"),
    ("en", "false", "SSLSecurity", "FoundationSecurity",
     "Certificate pinning is configured with `SSLSecurity(certs:usePublicKeys:)` on the socket.",
     "Sources/Starscream/SSLSecurity.swift:1", "deleted in b386d1e (2019-04-27); FoundationSecurity now"),
    ("bare", "false", "Sources/Starscream/SSLSecurity.swift", "Sources/Security/FoundationSecurity.swift",
     "Sources/Starscream/SSLSecurity.swift", "Sources/Starscream/SSLSecurity.swift:1", "deleted in b386d1e (2019-04-27)"),
    ("ja", "false", "./build.sh", None,
     "ビルドは `./build.sh` を実行する。", "README.md:1",
     "deleted in ea9a6ff (2023-08-19, feat: cleanup, update for latest xcode/swift, add release workflow)"),
    ("en", "true", "WebSocket.connect", None, "Open the socket with `socket.connect()`.", "Sources/Starscream/WebSocket.swift:1", ""),
]
