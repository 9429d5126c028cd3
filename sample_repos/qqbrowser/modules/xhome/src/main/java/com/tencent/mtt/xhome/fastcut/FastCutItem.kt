package com.tencent.mtt.xhome.fastcut

/**
 * One tile of the direct page ("直达页"): a site the user reaches in one tap from the home page.
 * The direct page lives in module xhome; its classes are all named FastCut*.
 */
data class FastCutItem(
    val id: String,
    val title: String,
    val url: String,
    val iconUrl: String? = null,
    val source: FastCutSource = FastCutSource.MANUAL,
    val pinned: Boolean = false,
) {
    fun isFromCloud(): Boolean = source == FastCutSource.RECOMMEND

    fun withTitle(newTitle: String): FastCutItem = copy(title = newTitle.trim())
}

/** Where a tile came from; the code is what the click report carries. */
enum class FastCutSource(val reportCode: Int) {
    MANUAL(0),
    HISTORY(1),
    BOOKMARK(2),
    RECOMMEND(3);

    companion object {
        fun fromReportCode(code: Int): FastCutSource =
            values().firstOrNull { it.reportCode == code } ?: MANUAL
    }
}
