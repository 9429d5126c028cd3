"""Java extraction: exact symbols of the Android part of sample_repos/qqbrowser, plus edge cases.

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
    "app/src/main/java/com/tencent/mtt/bookmark/BookmarkListPage.java": ("com.tencent.mtt.bookmark", [
        ('BookmarkListPage', 'class', 20, None),
        ('BookmarkListPage.mListView', 'field', 21, 'BookmarkListPage'),
        ('BookmarkListPage.mScrollBar', 'field', 22, 'BookmarkListPage'),
        ('BookmarkListPage.mAdapter', 'field', 23, 'BookmarkListPage'),
        ('BookmarkListPage.BookmarkListPage', 'constructor', 25, 'BookmarkListPage'),
        ('BookmarkListPage.setBookmarks', 'method', 36, 'BookmarkListPage'),
        ('BookmarkListPage.Bookmark', 'class', 40, 'BookmarkListPage'),
        ('BookmarkListPage.Bookmark.title', 'field', 41, 'BookmarkListPage.Bookmark'),
        ('BookmarkListPage.Bookmark.url', 'field', 42, 'BookmarkListPage.Bookmark'),
        ('BookmarkListPage.Bookmark.Bookmark', 'constructor', 44, 'BookmarkListPage.Bookmark'),
        ('BookmarkListPage.BookmarkAdapter', 'class', 50, 'BookmarkListPage'),
        ('BookmarkListPage.BookmarkAdapter.mItems', 'field', 51, 'BookmarkListPage.BookmarkAdapter'),
        ('BookmarkListPage.BookmarkAdapter.submit', 'method', 53, 'BookmarkListPage.BookmarkAdapter'),
        ('BookmarkListPage.BookmarkAdapter.onCreateViewHolder', 'method', 59, 'BookmarkListPage.BookmarkAdapter'),
        ('BookmarkListPage.BookmarkAdapter.onBindViewHolder', 'method', 65, 'BookmarkListPage.BookmarkAdapter'),
        ('BookmarkListPage.BookmarkAdapter.getItemCount', 'method', 70, 'BookmarkListPage.BookmarkAdapter'),
        ('BookmarkListPage.BookmarkHolder', 'class', 76, 'BookmarkListPage'),
        ('BookmarkListPage.BookmarkHolder.BookmarkHolder', 'constructor', 77, 'BookmarkListPage.BookmarkHolder'),
        ('BookmarkListPage.BookmarkHolder.bind', 'method', 81, 'BookmarkListPage.BookmarkHolder'),
    ]),
    "app/src/main/java/com/tencent/mtt/security/ForbiddenController.java": ("com.tencent.mtt.security", [
        ('ForbiddenController', 'class', 18, None),
        ('ForbiddenController.sInstance', 'field', 19, 'ForbiddenController'),
        ('ForbiddenController.mRules', 'field', 21, 'ForbiddenController'),
        ('ForbiddenController.mListeners', 'field', 22, 'ForbiddenController'),
        ('ForbiddenController.ForbiddenController', 'constructor', 24, 'ForbiddenController'),
        ('ForbiddenController.getInstance', 'method', 27, 'ForbiddenController'),
        ('ForbiddenController.updateRules', 'method', 39, 'ForbiddenController'),
        ('ForbiddenController.getCategory', 'method', 50, 'ForbiddenController'),
        ('ForbiddenController.isForbidden', 'method', 60, 'ForbiddenController'),
        ('ForbiddenController.isPiracySite', 'method', 64, 'ForbiddenController'),
        ('ForbiddenController.isAdultSite', 'method', 68, 'ForbiddenController'),
        ('ForbiddenController.checkAndNotify', 'method', 73, 'ForbiddenController'),
        ('ForbiddenController.addListener', 'method', 85, 'ForbiddenController'),
        ('ForbiddenController.removeListener', 'method', 89, 'ForbiddenController'),
        ('ForbiddenController.OnForbiddenListener', 'interface', 93, 'ForbiddenController'),
        ('ForbiddenController.OnForbiddenListener.onForbidden', 'method', 94, 'ForbiddenController.OnForbiddenListener'),
        ('ForbiddenController.Rule', 'class', 97, 'ForbiddenController'),
        ('ForbiddenController.Rule.host', 'field', 98, 'ForbiddenController.Rule'),
        ('ForbiddenController.Rule.category', 'field', 99, 'ForbiddenController.Rule'),
        ('ForbiddenController.Rule.Rule', 'constructor', 101, 'ForbiddenController.Rule'),
    ]),
    "app/src/main/java/com/tencent/mtt/security/SiteCategory.java": ("com.tencent.mtt.security", [
        ('SiteCategory', 'enum', 9, None),
        ('SiteCategory.PIRACY', 'enum_constant', 11, 'SiteCategory'),
        ('SiteCategory.ADULT', 'enum_constant', 13, 'SiteCategory'),
        ('SiteCategory.GAMBLING', 'enum_constant', 14, 'SiteCategory'),
        ('SiteCategory.NORMAL', 'enum_constant', 15, 'SiteCategory'),
        ('SiteCategory.mCode', 'field', 17, 'SiteCategory'),
        ('SiteCategory.mBlocked', 'field', 18, 'SiteCategory'),
        ('SiteCategory.SiteCategory', 'constructor', 20, 'SiteCategory'),
        ('SiteCategory.getCode', 'method', 25, 'SiteCategory'),
        ('SiteCategory.isBlocked', 'method', 29, 'SiteCategory'),
        ('SiteCategory.fromCode', 'method', 33, 'SiteCategory'),
    ]),
    "app/src/main/java/com/tencent/mtt/view/FastScrollBar.java": ("com.tencent.mtt.view", [
        ('FastScrollBar', 'class', 21, None),
        ('FastScrollBar.MIN_THUMB_HEIGHT_DP', 'constant', 22, 'FastScrollBar'),
        ('FastScrollBar.HIDE_DELAY_MS', 'constant', 23, 'FastScrollBar'),
        ('FastScrollBar.mThumbPaint', 'field', 25, 'FastScrollBar'),
        ('FastScrollBar.mRecyclerView', 'field', 27, 'FastScrollBar'),
        ('FastScrollBar.mTarget', 'field', 29, 'FastScrollBar'),
        ('FastScrollBar.mThumbOffset', 'field', 30, 'FastScrollBar'),
        ('FastScrollBar.mDragging', 'field', 31, 'FastScrollBar'),
        ('FastScrollBar.mDragListener', 'field', 33, 'FastScrollBar'),
        ('FastScrollBar.mScrollListener', 'field', 35, 'FastScrollBar'),
        ('FastScrollBar.FastScrollBar', 'constructor', 43, 'FastScrollBar'),
        ('FastScrollBar.FastScrollBar', 'constructor', 47, 'FastScrollBar'),
        ('FastScrollBar.attachToRecyclerView', 'method', 53, 'FastScrollBar'),
        ('FastScrollBar.attach', 'method', 68, 'FastScrollBar'),
        ('FastScrollBar.setOnDragListener', 'method', 74, 'FastScrollBar'),
        ('FastScrollBar.onTouchEvent', 'method', 78, 'FastScrollBar'),
        ('FastScrollBar.onDraw', 'method', 100, 'FastScrollBar'),
        ('FastScrollBar.updateThumb', 'method', 107, 'FastScrollBar'),
        ('FastScrollBar.OnDragListener', 'interface', 117, 'FastScrollBar'),
        ('FastScrollBar.OnDragListener.onDragStart', 'method', 118, 'FastScrollBar.OnDragListener'),
        ('FastScrollBar.OnDragListener.onDragEnd', 'method', 120, 'FastScrollBar.OnDragListener'),
    ]),
    "app/src/main/java/com/tencent/mtt/view/FastScrollBarCompat.java": ("com.tencent.mtt.view", [
        ('FastScrollBarCompat', 'class', 16, None),
        ('FastScrollBarCompat.mQBRecyclerView', 'field', 18, 'FastScrollBarCompat'),
        ('FastScrollBarCompat.mAlwaysShow', 'field', 19, 'FastScrollBarCompat'),
        ('FastScrollBarCompat.FastScrollBarCompat', 'constructor', 21, 'FastScrollBarCompat'),
        ('FastScrollBarCompat.FastScrollBarCompat', 'constructor', 25, 'FastScrollBarCompat'),
        ('FastScrollBarCompat.attachToQBRecyclerView', 'method', 30, 'FastScrollBarCompat'),
        ('FastScrollBarCompat.attachToQBRecyclerView', 'method', 34, 'FastScrollBarCompat'),
        ('FastScrollBarCompat.updateThumb', 'method', 41, 'FastScrollBarCompat'),
    ]),
    "app/src/main/java/com/tencent/mtt/view/recycler/QBGridView.java": ("com.tencent.mtt.view.recycler", [
        ('QBGridView', 'class', 11, None),
        ('QBGridView.DEFAULT_SPAN_COUNT', 'constant', 12, 'QBGridView'),
        ('QBGridView.QBGridView', 'constructor', 14, 'QBGridView'),
        ('QBGridView.QBGridView', 'constructor', 18, 'QBGridView'),
        ('QBGridView.createLayoutManager', 'method', 22, 'QBGridView'),
        ('QBGridView.setSpanCount', 'method', 27, 'QBGridView'),
        ('QBGridView.getSpanCount', 'method', 31, 'QBGridView'),
    ]),
    "app/src/main/java/com/tencent/mtt/view/recycler/QBListView.java": ("com.tencent.mtt.view.recycler", [
        ('QBListView', 'class', 17, None),
        ('QBListView.mHeaderViews', 'field', 18, 'QBListView'),
        ('QBListView.mDividerHeight', 'field', 19, 'QBListView'),
        ('QBListView.QBListView', 'constructor', 21, 'QBListView'),
        ('QBListView.QBListView', 'constructor', 25, 'QBListView'),
        ('QBListView.addHeaderView', 'method', 29, 'QBListView'),
        ('QBListView.removeHeaderView', 'method', 34, 'QBListView'),
        ('QBListView.getHeaderViewsCount', 'method', 42, 'QBListView'),
        ('QBListView.setDividerHeight', 'method', 46, 'QBListView'),
    ]),
    "app/src/main/java/com/tencent/mtt/view/recycler/QBRecyclerView.java": ("com.tencent.mtt.view.recycler", [
        ('QBRecyclerView', 'class', 13, None),
        ('QBRecyclerView.mPinnedHeaderHeight', 'field', 14, 'QBRecyclerView'),
        ('QBRecyclerView.mFastScrollEnabled', 'field', 15, 'QBRecyclerView'),
        ('QBRecyclerView.QBRecyclerView', 'constructor', 17, 'QBRecyclerView'),
        ('QBRecyclerView.QBRecyclerView', 'constructor', 21, 'QBRecyclerView'),
        ('QBRecyclerView.createLayoutManager', 'method', 26, 'QBRecyclerView'),
        ('QBRecyclerView.getPinnedHeaderHeight', 'method', 30, 'QBRecyclerView'),
        ('QBRecyclerView.setPinnedHeaderHeight', 'method', 34, 'QBRecyclerView'),
        ('QBRecyclerView.setFastScrollEnabled', 'method', 39, 'QBRecyclerView'),
        ('QBRecyclerView.isFastScrollEnabled', 'method', 43, 'QBRecyclerView'),
        ('QBRecyclerView.scrollToTop', 'method', 48, 'QBRecyclerView'),
        ('QBRecyclerView.getFirstVisiblePosition', 'method', 57, 'QBRecyclerView'),
        ('QBRecyclerView.QBViewHolder', 'class', 65, 'QBRecyclerView'),
        ('QBRecyclerView.QBViewHolder.mBoundItem', 'field', 67, 'QBRecyclerView.QBViewHolder'),
        ('QBRecyclerView.QBViewHolder.QBViewHolder', 'constructor', 69, 'QBRecyclerView.QBViewHolder'),
        ('QBRecyclerView.QBViewHolder.bind', 'method', 73, 'QBRecyclerView.QBViewHolder'),
    ]),
    "modules/switches/src/main/java/com/tencent/mtt/switches/SwitchKey.java": ("com.tencent.mtt.switches", [
        ('SwitchKey', 'class', 9, None),
        ('SwitchKey.module', 'field', 11, 'SwitchKey'),
        ('SwitchKey.name', 'field', 13, 'SwitchKey'),
        ('SwitchKey.defaultOn', 'field', 14, 'SwitchKey'),
        ('SwitchKey.SwitchKey', 'constructor', 16, 'SwitchKey'),
        ('SwitchKey.of', 'method', 22, 'SwitchKey'),
        ('SwitchKey.of', 'method', 27, 'SwitchKey'),
        ('SwitchKey.toString', 'method', 32, 'SwitchKey'),
    ]),
    "modules/switches/src/main/java/com/tencent/mtt/switches/SwitchManager.java": ("com.tencent.mtt.switches", [
        ('SwitchManager', 'class', 19, None),
        ('SwitchManager.INSTANCE', 'constant', 20, 'SwitchManager'),
        ('SwitchManager.mRegistered', 'field', 22, 'SwitchManager'),
        ('SwitchManager.mValues', 'field', 23, 'SwitchManager'),
        ('SwitchManager.mStringReads', 'field', 24, 'SwitchManager'),
        ('SwitchManager.mCloudConfig', 'field', 25, 'SwitchManager'),
        ('SwitchManager.SwitchManager', 'constructor', 27, 'SwitchManager'),
        ('SwitchManager.getInstance', 'method', 30, 'SwitchManager'),
        ('SwitchManager.register', 'method', 36, 'SwitchManager'),
        ('SwitchManager.onCloudConfig', 'method', 44, 'SwitchManager'),
        ('SwitchManager.isOn', 'method', 51, 'SwitchManager'),
        ('SwitchManager.isOn', 'method', 63, 'SwitchManager'),
        ('SwitchManager.getSwitchValue', 'method', 75, 'SwitchManager'),
        ('SwitchManager.getSwitchValue', 'method', 88, 'SwitchManager'),
        ('SwitchManager.bind', 'method', 94, 'SwitchManager'),
    ]),
    "modules/switches/src/main/java/com/tencent/mtt/switches/SwitchOwner.java": ("com.tencent.mtt.switches", [
        ('SwitchOwner', 'annotation', 9, None),
        ('SwitchOwner.module', 'method', 12, 'SwitchOwner'),
        ('SwitchOwner.contact', 'method', 14, 'SwitchOwner'),
    ]),
    "modules/xhome/src/main/java/com/tencent/mtt/xhome/fastcut/FastCutView.java": ("com.tencent.mtt.xhome.fastcut", [
        ('FastCutView', 'class', 14, None),
        ('FastCutView.mIcon', 'field', 15, 'FastCutView'),
        ('FastCutView.mTitle', 'field', 16, 'FastCutView'),
        ('FastCutView.mItem', 'field', 18, 'FastCutView'),
        ('FastCutView.mListener', 'field', 20, 'FastCutView'),
        ('FastCutView.FastCutView', 'constructor', 22, 'FastCutView'),
        ('FastCutView.FastCutView', 'constructor', 26, 'FastCutView'),
        ('FastCutView.bind', 'method', 39, 'FastCutView'),
        ('FastCutView.getItem', 'method', 45, 'FastCutView'),
        ('FastCutView.setOnFastCutClickListener', 'method', 50, 'FastCutView'),
        ('FastCutView.OnFastCutClickListener', 'interface', 54, 'FastCutView'),
        ('FastCutView.OnFastCutClickListener.onFastCutClick', 'method', 55, 'FastCutView.OnFastCutClickListener'),
        ('FastCutView.OnFastCutClickListener.onFastCutLongClick', 'method', 57, 'FastCutView.OnFastCutClickListener'),
    ]),
}


def _extract(extractor, rel_path):
    return extractor.extract("java", (ROOT / rel_path).read_bytes())


def _by_qualname(result):
    found = {}
    for sym in result.symbols:
        found.setdefault(sym.qualname, []).append(sym)
    return found


def test_every_java_fixture_has_a_table():
    on_disk = sorted(
        str(path.relative_to(ROOT))
        for top in ANDROID_DIRS
        for path in (ROOT / top).rglob("*.java")
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
    assert not any(s.attached for s in result.symbols)   # Java has no extensions


BASES = {
    "app/src/main/java/com/tencent/mtt/view/FastScrollBar.java": {
        "com.tencent.mtt.view.FastScrollBar": ("View",),
        "com.tencent.mtt.view.FastScrollBar.OnDragListener": (),
    },
    "app/src/main/java/com/tencent/mtt/view/FastScrollBarCompat.java": {
        "com.tencent.mtt.view.FastScrollBarCompat": ("FastScrollBar",),
    },
    "app/src/main/java/com/tencent/mtt/view/recycler/QBRecyclerView.java": {
        "com.tencent.mtt.view.recycler.QBRecyclerView": ("RecyclerView",),
        "com.tencent.mtt.view.recycler.QBRecyclerView.QBViewHolder": ("RecyclerView.ViewHolder",),
    },
    "app/src/main/java/com/tencent/mtt/view/recycler/QBListView.java": {
        "com.tencent.mtt.view.recycler.QBListView": ("QBRecyclerView",),
    },
    "app/src/main/java/com/tencent/mtt/view/recycler/QBGridView.java": {
        "com.tencent.mtt.view.recycler.QBGridView": ("QBRecyclerView",),
    },
    "app/src/main/java/com/tencent/mtt/security/ForbiddenController.java": {
        "com.tencent.mtt.security.ForbiddenController": (),
        "com.tencent.mtt.security.ForbiddenController.OnForbiddenListener": (),
        "com.tencent.mtt.security.ForbiddenController.Rule": (),
    },
    "app/src/main/java/com/tencent/mtt/security/SiteCategory.java": {
        "com.tencent.mtt.security.SiteCategory": (),
    },
    "app/src/main/java/com/tencent/mtt/bookmark/BookmarkListPage.java": {
        "com.tencent.mtt.bookmark.BookmarkListPage": ("FrameLayout",),
        "com.tencent.mtt.bookmark.BookmarkListPage.Bookmark": (),
        "com.tencent.mtt.bookmark.BookmarkListPage.BookmarkAdapter": ("RecyclerView.Adapter",),
        "com.tencent.mtt.bookmark.BookmarkListPage.BookmarkHolder": ("QBRecyclerView.QBViewHolder",),
    },
    "modules/switches/src/main/java/com/tencent/mtt/switches/SwitchKey.java": {
        "com.tencent.mtt.switches.SwitchKey": (),
    },
    "modules/switches/src/main/java/com/tencent/mtt/switches/SwitchManager.java": {
        "com.tencent.mtt.switches.SwitchManager": (),
    },
    "modules/switches/src/main/java/com/tencent/mtt/switches/SwitchOwner.java": {
        "com.tencent.mtt.switches.SwitchOwner": (),
    },
    "modules/xhome/src/main/java/com/tencent/mtt/xhome/fastcut/FastCutView.java": {
        "com.tencent.mtt.xhome.fastcut.FastCutView": ("FrameLayout",),
        "com.tencent.mtt.xhome.fastcut.FastCutView.OnFastCutClickListener": (),
    },
}

TYPE_KINDS = {"class", "interface", "enum", "annotation", "record"}


@pytest.mark.parametrize("rel_path", sorted(BASES))
def test_bases_of_every_type(extractor, rel_path):
    result = _extract(extractor, rel_path)
    got = {s.qualname: s.bases for s in result.symbols if s.kind in TYPE_KINDS}
    assert got == BASES[rel_path]


def test_bases_table_covers_every_fixture():
    assert sorted(BASES) == sorted(EXPECTED)


@pytest.mark.parametrize("rel_path, qualname, params", [
    ("app/src/main/java/com/tencent/mtt/view/FastScrollBar.java",
     "com.tencent.mtt.view.FastScrollBar.FastScrollBar",
     ["(Context context)", "(Context context, @Nullable AttributeSet attrs)"]),
    ("app/src/main/java/com/tencent/mtt/view/FastScrollBarCompat.java",
     "com.tencent.mtt.view.FastScrollBarCompat.attachToQBRecyclerView",
     ["(@NonNull QBRecyclerView list)", "(@NonNull QBRecyclerView list, boolean alwaysShow)"]),
    ("modules/switches/src/main/java/com/tencent/mtt/switches/SwitchManager.java",
     "com.tencent.mtt.switches.SwitchManager.isOn",
     ["(@NonNull SwitchKey key)", "(@NonNull String name)"]),
    ("modules/switches/src/main/java/com/tencent/mtt/switches/SwitchManager.java",
     "com.tencent.mtt.switches.SwitchManager.getSwitchValue",
     ["(@NonNull SwitchKey key, int defaultValue)", "(@NonNull String name, int defaultValue)"]),
    ("modules/switches/src/main/java/com/tencent/mtt/switches/SwitchKey.java",
     "com.tencent.mtt.switches.SwitchKey.of",
     ["(@NonNull String module, @NonNull String name, boolean defaultOn)",
      "(@NonNull String module, @NonNull String name)"]),
])
def test_overload_parameters(extractor, rel_path, qualname, params):
    result = _extract(extractor, rel_path)
    assert [s.params for s in _by_qualname(result)[qualname]] == params


def test_fast_scroll_bar_has_only_the_two_attach_methods(extractor):
    """The article's case: FastScrollBar has attachToRecyclerView and attach, nothing for QB lists."""
    result = _extract(extractor, "app/src/main/java/com/tencent/mtt/view/FastScrollBar.java")
    members = [s for s in result.symbols if s.container == "com.tencent.mtt.view.FastScrollBar"]
    assert sorted({s.name for s in members if s.name.startswith("attach")}) == [
        "attach", "attachToRecyclerView"]
    assert not any("ListView" in s.name for s in result.symbols)
    attach = _by_qualname(result)["com.tencent.mtt.view.FastScrollBar.attach"]
    assert [(s.params, s.line, s.end_line) for s in attach] == [("(@NonNull View target)", 68, 72)]
    # onScrolled of the anonymous listener in a field initialiser is a member of no named type.
    assert "onScrolled" not in {s.name for s in result.symbols}


def test_imports_and_constants(extractor):
    result = _extract(extractor, "app/src/main/java/com/tencent/mtt/view/FastScrollBar.java")
    assert ("androidx.recyclerview.widget.RecyclerView", 12) in result.imports
    assert ("android.view.View", 8) in result.imports
    kinds = {s.name: s.kind for s in result.symbols}
    assert kinds["MIN_THUMB_HEIGHT_DP"] == "constant"   # private static final
    assert kinds["mThumbPaint"] == "field"             # final, not static


EDGE_CASES = b"""\
package com.example.edge;

import java.util.*;
import static java.util.Objects.requireNonNull;

public class Outer<T> extends Base<T> implements Runnable, java.io.Serializable {
    final static String A = "a", B = "b";
    static int counter;
    private final Runnable task = new Runnable() {
        @Override
        public void run() {
        }
    };

    enum Mode {
        FAST {
            @Override
            int speed() { return 2; }
        },
        SLOW;

        int speed() { return 1; }
    }

    interface Callback extends Runnable, Cloneable {
        int RETRIES = 3;

        void done(int code);
    }

    @interface Marker {
        String value() default "";
    }

    record Point(int x, int y) implements Comparable<Point> {
        public int compareTo(Point o) { return 0; }
    }

    public void run() {
        class Local {
            void hidden() {}
        }
    }
}
"""


def test_edge_cases(extractor):
    result = extractor.extract("java", EDGE_CASES)
    assert result.parse_errors == 0
    assert result.package == "com.example.edge"
    # A wildcard import is its package; a static import is the member's full name.
    assert result.imports == [("java.util", 3), ("java.util.Objects.requireNonNull", 4)]
    got = [(relative(s.qualname, "com.example.edge"), s.kind, s.line) for s in result.symbols]
    assert got == [
        ("Outer", "class", 6),
        ("Outer.A", "constant", 7),
        ("Outer.B", "constant", 7),
        ("Outer.counter", "field", 8),
        ("Outer.task", "field", 9),           # its anonymous Runnable.run is not a member
        ("Outer.Mode", "enum", 15),
        ("Outer.Mode.FAST", "enum_constant", 16),   # the constant's body method is not a member
        ("Outer.Mode.SLOW", "enum_constant", 20),
        ("Outer.Mode.speed", "method", 22),
        ("Outer.Callback", "interface", 25),
        ("Outer.Callback.RETRIES", "constant", 26),
        ("Outer.Callback.done", "method", 28),
        ("Outer.Marker", "annotation", 31),
        ("Outer.Marker.value", "method", 32),
        ("Outer.Point", "record", 35),
        ("Outer.Point.x", "field", 35),
        ("Outer.Point.y", "field", 35),
        ("Outer.Point.compareTo", "method", 36),
        ("Outer.run", "method", 39),          # the local class inside it is dropped
    ]
    syms = {s.qualname: s for s in result.symbols}
    assert syms["com.example.edge.Outer"].bases == ("Base", "Runnable", "java.io.Serializable")
    assert syms["com.example.edge.Outer.Callback"].bases == ("Runnable", "Cloneable")
    assert syms["com.example.edge.Outer.Point"].bases == ("Comparable",)
    assert syms["com.example.edge.Outer.Point"].params == "(int x, int y)"
    assert syms["com.example.edge.Outer.Marker.value"].params == "()"   # an annotation element
