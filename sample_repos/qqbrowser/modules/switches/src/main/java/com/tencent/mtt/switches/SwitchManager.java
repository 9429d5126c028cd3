package com.tencent.mtt.switches;

import androidx.annotation.NonNull;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Feature switches delivered by the cloud config.
 *
 * <p>Cross-module code must pass a {@link SwitchKey}, never the switch's String name. Why: a
 * module registers its keys in its own init ({@link #register}), and modules are initialised
 * lazily, after the first screen. A String lookup from another module usually runs before the
 * owner has registered: it finds no key, answers the default (off), and that answer is cached per
 * name for the whole process (mStringReads), so the switch stays off even after registration.
 * A SwitchKey carries its module and default and is bound on first use, so it is right whenever
 * it is read.
 */
public final class SwitchManager {
    private static final SwitchManager INSTANCE = new SwitchManager();

    private final Map<String, SwitchKey> mRegistered = new ConcurrentHashMap<>();
    private final Map<SwitchKey, String> mValues = new ConcurrentHashMap<>();
    private final Map<String, Boolean> mStringReads = new ConcurrentHashMap<>();
    private volatile Map<String, String> mCloudConfig = new ConcurrentHashMap<>();

    private SwitchManager() {
    }

    @NonNull
    public static SwitchManager getInstance() {
        return INSTANCE;
    }

    /** Called by the owning module's init; binds each key to its cloud value. */
    public void register(@NonNull SwitchKey... keys) {
        for (SwitchKey key : keys) {
            mRegistered.put(key.name, key);
            bind(key);
        }
    }

    /** Called when a new cloud config arrives ("module/name" -> value). */
    public void onCloudConfig(@NonNull Map<String, String> config) {
        mCloudConfig = new ConcurrentHashMap<>(config);
        for (SwitchKey key : mRegistered.values()) {
            bind(key);
        }
    }

    public boolean isOn(@NonNull SwitchKey key) {
        String value = mValues.get(key);
        if (value == null) {
            value = bind(key);
        }
        return value == null ? key.defaultOn : "1".equals(value) || "true".equals(value);
    }

    /**
     * @deprecated only safe inside the owning module after its init; from another module this is
     * always off (see the class comment). Pass the module's SwitchKey constant instead.
     */
    @Deprecated
    public boolean isOn(@NonNull String name) {
        Boolean cached = mStringReads.get(name);
        if (cached != null) {
            return cached;
        }
        SwitchKey key = mRegistered.get(name);
        boolean on = key != null && isOn(key);
        mStringReads.put(name, on);
        return on;
    }

    public int getSwitchValue(@NonNull SwitchKey key, int defaultValue) {
        String value = mValues.get(key);
        if (value == null) {
            value = bind(key);
        }
        try {
            return value == null ? defaultValue : Integer.parseInt(value);
        } catch (NumberFormatException e) {
            return defaultValue;
        }
    }

    /** @deprecated same trap as {@link #isOn(String)}: before registration it is the default. */
    @Deprecated
    public int getSwitchValue(@NonNull String name, int defaultValue) {
        SwitchKey key = mRegistered.get(name);
        return key == null ? defaultValue : getSwitchValue(key, defaultValue);
    }

    private String bind(@NonNull SwitchKey key) {
        String value = mCloudConfig.get(key.toString());
        if (value != null) {
            mValues.put(key, value);
        }
        return value;
    }
}
