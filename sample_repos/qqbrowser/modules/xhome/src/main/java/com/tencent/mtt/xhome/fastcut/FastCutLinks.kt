package com.tencent.mtt.xhome.fastcut

import android.net.Uri

const val FAST_CUT_SCHEME = "qb"
const val FAST_CUT_HOST = "fastcut"

/** Tiles every new user starts with. */
internal val DEFAULT_FAST_CUTS: List<FastCutItem> = listOf(
    FastCutItem(id = "news", title = "新闻", url = "https://news.qq.com", pinned = true),
    FastCutItem(id = "video", title = "视频", url = "https://v.qq.com"),
)

/** `qb://fastcut/open?id=...`, the deep link a tile's home-screen shortcut opens. */
fun fastCutDeepLink(item: FastCutItem): Uri = Uri.Builder()
    .scheme(FAST_CUT_SCHEME)
    .authority(FAST_CUT_HOST)
    .appendPath("open")
    .appendQueryParameter("id", item.id)
    .build()

fun isFastCutDeepLink(uri: Uri): Boolean =
    uri.scheme == FAST_CUT_SCHEME && uri.host == FAST_CUT_HOST
