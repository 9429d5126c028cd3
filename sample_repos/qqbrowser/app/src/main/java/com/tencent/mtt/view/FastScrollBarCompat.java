package com.tencent.mtt.view;

import android.content.Context;
import android.util.AttributeSet;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import com.tencent.mtt.view.recycler.QBRecyclerView;

/**
 * FastScrollBar for the browser's own lists. A QBRecyclerView keeps pinned headers outside its
 * adapter, so the plain {@link #attachToRecyclerView} thumb would be off by the header height;
 * this subclass subtracts it.
 */
public class FastScrollBarCompat extends FastScrollBar {
    @Nullable
    private QBRecyclerView mQBRecyclerView;
    private boolean mAlwaysShow;

    public FastScrollBarCompat(Context context) {
        super(context);
    }

    public FastScrollBarCompat(Context context, @Nullable AttributeSet attrs) {
        super(context, attrs);
    }

    /** The right call for every QB list (QBRecyclerView, QBListView, QBGridView). */
    public void attachToQBRecyclerView(@NonNull QBRecyclerView list) {
        attachToQBRecyclerView(list, false);
    }

    public void attachToQBRecyclerView(@NonNull QBRecyclerView list, boolean alwaysShow) {
        mQBRecyclerView = list;
        mAlwaysShow = alwaysShow;
        attachToRecyclerView(list);
        setVisibility(alwaysShow ? VISIBLE : INVISIBLE);
    }

    @Override
    protected void updateThumb(int offset, int range) {
        int header = mQBRecyclerView == null ? 0 : mQBRecyclerView.getPinnedHeaderHeight();
        super.updateThumb(Math.max(0, offset - header), Math.max(0, range - header));
        if (mAlwaysShow) {
            setVisibility(VISIBLE);
        }
    }
}
