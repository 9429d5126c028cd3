# Time set: Coil's docs at 2.5.0 (2023-10-30, package `coil`), checked against the pinned 3.5.0+64 head (package
# `coil3`). The modules coil-base, coil-singleton, coil-compose-base and coil-compose-singleton, the `Coil` singleton
# object and the OkHttp-specific builder options went in 24375db17 ("Merge 3.x into main.", 2023-12-30). Found with
# `git ls-tree` at both commits and `git log --diff-filter=D`. (form, label, target, sugg, text, "cited_file:line", note)
OLD = "66a6f5ed1ec3b57f7aa031c0e584e484b7948d57"  # tag 2.5.0
OLD_DATE = "2023-10-30"
SOURCE_GLOBS = ["*.kt"]
MODULES = ("coil",)
ANC = {}
ROWS = [
    ("en", "false", "coil-base/", "coil-core/",
     "Library modules depend on `coil-base/` only, so they never pull in the singleton.",
     "README.md:79", "coil-base/ deleted in 24375db17 (Merge 3.x into main, 2023-12-30); its code is in coil-core/"),
    ("zh", "false", "coil-singleton/", "coil/",
     "单例 ImageLoader 的代码在 coil-singleton/ 模块里。",
     "docs/getting_started.md:97", "deleted in 24375db17 (2023-12-30)"),
    ("bare", "false", "coil-compose-base/", "coil-compose-core/", "coil-compose-base/",
     "docs/getting_started.md:10", "deleted in 24375db17 (2023-12-30)"),
    ("ja", "false", "coil-compose-singleton/", "coil-compose/",
     "Compose 用のシングルトン拡張は coil-compose-singleton/ にある。",
     "docs/getting_started.md:10", "deleted in 24375db17 (2023-12-30)"),
    ("en", "false", "ImageLoader.Builder.okHttpClient", None,
     "The shared OkHttp client is handed to Coil with `ImageLoader.Builder(context).okHttpClient { client }`.",
     "docs/recipes.md:35", "removed from ImageLoader.Builder in 24375db17; networking moved to the coil-network-* modules"),
    ("zh", "false", "ImageLoader.Builder.respectCacheHeaders", None,
     "离线模式下调用 `ImageLoader.Builder.respectCacheHeaders(false)` 忽略服务器缓存头。",
     "CHANGELOG.md:392", "removed in 24375db17 (2023-12-30)"),
    ("ja", "false", "Coil.imageLoader", "SingletonImageLoader.get",
     "Java からは `Coil.imageLoader(context)` でシングルトンの ImageLoader を取得する。",
     "docs/java_compatibility.md:10", "coil-singleton/src/main/java/coil/Coil.kt deleted in 24375db17 (2023-12-30)"),
    # still there
    ("en", "true", "ImageRequest.Builder.crossfade", None, "Requests fade in with `crossfade(true)` on the ImageRequest.Builder.", "README.md:42", ""),
    ("bare", "true", "ImageLoader.enqueue", None, "ImageLoader.enqueue", "README.md:92", ""),
]
