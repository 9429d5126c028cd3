package com.tencent.mtt.view.recycler;

import android.content.Context;
import android.util.AttributeSet;
import android.view.View;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import java.util.ArrayList;
import java.util.List;

/**
 * A vertical QB list with ListView-style header views and dividers, for code ported from the
 * old ListView pages. It is a QBRecyclerView, not an android.widget.ListView.
 */
public class QBListView extends QBRecyclerView {
    private final List<View> mHeaderViews = new ArrayList<>();
    private int mDividerHeight;

    public QBListView(@NonNull Context context) {
        super(context);
    }

    public QBListView(@NonNull Context context, @Nullable AttributeSet attrs) {
        super(context, attrs);
    }

    public void addHeaderView(@NonNull View header) {
        mHeaderViews.add(header);
        setPinnedHeaderHeight(getPinnedHeaderHeight() + header.getMeasuredHeight());
    }

    public boolean removeHeaderView(@NonNull View header) {
        boolean removed = mHeaderViews.remove(header);
        if (removed) {
            setPinnedHeaderHeight(getPinnedHeaderHeight() - header.getMeasuredHeight());
        }
        return removed;
    }

    public int getHeaderViewsCount() {
        return mHeaderViews.size();
    }

    public void setDividerHeight(int height) {
        mDividerHeight = height;
        invalidateItemDecorations();
    }
}
