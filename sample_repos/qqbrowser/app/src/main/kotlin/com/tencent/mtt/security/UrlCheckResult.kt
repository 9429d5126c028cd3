package com.tencent.mtt.security

/** The outcome of checking a navigation against the blocklist. */
sealed class UrlCheckResult {
    object Allowed : UrlCheckResult()

    /** D site (piracy) or A site (adult): show the block page, never the content. */
    data class Blocked(val url: String, val category: SiteCategory) : UrlCheckResult() {
        val isPiracy: Boolean get() = category == SiteCategory.PIRACY
    }

    class Failed(val reason: Throwable) : UrlCheckResult()
}

fun ForbiddenController.check(url: String): UrlCheckResult =
    try {
        val category = getCategory(url)
        if (category.isBlocked) UrlCheckResult.Blocked(url, category) else UrlCheckResult.Allowed
    } catch (e: IllegalArgumentException) {
        UrlCheckResult.Failed(e)
    }
