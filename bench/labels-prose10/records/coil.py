# Hand-written records for coil-kt/coil (Kotlin Multiplatform, 3.5.0+64, package coil3). ImageLoader (interface with a
# nested Builder; execute/enqueue) loads an ImageRequest (nested Builder: data, target, size, scale, placeholder, the
# cache policies); many options are extension functions on the nested builders (`fun ImageRequest.Builder.crossfade(` in
# coil3/request/imageRequests.kt, Android-only `allowHardware`). Results are SuccessResult/ErrorResult; coil3.Image is
# coil's own image type (width/height/size/draw). Glide's and Picasso's chains (into, centerCrop, diskCacheStrategy,
# override, fit) are the k1 a model brings; Android Drawable/Bitmap's members on coil3.Image are k5.
# (form, kind, label, target, sugg, text[, also])
LANG = "kotlin"
MODULES = ("coil3",)
ANC = {}
RECORDS = [
    # --- true, English
    ("en", "true", "true", "ImageLoader.execute", None,
     "Session summary: the share sheet needs the bitmap synchronously inside a coroutine, so it calls `imageLoader.execute(request)` and checks for a `SuccessResult`.",
     ["SuccessResult"]),
    ("en", "true", "true", "ImageLoader.enqueue", None,
     "Rule: fire-and-forget loads use `enqueue(request)` on the ImageLoader and keep the returned Disposable so the view can cancel it."),
    ("en", "true", "true", "ImageRequest.Builder.crossfade", None,
     "Every list thumbnail is built with `ImageRequest.Builder(context).data(url).crossfade(true).build()`.",
     ["ImageRequest.Builder.data", "ImageRequest.Builder.build"]),
    ("en", "true", "true", "MemoryCache.Builder.maxSizePercent", None,
     "Handover: the memory cache is capped with `MemoryCache.Builder().maxSizePercent(context, 0.20)`; the default 25 % was too much on low-end devices."),
    ("en", "true", "true", "SingletonImageLoader.setSafe", None,
     "The app module installs its loader once with `SingletonImageLoader.setSafe { ctx -> buildLoader(ctx) }`; library modules only ever call `get`.",
     ["SingletonImageLoader.get"]),
    ("en", "true", "true", "ImageRequest.Builder.allowHardware", None,
     "Lesson learned: bitmaps we read pixels from must opt out of hardware bitmaps with `allowHardware(false)` on the ImageRequest.Builder (Android only)."),
    ("en", "true", "true", "ErrorResult.throwable", None,
     "Review: log `result.throwable` of the `ErrorResult`, not just the request, or the 404s are invisible."),
    # --- true, Chinese
    ("zh", "true", "true", "ImageRequest.Builder.memoryCachePolicy", None,
     "头像请求设置 `memoryCachePolicy(CachePolicy.DISABLED)`，避免用户换头像后仍显示旧图。"),
    ("zh", "true", "true", "ImageLoader.Builder.diskCache", None,
     "磁盘缓存在 `ImageLoader.Builder(context).diskCache { ... }` 里懒加载创建，不阻塞启动。"),
    ("zh", "true", "true", "ImageRequest.Builder.size", None,
     "大图列表里一定要调用 `size(300, 300)`，否则 Coil 会按 View 大小解码。"),
    ("zh", "true", "true", "SuccessResult.dataSource", None,
     "排查缓存命中率时打印 SuccessResult 的 `dataSource`，MEMORY_CACHE 表示命中内存缓存。"),
    ("zh", "true", "true", "ImageLoader.newBuilder", None,
     "需要一个不带缓存的 loader 时，从全局 loader 调用 `newBuilder()` 再改配置，而不是重新创建。"),
    # --- true, Japanese
    ("ja", "true", "true", "ImageRequest.Builder.placeholder", None,
     "プレースホルダーは `ImageRequest.Builder.placeholder(...)` で指定し、エラー画像は `error(...)` で指定する。",
     ["ImageRequest.Builder.error"]),
    ("ja", "true", "true", "DiskCache.clear", None,
     "ログアウト時は `imageLoader.diskCache?.clear()` で DiskCache を消す。"),
    ("ja", "true", "true", "ImageLoader.Builder.crossfade", None,
     "アプリ全体のフェードは `ImageLoader.Builder.crossfade(true)` で一度だけ設定している。"),
    # --- bare references
    ("bare", "true", "true", "ImageRequest.Builder.transformations", None, "ImageRequest.Builder.transformations"),
    ("bare", "true", "true", "ImageLoader.shutdown", None, "ImageLoader.shutdown()"),
    ("bare", "true", "true", "MemoryCache.trimToSize", None, "MemoryCache.trimToSize"),
    ("bare", "true", "true", "DiskCache.openSnapshot", None, "coil3.disk.DiskCache.openSnapshot"),
    ("bare", "true", "true", "ImageRequest.Builder.diskCacheKey", None, "ImageRequest.Builder.diskCacheKey"),
    ("bare", "true", "true", "coil-compose-core/", None, "coil-compose-core/"),
    ("bare", "true", "true", "ImageLoader.Builder.eventListener", None, "ImageLoader.Builder#eventListener"),
    ("bare", "true", "true", "Image.shareable", None, "coil3.Image.shareable"),
    ("bare", "true", "true", "SingletonImageLoader.reset", None, "SingletonImageLoader.reset()"),
    # --- k1: Glide / Picasso names bound to Coil's builders
    ("en", "k1", "false", "ImageRequest.Builder.into", "ImageRequest.Builder.target",
     "Finish the chain with `.into(imageView)` on the `ImageRequest.Builder`, the same way as before."),
    ("zh", "k1", "false", "ImageRequest.Builder.centerCrop", "ImageRequest.Builder.scale",
     "缩略图在 `ImageRequest.Builder` 上加 `centerCrop()` 裁剪。"),
    ("ja", "k1", "false", "ImageLoader.Builder.diskCacheStrategy", "ImageLoader.Builder.diskCachePolicy",
     "ImageLoader.Builder に `diskCacheStrategy(...)` を指定してディスクキャッシュを無効にする。"),
    ("bare", "k1", "false", "ImageRequest.Builder.override", "ImageRequest.Builder.size", "ImageRequest.Builder.override"),
    # --- k2: typo-level variants of Coil's own names
    ("en", "k2", "false", "ImageRequest.Builder.crossFade", "ImageRequest.Builder.crossfade",
     "Fixed the flicker by adding `crossFade(true)` to the ImageRequest.Builder of the hero image."),
    ("zh", "k2", "false", "MemoryCache.Builder.maxSizePercentage", "MemoryCache.Builder.maxSizePercent",
     "内存缓存用 MemoryCache.Builder 的 `maxSizePercentage(context, 0.25)` 配置。"),
    ("bare", "k2", "false", "ImageLoader.enque", "ImageLoader.enqueue", "ImageLoader.enque"),
    ("bare", "k2", "false", "SingletonImageLoader.setSafely", "SingletonImageLoader.setSafe", "SingletonImageLoader.setSafely"),
    # --- k3: invented types decorating the real ones
    ("en", "k3", "false", "CoilImageLoader.enqueue", "ImageLoader.enqueue",
     "All screens go through `CoilImageLoader.enqueue(request)` from the DI graph."),
    ("zh", "k3", "false", "CoilRequestBuilder.crossfade", "ImageRequest.Builder.crossfade",
     "通用配置写在 `CoilRequestBuilder.crossfade(true)` 里。"),
    ("ja", "k3", "false", "CoilConfig.memoryCache", "ImageLoader.Builder.memoryCache",
     "メモリキャッシュの設定は `CoilConfig.memoryCache` にまとめてある。"),
    # --- k4: a member of the sibling type on the wrong one
    ("en", "k4", "false", "ImageLoader.Builder.data", "ImageRequest.Builder.data",
     "Set the URL with `data(url)` on the `ImageLoader.Builder` and build the loader per screen."),
    ("zh", "k4", "false", "SuccessResult.throwable", "ErrorResult.throwable",
     "加载失败时从 `SuccessResult.throwable` 取异常。"),
    ("bare", "k4", "false", "ImageRequest.Builder.memoryCache", "ImageLoader.Builder.memoryCache", "ImageRequest.Builder.memoryCache"),
    ("bare", "k4", "false", "ErrorResult.dataSource", "SuccessResult.dataSource", "ErrorResult.dataSource"),
    # --- k5: Android Drawable / Bitmap members taken for coil3.Image
    ("en", "k5", "false", "Image.intrinsicWidth", "Image.width",
     "Use `intrinsicWidth` of the `coil3.Image` from the result to size the placeholder box."),
    ("zh", "k5", "false", "Image.recycle", None,
     "用完后调用 coil3 `Image` 的 `recycle()` 释放内存。"),
    ("ja", "k5", "false", "Image.getByteCount", "Image.size",
     "coil3.Image の `getByteCount()` でメモリ使用量を測っている。"),
    # --- external
    ("en", "ext", "external", "Glide.with", None,
     "The legacy gallery still uses `Glide.with(fragment)`; everything else moved to Coil."),
    ("zh", "ext", "external", "rememberLauncherForActivityResult", None,
     "选图用 `rememberLauncherForActivityResult`，拿到 Uri 后交给 AsyncImage。"),
    ("ja", "ext", "external", "Picasso.get", None,
     "古い画面の `Picasso.get().load(url)` は次のリリースで消す。"),
    # --- added: a code fence with a chain (Picasso's fit), a Japanese extension member
    ("ja", "true", "true", "ImageRequest.Builder.maxBitmapSize", None,
     "巨大な画像は `ImageRequest.Builder.maxBitmapSize(Size(4096, 4096))` で上限を決める。"),
    ("en", "k1", "false", "ImageRequest.Builder.fit", "ImageRequest.Builder.size",
     "Thumbnail request after the migration:\n\n```kotlin\nval request = ImageRequest.Builder(context)\n    .data(url)\n    .fit()\n    .build()\n```",
     ["ImageRequest.Builder.data", "ImageRequest.Builder.build"]),
]
