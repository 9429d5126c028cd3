package com.tencent.mtt.xhome.fastcut

import android.content.Context
import com.tencent.mtt.switches.isOn
import java.util.concurrent.CopyOnWriteArrayList

/**
 * The direct page's model: the ordered tiles, persisted through a FastCutStorage.
 * Obtain it with `FastCutManager.getInstance(context)` (a companion member).
 */
class FastCutManager private constructor(private val storage: FastCutStorage) {
    private val items = mutableListOf<FastCutItem>()
    private val listeners = CopyOnWriteArrayList<FastCutListener>()
    private var loaded = false

    fun getFastCuts(): List<FastCutItem> {
        ensureLoaded()
        return items.toList()
    }

    fun addFastCut(item: FastCutItem): Boolean {
        // The switch is read through its SwitchKey object: a String name would be read before
        // module xhome registers it and stay off (see SwitchManager).
        if (!XHomeSwitches.FAST_CUT_ENABLED.isOn()) {
            return false
        }
        ensureLoaded()
        if (items.size >= MAX_FAST_CUTS || items.any { it.url == item.url }) {
            return false
        }
        items.add(item)
        storage.save(items)
        dispatch(FastCutEvent.Added(item, items.lastIndex))
        return true
    }

    fun addFastCut(title: String, url: String): Boolean =
        addFastCut(FastCutItem(id = url.hashCode().toString(), title = title, url = url))

    fun removeFastCut(id: String): Boolean {
        ensureLoaded()
        val removed = items.removeAll { it.id == id && !it.pinned }
        if (removed) {
            storage.save(items)
            dispatch(FastCutEvent.Removed(id))
        }
        return removed
    }

    fun moveFastCut(from: Int, to: Int) {
        ensureLoaded()
        val item = items.removeAt(from)
        items.add(to, item)
        storage.save(items)
        dispatch(FastCutEvent.Moved(item.id, from, to))
    }

    fun addListener(listener: FastCutListener) {
        listeners.addIfAbsent(listener)
    }

    fun removeListener(listener: FastCutListener) {
        listeners.remove(listener)
    }

    private fun ensureLoaded() {
        if (!loaded) {
            items.addAll(storage.load())
            loaded = true
        }
    }

    private fun dispatch(event: FastCutEvent) {
        listeners.forEach { it.onFastCutChanged(event) }
    }

    fun interface FastCutListener {
        fun onFastCutChanged(event: FastCutEvent)
    }

    companion object {
        const val MAX_FAST_CUTS = 24

        @Volatile
        private var instance: FastCutManager? = null

        @JvmStatic
        fun getInstance(context: Context): FastCutManager =
            instance ?: synchronized(this) {
                instance ?: FastCutManager(PrefsFastCutStorage(context.applicationContext))
                    .also { instance = it }
            }
    }
}
