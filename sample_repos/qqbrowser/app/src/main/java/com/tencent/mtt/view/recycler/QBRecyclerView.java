package com.tencent.mtt.view.recycler;

import android.content.Context;
import android.util.AttributeSet;
import android.view.View;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.recyclerview.widget.LinearLayoutManager;
import androidx.recyclerview.widget.RecyclerView;

/** The browser's base list: a RecyclerView with pinned headers and a cheap "scroll to top". */
public class QBRecyclerView extends RecyclerView {
    private int mPinnedHeaderHeight;
    private boolean mFastScrollEnabled = true;

    public QBRecyclerView(@NonNull Context context) {
        this(context, null);
    }

    public QBRecyclerView(@NonNull Context context, @Nullable AttributeSet attrs) {
        super(context, attrs);
        setLayoutManager(createLayoutManager(context));
    }

    protected LayoutManager createLayoutManager(Context context) {
        return new LinearLayoutManager(context);
    }

    public int getPinnedHeaderHeight() {
        return mPinnedHeaderHeight;
    }

    public void setPinnedHeaderHeight(int height) {
        mPinnedHeaderHeight = height;
        requestLayout();
    }

    public void setFastScrollEnabled(boolean enabled) {
        mFastScrollEnabled = enabled;
    }

    public boolean isFastScrollEnabled() {
        return mFastScrollEnabled;
    }

    /** Jumps near the top first, then smooth-scrolls the rest, so long lists do not crawl. */
    public void scrollToTop() {
        LayoutManager layoutManager = getLayoutManager();
        if (layoutManager instanceof LinearLayoutManager
                && ((LinearLayoutManager) layoutManager).findFirstVisibleItemPosition() > 20) {
            scrollToPosition(20);
        }
        smoothScrollToPosition(0);
    }

    public int getFirstVisiblePosition() {
        LayoutManager layoutManager = getLayoutManager();
        return layoutManager instanceof LinearLayoutManager
                ? ((LinearLayoutManager) layoutManager).findFirstVisibleItemPosition()
                : NO_POSITION;
    }

    /** Base holder for QB lists; remembers the item it shows for exposure reporting. */
    public abstract static class QBViewHolder extends RecyclerView.ViewHolder {
        @Nullable
        protected Object mBoundItem;

        public QBViewHolder(@NonNull View itemView) {
            super(itemView);
        }

        public abstract void bind(@NonNull Object item);
    }
}
