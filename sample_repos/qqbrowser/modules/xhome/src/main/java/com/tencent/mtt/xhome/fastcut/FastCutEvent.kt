package com.tencent.mtt.xhome.fastcut

/** What changed on the direct page; listeners redraw only the affected tiles. */
sealed class FastCutEvent {
    abstract val itemId: String?

    data class Added(val item: FastCutItem, val position: Int) : FastCutEvent() {
        override val itemId: String get() = item.id
    }

    data class Removed(override val itemId: String) : FastCutEvent()

    data class Moved(override val itemId: String, val from: Int, val to: Int) : FastCutEvent()

    object Cleared : FastCutEvent() {
        override val itemId: String? = null
    }
}
