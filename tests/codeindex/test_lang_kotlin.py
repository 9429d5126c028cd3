"""Kotlin extraction: exact symbols of the Kotlin part of sample_repos/qqbrowser, plus edge cases.

Qualified names and containers in the tables are relative to the file's package (each table
names it); receivers or containers outside the package are written in full.
"""
from pathlib import Path

import pytest
from symtab import relative

ROOT = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser"
ANDROID_DIRS = ("app", "modules/xhome", "modules/switches")

# file -> (package, [(qualname, kind, line, container)]) in source order
EXPECTED = {
    "app/src/main/kotlin/com/tencent/mtt/security/ForbiddenPageView.kt": ("com.tencent.mtt.security", [
        ('ForbiddenPageView', 'class', 9, None),
        ('ForbiddenPageView.message', 'property', 10, 'ForbiddenPageView'),
        ('ForbiddenPageView.ForbiddenPageView', 'constructor', 12, 'ForbiddenPageView'),
        ('ForbiddenPageView.ForbiddenPageView', 'constructor', 14, 'ForbiddenPageView'),
        ('ForbiddenPageView.onForbidden', 'method', 21, 'ForbiddenPageView'),
        ('ForbiddenPageView.messageFor', 'method', 26, 'ForbiddenPageView'),
    ]),
    "app/src/main/kotlin/com/tencent/mtt/security/UrlCheckResult.kt": ("com.tencent.mtt.security", [
        ('UrlCheckResult', 'class', 4, None),
        ('UrlCheckResult.Allowed', 'object', 5, 'UrlCheckResult'),
        ('UrlCheckResult.Blocked', 'class', 8, 'UrlCheckResult'),
        ('UrlCheckResult.Blocked.url', 'property', 8, 'UrlCheckResult.Blocked'),
        ('UrlCheckResult.Blocked.category', 'property', 8, 'UrlCheckResult.Blocked'),
        ('UrlCheckResult.Blocked.isPiracy', 'property', 9, 'UrlCheckResult.Blocked'),
        ('UrlCheckResult.Failed', 'class', 12, 'UrlCheckResult'),
        ('UrlCheckResult.Failed.reason', 'property', 12, 'UrlCheckResult.Failed'),
        ('ForbiddenController.check', 'method', 15, 'ForbiddenController'),
    ]),
    "app/src/main/kotlin/com/tencent/mtt/view/FastScrollBarExt.kt": ("com.tencent.mtt.view", [
        ('DEFAULT_FADE_MS', 'constant', 8, None),
        ('FastScrollBar.attachSmoothly', 'method', 11, 'FastScrollBar'),
        ('android.view.View.fadeIn', 'method', 22, 'android.view.View'),
        ('android.view.View.fadeOut', 'method', 30, 'android.view.View'),
        ('android.view.View.isFullyShown', 'property', 34, 'android.view.View'),
        ('FastScrollBars', 'object', 37, None),
        ('FastScrollBars.create', 'method', 38, 'FastScrollBars'),
    ]),
    "modules/switches/src/main/java/com/tencent/mtt/switches/SwitchKeyExt.kt": ("com.tencent.mtt.switches", [
        ('SwitchKey.isOn', 'method', 4, 'SwitchKey'),
        ('SwitchKey.intValue', 'method', 6, 'SwitchKey'),
        ('SwitchKey.qualifiedName', 'property', 9, 'SwitchKey'),
    ]),
    "modules/xhome/src/main/java/com/tencent/mtt/xhome/fastcut/FastCutEvent.kt": ("com.tencent.mtt.xhome.fastcut", [
        ('FastCutEvent', 'class', 4, None),
        ('FastCutEvent.itemId', 'property', 5, 'FastCutEvent'),
        ('FastCutEvent.Added', 'class', 7, 'FastCutEvent'),
        ('FastCutEvent.Added.item', 'property', 7, 'FastCutEvent.Added'),
        ('FastCutEvent.Added.position', 'property', 7, 'FastCutEvent.Added'),
        ('FastCutEvent.Added.itemId', 'property', 8, 'FastCutEvent.Added'),
        ('FastCutEvent.Removed', 'class', 11, 'FastCutEvent'),
        ('FastCutEvent.Removed.itemId', 'property', 11, 'FastCutEvent.Removed'),
        ('FastCutEvent.Moved', 'class', 13, 'FastCutEvent'),
        ('FastCutEvent.Moved.itemId', 'property', 13, 'FastCutEvent.Moved'),
        ('FastCutEvent.Moved.from', 'property', 13, 'FastCutEvent.Moved'),
        ('FastCutEvent.Moved.to', 'property', 13, 'FastCutEvent.Moved'),
        ('FastCutEvent.Cleared', 'object', 15, 'FastCutEvent'),
        ('FastCutEvent.Cleared.itemId', 'property', 16, 'FastCutEvent.Cleared'),
    ]),
    "modules/xhome/src/main/java/com/tencent/mtt/xhome/fastcut/FastCutItem.kt": ("com.tencent.mtt.xhome.fastcut", [
        ('FastCutItem', 'class', 7, None),
        ('FastCutItem.id', 'property', 8, 'FastCutItem'),
        ('FastCutItem.title', 'property', 9, 'FastCutItem'),
        ('FastCutItem.url', 'property', 10, 'FastCutItem'),
        ('FastCutItem.iconUrl', 'property', 11, 'FastCutItem'),
        ('FastCutItem.source', 'property', 12, 'FastCutItem'),
        ('FastCutItem.pinned', 'property', 13, 'FastCutItem'),
        ('FastCutItem.isFromCloud', 'method', 15, 'FastCutItem'),
        ('FastCutItem.withTitle', 'method', 17, 'FastCutItem'),
        ('FastCutSource', 'enum', 21, None),
        ('FastCutSource.reportCode', 'property', 21, 'FastCutSource'),
        ('FastCutSource.MANUAL', 'enum_constant', 22, 'FastCutSource'),
        ('FastCutSource.HISTORY', 'enum_constant', 23, 'FastCutSource'),
        ('FastCutSource.BOOKMARK', 'enum_constant', 24, 'FastCutSource'),
        ('FastCutSource.RECOMMEND', 'enum_constant', 25, 'FastCutSource'),
        ('FastCutSource.Companion', 'companion', 27, 'FastCutSource'),
        ('FastCutSource.Companion.fromReportCode', 'method', 28, 'FastCutSource.Companion'),
    ]),
    "modules/xhome/src/main/java/com/tencent/mtt/xhome/fastcut/FastCutLinks.kt": ("com.tencent.mtt.xhome.fastcut", [
        ('FAST_CUT_SCHEME', 'constant', 5, None),
        ('FAST_CUT_HOST', 'constant', 6, None),
        ('DEFAULT_FAST_CUTS', 'property', 9, None),
        ('fastCutDeepLink', 'function', 15, None),
        ('isFastCutDeepLink', 'function', 22, None),
    ]),
    "modules/xhome/src/main/java/com/tencent/mtt/xhome/fastcut/FastCutManager.kt": ("com.tencent.mtt.xhome.fastcut", [
        ('FastCutManager', 'class', 11, None),
        ('FastCutManager.storage', 'property', 11, 'FastCutManager'),
        ('FastCutManager.items', 'property', 12, 'FastCutManager'),
        ('FastCutManager.listeners', 'property', 13, 'FastCutManager'),
        ('FastCutManager.loaded', 'property', 14, 'FastCutManager'),
        ('FastCutManager.getFastCuts', 'method', 16, 'FastCutManager'),
        ('FastCutManager.addFastCut', 'method', 21, 'FastCutManager'),
        ('FastCutManager.addFastCut', 'method', 37, 'FastCutManager'),
        ('FastCutManager.removeFastCut', 'method', 40, 'FastCutManager'),
        ('FastCutManager.moveFastCut', 'method', 50, 'FastCutManager'),
        ('FastCutManager.addListener', 'method', 58, 'FastCutManager'),
        ('FastCutManager.removeListener', 'method', 62, 'FastCutManager'),
        ('FastCutManager.ensureLoaded', 'method', 66, 'FastCutManager'),
        ('FastCutManager.dispatch', 'method', 73, 'FastCutManager'),
        ('FastCutManager.FastCutListener', 'interface', 77, 'FastCutManager'),
        ('FastCutManager.FastCutListener.onFastCutChanged', 'method', 78, 'FastCutManager.FastCutListener'),
        ('FastCutManager.Companion', 'companion', 81, 'FastCutManager'),
        ('FastCutManager.Companion.MAX_FAST_CUTS', 'constant', 82, 'FastCutManager.Companion'),
        ('FastCutManager.Companion.instance', 'property', 84, 'FastCutManager.Companion'),
        ('FastCutManager.Companion.getInstance', 'method', 87, 'FastCutManager.Companion'),
    ]),
    "modules/xhome/src/main/java/com/tencent/mtt/xhome/fastcut/FastCutStorage.kt": ("com.tencent.mtt.xhome.fastcut", [
        ('FastCutStorage', 'interface', 9, None),
        ('FastCutStorage.load', 'method', 10, 'FastCutStorage'),
        ('FastCutStorage.save', 'method', 12, 'FastCutStorage'),
        ('FastCutStorage.clear', 'method', 14, 'FastCutStorage'),
        ('PrefsFastCutStorage', 'class', 20, None),
        ('PrefsFastCutStorage.prefs', 'property', 21, 'PrefsFastCutStorage'),
        ('PrefsFastCutStorage.load', 'method', 24, 'PrefsFastCutStorage'),
        ('PrefsFastCutStorage.save', 'method', 30, 'PrefsFastCutStorage'),
        ('PrefsFastCutStorage.encode', 'method', 36, 'PrefsFastCutStorage'),
        ('PrefsFastCutStorage.decode', 'method', 44, 'PrefsFastCutStorage'),
        ('PrefsFastCutStorage.Companion', 'companion', 53, 'PrefsFastCutStorage'),
        ('PrefsFastCutStorage.Companion.PREFS_NAME', 'constant', 54, 'PrefsFastCutStorage.Companion'),
        ('PrefsFastCutStorage.Companion.KEY_ITEMS', 'constant', 55, 'PrefsFastCutStorage.Companion'),
    ]),
    "modules/xhome/src/main/java/com/tencent/mtt/xhome/fastcut/XHomeSwitches.kt": ("com.tencent.mtt.xhome.fastcut", [
        ('XHomeSwitches', 'object', 8, None),
        ('XHomeSwitches.MODULE', 'constant', 10, 'XHomeSwitches'),
        ('XHomeSwitches.FAST_CUT_ENABLED', 'property', 12, 'XHomeSwitches'),
        ('XHomeSwitches.FAST_CUT_CLOUD_RECOMMEND', 'property', 15, 'XHomeSwitches'),
        ('XHomeSwitches.registerAll', 'method', 19, 'XHomeSwitches'),
    ]),
}


def _extract(extractor, rel_path):
    return extractor.extract("kotlin", (ROOT / rel_path).read_bytes())


def _all_symbols(extractor):
    return {rel_path: _extract(extractor, rel_path) for rel_path in EXPECTED}


def test_every_kotlin_fixture_has_a_table():
    on_disk = sorted(
        str(path.relative_to(ROOT))
        for top in ANDROID_DIRS
        for path in (ROOT / top).rglob("*.kt")
    )
    assert on_disk == sorted(EXPECTED)


@pytest.mark.parametrize("rel_path", sorted(EXPECTED))
def test_fixture_symbols(extractor, rel_path):
    package, rows = EXPECTED[rel_path]
    result = _extract(extractor, rel_path)
    assert result.parse_errors == 0
    assert result.package == package
    got = [(relative(s.qualname, package), s.kind, s.line, relative(s.container, package))
           for s in result.symbols]
    assert got == rows


# qualname -> bases, for every type (class, interface, enum, object, companion) of the fixtures
BASES = {
    "com.tencent.mtt.security.ForbiddenPageView": ("FrameLayout", "ForbiddenController.OnForbiddenListener"),
    "com.tencent.mtt.security.UrlCheckResult": (),
    "com.tencent.mtt.security.UrlCheckResult.Allowed": ("UrlCheckResult",),
    "com.tencent.mtt.security.UrlCheckResult.Blocked": ("UrlCheckResult",),
    "com.tencent.mtt.security.UrlCheckResult.Failed": ("UrlCheckResult",),
    "com.tencent.mtt.view.FastScrollBars": (),
    "com.tencent.mtt.xhome.fastcut.FastCutEvent": (),
    "com.tencent.mtt.xhome.fastcut.FastCutEvent.Added": ("FastCutEvent",),
    "com.tencent.mtt.xhome.fastcut.FastCutEvent.Removed": ("FastCutEvent",),
    "com.tencent.mtt.xhome.fastcut.FastCutEvent.Moved": ("FastCutEvent",),
    "com.tencent.mtt.xhome.fastcut.FastCutEvent.Cleared": ("FastCutEvent",),
    "com.tencent.mtt.xhome.fastcut.FastCutItem": (),
    "com.tencent.mtt.xhome.fastcut.FastCutSource": (),
    "com.tencent.mtt.xhome.fastcut.FastCutSource.Companion": (),
    "com.tencent.mtt.xhome.fastcut.FastCutManager": (),
    "com.tencent.mtt.xhome.fastcut.FastCutManager.FastCutListener": (),
    "com.tencent.mtt.xhome.fastcut.FastCutManager.Companion": (),
    "com.tencent.mtt.xhome.fastcut.FastCutStorage": (),
    "com.tencent.mtt.xhome.fastcut.PrefsFastCutStorage": ("FastCutStorage",),
    "com.tencent.mtt.xhome.fastcut.PrefsFastCutStorage.Companion": (),
    "com.tencent.mtt.xhome.fastcut.XHomeSwitches": (),
}

TYPE_KINDS = {"class", "interface", "enum", "object", "companion", "annotation"}


def test_bases_of_every_type(extractor):
    got = {s.qualname: s.bases
           for result in _all_symbols(extractor).values()
           for s in result.symbols if s.kind in TYPE_KINDS}
    assert got == BASES


def test_extension_members_are_attached_to_their_receiver(extractor):
    attached = {
        (s.qualname, s.container, s.params)
        for result in _all_symbols(extractor).values()
        for s in result.symbols if s.attached
    }
    assert attached == {
        # same package as the receiver's class
        ("com.tencent.mtt.view.FastScrollBar.attachSmoothly", "com.tencent.mtt.view.FastScrollBar",
         "(list: RecyclerView, fadeInMs: Long = DEFAULT_FADE_MS)"),
        ("com.tencent.mtt.security.ForbiddenController.check", "com.tencent.mtt.security.ForbiddenController",
         "(url: String)"),
        ("com.tencent.mtt.switches.SwitchKey.isOn", "com.tencent.mtt.switches.SwitchKey", "()"),
        ("com.tencent.mtt.switches.SwitchKey.intValue", "com.tencent.mtt.switches.SwitchKey",
         "(defaultValue: Int = 0)"),
        ("com.tencent.mtt.switches.SwitchKey.qualifiedName", "com.tencent.mtt.switches.SwitchKey", None),
        # a receiver outside the repository keeps the name it was imported under
        ("android.view.View.fadeIn", "android.view.View", "(durationMs: Long = DEFAULT_FADE_MS)"),
        ("android.view.View.fadeOut", "android.view.View", "(durationMs: Long = DEFAULT_FADE_MS)"),
        ("android.view.View.isFullyShown", "android.view.View", None),
    }


def test_companion_members(extractor):
    companions = {
        s.qualname: sorted(m.name for m in result.symbols if m.container == s.qualname)
        for result in _all_symbols(extractor).values()
        for s in result.symbols if s.kind == "companion"
    }
    assert companions == {
        "com.tencent.mtt.xhome.fastcut.FastCutManager.Companion": ["MAX_FAST_CUTS", "getInstance", "instance"],
        "com.tencent.mtt.xhome.fastcut.FastCutSource.Companion": ["fromReportCode"],
        "com.tencent.mtt.xhome.fastcut.PrefsFastCutStorage.Companion": ["KEY_ITEMS", "PREFS_NAME"],
    }
    manager = _extract(extractor, "modules/xhome/src/main/java/com/tencent/mtt/xhome/fastcut/FastCutManager.kt")
    own = {s.name for s in manager.symbols if s.container == "com.tencent.mtt.xhome.fastcut.FastCutManager"}
    assert "getInstance" not in own   # a companion member is not a member of the class itself


@pytest.mark.parametrize("rel_path, qualname, params", [
    ("modules/xhome/src/main/java/com/tencent/mtt/xhome/fastcut/FastCutManager.kt",
     "com.tencent.mtt.xhome.fastcut.FastCutManager.addFastCut",
     ["(item: FastCutItem)", "(title: String, url: String)"]),
    ("app/src/main/kotlin/com/tencent/mtt/security/ForbiddenPageView.kt",
     "com.tencent.mtt.security.ForbiddenPageView.ForbiddenPageView",
     ["(context: Context)", "(context: Context, attrs: AttributeSet?)"]),
    # the primary constructor is the class's parameter list; `private constructor` is not
    ("modules/xhome/src/main/java/com/tencent/mtt/xhome/fastcut/FastCutManager.kt",
     "com.tencent.mtt.xhome.fastcut.FastCutManager",
     ["(private val storage: FastCutStorage)"]),
    ("modules/xhome/src/main/java/com/tencent/mtt/xhome/fastcut/FastCutItem.kt",
     "com.tencent.mtt.xhome.fastcut.FastCutItem",
     ["( val id: String, val title: String, val url: String, val iconUrl: String? = null, "
      "val source: FastCutSource = FastCutSource.MANUAL, val pinned: Boolean = false, )"]),
])
def test_parameters(extractor, rel_path, qualname, params):
    result = _extract(extractor, rel_path)
    assert [s.params for s in result.symbols if s.qualname == qualname] == params


def test_imports(extractor):
    result = _extract(extractor, "modules/xhome/src/main/java/com/tencent/mtt/xhome/fastcut/FastCutManager.kt")
    assert result.imports == [
        ("android.content.Context", 3),
        ("com.tencent.mtt.switches.isOn", 4),
        ("java.util.concurrent.CopyOnWriteArrayList", 5),
    ]


EDGE_CASES = b"""\
package com.example.edge

import android.view.View
import android.widget.*
import com.example.other.Widget as W

typealias Handler = (Int) -> Unit

@Target(AnnotationTarget.CLASS)
annotation class Tracked(val event: String)

fun interface Clicker {
    fun click(v: View)
}

sealed interface Shape {
    data class Circle(val r: Double) : Shape
}

@JvmInline
value class Px(val value: Int)

enum class Level(val weight: Int) {
    LOW(1),
    HIGH(2) {
        override fun label(): String = "!"
    };

    open fun label(): String = name
}

class Panel(context: Context) : View(context), Clicker {
    private val listener = object : Clicker {
        override fun click(v: View) {}
    }

    override fun click(v: View) {}

    val area: Int
        get() = 1

    fun render() {
        fun helper() {}
        helper()
    }

    companion object Factory {
        fun create(context: Context): Panel = Panel(context)
    }
}

object NoopClicker : Clicker {
    override fun click(v: View) {}
}

class LoggingClicker(inner: Clicker) : Clicker by inner

fun Panel?.isMissing(): Boolean = this == null
fun <T> List<T>.second(): T = this[1]
fun Panel.attachTo(parent: View) {}
fun View.hide() {}
var counter = 0
"""


def test_edge_cases(extractor):
    result = extractor.extract("kotlin", EDGE_CASES)
    assert result.parse_errors == 0
    assert result.package == "com.example.edge"
    # A star import is its package; an aliased import is the imported name.
    assert result.imports == [
        ("android.view.View", 3), ("android.widget", 4), ("com.example.other.Widget", 5)]
    got = [(relative(s.qualname, "com.example.edge"), s.kind, s.line, relative(s.container, "com.example.edge"))
           for s in result.symbols]
    assert got == [
        ("Handler", "type_alias", 7, None),
        ("Tracked", "annotation", 9, None),
        ("Tracked.event", "property", 10, "Tracked"),
        ("Clicker", "interface", 12, None),                  # fun interface
        ("Clicker.click", "method", 13, "Clicker"),
        ("Shape", "interface", 16, None),                    # sealed interface
        ("Shape.Circle", "class", 17, "Shape"),
        ("Shape.Circle.r", "property", 17, "Shape.Circle"),
        ("Px", "class", 20, None),                           # value class
        ("Px.value", "property", 21, "Px"),
        ("Level", "enum", 23, None),
        ("Level.weight", "property", 23, "Level"),
        ("Level.LOW", "enum_constant", 24, "Level"),
        ("Level.HIGH", "enum_constant", 25, "Level"),        # its body's label() is not a member
        ("Level.label", "method", 29, "Level"),
        ("Panel", "class", 32, None),                        # plain constructor parameter: no property
        ("Panel.listener", "property", 33, "Panel"),         # the object expression's click() is not a member
        ("Panel.click", "method", 37, "Panel"),
        ("Panel.area", "property", 39, "Panel"),
        ("Panel.render", "method", 42, "Panel"),             # its local fun helper() is dropped
        ("Panel.Factory", "companion", 47, "Panel"),         # a named companion keeps its name
        ("Panel.Factory.create", "method", 48, "Panel.Factory"),
        ("NoopClicker", "object", 52, None),
        ("NoopClicker.click", "method", 53, "NoopClicker"),
        ("LoggingClicker", "class", 56, None),
        ("Panel.isMissing", "method", 58, "Panel"),          # nullable receiver
        ("List.second", "method", 59, "List"),               # generic receiver; see the note below
        ("Panel.attachTo", "method", 60, "Panel"),
        ("android.view.View.hide", "method", 61, "android.view.View"),
        ("counter", "property", 62, None),
    ]
    syms = {s.qualname: s for s in result.symbols}
    assert syms["com.example.edge.Panel"].bases == ("View", "Clicker")
    assert syms["com.example.edge.Panel"].params == "(context: Context)"
    assert syms["com.example.edge.NoopClicker"].bases == ("Clicker",)
    assert syms["com.example.edge.LoggingClicker"].bases == ("Clicker",)   # `Clicker by inner`
    assert syms["com.example.edge.Shape.Circle"].bases == ("Shape",)
    assert [s.name for s in result.symbols if s.attached] == ["isMissing", "second", "attachTo", "hide"]
    # Note: a receiver that is neither imported nor declared in the file (Kotlin's implicit
    # kotlin.collections.List here) is qualified with the file's package: the engine has no table
    # of Kotlin's default imports.


@pytest.mark.parametrize("source, expected", [
    # tree-sitter-kotlin (language pack 0.13.0) wants a newline after a member in a one-line body
    (b"interface I { fun a() }\n", [("I", "interface"), ("I.a", "method")]),
    (b"class D(val a: Int) { fun b() = a }\n", [("D", "class"), ("D.a", "property"), ("D.b", "method")]),
    (b"enum class E { X, Y; fun f() = 1 }\n",
     [("E", "enum"), ("E.X", "enum_constant"), ("E.Y", "enum_constant"), ("E.f", "method")]),
])
def test_partial_parse_is_reported_and_kept(extractor, source, expected):
    result = extractor.extract("kotlin", source)
    assert result.parse_errors >= 1
    assert [(s.qualname, s.kind) for s in result.symbols] == expected


def test_gradle_build_scripts_parse_and_define_nothing(extractor):
    scripts = sorted(
        str(path.relative_to(ROOT)) for top in ANDROID_DIRS for path in (ROOT / top).rglob("*.kts"))
    assert scripts == [
        "app/build.gradle.kts",
        "modules/switches/build.gradle.kts",
        "modules/xhome/build.gradle.kts",
    ]
    for rel_path in scripts:
        result = _extract(extractor, rel_path)
        assert (result.parse_errors, result.symbols, result.package) == (0, [], None), rel_path


def test_a_primary_constructor_after_an_annotation_line_keeps_the_class_body(extractor):
    # `class X\n  @JvmOverloads\n  constructor(...) : Base {`: the grammar reads no line break before
    # the modified constructor; without the join the body's members were lost.
    source = (b"package net.log\n\nclass TraceInterceptor\n  @JvmOverloads\n  constructor(\n"
              b"    private val sink: Sink = Sink.DEFAULT,\n  ) : Interceptor {\n"
              b"  fun redactHeader(name: String) {}\n  var level: Int = 0\n}\n\nfun helper() {}\n")
    result = extractor.extract("kotlin", source)
    got = {(s.qualname, s.kind, s.line) for s in result.symbols}
    assert ("net.log.TraceInterceptor.redactHeader", "method", 8) in got
    assert ("net.log.TraceInterceptor.level", "property", 9) in got
    assert ("net.log.helper", "function", 12) in got
    cls = next(s for s in result.symbols if s.qualname == "net.log.TraceInterceptor")
    assert "Interceptor" in cls.bases



_WHEN_IN_ENTRIES = (b"        val kind = when (c) {\n            is Waiter -> {\n                when (i) {\n"
                    b"                    in s..r -> \"receive\"\n                    in r..s -> \"send\"\n"
                    b"                }\n            }\n            else -> c.toString()\n        }\n")


@pytest.mark.parametrize("body", [
    b"        for (k in 0..<capacity) {}\n        val kind = \"\"\n",          # range-until `..<`
    _WHEN_IN_ENTRIES,                                                       # `in` opening entries
    b"        val kind = Select(reg = Channel<*>::register as Reg)\n",      # `Type<*>::member`
], ids=["range_until", "when_in_entries", "star_reference"])
def test_kotlin_forms_the_grammar_does_not_know_parse_whole(extractor, body):
    # kotlinx.coroutines' BufferedChannel (3,000 lines) was one ERROR node and lost its class to these
    # three forms: `a..<b`, `when` entries opening with `in` on their own lines (the grammar joins
    # `"receive"\n in r..s` as an infix `in`), and a callable reference on a star-projected type.
    source = (b"package p\n\nclass Channel(val capacity: Int) {\n"
              b"    fun describe(c: Any, i: Long, s: Long, r: Long): String {\n" + body +
              b"        return kind\n    }\n    fun close() {}\n}\n")
    result = extractor.extract("kotlin", source)
    assert result.parse_errors == 0
    got = {(s.qualname, s.kind) for s in result.symbols}
    assert {("p.Channel", "class"), ("p.Channel.describe", "method"), ("p.Channel.close", "method")} <= got
