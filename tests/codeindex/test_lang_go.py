"""Go fixture: sample_repos/qqbrowser/services/pushgw — one package over several files: a struct whose
methods are declared in another file (receiver types), an interface and structs that implement it
implicitly, embedded structs (bases: embedding promotes methods), a generic type, a defined type
with methods, constants, package variables, functions; qualified names start with the package."""
from pathlib import Path

from symtab import one, rows

PUSHGW = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser" / "services" / "pushgw"


def extract(extractor, name):
    result = extractor.extract("go", (PUSHGW / name).read_bytes())
    assert result.parse_errors == 0, name
    assert result.package == "pushgw", name
    return result


def test_gateway_struct_with_embedded_fields(extractor):
    result = extract(extractor, "gateway.go")
    assert rows(result) == [
        ("pushgw.DefaultTTL", "constant", 12, None),
        ("pushgw.maxBatchSize", "constant", 13, None),
        ("pushgw.ErrGatewayClosed", "field", 16, None),
        ("pushgw.Gateway", "struct", 19, None),
        # sync.RWMutex and *Stats are embedded: bases, not named fields
        ("pushgw.Gateway.senders", "field", 22, "pushgw.Gateway"),
        ("pushgw.Gateway.pending", "field", 23, "pushgw.Gateway"),
        ("pushgw.Gateway.ttl", "field", 24, "pushgw.Gateway"),
        ("pushgw.Gateway.closed", "field", 25, "pushgw.Gateway"),
        ("pushgw.Option", "type_alias", 29, None),
        ("pushgw.NewGateway", "function", 31, None),   # its local g is not a symbol
        ("pushgw.WithSender", "function", 44, None),
        ("pushgw.WithTTL", "function", 48, None),
    ]
    assert result.imports == [("errors", 5), ("sync", 6), ("time", 7)]
    gateway = one(result, "pushgw.Gateway")
    assert (gateway.bases, gateway.end_line) == (("sync.RWMutex", "Stats"), 26)
    assert one(result, "pushgw.NewGateway").params == "(opts ...Option)"
    assert one(result, "pushgw.WithTTL").params == "(ttl time.Duration)"
    assert not any(s.attached for s in result.symbols)


def test_methods_declared_in_another_file_attach_to_the_receiver(extractor):
    result = extract(extractor, "send.go")
    assert rows(result) == [
        ("pushgw.Gateway.Send", "method", 9, "pushgw.Gateway"),
        ("pushgw.Gateway.Broadcast", "method", 29, "pushgw.Gateway"),
        ("pushgw.Gateway.Close", "method", 40, "pushgw.Gateway"),
        ("pushgw.Gateway.senderFor", "method", 52, "pushgw.Gateway"),
    ]
    assert all(s.attached for s in result.symbols)
    assert [s.params for s in result.symbols] == [
        "(ctx context.Context, msg *Message)", "(ctx context.Context, msgs []*Message)", "()", "(p Platform)"]
    assert result.imports == [("context", 4), ("fmt", 5)]


def test_interface_and_implicit_implementations(extractor):
    result = extract(extractor, "sender.go")
    assert rows(result) == [
        ("pushgw.Sender", "interface", 10, None),
        ("pushgw.Sender.Platform", "method", 12, "pushgw.Sender"),
        ("pushgw.Sender.Send", "method", 13, "pushgw.Sender"),
        # `var ( _ Sender = (*APNsSender)(nil) ... )` at lines 18-19 declares nothing
        ("pushgw.baseSender", "struct", 23, None),
        ("pushgw.baseSender.platform", "field", 24, "pushgw.baseSender"),
        ("pushgw.baseSender.client", "field", 25, "pushgw.baseSender"),
        ("pushgw.baseSender.Platform", "method", 28, "pushgw.baseSender"),
        ("pushgw.baseSender.Close", "method", 30, "pushgw.baseSender"),
        ("pushgw.APNsSender", "struct", 36, None),
        ("pushgw.APNsSender.Topic", "field", 38, "pushgw.APNsSender"),
        ("pushgw.NewAPNsSender", "function", 41, None),
        ("pushgw.APNsSender.Send", "method", 45, "pushgw.APNsSender"),
        ("pushgw.FCMSender", "struct", 59, None),
        ("pushgw.FCMSender.ProjectID", "field", 61, "pushgw.FCMSender"),
        ("pushgw.FCMSender.Send", "method", 64, "pushgw.FCMSender"),
    ]
    assert one(result, "pushgw.Sender").bases == ("io.Closer",)            # embedded interface
    assert one(result, "pushgw.APNsSender").bases == ("baseSender",)       # Close, Platform promoted
    assert one(result, "pushgw.FCMSender").bases == ("baseSender",)
    assert one(result, "pushgw.baseSender").bases == ()
    # Go has no implements clause: implementing Sender is not a base
    attached = {(s.qualname, s.line): s.attached for s in result.symbols if s.kind == "method"}
    assert attached == {
        ("pushgw.Sender.Platform", 12): False,       # interface methods sit in the type's body
        ("pushgw.Sender.Send", 13): False,
        ("pushgw.baseSender.Platform", 28): True,
        ("pushgw.baseSender.Close", 30): True,
        ("pushgw.APNsSender.Send", 45): True,
        ("pushgw.FCMSender.Send", 64): True,
    }
    assert one(result, "pushgw.Sender.Send").params == "(ctx context.Context, msg *Message)"
    assert result.imports == [("context", 4), ("io", 5), ("net/http", 6)]


def test_defined_type_with_methods_iota_constants_alias(extractor):
    result = extract(extractor, "message.go")
    assert rows(result) == [
        ("pushgw.Platform", "type_alias", 6, None),
        ("pushgw.PlatformIOS", "constant", 9, None),
        ("pushgw.PlatformAndroid", "constant", 10, None),
        ("pushgw.PlatformHarmony", "constant", 11, None),
        ("pushgw.Platform.String", "method", 14, "pushgw.Platform"),
        ("pushgw.MessageID", "type_alias", 26, None),
        ("pushgw.Message", "struct", 28, None),
        ("pushgw.Message.ID", "field", 29, "pushgw.Message"),
        ("pushgw.Message.Platform", "field", 30, "pushgw.Message"),
        ("pushgw.Message.DeviceToken", "field", 31, "pushgw.Message"),
        ("pushgw.Message.Title", "field", 32, "pushgw.Message"),     # `Title, Body string`
        ("pushgw.Message.Body", "field", 32, "pushgw.Message"),
        ("pushgw.Message.Payload", "field", 33, "pushgw.Message"),
        ("pushgw.Message.ExpiresAt", "field", 34, "pushgw.Message"),
    ]
    assert one(result, "pushgw.Platform.String").attached is True
    assert result.imports == [("time", 3)]


def test_generic_type_receivers_lose_type_arguments(extractor):
    result = extract(extractor, "queue.go")
    assert rows(result) == [
        ("pushgw.Queue", "struct", 6, None),
        ("pushgw.Queue.mu", "field", 7, "pushgw.Queue"),
        ("pushgw.Queue.items", "field", 8, "pushgw.Queue"),
        ("pushgw.Queue.capacity", "field", 9, "pushgw.Queue"),
        ("pushgw.NewQueue", "function", 12, None),
        ("pushgw.Queue.Push", "method", 16, "pushgw.Queue"),    # receiver *Queue[T]
        ("pushgw.Queue.Pop", "method", 25, "pushgw.Queue"),
        ("pushgw.Queue.Len", "method", 37, "pushgw.Queue"),
    ]
    assert [s.params for s in result.symbols if s.kind in ("method", "function")] == [
        "(capacity int)", "(item T)", "()", "()"]
    assert [s.attached for s in result.symbols if s.kind == "method"] == [True, True, True]


def test_embedded_struct_target(extractor):
    result = extract(extractor, "stats.go")
    assert rows(result) == [
        ("pushgw.Stats", "struct", 6, None),
        ("pushgw.Stats.Sent", "field", 7, "pushgw.Stats"),
        ("pushgw.Stats.Failed", "field", 8, "pushgw.Stats"),
        ("pushgw.Stats.Snapshot", "method", 11, "pushgw.Stats"),
    ]
    assert one(result, "pushgw.Stats.Snapshot").attached is True
    assert result.imports == [("sync/atomic", 3)]


def test_every_method_in_the_package_is_found_once(extractor):
    """The verifier's view of the package: type -> methods, across all files."""
    methods: dict[str, list[str]] = {}
    for path in sorted(PUSHGW.glob("*.go")):
        for s in extract(extractor, path.name).symbols:
            if s.kind == "method":
                methods.setdefault(s.container, []).append(f"{s.name}@{path.name}:{s.line}")
    assert methods == {
        "pushgw.Gateway": ["Send@send.go:9", "Broadcast@send.go:29", "Close@send.go:40", "senderFor@send.go:52"],
        "pushgw.Platform": ["String@message.go:14"],
        "pushgw.Queue": ["Push@queue.go:16", "Pop@queue.go:25", "Len@queue.go:37"],
        "pushgw.Sender": ["Platform@sender.go:12", "Send@sender.go:13"],
        "pushgw.baseSender": ["Platform@sender.go:28", "Close@sender.go:30"],
        "pushgw.APNsSender": ["Send@sender.go:45"],
        "pushgw.FCMSender": ["Send@sender.go:64"],
        "pushgw.Stats": ["Snapshot@stats.go:11"],
    }


SNIPPET = b"""\
package feeds

import (
\t"context"
\tlog "log/slog"
)

const (
\tmaxItems, minItems = 50, 1
)

var _ = log.Info
var cache, hits = map[string]int{}, 0

type (
\tCursor string
\tPage[T any] struct {
\t\tItems []T
\t\tNext  *Cursor
\t\tMeta  struct{ Total int }
\t}
\tNumber interface{ ~int | ~float64 }
\tReader interface {
\t\tcontext.Context
\t\tRead(p []byte) (int, error)
\t}
)

func (p Page[T]) Len() int { return len(p.Items) }

func init() {
\tconst local = 1
\ttype inner struct{ x int }
\t_ = inner{x: local}
}

func Map[T, U any](xs []T, f func(T) U) []U { return nil }
"""


def test_language_corners(extractor):
    result = extractor.extract("go", SNIPPET)
    assert result.parse_errors == 0
    assert result.package == "feeds"
    assert result.imports == [("context", 4), ("log/slog", 5)]
    assert [(s.qualname, s.kind, s.line, s.container, s.attached) for s in result.symbols] == [
        ("feeds.maxItems", "constant", 9, None, False),     # both names of `a, b = 1, 2`
        ("feeds.minItems", "constant", 9, None, False),
        ("feeds.cache", "field", 13, None, False),           # `var _ = ...` is skipped
        ("feeds.hits", "field", 13, None, False),
        ("feeds.Cursor", "type_alias", 16, None, False),
        ("feeds.Page", "struct", 17, None, False),
        ("feeds.Page.Items", "field", 18, "feeds.Page", False),
        ("feeds.Page.Next", "field", 19, "feeds.Page", False),
        ("feeds.Page.Meta", "field", 20, "feeds.Page", False),   # Total (anonymous struct) is not
        ("feeds.Number", "interface", 22, None, False),
        ("feeds.Reader", "interface", 23, None, False),
        ("feeds.Reader.Read", "method", 25, "feeds.Reader", False),
        ("feeds.Page.Len", "method", 29, "feeds.Page", True),
        ("feeds.init", "function", 31, None, False),         # local const and type are dropped
        ("feeds.Map", "function", 37, None, False),
    ]
    by_name = {s.qualname: s for s in result.symbols}
    assert by_name["feeds.Number"].bases == ()                # a union constraint is not a base
    assert by_name["feeds.Reader"].bases == ("context.Context",)
    assert by_name["feeds.Map"].params == "(xs []T, f func(T) U)"
