package com.tencent.mtt.switches;

import androidx.annotation.NonNull;

/**
 * A feature switch, declared once as a constant by the module that owns it and passed around by
 * reference. The object (not its name) is what SwitchManager binds a cloud value to.
 */
public final class SwitchKey {
    @NonNull
    public final String module;
    @NonNull
    public final String name;
    public final boolean defaultOn;

    private SwitchKey(@NonNull String module, @NonNull String name, boolean defaultOn) {
        this.module = module;
        this.name = name;
        this.defaultOn = defaultOn;
    }

    @NonNull
    public static SwitchKey of(@NonNull String module, @NonNull String name, boolean defaultOn) {
        return new SwitchKey(module, name, defaultOn);
    }

    @NonNull
    public static SwitchKey of(@NonNull String module, @NonNull String name) {
        return of(module, name, false);
    }

    @Override
    public String toString() {
        return module + "/" + name;
    }
}
