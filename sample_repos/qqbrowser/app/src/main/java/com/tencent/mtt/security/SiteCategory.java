package com.tencent.mtt.security;

import androidx.annotation.NonNull;

/**
 * URL categories the cloud blocklist assigns. Team jargon: a "D site" (D 站) is a piracy site, an
 * "A site" (A 站) is an adult site; the letters come from the blocklist's category codes below.
 */
public enum SiteCategory {
    /** "D site": pirated novels, video and apps. */
    PIRACY("D", true),
    /** "A site": adult content. */
    ADULT("A", true),
    GAMBLING("G", true),
    NORMAL("N", false);

    private final String mCode;
    private final boolean mBlocked;

    SiteCategory(String code, boolean blocked) {
        mCode = code;
        mBlocked = blocked;
    }

    public String getCode() {
        return mCode;
    }

    public boolean isBlocked() {
        return mBlocked;
    }

    @NonNull
    public static SiteCategory fromCode(String code) {
        for (SiteCategory category : values()) {
            if (category.mCode.equals(code)) {
                return category;
            }
        }
        return NORMAL;
    }
}
