# Hand-written records for facebookincubator/SocketRocket (Objective-C, 0.7.1+6). SRWebSocket (SocketRocket/SRWebSocket.h:
# initWithURLRequest:..., open, closeWithCode:reason:, sendString:error:, sendData:error:, sendPing:error:, the
# delegate/delegateDispatchQueue/readyState properties), the SRWebSocketDelegate protocol (webSocketDidOpen:,
# webSocket:didReceiveMessageWithString:, webSocket:didCloseWithCode:reason:wasClean:), SRSecurityPolicy (defaultPolicy,
# the real, misspelt `pinnningPolicyWithCertificates:`), and the NSURLRequest/NSRunLoop categories. Starscream's and
# CocoaAsyncSocket's names (connect, disconnect, writeString:, websocketDidConnect:) are the k1 a model brings;
# NSURLSessionWebSocketTask's (resume, sendMessage:completionHandler:, cancelWithCloseCode:reason:) are k5.
# (form, kind, label, target, sugg, text[, also])
LANG = "objc"
MODULES = ()
ANC = {}
RECORDS = [
    # --- true, English
    ("en", "true", "true", "SRWebSocket.sendString:error:", None,
     "Session summary: replaced the deprecated `send:` with `[socket sendString:payload error:&error]` and now log the error instead of dropping it."),
    ("en", "true", "true", "SRWebSocket.closeWithCode:reason:", None,
     "Rule: on logout call `closeWithCode:SRStatusCodeNormal reason:@\"logout\"` on the SRWebSocket; a bare `close` sends no reason to the server."),
    ("en", "true", "true", "SRWebSocketDelegate.webSocket:didCloseWithCode:reason:wasClean:", None,
     "Reconnect logic lives in `webSocket:didCloseWithCode:reason:wasClean:`; when `wasClean` is NO we back off and retry."),
    ("en", "true", "true", "SRWebSocket.initWithURLRequest:protocols:", None,
     "The chat socket is created with `-[SRWebSocket initWithURLRequest:protocols:]` so the server can pick `chat.v2`."),
    ("en", "true", "true", "SRWebSocket.delegateDispatchQueue", None,
     "Handover: delegate callbacks arrive on the main queue unless `delegateDispatchQueue` is set; we set it to the sync queue."),
    ("en", "true", "true", "SRWebSocket.send:", None,
     "The old analytics module still calls `send:` on the SRWebSocket; it is deprecated but still compiles."),
    ("en", "true", "true", "SRSecurityPolicy.pinnningPolicyWithCertificates:", None,
     "Certificate pinning: build the policy with `+[SRSecurityPolicy pinnningPolicyWithCertificates:]` (yes, three n's in the real selector)."),
    # --- true, Chinese
    ("zh", "true", "true", "SRWebSocketDelegate.webSocketDidOpen:", None,
     "连接建立后在 `webSocketDidOpen:` 里发送认证消息，不要在 open 调用之后立即发送。"),
    ("zh", "true", "true", "SRWebSocket.sendPing:error:", None,
     "心跳每 30 秒调用一次 `[webSocket sendPing:nil error:&err]`。"),
    ("zh", "true", "true", "SRWebSocket.readyState", None,
     "发送前检查 `socket.readyState == SR_OPEN`，否则会抛异常。"),
    ("zh", "true", "true", "SRWebSocketDelegate.webSocket:didReceiveMessageWithString:", None,
     "文本消息在 `webSocket:didReceiveMessageWithString:` 回调里解析 JSON。"),
    ("zh", "true", "true", "SRSecurityPolicy.defaultPolicy", None,
     "测试环境用 `[SRSecurityPolicy defaultPolicy]`，线上用证书固定。"),
    # --- true, Japanese
    ("ja", "true", "true", "SRWebSocket.scheduleInRunLoop:forMode:", None,
     "バックグラウンドスレッドで動かす場合は `scheduleInRunLoop:forMode:` で専用の NSRunLoop に載せる。"),
    ("ja", "true", "true", "SRWebSocketDelegate.webSocket:didFailWithError:", None,
     "接続失敗は `webSocket:didFailWithError:` に来る。ここで再接続タイマーを起動する。"),
    ("ja", "true", "true", "SRWebSocket.sendData:error:", None,
     "バイナリは `-[SRWebSocket sendData:error:]` で送る。"),
    # --- bare references
    ("bare", "true", "true", "SRWebSocket.open", None, "-[SRWebSocket open]"),
    ("bare", "true", "true", "SRWebSocket.sendDataNoCopy:error:", None, "-[SRWebSocket sendDataNoCopy:error:]"),
    ("bare", "true", "true", "SRWebSocketDelegate.webSocket:didReceivePong:", None, "webSocket:didReceivePong:"),
    ("bare", "true", "true", "SRWebSocketDelegate.webSocketShouldConvertTextFrameToString:", None, "SRWebSocketDelegate webSocketShouldConvertTextFrameToString:"),
    ("bare", "true", "true", "SRSecurityPolicy.evaluateServerTrust:forDomain:", None, "-[SRSecurityPolicy evaluateServerTrust:forDomain:]"),
    ("bare", "true", "true", "NSRunLoop.SR_networkRunLoop", None, "+[NSRunLoop SR_networkRunLoop]"),
    ("bare", "true", "true", "SocketRocket/Internal/Proxy/", None, "SocketRocket/Internal/Proxy/"),
    ("bare", "true", "true", "SRWebSocket.requestCookies", None, "SRWebSocket.requestCookies"),
    ("bare", "true", "true", "SRWebSocket.unscheduleFromRunLoop:forMode:", None, "-[SRWebSocket unscheduleFromRunLoop:forMode:]"),
    # --- k1: Starscream / CocoaAsyncSocket names bound to SRWebSocket
    ("en", "k1", "false", "SRWebSocket.connect", "SRWebSocket.open",
     "After setting the delegate, call `[self.socket connect]` on the SRWebSocket to start the handshake."),
    ("zh", "k1", "false", "SRWebSocket.writeString:", "SRWebSocket.sendString:error:",
     "发送文本用 `-[SRWebSocket writeString:]`。"),
    ("ja", "k1", "false", "SRWebSocketDelegate.websocketDidConnect:", "SRWebSocketDelegate.webSocketDidOpen:",
     "接続完了は SRWebSocketDelegate の `websocketDidConnect:` で受け取る。"),
    ("bare", "k1", "false", "SRWebSocket.disconnect", "SRWebSocket.close", "-[SRWebSocket disconnect]"),
    # --- k2: typo-level variants of SocketRocket's own selectors
    ("en", "k2", "false", "SRSecurityPolicy.pinningPolicyWithCertificates:", "SRSecurityPolicy.pinnningPolicyWithCertificates:",
     "Pinning is enabled with `[SRSecurityPolicy pinningPolicyWithCertificates:@[cert]]`."),
    ("zh", "k2", "false", "SRWebSocket.initWithURLRequest:protocols:allowUntrustedSSLCertificates:", "SRWebSocket.initWithURLRequest:protocols:allowsUntrustedSSLCertificates:",
     "自签名证书的测试服务器用 `initWithURLRequest:protocols:allowUntrustedSSLCertificates:` 创建。"),
    ("bare", "k2", "false", "SRWebSocket.closeWithCode:reasons:", "SRWebSocket.closeWithCode:reason:", "-[SRWebSocket closeWithCode:reasons:]"),
    ("bare", "k2", "false", "SRWebSocketDelegate.webSocket:didReceiveMessageWithStrings:", "SRWebSocketDelegate.webSocket:didReceiveMessageWithString:", "webSocket:didReceiveMessageWithStrings:"),
    # --- k3: invented types decorating the real ones
    ("en", "k3", "false", "SRWebSocketClient.open", "SRWebSocket.open",
     "The shared `SRWebSocketClient` wraps the socket; `-[SRWebSocketClient open]` is idempotent."),
    ("zh", "k3", "false", "SRWebSocketConfiguration.timeoutInterval", None,
     "超时通过 `SRWebSocketConfiguration.timeoutInterval` 设置。"),
    ("ja", "k3", "false", "SRWebSocketManager.sendString:error:", "SRWebSocket.sendString:error:",
     "送信は `[[SRWebSocketManager shared] sendString:error:]` を経由する。"),
    # --- k4: a member of the delegate, the policy or the socket on the wrong type
    ("en", "k4", "false", "SRWebSocket.evaluateServerTrust:forDomain:", "SRSecurityPolicy.evaluateServerTrust:forDomain:",
     "Override `evaluateServerTrust:forDomain:` in an SRWebSocket subclass to accept the staging certificate."),
    ("zh", "k4", "false", "SRWebSocket.defaultPolicy", "SRSecurityPolicy.defaultPolicy",
     "默认安全策略用 `+[SRWebSocket defaultPolicy]` 获取。"),
    ("bare", "k4", "false", "SRWebSocket.webSocketDidOpen:", "SRWebSocketDelegate.webSocketDidOpen:", "-[SRWebSocket webSocketDidOpen:]"),
    ("bare", "k4", "false", "SRWebSocketDelegate.closeWithCode:reason:", "SRWebSocket.closeWithCode:reason:", "SRWebSocketDelegate closeWithCode:reason:"),
    # --- k5: NSURLSessionWebSocketTask's names taken for SRWebSocket's
    ("en", "k5", "false", "SRWebSocket.resume", "SRWebSocket.open",
     "Like any task, the SRWebSocket does nothing until you call `[socket resume]`."),
    ("zh", "k5", "false", "SRWebSocket.sendMessage:completionHandler:", "SRWebSocket.sendString:error:",
     "SRWebSocket 发送消息用 `sendMessage:completionHandler:`，在回调里处理错误。"),
    ("ja", "k5", "false", "SRWebSocket.cancelWithCloseCode:reason:", "SRWebSocket.closeWithCode:reason:",
     "画面を閉じるときは SRWebSocket の `cancelWithCloseCode:reason:` を呼ぶ。"),
    # --- external
    ("en", "ext", "external", "NSURLSessionWebSocketTask", None,
     "On iOS 13+ we evaluated `NSURLSessionWebSocketTask` but stayed on SocketRocket for the proxy support."),
    ("zh", "ext", "external", "SecTrustEvaluateWithError", None,
     "自定义校验最终调用系统的 `SecTrustEvaluateWithError`。"),
    ("ja", "ext", "external", "GCDAsyncSocket", None,
     "生の TCP 通信には CocoaAsyncSocket の `GCDAsyncSocket` を使っている。"),
    # --- added: Japanese, a bracketed alloc/init and a URLSession homonym
    ("ja", "true", "true", "SRWebSocket.initWithURL:protocols:", None,
     "サブプロトコル付きの接続は `[[SRWebSocket alloc] initWithURL:url protocols:@[@\"v2\"]]` で作る。"),
    ("ja", "k5", "false", "SRWebSocket.receiveMessageWithCompletionHandler:", "SRWebSocketDelegate.webSocket:didReceiveMessage:",
     "メッセージは SRWebSocket の `receiveMessageWithCompletionHandler:` で 1 件ずつ受け取る。"),
]
