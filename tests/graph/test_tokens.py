"""Bearer tokens (graph/tokens.py, `governance token ...`) on both backends."""
import json
import sqlite3

import pytest
from pg_db import any_backend, pg_server, pg_url  # noqa: F401  (fixtures)

from graph import tokens
from graph.cli import main
from graph.store import Store


def test_a_token_is_shown_once_stored_hashed_and_scoped(any_backend):
    store = Store(any_backend)
    text, tok = tokens.create(store, "alice", ["qqbrowser", "chromium-shell"], actor="lead")
    assert text.startswith(f"cf_{tok.id}_") and tok.repos == ("qqbrowser", "chromium-shell") and not tok.admin
    row = store.db.execute("SELECT * FROM tokens WHERE id=?", (tok.id,)).fetchone()
    secret = text.split("_", 2)[2]
    assert secret not in json.dumps(dict(row)) and len(row["hash"]) == 64
    assert all(secret not in json.dumps(a) for a in store.audit_log(tok.id))
    who = tokens.authenticate(store, text)
    assert who == tok and who.allows("qqbrowser", "read") and who.allows("qqbrowser", "upload")
    assert not who.allows("other-repo", "read") and not who.may("admin")
    assert tokens.from_header(store, f"Bearer {text}") == tok and tokens.from_header(store, f"Basic {text}") is None
    for wrong in (None, "", "nonsense", text[:-1] + ("A" if text[-1] != "A" else "B"), f"cf_00000000_{secret}"):
        assert tokens.authenticate(store, wrong) is None, wrong
    assert [a["action"] for a in store.audit_log(tok.id)] == ["token_created"]
    assert store.audit_log(tok.id)[0]["actor"] == "lead"
    store.close()


def test_admin_tokens_cover_every_repository(any_backend):
    store = Store(any_backend)
    text, tok = tokens.create(store, "lead", admin=True)
    assert tok.admin and tokens.authenticate(store, text).allows("anything", "read")
    assert tokens.authenticate(store, text).may("admin")
    store.close()


def test_scopes_limit_what_a_token_may_do_for_its_repositories(any_backend):
    store = Store(any_backend)
    up_text, _ = tokens.create(store, "alice-hook", ["qqbrowser"], scopes=["upload"])
    read_text, _ = tokens.create(store, "agent", ["qqbrowser"], scopes=["read"])
    uploader, reader = tokens.authenticate(store, up_text), tokens.authenticate(store, read_text)
    assert uploader.scopes == ("upload",) and reader.scopes == ("read",)    # as stored, read back
    assert uploader.allows("qqbrowser", "upload") and not uploader.allows("qqbrowser", "read")
    assert reader.allows("qqbrowser", "read") and not reader.allows("qqbrowser", "upload")
    with pytest.raises(ValueError, match="scopes"):
        tokens.create(store, "bad", ["qqbrowser"], scopes=["write"])
    with pytest.raises(ValueError, match="unknown scope"):
        reader.may("delete")
    assert tokens.list_tokens(store)[0].public()["scopes"] == ["upload"]
    store.close()


def test_revoked_tokens_stop_working_and_names_can_be_reused(any_backend):
    store = Store(any_backend)
    text, tok = tokens.create(store, "ci", ["qqbrowser"])
    with pytest.raises(ValueError, match="already named ci"):
        tokens.create(store, "ci", ["qqbrowser"])
    revoked = tokens.revoke(store, "ci", actor="lead")
    assert revoked.revoked_at and not revoked.allows("qqbrowser", "read")
    assert tokens.authenticate(store, text) is None
    assert tokens.revoke(store, tok.id) == revoked  # revoking again changes nothing
    text2, tok2 = tokens.create(store, "ci", ["qqbrowser"])
    assert tok2.id != tok.id and tokens.authenticate(store, text2) == tok2 and tokens.authenticate(store, text) is None
    assert [t.id for t in tokens.list_tokens(store)] == [tok.id, tok2.id]
    assert [t.id for t in tokens.list_tokens(store, include_revoked=False)] == [tok2.id]
    assert [a["action"] for a in store.audit_log(tok.id)] == ["token_created", "token_revoked"]
    with pytest.raises(KeyError):
        tokens.revoke(store, "nobody")
    store.close()


@pytest.mark.parametrize("name, repos, admin, message", [
    ("bob", [], False, "--repo R"),
    ("", ["r"], False, "token name"),
    ("has space", ["r"], False, "token name"),
    ("bob", ["r", " "], False, "empty repository"),
])
def test_bad_token_requests_are_refused_and_store_nothing(tmp_path, name, repos, admin, message):
    store = Store(tmp_path / "s.sqlite")
    with pytest.raises(ValueError, match=message):
        tokens.create(store, name, repos, admin=admin)
    assert store.count("tokens") == 0 and store.count("audit") == 0
    store.close()


def test_cli_token_create_list_revoke(any_backend, capsys):
    assert main(["token", "create", "alice", "--repo", "qqbrowser", "--repo", "chromium-shell", "--db", any_backend]) == 0
    out = capsys.readouterr()
    text = out.out.strip()
    assert text.startswith("cf_") and "shown this once" in out.err and text not in out.err
    assert main(["token", "create", "lead", "--admin", "--db", any_backend, "--json"]) == 0
    lead = json.loads(capsys.readouterr().out)
    assert lead["admin"] is True and lead["token"].startswith("cf_")
    assert main(["token", "list", "--db", any_backend, "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [(t["name"], t["repos"], t["admin"]) for t in listed] == [
        ("alice", ["qqbrowser", "chromium-shell"], False), ("lead", [], True)]
    assert text not in json.dumps(listed) and all("hash" not in t and "salt" not in t for t in listed)
    assert main(["token", "revoke", "alice", "--db", any_backend]) == 0
    assert "revoked" in capsys.readouterr().out
    assert main(["token", "list", "--db", any_backend]) == 0
    assert "alice" not in capsys.readouterr().out
    assert main(["token", "list", "--all", "--db", any_backend]) == 0
    assert "alice" in capsys.readouterr().out
    assert main(["token", "revoke", "nobody", "--db", any_backend]) == 1
    assert main(["token", "create", "bob", "--db", any_backend]) == 2   # neither --repo nor --admin
    assert "--repo R" in capsys.readouterr().err
    store = Store(any_backend)
    assert tokens.authenticate(store, text) is None and tokens.authenticate(store, lead["token"]).admin
    store.close()


def test_reading_commands_do_not_create_a_store(tmp_path, capsys):
    db = tmp_path / "none.sqlite"
    assert main(["token", "list", "--db", str(db)]) == 2
    assert not db.exists() and "no store at" in capsys.readouterr().err


def test_tokens_table_comes_with_migration_8(tmp_path):
    from graph.store import migrate

    db = sqlite3.connect(tmp_path / "s.sqlite")
    migrate(db, target=7)
    assert not db.execute("SELECT name FROM sqlite_master WHERE name='tokens'").fetchone()
    migrate(db, target=8)
    assert db.execute("SELECT name FROM sqlite_master WHERE name='tokens'").fetchone()


def test_cli_token_create_with_a_scope(any_backend, capsys):
    assert main(["token", "create", "alice-hook", "--repo", "qqbrowser", "--scope", "upload", "--db", any_backend,
                 "--json"]) == 0
    made = json.loads(capsys.readouterr().out)
    assert made["scopes"] == ["upload"]
    assert main(["token", "list", "--db", any_backend]) == 0
    assert "qqbrowser (upload)" in capsys.readouterr().out


def test_tokens_made_before_scopes_existed_may_upload_and_read(tmp_path):
    from graph.store import migrate

    db = sqlite3.connect(tmp_path / "s.sqlite")
    migrate(db, target=11)
    db.execute("INSERT INTO tokens(id, name, salt, hash, repos, admin, created_at, created_by) "
               "VALUES ('0badc0de', 'old', '00', 'x', '[\"qqbrowser\"]', 0, 't', 'admin')")
    db.commit()
    db.close()
    store = Store(tmp_path / "s.sqlite")
    [old] = tokens.list_tokens(store)
    assert old.allows("qqbrowser", "upload") and old.allows("qqbrowser", "read")
    store.close()
