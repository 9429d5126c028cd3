package com.tencent.mtt.switches

/** `XHomeSwitches.FAST_CUT_ENABLED.isOn()` reads as the rule: always through the key object. */
fun SwitchKey.isOn(): Boolean = SwitchManager.getInstance().isOn(this)

fun SwitchKey.intValue(defaultValue: Int = 0): Int =
    SwitchManager.getInstance().getSwitchValue(this, defaultValue)

val SwitchKey.qualifiedName: String
    get() = "$module/$name"
