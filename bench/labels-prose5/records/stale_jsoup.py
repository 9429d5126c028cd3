# Time set: jsoup's sources and javadoc at jsoup-1.14.3 (2021-09-30), checked against the pinned head.
# Found by hand from `git diff -M --name-status jsoup-1.14.3 HEAD -- src/main` and a diff of the public methods of
# every class at both commits (Element.nextElementSibling moved to Node and still resolves: not used).
# Removal commits from `git log --diff-filter=D` / `git log -S`.
# (form, label, target, sugg, text, "cited_file:line", note)
OLD = "00061629b5b91f09afbfea7eae3710bb3253c5b9"  # tag jsoup-1.14.3
OLD_DATE = "2021-09-30"
SOURCE_GLOBS = ["*.java"]
MODULES = ()
ANC = {"Document": ("Element", "Node"), "Element": ("Node",)}
ROWS = [
    ("en", "false", "Whitelist.basic", "Safelist.basic",
     "Comments are cleaned with `Jsoup.clean(body, Whitelist.basic())` before they are stored.", "src/main/java/org/jsoup/Jsoup.java:299",
     "Whitelist renamed Safelist in 1.14.1; the shim deleted in 2cc23997 (2021-10-06)"),
    ("zh", "false", "Whitelist", "Safelist",
     "自定义清洗规则：`new Cleaner(whitelist)`，其中 whitelist 是我们扩展过的 `Whitelist`。", "src/main/java/org/jsoup/safety/Cleaner.java:52",
     "second citation of the renamed class"),
    ("en", "false", "Document.normalise", None,
     "Call `doc.normalise()` after building a document by hand so head and body exist.", "src/main/java/org/jsoup/nodes/Document.java:184",
     "removed with the deprecated methods in df617e98 (2023-05-08)"),
    ("zh", "false", "Document.updateMetaCharsetElement", "Document.charset",
     "改编码时先 `doc.updateMetaCharsetElement(true)`，这样 <meta charset> 会跟着更新。", "src/main/java/org/jsoup/nodes/Document.java:319",
     "removed in 1edd1431 (2025-05-01); Document.charset(Charset) updates the meta element itself"),
    ("ja", "false", "Parser.setTreeBuilder", None,
     "独自のツリービルダーは `parser.setTreeBuilder(builder)` で差し込む。", "src/main/java/org/jsoup/parser/Parser.java:69",
     "removed in 1edd1431 (2025-05-01)"),
    ("zh", "false", "src/main/java/org/jsoup/internal/ConstrainableInputStream.java",
     "src/main/java/org/jsoup/internal/ControllableInputStream.java",
     "下载体积和超时的限制在 `src/main/java/org/jsoup/internal/ConstrainableInputStream.java` 里实现。",
     "src/main/java/org/jsoup/helper/DataUtil.java:249", "deleted in 15558b47 (2023-12-30); ControllableInputStream took its place"),
    ("en", "false", "src/main/java/org/jsoup/helper/ChangeNotifyingArrayList.java", None,
     "Element's child list is a `src/main/java/org/jsoup/helper/ChangeNotifyingArrayList.java`, so edits invalidate the cached children.",
     "src/main/java/org/jsoup/nodes/Element.java:1716", "deleted in 1edd1431 (2025-05-01)"),
    ("en", "false", "src/main/java/org/jsoup/safety/Whitelist.java", "src/main/java/org/jsoup/safety/Safelist.java",
     "The allowed tags for comments are defined in src/main/java/org/jsoup/safety/Whitelist.java.",
     "src/main/java/org/jsoup/safety/Whitelist.java:27", "deleted in 2cc23997 (2021-10-06)"),
    # still there
    ("en", "true", "Jsoup.clean", None,
     "Sanitising goes through `Jsoup.clean`.", "src/main/java/org/jsoup/Jsoup.java:299", ""),
    ("zh", "true", "Cleaner.isValid", None, "提交前用 Cleaner 的 isValid 检查输入。", "src/main/java/org/jsoup/safety/Cleaner.java:52", ""),
]
