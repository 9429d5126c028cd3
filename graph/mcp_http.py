"""MCP's streamable HTTP at ``/mcp`` on the same port as the HTTP JSON API (``governance serve``).

The API runs on ``verifier.httpserver`` (our selector server: bounded workers, deadlines, JSON for every
error), which does not host ASGI apps; the MCP SDK's streamable HTTP transport is one. This module hands
each ``/mcp`` request that server has read whole to the SDK's app (``MCPServer.streamable_http_app``, so
its session handling, protocol-version and DNS-rebinding checks are the SDK's own) on an asyncio loop of
its own thread, and gives the worker back the status, headers and body the app sent.

The app answers POSTs with JSON rather than an event stream (``json_response``): a request in, its result
out, which is all the four tools need and all a server that sends whole answers can carry. A GET asks for
a standing event stream of server-initiated messages, which these tools never send: it is answered 405,
as the transport's specification allows ("the server does not offer an SSE stream at this endpoint"); the
SDK's client then carries on without one. DELETE ends a session as usual.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import threading
import time
from http import HTTPStatus

from verifier.httpserver import HttpError, Request, Response

PATH = "/mcp"
METHODS = ("POST", "DELETE", "GET")


class McpEndpoint:
    """The MCP app of ``server`` (an ``MCPServer``) answering ``/mcp`` requests from worker threads."""

    def __init__(self, server, host: str = "127.0.0.1"):
        self.app = server.streamable_http_app(streamable_http_path=PATH, json_response=True, host=host)
        self._manager = server.session_manager
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._failed: BaseException | None = None
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._run, name="mcp-loop", daemon=True)
        self._thread.start()
        self._ready.wait()
        if self._failed is not None:
            raise RuntimeError(f"the MCP endpoint did not start: {self._failed}") from self._failed

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._main())
        except BaseException as e:  # said by __init__ when it happened before the endpoint was ready
            self._failed = e
            self._ready.set()
        finally:
            self._loop.close()

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        # The session manager's task group holds the sessions; it runs for the endpoint's lifetime.
        async with self._manager.run():
            self._ready.set()
            await self._stop.wait()

    def close(self) -> None:
        if self._thread.is_alive() and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
            self._thread.join(timeout=10)

    def routes(self) -> dict[tuple[str, str], object]:
        return {(m, PATH): self.handle for m in METHODS}

    # -- one request

    def handle(self, req: Request) -> Response:
        if req.method == "GET":
            raise HttpError(HTTPStatus.METHOD_NOT_ALLOWED, "this server sends no event stream on GET /mcp; POST "
                            "JSON-RPC messages (answers come back as JSON)", {"Allow": "POST, DELETE"})
        remaining = req.deadline - time.monotonic()
        if remaining <= 0:
            req.check_deadline()
        future = asyncio.run_coroutine_threadsafe(self._call(req), self._loop)
        try:
            status, headers, body = future.result(timeout=remaining)
        except concurrent.futures.TimeoutError:
            future.cancel()
            raise HttpError(HTTPStatus.SERVICE_UNAVAILABLE, "the MCP request did not finish before its deadline") from None
        content_type = next((v for k, v in headers.items() if k.lower() == "content-type"), "")
        if status >= 400 and not content_type.startswith("application/json"):
            # The SDK refuses some requests in plain text (a wrong Host or Content-Type): said as every
            # other error of this server is, {"error", "status"}.
            raise HttpError(status, body.decode("utf-8", "replace").strip() or HTTPStatus(status).phrase,
                            {k: v for k, v in headers.items() if k.lower() != "content-type"})
        return Response(status, body, headers)

    async def _call(self, req: Request) -> tuple[int, dict[str, str], bytes]:
        query = "&".join(f"{k}={v}" for k, values in req.query.items() for v in values)
        scope = {
            "type": "http", "asgi": {"version": "3.0", "spec_version": "2.3"}, "http_version": "1.1",
            "method": req.method, "scheme": "http", "path": req.path, "raw_path": req.path.encode("latin-1"),
            "query_string": query.encode("latin-1"), "root_path": "",
            "headers": [(k.encode("latin-1"), v.encode("latin-1")) for k, v in req.headers.items()],
            "client": tuple(req.client[:2]) if req.client else None, "server": None, "state": {},
        }
        done = asyncio.Event()
        delivered = False

        async def receive():
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": req.body, "more_body": False}
            await done.wait()  # the client is "connected" until the answer is complete
            return {"type": "http.disconnect"}

        status, headers, chunks = 500, {}, []

        async def send(message):
            nonlocal status, headers
            if message["type"] == "http.response.start":
                status = message["status"]
                for k, v in message.get("headers", []):
                    name = k.decode("latin-1")
                    # The server sets framing itself: a whole body with its Content-Length.
                    if name.lower() not in ("content-length", "transfer-encoding", "connection"):
                        headers[name] = v.decode("latin-1")
            elif message["type"] == "http.response.body":
                chunks.append(message.get("body", b""))
                if not message.get("more_body", False):
                    done.set()

        try:
            await self.app(scope, receive, send)
        finally:
            done.set()
        return status, headers, b"".join(chunks)
