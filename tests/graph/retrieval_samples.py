"""Team notes about the sample repository, the way people write them (English, Chinese, Japanese), and
helpers the retrieval tests share (a plain module: tests/ has no packages)."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from gov_samples import QQBROWSER

BOOKMARK_PAGE = "app/src/main/java/com/tencent/mtt/bookmark/BookmarkListPage.java"
COMPAT = "app/src/main/java/com/tencent/mtt/view/FastScrollBarCompat.java"

NOTES = [
    {"id": "exp-fastscroll", "lens": "logic",
     "when": "When attaching a fast scroll bar to one of our QB lists (QBRecyclerView, QBListView, QBGridView)",
     "what": "Use FastScrollBarCompat.attachToQBRecyclerView() instead of FastScrollBar.attachToRecyclerView()",
     "why": "QB lists draw a header above the first item; only the compat attach follows the header offset, "
            "the plain attach puts the thumb under the header",
     "symbols": ["FastScrollBarCompat.attachToQBRecyclerView", "FastScrollBar.attachToRecyclerView"]},
    {"id": "exp-switch-string", "lens": "logic",
     "when": "When code in one module reads a switch owned by another module",
     "what": "Pass the owning module's SwitchKey constant to SwitchManager.isOn, never the switch name as a String",
     "why": "switches register lazily when their module loads; a String lookup from another module runs first, "
            "gets the default (off) and caches it",
     "symbols": ["SwitchManager.isOn", "SwitchKey"]},
    {"id": "exp-xhome-index", "lens": "index",
     "when": "When changing the direct-page (直达页) feature of the home screen",
     "what": "It lives in the xhome module; start from FastCutManager, the FastCut* classes are the feature",
     "why": "the name of the module says nothing about direct pages, so searching for it finds nothing",
     "symbols": ["FastCutManager", "xhome"]},
    {"id": "exp-zh-forbidden", "lens": "logic",
     "when": "新增一种禁止访问的网站类别时",
     "what": "要同时修改 SiteCategory、ForbiddenController.isForbidden() 和 ForbiddenPageView 三处",
     "why": "只改 SiteCategory 的话，ForbiddenController 不会拦截，页面也不会显示拦截提示",
     "symbols": ["SiteCategory", "ForbiddenController.isForbidden", "ForbiddenPageView"]},
    {"id": "exp-ja-uba", "lens": "logic",
     "when": "Chromium 側のコードから UBA にイベントを送りたいとき",
     "what": "chrome/browser/hooks/uba_hooks.h のフック層を経由すること。uba_service を直接呼ばない",
     "why": "Chromium のソース層は UBA のサービスに依存できないので、フック層だけが両方を知っている",
     "symbols": ["chrome/browser/hooks/uba_hooks.h"]},
    {"id": "exp-dsite", "lens": "jargon",
     "when": "When a teammate or a ticket says 'D site' or 'A site'",
     "what": "Read 'D site' as a piracy site and 'A site' as an adult site",
     "why": "team shorthand from the content-safety project; the letters are not abbreviations of English words",
     "symbols": []},
]


def write_notes(path: Path, notes=NOTES) -> Path:
    path.write_text("".join(json.dumps(n, ensure_ascii=False) + "\n" for n in notes), encoding="utf-8")
    return path


def copy_repo(tmp_path: Path) -> Path:
    repo = tmp_path / "qqbrowser"
    shutil.copytree(QQBROWSER, repo, ignore=shutil.ignore_patterns(".codeindex"))
    return repo


def seeded_store(tmp_path: Path, repo: Path | None = None) -> Path:
    """A store holding NOTES as-is (recorded against the repository copy when given)."""
    from graph.importexport import import_as_is
    from graph.store import Store

    db = tmp_path / "governance.sqlite"
    store = Store(db)
    try:
        report = import_as_is(store, write_notes(tmp_path / "notes.jsonl"), str(repo) if repo else None)
        assert not report.errors, report.errors
    finally:
        store.close()
    return db
