package com.tencent.mtt.view.recycler;

import android.content.Context;
import android.util.AttributeSet;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.recyclerview.widget.GridLayoutManager;

/** A grid of QB items (the home page's icon wall). Sibling of QBListView: no header views. */
public class QBGridView extends QBRecyclerView {
    private static final int DEFAULT_SPAN_COUNT = 5;

    public QBGridView(@NonNull Context context) {
        super(context);
    }

    public QBGridView(@NonNull Context context, @Nullable AttributeSet attrs) {
        super(context, attrs);
    }

    @Override
    protected LayoutManager createLayoutManager(Context context) {
        return new GridLayoutManager(context, DEFAULT_SPAN_COUNT);
    }

    public void setSpanCount(int spanCount) {
        ((GridLayoutManager) getLayoutManager()).setSpanCount(spanCount);
    }

    public int getSpanCount() {
        return ((GridLayoutManager) getLayoutManager()).getSpanCount();
    }
}
