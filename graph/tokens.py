"""Bearer tokens for the team server: created, listed, revoked and checked against the store's `tokens` table.

A token reads `cf_<id>_<secret>`: `id` (8 hex digits) finds the row, `secret` (32 random bytes,
URL-safe base64) proves it. Only `sha256(salt || secret)` is stored, with a random salt per token; the
token itself is returned once by `create` and never written anywhere. A fast hash is enough here
because the secret is 256 random bits (nothing to guess from a dictionary); slow hashes such as scrypt
protect low-entropy passwords, and would cost every request tens of milliseconds.

Each token is scoped to repositories and to what it may do for them (`allows(repo, scope)`): `upload`
(a developer's hook sends transcripts), `read` (search, MCP, experiences), or both. An admin token may
act on every repository and do what needs admin (contradiction resolution, disable, rollback, retire,
statistics, the audit log). Creating and revoking are recorded in the audit log under the token's id —
never its secret.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets
from dataclasses import dataclass

from .store import Store, now

PREFIX = "cf_"
SCOPES = ("upload", "read")   # what a token may do for its repositories; admin is a flag of its own
_TOKEN = re.compile(r"^cf_([0-9a-f]{8})_([A-Za-z0-9_-]{43})$")
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$")


@dataclass(frozen=True)
class Token:
    id: str
    name: str
    repos: tuple[str, ...]
    admin: bool
    created_at: str
    created_by: str
    revoked_at: str | None = None
    scopes: tuple[str, ...] = SCOPES

    @property
    def active(self) -> bool:
        return self.revoked_at is None

    def may(self, scope: str) -> bool:
        """Whether this token may `scope` ('upload', 'read' or 'admin') for some repository."""
        if scope not in SCOPES + ("admin",):
            raise ValueError(f"unknown scope {scope!r}")
        return self.active and (self.admin or scope in self.scopes)

    def allows(self, repo: str, scope: str) -> bool:
        """Whether this token may `scope` ('upload' or 'read') for `repo`."""
        return self.may(scope) and (self.admin or repo in self.repos)

    def public(self) -> dict:
        """What `token list` shows: everything but the hash."""
        return {"id": self.id, "name": self.name, "repos": list(self.repos), "scopes": list(self.scopes),
                "admin": self.admin, "created_at": self.created_at, "created_by": self.created_by,
                "revoked_at": self.revoked_at}


def _digest(salt: str, secret: str) -> str:
    return hashlib.sha256(bytes.fromhex(salt) + secret.encode()).hexdigest()


def _token(row) -> Token:
    return Token(id=row["id"], name=row["name"], repos=tuple(json.loads(row["repos"])), admin=bool(row["admin"]),
                 created_at=row["created_at"], created_by=row["created_by"], revoked_at=row["revoked_at"],
                 scopes=tuple(json.loads(row["scopes"])))


def create(store: Store, name: str, repos: list[str] | tuple[str, ...] = (), admin: bool = False,
           actor: str = "admin", scopes: list[str] | tuple[str, ...] = SCOPES) -> tuple[str, Token]:
    """A new token for `name`, scoped to `repos` (or every repository when `admin`) and to `scopes`
    (upload, read). Returns the token text — shown this once, stored only hashed — and its record."""
    scopes = tuple(dict.fromkeys(scopes))
    unknown = [s for s in scopes if s not in SCOPES]
    if unknown or not scopes:
        raise ValueError(f"token scopes {list(scopes)}: give one or more of {', '.join(SCOPES)}")
    if not _NAME.match(name or ""):
        raise ValueError(f"token name {name!r}: use 1-64 letters, digits, '.', '_', '@' or '-', starting with a letter or digit")
    repos = tuple(dict.fromkeys(r.strip() for r in repos))
    if any(not r for r in repos):
        raise ValueError("an empty repository name")
    if not repos and not admin:
        raise ValueError(f"token {name}: give the repositories it may use (--repo R, repeatable) or --admin")
    with store.db:
        if store.db.execute("SELECT 1 FROM tokens WHERE name=? AND revoked_at IS NULL", (name,)).fetchone():
            raise ValueError(f"an active token is already named {name}: revoke it first, or choose another name")
        while True:
            tid = secrets.token_hex(4)
            if not store.db.execute("SELECT 1 FROM tokens WHERE id=?", (tid,)).fetchone():
                break
        secret = secrets.token_urlsafe(32)
        salt = secrets.token_hex(16)
        ts = now()
        store.db.execute(
            "INSERT INTO tokens(id, name, salt, hash, repos, admin, created_at, created_by, scopes) "
            "VALUES (?,?,?,?,?,?,?,?,?)",
            (tid, name, salt, _digest(salt, secret), json.dumps(list(repos)), int(admin), ts, actor,
             json.dumps(list(scopes))))
        store.audit("token_created", tid, {"name": name, "repos": list(repos), "scopes": list(scopes),
                                           "admin": admin}, actor=actor)
    return f"{PREFIX}{tid}_{secret}", Token(tid, name, repos, admin, ts, actor, scopes=scopes)


def list_tokens(store: Store, include_revoked: bool = True) -> list[Token]:
    # In creation order: rowid (SQLite's own; graph/pg.py gives PostgreSQL tables one), not the clock's seconds.
    q = "SELECT * FROM tokens" + ("" if include_revoked else " WHERE revoked_at IS NULL") + " ORDER BY rowid"
    return [_token(r) for r in store.db.execute(q)]


def revoke(store: Store, name_or_id: str, actor: str = "admin") -> Token:
    """Revoke the active token with this name or id (a token already revoked is returned as it is)."""
    with store.db:
        row = store.db.execute("SELECT * FROM tokens WHERE (name=? OR id=?) AND revoked_at IS NULL",
                               (name_or_id, name_or_id)).fetchone()
        if row is None:
            row = store.db.execute("SELECT * FROM tokens WHERE id=? OR name=? ORDER BY revoked_at DESC",
                                   (name_or_id, name_or_id)).fetchone()
            if row is None:
                raise KeyError(f"no token named or with id {name_or_id}")
            return _token(row)
        store.db.execute("UPDATE tokens SET revoked_at=? WHERE id=?", (now(), row["id"]))
        store.audit("token_revoked", row["id"], {"name": row["name"]}, actor=actor)
        row = store.db.execute("SELECT * FROM tokens WHERE id=?", (row["id"],)).fetchone()
    return _token(row)


def authenticate(store: Store, presented: str | None) -> Token | None:
    """The active token `presented` is, or None (absent, malformed, unknown, wrong secret, revoked)."""
    m = _TOKEN.match((presented or "").strip())
    if not m:
        return None
    row = store.db.execute("SELECT * FROM tokens WHERE id=?", (m.group(1),)).fetchone()
    if row is None or not hmac.compare_digest(row["hash"], _digest(row["salt"], m.group(2))):
        return None
    token = _token(row)
    return token if token.active else None


def from_header(store: Store, authorization: str | None) -> Token | None:
    """The token of an HTTP `Authorization: Bearer ...` header, or None."""
    scheme, _, value = (authorization or "").partition(" ")
    return authenticate(store, value) if scheme.lower() == "bearer" else None
