package com.tencent.mtt.security

import android.content.Context
import android.util.AttributeSet
import android.widget.FrameLayout
import android.widget.TextView

/** The page shown instead of a blocked site. */
class ForbiddenPageView : FrameLayout, ForbiddenController.OnForbiddenListener {
    private val message: TextView

    constructor(context: Context) : super(context)

    constructor(context: Context, attrs: AttributeSet?) : super(context, attrs)

    init {
        message = TextView(context)
        addView(message)
    }

    override fun onForbidden(url: String, category: SiteCategory) {
        message.text = messageFor(category)
        visibility = VISIBLE
    }

    private fun messageFor(category: SiteCategory): String = when (category) {
        SiteCategory.PIRACY -> "该网站涉嫌盗版，已为你拦截"
        SiteCategory.ADULT -> "该网站含有不良信息，已为你拦截"
        else -> "该网站存在风险，已为你拦截"
    }
}
