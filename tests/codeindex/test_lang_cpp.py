"""C++ fixture: the Chromium-style tree of sample_repos/qqbrowser (chrome/browser/uba behind the
chrome/browser/hooks layer, components/keyed_service, base). Namespaces (nested, anonymous),
classes with in-repo and external bases, a nested class, a template class, a struct, an enum
class, overloads, virtual/override, constants, macros, methods declared in headers and defined
out of line in .cc files (`void UbaService::ReportEvent(...)`, `uba::UbaUploader::Upload`)."""
from pathlib import Path

import pytest

from codeindex.languages import language_for
from symtab import rows

ROOT = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser"


def extract(extractor, rel):
    source = (ROOT / rel).read_bytes()
    lang = language_for(rel, source[:4096])
    assert lang == "cpp", rel
    return extractor.extract(lang, source)


def find(result, qualname, line):
    matches = [s for s in result.symbols if s.qualname == qualname and s.line == line]
    assert len(matches) == 1, (qualname, line, rows(result))
    return matches[0]


EXPECTED = {
    "base/no_destructor.h": [
        ('base', 'namespace', 9, None),
        ('base.NoDestructor', 'class', 14, 'base'),
        ('base.NoDestructor.NoDestructor', 'constructor', 17, 'base.NoDestructor'),
        ('base.NoDestructor.NoDestructor', 'constructor', 21, 'base.NoDestructor'),
        ('base.NoDestructor.~NoDestructor', 'method', 22, 'base.NoDestructor'),
        ('base.NoDestructor.operator*', 'method', 24, 'base.NoDestructor'),
        ('base.NoDestructor.get', 'method', 25, 'base.NoDestructor'),
        ('base.NoDestructor.get', 'method', 26, 'base.NoDestructor'),
        ('base.NoDestructor.storage_', 'field', 29, 'base.NoDestructor'),
    ],
    "chrome/browser/hooks/uba_hooks.cc": [
        ('hooks', 'namespace', 10, None),
        ('hooks.ProfileFor', 'function', 14, 'hooks'),
        ('hooks.UbaHooks.OnPageLoaded', 'method', 21, 'hooks.UbaHooks'),
        ('hooks.UbaHooks.OnPageLoaded', 'method', 27, 'hooks.UbaHooks'),
        ('hooks.UbaHooks.OnTabClosed', 'method', 37, 'hooks.UbaHooks'),
        ('hooks.UbaHooks.IsUbaEnabled', 'method', 45, 'hooks.UbaHooks'),
        ('hooks.RecordStartupEvent', 'function', 50, 'hooks'),
        ('hooks.RecordShutdownEvent', 'function', 55, 'hooks'),
        ('hooks.internal', 'namespace', 62, 'hooks'),
        ('hooks.internal.GetUbaServiceForProfile', 'function', 64, 'hooks.internal'),
    ],
    "chrome/browser/hooks/uba_hooks.h": [
        ('content', 'namespace', 11, None),
        ('uba', 'namespace', 15, None),
        ('hooks', 'namespace', 19, None),
        ('hooks.UbaHooks', 'class', 24, 'hooks'),
        ('hooks.UbaHooks.UbaHooks', 'constructor', 26, 'hooks.UbaHooks'),
        ('hooks.UbaHooks.OnPageLoaded', 'method', 28, 'hooks.UbaHooks'),
        ('hooks.UbaHooks.OnPageLoaded', 'method', 30, 'hooks.UbaHooks'),
        ('hooks.UbaHooks.OnTabClosed', 'method', 33, 'hooks.UbaHooks'),
        ('hooks.UbaHooks.IsUbaEnabled', 'method', 34, 'hooks.UbaHooks'),
        ('hooks.RecordStartupEvent', 'function', 38, 'hooks'),
        ('hooks.RecordShutdownEvent', 'function', 39, 'hooks'),
        ('hooks.internal', 'namespace', 41, 'hooks'),
        ('hooks.internal.GetUbaServiceForProfile', 'function', 44, 'hooks.internal'),
    ],
    "chrome/browser/uba/uba_event.h": [
        ('uba', 'namespace', 9, None),
        ('uba.UbaEventType', 'enum', 12, 'uba'),
        ('uba.UbaEventType.kUnknown', 'enum_constant', 13, 'uba.UbaEventType'),
        ('uba.UbaEventType.kPageLoad', 'enum_constant', 14, 'uba.UbaEventType'),
        ('uba.UbaEventType.kTabClose', 'enum_constant', 15, 'uba.UbaEventType'),
        ('uba.UbaEventType.kStartup', 'enum_constant', 16, 'uba.UbaEventType'),
        ('uba.UbaEventType.kShutdown', 'enum_constant', 17, 'uba.UbaEventType'),
        ('uba.kMaxDetailLength', 'constant', 21, 'uba'),
        ('uba.UbaEvent', 'struct', 24, 'uba'),
        ('uba.UbaEvent.type', 'field', 25, 'uba.UbaEvent'),
        ('uba.UbaEvent.detail', 'field', 26, 'uba.UbaEvent'),
        ('uba.UbaEvent.timestamp_ms', 'field', 27, 'uba.UbaEvent'),
        ('uba.UbaEvent.IsValid', 'method', 29, 'uba.UbaEvent'),
    ],
    "chrome/browser/uba/uba_service.cc": [
        ('uba', 'namespace', 10, None),
        ('uba.kEventTtlMs', 'constant', 15, 'uba'),
        ('uba.IsReportable', 'function', 17, 'uba'),
        ('uba.UbaService.UbaService', 'constructor', 23, 'uba.UbaService'),
        ('uba.UbaService.~UbaService', 'method', 26, 'uba.UbaService'),
        ('uba.UbaService.ReportEvent', 'method', 28, 'uba.UbaService'),
        ('uba.UbaService.ReportEvent', 'method', 32, 'uba.UbaService'),
        ('uba.UbaService.Flush', 'method', 45, 'uba.UbaService'),
        ('uba.UbaService.IsEnabled', 'method', 49, 'uba.UbaService'),
        ('uba.UbaService.AddObserver', 'method', 53, 'uba.UbaService'),
        ('uba.UbaService.RemoveObserver', 'method', 57, 'uba.UbaService'),
        ('uba.UbaService.Shutdown', 'method', 62, 'uba.UbaService'),
        ('uba.UbaService.UploadPending', 'method', 67, 'uba.UbaService'),
    ],
    "chrome/browser/uba/uba_service.h": [
        ('UBA_MAX_PENDING_EVENTS', 'macro', 16, None),
        ('uba', 'namespace', 18, None),
        ('uba.UbaService', 'class', 24, 'uba'),
        ('uba.UbaService.kMaxPendingEvents', 'constant', 26, 'uba.UbaService'),
        ('uba.UbaService.Observer', 'class', 29, 'uba.UbaService'),
        ('uba.UbaService.Observer.~Observer', 'method', 31, 'uba.UbaService.Observer'),
        ('uba.UbaService.Observer.OnEventRecorded', 'method', 32, 'uba.UbaService.Observer'),
        ('uba.UbaService.UbaService', 'constructor', 35, 'uba.UbaService'),
        ('uba.UbaService.UbaService', 'constructor', 36, 'uba.UbaService'),
        ('uba.UbaService.operator=', 'method', 37, 'uba.UbaService'),
        ('uba.UbaService.~UbaService', 'method', 38, 'uba.UbaService'),
        ('uba.UbaService.ReportEvent', 'method', 40, 'uba.UbaService'),
        ('uba.UbaService.ReportEvent', 'method', 41, 'uba.UbaService'),
        ('uba.UbaService.Flush', 'method', 42, 'uba.UbaService'),
        ('uba.UbaService.IsEnabled', 'method', 43, 'uba.UbaService'),
        ('uba.UbaService.AddObserver', 'method', 45, 'uba.UbaService'),
        ('uba.UbaService.RemoveObserver', 'method', 46, 'uba.UbaService'),
        ('uba.UbaService.Shutdown', 'method', 49, 'uba.UbaService'),
        ('uba.UbaService.UploadPending', 'method', 52, 'uba.UbaService'),
        ('uba.UbaService.profile_', 'field', 54, 'uba.UbaService'),
        ('uba.UbaService.uploader_', 'field', 55, 'uba.UbaService'),
        ('uba.UbaService.pending_', 'field', 56, 'uba.UbaService'),
        ('uba.UbaService.observers_', 'field', 57, 'uba.UbaService'),
        ('uba.UbaService.enabled_', 'field', 58, 'uba.UbaService'),
    ],
    "chrome/browser/uba/uba_service_factory.cc": [
        ('uba', 'namespace', 7, None),
        ('uba.UbaServiceFactory.GetForProfile', 'method', 10, 'uba.UbaServiceFactory'),
        ('uba.UbaServiceFactory.GetInstance', 'method', 16, 'uba.UbaServiceFactory'),
        ('uba.UbaServiceFactory.UbaServiceFactory', 'constructor', 21, 'uba.UbaServiceFactory'),
        ('uba.UbaServiceFactory.~UbaServiceFactory', 'method', 24, 'uba.UbaServiceFactory'),
        ('uba.UbaServiceFactory.BuildServiceInstanceFor', 'method', 26, 'uba.UbaServiceFactory'),
    ],
    "chrome/browser/uba/uba_service_factory.h": [
        ('uba', 'namespace', 11, None),
        ('uba.UbaServiceFactory', 'class', 16, 'uba'),
        ('uba.UbaServiceFactory.GetForProfile', 'method', 18, 'uba.UbaServiceFactory'),
        ('uba.UbaServiceFactory.GetInstance', 'method', 19, 'uba.UbaServiceFactory'),
        ('uba.UbaServiceFactory.UbaServiceFactory', 'constructor', 24, 'uba.UbaServiceFactory'),
        ('uba.UbaServiceFactory.~UbaServiceFactory', 'method', 25, 'uba.UbaServiceFactory'),
        ('uba.UbaServiceFactory.BuildServiceInstanceFor', 'method', 28, 'uba.UbaServiceFactory'),
    ],
    "chrome/browser/uba/uba_uploader.cc": [
        ('uba.UbaUploader.UbaUploader', 'constructor', 7, 'uba.UbaUploader'),
        ('uba.UbaUploader.~UbaUploader', 'method', 9, 'uba.UbaUploader'),
        ('uba.UbaUploader.Upload', 'method', 11, 'uba.UbaUploader'),
        ('uba.UbaUploader.OnResponseStarted', 'method', 15, 'uba.UbaUploader'),
    ],
    "chrome/browser/uba/uba_uploader.h": [
        ('uba', 'namespace', 11, None),
        ('uba.UbaUploader', 'class', 15, 'uba'),
        ('uba.UbaUploader.UbaUploader', 'constructor', 17, 'uba.UbaUploader'),
        ('uba.UbaUploader.~UbaUploader', 'method', 18, 'uba.UbaUploader'),
        ('uba.UbaUploader.Upload', 'method', 20, 'uba.UbaUploader'),
        ('uba.UbaUploader.OnResponseStarted', 'method', 23, 'uba.UbaUploader'),
        ('uba.UbaUploader.pending_requests_', 'field', 26, 'uba.UbaUploader'),
    ],
    "chrome/browser/ui/tabs/tab_load_observer.cc": [
        ('TabLoadObserver.TabLoadObserver', 'constructor', 8, 'TabLoadObserver'),
        ('TabLoadObserver.~TabLoadObserver', 'method', 12, 'TabLoadObserver'),
        ('TabLoadObserver.DidFinishLoad', 'method', 14, 'TabLoadObserver'),
        ('TabLoadObserver.WebContentsDestroyed', 'method', 22, 'TabLoadObserver'),
    ],
    "chrome/browser/ui/tabs/tab_load_observer.h": [
        ('TabLoadObserver', 'class', 10, None),
        ('TabLoadObserver.~TabLoadObserver', 'method', 14, 'TabLoadObserver'),
        ('TabLoadObserver.DidFinishLoad', 'method', 17, 'TabLoadObserver'),
        ('TabLoadObserver.WebContentsDestroyed', 'method', 19, 'TabLoadObserver'),
        ('TabLoadObserver.TabLoadObserver', 'constructor', 22, 'TabLoadObserver'),
        ('TabLoadObserver.navigation_start_ms_', 'field', 25, 'TabLoadObserver'),
    ],
    "components/keyed_service/core/keyed_service.cc": [
        ('KeyedService.KeyedService', 'constructor', 5, 'KeyedService'),
        ('KeyedService.~KeyedService', 'method', 7, 'KeyedService'),
    ],
    "components/keyed_service/core/keyed_service.h": [
        ('KeyedService', 'class', 10, None),
        ('KeyedService.KeyedService', 'constructor', 12, 'KeyedService'),
        ('KeyedService.KeyedService', 'constructor', 13, 'KeyedService'),
        ('KeyedService.operator=', 'method', 14, 'KeyedService'),
        ('KeyedService.~KeyedService', 'method', 15, 'KeyedService'),
        ('KeyedService.Shutdown', 'method', 18, 'KeyedService'),
    ],
    "components/keyed_service/core/keyed_service_export.h": [
        ('KEYED_SERVICE_EXPORT', 'macro', 7, None),
        ('KEYED_SERVICE_EXPORT', 'macro', 9, None),
    ],
}


@pytest.mark.parametrize("rel", sorted(EXPECTED))
def test_exact_symbols(extractor, rel):
    result = extract(extractor, rel)
    assert result.parse_errors == 0
    assert rows(result) == EXPECTED[rel]


def test_bases(extractor):
    bases = {}
    for rel in EXPECTED:
        for s in extract(extractor, rel).symbols:
            if s.kind in ("class", "struct", "enum", "namespace"):
                bases[s.qualname] = s.bases
    assert bases == {
        "KeyedService": (),                                    # `class KEYED_SERVICE_EXPORT KeyedService`
        "base": (),
        "base.NoDestructor": (),
        "uba": (),
        "uba.UbaEventType": (),
        "uba.UbaEvent": (),
        "uba.UbaService": ("KeyedService",),                   # in the repository
        "uba.UbaService.Observer": (),
        "uba.UbaServiceFactory": ("ProfileKeyedServiceFactory",),   # not in the repository
        "uba.UbaUploader": ("net::URLRequest::Delegate",),     # external, qualified
        "hooks": (),
        "hooks.UbaHooks": (),
        "hooks.internal": (),
        "content": (),                                         # only forward declarations inside
        "TabLoadObserver": ("content::WebContentsObserver", "content::WebContentsUserData"),
    }


def test_overloads_keep_their_params(extractor):
    header = extract(extractor, "chrome/browser/hooks/uba_hooks.h")
    assert find(header, "hooks.UbaHooks.OnPageLoaded", 28).params == (
        "(content::WebContents* web_contents, const std::string& url)")
    assert find(header, "hooks.UbaHooks.OnPageLoaded", 30).params == (
        "(content::WebContents* web_contents, const std::string& url, int64_t load_time_ms)")
    service = extract(extractor, "chrome/browser/uba/uba_service.cc")
    assert find(service, "uba.UbaService.ReportEvent", 28).params == "(UbaEventType type)"
    assert find(service, "uba.UbaService.ReportEvent", 32).params == (
        "(UbaEventType type, const std::string& detail)")


def test_out_of_line_definitions_are_attached_members(extractor):
    for rel in ("chrome/browser/uba/uba_service.cc", "chrome/browser/uba/uba_uploader.cc",
                "chrome/browser/uba/uba_service_factory.cc", "chrome/browser/ui/tabs/tab_load_observer.cc",
                "components/keyed_service/core/keyed_service.cc"):
        for s in extract(extractor, rel).symbols:
            if s.kind in ("method", "constructor"):
                assert s.attached, (rel, s)
                assert s.name == s.qualname.rsplit(".", 1)[1]
            else:
                assert not s.attached, (rel, s)
    hooks = extract(extractor, "chrome/browser/hooks/uba_hooks.cc")
    attached = sorted({(s.qualname, s.attached) for s in hooks.symbols if s.kind == "method"})
    assert attached == [
        ("hooks.UbaHooks.IsUbaEnabled", True),
        ("hooks.UbaHooks.OnPageLoaded", True),
        ("hooks.UbaHooks.OnTabClosed", True),
    ]
    # Declarations in the class body are members written inside it.
    assert not any(s.attached for s in extract(extractor, "chrome/browser/uba/uba_service.h").symbols)


def test_imports(extractor):
    assert extract(extractor, "chrome/browser/ui/tabs/tab_load_observer.cc").imports == [
        ("chrome/browser/ui/tabs/tab_load_observer.h", 3),
        ("chrome/browser/hooks/uba_hooks.h", 5),
        ("content/public/browser/render_frame_host.h", 6),
    ]


def test_edge_cases(extractor):
    source = b"""namespace a::b {
class Fwd;
struct Node : public Base<int>, private virtual ::ext::Mixin {
  Node() : v_(0) {}
  template <typename T> explicit Node(T t);
  int v_, w_;
  const int k_;
  static const int kCount = 2;
  Node& operator=(const Node&);
  friend class Fwd;
};
class Node::Inner { void Go(); };
void Node::Inner::Go() {}
Node::~Node() = default;
}  // namespace a::b
template <typename T> T Holder<T>::Get() const { return T(); }
void a::b::Node::Helper(int x) { int local = x; }
namespace { constexpr char kName[] = "n"; }
"""
    result = extractor.extract("cpp", source)
    assert result.parse_errors == 0
    assert rows(result) == [
        ("a.b", "namespace", 1, None),
        ("a.b.Node", "struct", 3, "a.b"),
        ("a.b.Node.Node", "constructor", 4, "a.b.Node"),
        ("a.b.Node.Node", "constructor", 5, "a.b.Node"),
        ("a.b.Node.v_", "field", 6, "a.b.Node"),
        ("a.b.Node.w_", "field", 6, "a.b.Node"),
        ("a.b.Node.k_", "field", 7, "a.b.Node"),        # const, but not static: per instance
        ("a.b.Node.kCount", "constant", 8, "a.b.Node"),
        ("a.b.Node.operator=", "method", 9, "a.b.Node"),
        ("a.b.Node.Inner", "class", 12, "a.b.Node"),
        ("a.b.Node.Inner.Go", "method", 12, "a.b.Node.Inner"),
        ("a.b.Node.Inner.Go", "method", 13, "a.b.Node.Inner"),
        ("a.b.Node.~Node", "method", 14, "a.b.Node"),
        ("Holder.Get", "method", 16, "Holder"),
        ("a.b.Node.Helper", "method", 17, "a.b.Node"),
        ("kName", "constant", 18, None),               # an anonymous namespace adds no name
    ]
    symbols = {(s.qualname, s.line): s for s in result.symbols}
    assert symbols[("a.b.Node", 3)].bases == ("Base", "::ext::Mixin")
    assert symbols[("a.b.Node.Inner.Go", 13)].attached
    assert symbols[("Holder.Get", 16)].attached
    assert symbols[("a.b.Node.Helper", 17)].params == "(int x)"


def test_export_macro_in_class_head_is_not_the_class(extractor):
    # The grammar reads `class BASE_EXPORT Foo : public Bar {` as a function; the engine blanks the
    # macro first, keeping lines and columns.
    source = b"class BASE_EXPORT Foo : public Bar {\n public:\n  void Run();\n};\nstruct ABC x;\n"
    result = extractor.extract("cpp", source)
    assert rows(result) == [("Foo", "class", 1, None), ("Foo.Run", "method", 3, "Foo")]
    assert result.symbols[0].col == 0 and result.symbols[0].bases == ("Bar",)


def test_annotation_and_export_macros(extractor):
    # Chromium/Abseil thread-safety annotations and export macros opening a declaration are blanked
    # by the engine; a macro invocation in a class body is not a constructor.
    source = b"""#define GUARDED_BY(x) __attribute__((guarded_by(x)))
namespace base {
BASE_EXPORT std::string JoinPath(const std::string& a, const std::string& b);
class Lock;
class Counter {
 public:
  void Increment() EXCLUSIVE_LOCKS_REQUIRED(lock_);
  int value() const LOCKS_EXCLUDED(lock_);
 private:
  DISALLOW_COPY_AND_ASSIGN(Counter);
  Lock lock_;
  int value_ GUARDED_BY(lock_) = 0;
};
}  // namespace base
"""
    result = extractor.extract("cpp", source)
    assert result.parse_errors == 0
    assert rows(result) == [
        ("GUARDED_BY", "macro", 1, None),
        ("base", "namespace", 2, None),
        ("base.JoinPath", "function", 3, "base"),
        ("base.Counter", "class", 5, "base"),
        ("base.Counter.Increment", "method", 7, "base.Counter"),
        ("base.Counter.value", "method", 8, "base.Counter"),
        ("base.Counter.lock_", "field", 11, "base.Counter"),
        ("base.Counter.value_", "field", 12, "base.Counter"),
    ]


def test_chromium_idioms(extractor):
    source = b"""namespace uba {
BASE_FEATURE(kUbaUpload, "UbaUpload", base::FEATURE_DISABLED_BY_DEFAULT);
BASE_EXPORT BASE_DECLARE_FEATURE(kUbaKillSwitch);
extern const char kUbaEnabledPref[];
class UbaThing : public base::SupportsUserData::Data {
 public:
  using DoneCallback = base::OnceCallback<void(bool)>;
  enum Mode : int { kOff = 0, kOn = 1 };
  static_assert(sizeof(int) == 4, "int");
  UbaThing();
  virtual ~UbaThing() = default;
  [[nodiscard]] bool Start(DoneCallback cb);
  template <typename T>
  void Visit(T visitor);
 private:
  SEQUENCE_CHECKER(sequence_checker_);
  raw_ptr<Profile> profile_ = nullptr;
  base::WeakPtrFactory<UbaThing> weak_factory_{this};
};
void Helper() {
  BASE_FEATURE(kLocal, "Local", base::FEATURE_ENABLED_BY_DEFAULT);
}
}  // namespace uba
"""
    result = extractor.extract("cpp", source)
    assert result.parse_errors == 0
    assert rows(result) == [
        ("uba", "namespace", 1, None),
        ("uba.kUbaUpload", "constant", 2, "uba"),
        ("uba.kUbaKillSwitch", "constant", 3, "uba"),
        ("uba.kUbaEnabledPref", "constant", 4, "uba"),
        ("uba.UbaThing", "class", 5, "uba"),
        ("uba.UbaThing.DoneCallback", "type_alias", 7, "uba.UbaThing"),
        ("uba.UbaThing.Mode", "enum", 8, "uba.UbaThing"),
        ("uba.UbaThing.Mode.kOff", "enum_constant", 8, "uba.UbaThing.Mode"),
        ("uba.UbaThing.Mode.kOn", "enum_constant", 8, "uba.UbaThing.Mode"),
        ("uba.UbaThing.UbaThing", "constructor", 10, "uba.UbaThing"),
        ("uba.UbaThing.~UbaThing", "method", 11, "uba.UbaThing"),
        ("uba.UbaThing.Start", "method", 12, "uba.UbaThing"),
        ("uba.UbaThing.Visit", "method", 14, "uba.UbaThing"),     # a template method, not a constructor
        ("uba.UbaThing.profile_", "field", 17, "uba.UbaThing"),
        ("uba.UbaThing.weak_factory_", "field", 18, "uba.UbaThing"),
        ("uba.Helper", "function", 20, "uba"),
    ]
    symbols = {s.qualname: s for s in result.symbols}
    assert symbols["uba.UbaThing"].bases == ("base::SupportsUserData::Data",)
    assert symbols["uba.UbaThing.DoneCallback"].bases == ("base::OnceCallback",)


@pytest.mark.parametrize("macro", [
    "GUARDED_BY", "PT_GUARDED_BY", "GUARDED_BY_CONTEXT", "ABSL_GUARDED_BY", "EXCLUSIVE_LOCKS_REQUIRED",
    "SHARED_LOCKS_REQUIRED", "LOCKS_EXCLUDED", "LOCK_RETURNED", "ACQUIRED_AFTER", "ACQUIRED_BEFORE",
    "EXCLUSIVE_LOCK_FUNCTION", "SHARED_TRYLOCK_FUNCTION", "UNLOCK_FUNCTION", "ASSERT_EXCLUSIVE_LOCK",
    "ASSERT_SHARED_LOCK", "VALID_CONTEXT_REQUIRED", "ABSL_EXCLUSIVE_LOCKS_REQUIRED"])
def test_every_thread_safety_annotation_is_blanked_past_the_literal_prefilter(macro):
    # The annotation pattern is tried only on sources holding one of its literals: each macro it
    # knows must still be blanked (a literal missing from the prefilter fails here).
    from codeindex.extract import _mask_macros

    source = f"class C {{\n  int n_ {macro}(mu_);\n}};\n".encode()
    masked = _mask_macros("cpp", source)
    assert macro.encode() not in masked and len(masked) == len(source)
