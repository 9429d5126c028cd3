package com.tencent.mtt.security;

import android.net.Uri;
import android.text.TextUtils;

import androidx.annotation.MainThread;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Decides whether a URL may be opened. Hosts come from the cloud blocklist with a category code;
 * D sites (piracy) and A sites (adult) are blocked, everything else is opened.
 */
public final class ForbiddenController {
    private static volatile ForbiddenController sInstance;

    private final Map<String, Rule> mRules = new HashMap<>();
    private final CopyOnWriteArrayList<OnForbiddenListener> mListeners = new CopyOnWriteArrayList<>();

    private ForbiddenController() {
    }

    public static ForbiddenController getInstance() {
        if (sInstance == null) {
            synchronized (ForbiddenController.class) {
                if (sInstance == null) {
                    sInstance = new ForbiddenController();
                }
            }
        }
        return sInstance;
    }

    /** Replaces the rules with a freshly downloaded blocklist ("host,code" lines). */
    public synchronized void updateRules(@NonNull Iterable<String> lines) {
        mRules.clear();
        for (String line : lines) {
            int comma = line.indexOf(',');
            if (comma > 0) {
                String host = line.substring(0, comma).trim();
                mRules.put(host, new Rule(host, SiteCategory.fromCode(line.substring(comma + 1).trim())));
            }
        }
    }

    @NonNull
    public synchronized SiteCategory getCategory(@Nullable String url) {
        if (TextUtils.isEmpty(url)) {
            return SiteCategory.NORMAL;
        }
        String host = Uri.parse(url).getHost();
        Rule rule = host == null ? null : mRules.get(host);
        return rule == null ? SiteCategory.NORMAL : rule.category;
    }

    public boolean isForbidden(@Nullable String url) {
        return getCategory(url).isBlocked();
    }

    public boolean isPiracySite(@Nullable String url) {
        return getCategory(url) == SiteCategory.PIRACY;
    }

    public boolean isAdultSite(@Nullable String url) {
        return getCategory(url) == SiteCategory.ADULT;
    }

    /** Checks a navigation; when it is blocked the listeners show the block page instead. */
    @MainThread
    public boolean checkAndNotify(@NonNull String url) {
        SiteCategory category = getCategory(url);
        if (!category.isBlocked()) {
            return false;
        }
        for (OnForbiddenListener listener : mListeners) {
            listener.onForbidden(url, category);
        }
        return true;
    }

    public void addListener(@NonNull OnForbiddenListener listener) {
        mListeners.addIfAbsent(listener);
    }

    public void removeListener(@NonNull OnForbiddenListener listener) {
        mListeners.remove(listener);
    }

    public interface OnForbiddenListener {
        void onForbidden(@NonNull String url, @NonNull SiteCategory category);
    }

    static final class Rule {
        final String host;
        final SiteCategory category;

        Rule(String host, SiteCategory category) {
            this.host = host;
            this.category = category;
        }
    }
}
