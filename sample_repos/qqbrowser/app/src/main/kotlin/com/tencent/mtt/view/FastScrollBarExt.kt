package com.tencent.mtt.view

import android.content.Context
import android.view.View
import androidx.recyclerview.widget.RecyclerView
import com.tencent.mtt.view.recycler.QBRecyclerView

const val DEFAULT_FADE_MS = 150L

/** The bar stays hidden until the list first scrolls, then fades in. */
fun FastScrollBar.attachSmoothly(list: RecyclerView, fadeInMs: Long = DEFAULT_FADE_MS) {
    alpha = 0f
    attachToRecyclerView(list)
    list.addOnScrollListener(object : RecyclerView.OnScrollListener() {
        override fun onScrolled(recyclerView: RecyclerView, dx: Int, dy: Int) {
            recyclerView.removeOnScrollListener(this)
            fadeIn(fadeInMs)
        }
    })
}

fun View.fadeIn(durationMs: Long = DEFAULT_FADE_MS) {
    if (visibility == View.VISIBLE && alpha == 1f) {
        return
    }
    visibility = View.VISIBLE
    animate().alpha(1f).setDuration(durationMs).start()
}

fun View.fadeOut(durationMs: Long = DEFAULT_FADE_MS) {
    animate().alpha(0f).setDuration(durationMs).withEndAction { visibility = View.GONE }.start()
}

val View.isFullyShown: Boolean get() = visibility == View.VISIBLE && alpha == 1f

/** Creates the right bar for a list: QB lists need FastScrollBarCompat. */
object FastScrollBars {
    fun create(context: Context, list: RecyclerView): FastScrollBar =
        if (list is QBRecyclerView) {
            FastScrollBarCompat(context).apply { attachToQBRecyclerView(list) }
        } else {
            FastScrollBar(context).apply { attachToRecyclerView(list) }
        }
}
