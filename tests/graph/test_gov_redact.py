from graph.redact import redact, trim_tool_output


def test_each_secret_shape_is_redacted():
    samples = {
        "api_key": "export OPENAI_KEY_VALUE=sk-proj-9QmT4x2LwZk7RbVn3HcY8sJd1FgPq6Ae",
        "aws_key": "aws id AKIAIOSFODNN7EXAMPLE here",
        "github_token": "push with ghp_abcdefghijklmnopqrstuvwxyz0123456789",
        "bearer": "curl -H 'Authorization: Bearer abcdef0123456789abcdef0123'",
        "assignment": "db password: hunter2-Prod!",
        "url_credentials": "git clone https://lin:s3cretpass@git.example.com/qb.git",
        "jwt": "token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    }
    secrets = ["sk-proj-9QmT4x2LwZk7RbVn3HcY8sJd1FgPq6Ae", "AKIAIOSFODNN7EXAMPLE",
               "ghp_abcdefghijklmnopqrstuvwxyz0123456789", "abcdef0123456789abcdef0123", "hunter2-Prod!",
               "s3cretpass", "dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"]
    for (kind, text), secret in zip(samples.items(), secrets):
        out, n = redact(text)
        assert secret not in out, kind
        assert n >= 1 and "[REDACTED:" in out, kind


def test_private_key_block_is_removed_whole():
    text = "key:\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\nQyNTUxOQAAACDn4Xb1\n-----END OPENSSH PRIVATE KEY-----\nafter"
    out, n = redact(text)
    assert "b3BlbnNzaC1rZXktdjEAAAAA" not in out and "QyNTUxOQAAACDn4Xb1" not in out
    assert out.endswith("after") and n == 1


def test_ordinary_text_is_untouched():
    text = "Cross-module switch references must not pass a String parameter; use SwitchKey (token budget: 2 s)."
    assert redact(text) == (text, 0)


def test_trim_keeps_head_and_tail():
    log = "\n".join(f"line {i}" for i in range(2000))
    out = trim_tool_output(log)
    assert out.startswith("line 0\n") and out.endswith("line 1999")
    assert "trimmed" in out and len(out) < 1000
    assert trim_tool_output("short") == "short"
