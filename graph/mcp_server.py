"""The MCP server: experiences for an agent during a session (``governance mcp``).

Tools (the same answers as the HTTP API and ``governance search``, through ``graph.serving``):

- ``search_experiences(query, repo?, files?, symbols?, limit?)`` -> {"query", "hit", "results", "latency_ms"}
- ``get_experience(id)`` -> the experience, and whether it is served now
- ``report_feedback(id, helpful, note?)`` -> recorded
- ``verify_references(text, repo?)`` -> the verifier's verdict and claims (check a method before calling it)

Transports: stdio (for ``.mcp.json`` / Codex ``config.toml``) and streamable HTTP (``--http HOST:PORT``,
endpoint ``/mcp``). Built on ``mcp`` 2.x's ``MCPServer`` (``mcp.server.mcpserver``); the version is
pinned in pyproject.toml. Tool functions are synchronous: the SDK runs them in a worker thread, and the
Retriever serialises access to its store. A caller's mistake (unknown id, bad limit) is a ``ToolError``:
the agent gets the message as an error result; anything else stays a crash logged on the server.
"""
from __future__ import annotations

from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

from .serving import RequestError, Retriever, SearchRequest

INSTRUCTIONS = (
    "Team experiences governed against this repository's code: call search_experiences with what you are "
    "about to do (and the files you are in) before changing unfamiliar code; each result's code references "
    "were checked against the code as it is now before it was served. Report whether one helped with report_feedback. Check a class or "
    "method you are about to call with verify_references."
)


def build_server(retriever: Retriever, session: str | None = None) -> MCPServer:
    server = MCPServer(name="governance", instructions=INSTRUCTIONS)

    @server.tool(description="Search the team's governed experiences for the task at hand. Give the files you are "
                             "working in (and symbols you touch): experiences about code near them rank first. "
                             "hit is false when nothing relevant is stored.")
    def search_experiences(query: str, repo: str | None = None, files: list[str] | None = None,
                           symbols: list[str] | None = None, limit: int = 3) -> dict[str, Any]:
        try:
            out = retriever.search(SearchRequest(query=query, repo=repo, files=files or [], symbols=symbols or [],
                                                 limit=limit, client="mcp", session=session))
        except RequestError as e:
            raise ToolError(str(e)) from None
        return out.response.model_dump()

    @server.tool(description="One experience by id, with whether it is served now (status, kill switch, stale claims).")
    def get_experience(id: str) -> dict[str, Any]:
        exp = retriever.get(id)
        if exp is None:
            raise ToolError(f"no experience {id}")
        return exp

    @server.tool(description="Tell the team whether an experience helped (helpful true/false, optional note).")
    def report_feedback(id: str, helpful: bool, note: str | None = None) -> dict[str, Any]:
        try:
            return retriever.feedback(id, helpful, note, client="mcp")
        except KeyError as e:
            raise ToolError(e.args[0]) from None
        except RequestError as e:
            raise ToolError(str(e)) from None

    @server.tool(description="Verify the code references in a text (classes, methods, paths) against the repository: "
                             "verdict verified | factual_error | unverifiable, with evidence file:line and suggestions.")
    def verify_references(text: str, repo: str | None = None) -> dict[str, Any]:
        try:
            return retriever.verify_references(text, repo)
        except RequestError as e:
            raise ToolError(str(e)) from None

    return server


def parse_host_port(text: str) -> tuple[str, int]:
    host, sep, port = text.rpartition(":")
    if not sep or not port.isdigit() or not 0 <= int(port) <= 65535:
        raise ValueError(f"--http {text!r}: expected HOST:PORT, e.g. 127.0.0.1:8765")
    return host or "127.0.0.1", int(port)


def run(retriever: Retriever, http: str | None = None) -> None:
    server = build_server(retriever)
    if http:
        host, port = parse_host_port(http)
        server.settings.log_level = "WARNING"
        server.run("streamable-http", host=host, port=port)
    else:
        server.run("stdio")
