package com.tencent.mtt.xhome.fastcut

import com.tencent.mtt.switches.SwitchKey
import com.tencent.mtt.switches.SwitchManager
import com.tencent.mtt.switches.SwitchOwner

/** Module xhome's switches. Other modules import these keys; they never spell the names. */
@SwitchOwner(module = XHomeSwitches.MODULE)
object XHomeSwitches {
    const val MODULE = "xhome"

    @JvmField
    val FAST_CUT_ENABLED: SwitchKey = SwitchKey.of(MODULE, "fast_cut_enabled", true)

    @JvmField
    val FAST_CUT_CLOUD_RECOMMEND: SwitchKey = SwitchKey.of(MODULE, "fast_cut_cloud_recommend")

    /** Called from the xhome module's init, which runs lazily after the first screen. */
    fun registerAll() {
        SwitchManager.getInstance().register(FAST_CUT_ENABLED, FAST_CUT_CLOUD_RECOMMEND)
    }
}
