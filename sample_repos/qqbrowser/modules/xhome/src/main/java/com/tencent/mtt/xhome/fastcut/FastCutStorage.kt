package com.tencent.mtt.xhome.fastcut

import android.content.Context
import android.content.SharedPreferences
import org.json.JSONArray
import org.json.JSONObject

/** Persists the direct page's tiles. */
interface FastCutStorage {
    fun load(): List<FastCutItem>

    fun save(items: List<FastCutItem>)

    fun clear() {
        save(emptyList())
    }
}

/** Tiles as one JSON array in SharedPreferences: a few dozen small items, written rarely. */
internal class PrefsFastCutStorage(context: Context) : FastCutStorage {
    private val prefs: SharedPreferences =
        context.getSharedPreferences(PREFS_NAME, Context.MODE_PRIVATE)

    override fun load(): List<FastCutItem> {
        val json = prefs.getString(KEY_ITEMS, null) ?: return emptyList()
        val array = JSONArray(json)
        return (0 until array.length()).map { decode(array.getJSONObject(it)) }
    }

    override fun save(items: List<FastCutItem>) {
        val array = JSONArray()
        items.forEach { array.put(encode(it)) }
        prefs.edit().putString(KEY_ITEMS, array.toString()).apply()
    }

    private fun encode(item: FastCutItem): JSONObject = JSONObject()
        .put("id", item.id)
        .put("title", item.title)
        .put("url", item.url)
        .put("icon", item.iconUrl)
        .put("source", item.source.reportCode)
        .put("pinned", item.pinned)

    private fun decode(json: JSONObject): FastCutItem = FastCutItem(
        id = json.getString("id"),
        title = json.getString("title"),
        url = json.getString("url"),
        iconUrl = json.optString("icon").takeIf { it.isNotEmpty() },
        source = FastCutSource.fromReportCode(json.optInt("source")),
        pinned = json.optBoolean("pinned"),
    )

    private companion object {
        const val PREFS_NAME = "xhome_fastcut"
        const val KEY_ITEMS = "items"
    }
}
