"""Python fixture: sample_repos/qqbrowser/tools/release (classes, class and instance attributes,
properties, nested classes, in-repo and external bases, module constants, imports)."""
from pathlib import Path



ROOT = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser"
RELEASE = ROOT / "tools" / "release"


def module_path(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


def extract(extractor, name):
    path = RELEASE / name
    return extractor.extract("python", path.read_bytes(), module_path(path))


def rows(result, module):
    """(qualname, kind, line, container) with the module prefix taken off for readability."""
    def short(q):
        if q is None:
            return None
        assert q.startswith(module + "."), q
        return q[len(module) + 1:]
    return [(s.qualname and short(s.qualname), s.kind, s.line, short(s.container)) for s in result.symbols]


def by_qualname(result):
    return {s.qualname: s for s in result.symbols}


def test_channels_symbols(extractor):
    result = extract(extractor, "channels.py")
    assert result.parse_errors == 0
    assert rows(result, "tools.release.channels") == [
        ("DEFAULT_CHANNEL", "constant", 5, None),
        ("ROLLOUT_STEPS", "constant", 6, None),
        ("ReleaseError", "class", 9, None),
        ("Channel", "class", 13, None),
        ("Channel.CHANNEL", "field", 14, "Channel"),
        ("Channel.requires_signing", "field", 15, "Channel"),
        ("Channel.__init__", "method", 17, "Channel"),
        ("Channel.rollout_percent", "field", 18, "Channel"),
        ("Channel._approved", "field", 19, "Channel"),   # assigned again at line 27: kept once
        ("Channel.version_suffix", "method", 21, "Channel"),
        ("Channel.approve", "method", 24, "Channel"),
        ("Channel.approved", "property", 30, "Channel"),
        ("BetaChannel", "class", 34, None),
        ("BetaChannel.CHANNEL", "field", 35, "BetaChannel"),
        ("BetaChannel.requires_signing", "field", 36, "BetaChannel"),
        ("BetaChannel.version_suffix", "method", 38, "BetaChannel"),
        ("BetaChannel.next_rollout", "method", 41, "BetaChannel"),
        ("ChannelConfig", "class", 47, None),
        ("ChannelConfig.name", "field", 48, "ChannelConfig"),
        ("ChannelConfig.min_sdk", "field", 49, "ChannelConfig"),
        ("ChannelConfig.parse", "method", 52, "ChannelConfig"),
        ("channel_for", "function", 57, None),
        ("Stage", "enum", 61, None),                      # class Stage(enum.Enum)
        ("Stage.BUILT", "enum_constant", 64, "Stage"),
        ("Stage.SIGNED", "enum_constant", 65, "Stage"),
        ("Stage.PUBLISHED", "enum_constant", 66, "Stage"),
        ("Stage.can_publish", "method", 68, "Stage"),
    ]
    syms = by_qualname(result)
    assert syms["tools.release.channels.ReleaseError"].bases == ("Exception",)
    assert syms["tools.release.channels.BetaChannel"].bases == ("Channel",)
    assert syms["tools.release.channels.Channel"].bases == ()
    assert syms["tools.release.channels.Channel"].end_line == 31
    assert syms["tools.release.channels.Channel.__init__"].params == "(self, rollout_percent=100)"
    assert syms["tools.release.channels.ChannelConfig.parse"].params == "(text)"
    assert syms["tools.release.channels.Stage"].bases == ("enum.Enum",)
    assert result.imports == [("enum", 2), ("dataclasses.dataclass", 3)]


def test_packager_symbols(extractor):
    result = extract(extractor, "packager.py")
    assert result.parse_errors == 0
    assert rows(result, "tools.release.packager") == [
        ("MANIFEST_NAME", "constant", 10, None),
        ("Packager", "class", 13, None),
        ("Packager.Manifest", "class", 16, "Packager"),
        ("Packager.Manifest.FORMAT_VERSION", "field", 17, "Packager.Manifest"),
        ("Packager.Manifest.__init__", "method", 19, "Packager.Manifest"),
        ("Packager.Manifest.version", "field", 20, "Packager.Manifest"),
        ("Packager.Manifest.digest", "field", 21, "Packager.Manifest"),
        ("Packager.Manifest.to_json", "method", 23, "Packager.Manifest"),
        ("Packager.__init__", "method", 26, "Packager"),
        ("Packager.out_dir", "field", 27, "Packager"),
        ("Packager.channel", "field", 28, "Packager"),
        ("Packager.apk_name", "property", 31, "Packager"),
        ("Packager.package", "method", 34, "Packager"),
        ("Packager.last_manifest", "field", 39, "Packager"),   # first assigned outside __init__
        ("Packager.is_release_dir", "method", 44, "Packager"),
        ("BetaPackager", "class", 48, None),
        ("BetaPackager.__init__", "method", 49, "BetaPackager"),
        ("BetaPackager.package", "method", 52, "BetaPackager"),
        ("package_all", "function", 58, None),                # its local _one() is dropped
    ]
    syms = by_qualname(result)
    assert syms["tools.release.packager.BetaPackager"].bases == ("Packager",)
    assert syms["tools.release.packager.Packager.package"].params == "(self, version: str, *, sign: bool = True)"
    assert syms["tools.release.packager.BetaPackager.package"].params == "(self, version, *, sign=False)"
    assert syms["tools.release.packager.Packager.is_release_dir"].params == "(path)"
    assert result.imports == [
        ("hashlib", 2), ("json", 3), ("os.path", 4), ("pathlib.Path", 5),
        ("tools.release.channels.BetaChannel", 7), ("tools.release.channels.Channel", 7),
        ("tools.release.channels.ReleaseError", 7),
        (".signing", 8),
    ]


def test_cli_external_base(extractor):
    result = extract(extractor, "cli.py")
    assert rows(result, "tools.release.cli") == [
        ("ChannelAction", "class", 9, None),
        ("ChannelAction.KNOWN", "field", 12, "ChannelAction"),
        ("ChannelAction.__call__", "method", 14, "ChannelAction"),
        ("build_parser", "function", 20, None),
        ("main", "function", 28, None),
    ]
    action = by_qualname(result)["tools.release.cli.ChannelAction"]
    assert action.bases == ("argparse.Action",)
    assert by_qualname(result)["tools.release.cli.ChannelAction.__call__"].params == (
        "(self, parser, namespace, values, option_string=None)")
    assert ("tools.release.packager.BetaPackager", 6) in result.imports
    assert ("tools.release.channels.DEFAULT_CHANNEL", 5) in result.imports


def test_signing_module_variables_and_aliased_imports(extractor):
    result = extract(extractor, "signing.py")
    assert rows(result, "tools.release.signing") == [
        ("KEYSTORE_ENV", "constant", 6, None),
        ("log", "field", 7, None),
        ("keystore_path", "function", 10, None),
        ("sign_apk", "function", 17, None),
    ]
    assert by_qualname(result)["tools.release.signing.sign_apk"].params == '(apk, alias="qqbrowser")'
    assert result.imports == [
        ("logging", 2), ("os", 3), ("subprocess.CalledProcessError", 4), ("subprocess.run as run_process", 4),
    ]


def test_package_init_has_no_symbols(extractor):
    result = extract(extractor, "__init__.py")
    assert result.symbols == [] and result.imports == []


EDGE_CASES = b'''\
import xml.etree.ElementTree as ET
from typing import *


class Meta(type):
    pass


class Store(Generic[T], metaclass=Meta):
    _cache = {}

    @property
    def size(self):
        return self._size

    @size.setter
    def size(self, value):
        self._size = value

    def load(self):
        def worker():
            self.pending = True
            local_var = 1
        self._size = 0


def helper(self):
    self.not_a_field = 1
'''


def test_edge_cases(extractor):
    result = extractor.extract("python", EDGE_CASES, "pkg.edge")
    assert [(s.qualname, s.kind, s.line) for s in result.symbols] == [
        ("pkg.edge.Meta", "class", 5),
        ("pkg.edge.Store", "class", 9),
        ("pkg.edge.Store._cache", "field", 10),
        ("pkg.edge.Store.size", "property", 13),
        ("pkg.edge.Store.size", "property", 17),
        ("pkg.edge.Store._size", "field", 18),     # first assigned in the setter
        ("pkg.edge.Store.load", "method", 20),
        ("pkg.edge.Store.pending", "field", 22),   # assigned in a closure inside the method
        ("pkg.edge.helper", "function", 27),       # self.x outside a class is not a field
    ]
    syms = {(s.qualname, s.line): s for s in result.symbols}
    assert syms[("pkg.edge.Meta", 5)].bases == ("type",)
    assert syms[("pkg.edge.Store", 9)].bases == ("Generic",)   # metaclass= is not a base
    assert result.imports == [("xml.etree.ElementTree as ET", 1), ("typing.*", 2)]
