package com.tencent.mtt.view;

import android.content.Context;
import android.graphics.Canvas;
import android.graphics.Paint;
import android.util.AttributeSet;
import android.view.MotionEvent;
import android.view.View;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.recyclerview.widget.RecyclerView;

/**
 * A draggable thumb drawn at the right edge of a scrolling list.
 *
 * <p>Two ways to bind it: {@link #attachToRecyclerView(RecyclerView)} for a plain RecyclerView and
 * {@link #attach(View)} for any other scrolling view. QB lists need
 * {@link FastScrollBarCompat#attachToQBRecyclerView}, which also follows their header offset.
 */
public class FastScrollBar extends View {
    private static final int MIN_THUMB_HEIGHT_DP = 48;
    private static final long HIDE_DELAY_MS = 1500L;

    private final Paint mThumbPaint = new Paint(Paint.ANTI_ALIAS_FLAG);
    @Nullable
    private RecyclerView mRecyclerView;
    @Nullable
    private View mTarget;
    private float mThumbOffset;
    private boolean mDragging;
    @Nullable
    private OnDragListener mDragListener;

    private final RecyclerView.OnScrollListener mScrollListener = new RecyclerView.OnScrollListener() {
        @Override
        public void onScrolled(@NonNull RecyclerView recyclerView, int dx, int dy) {
            updateThumb(recyclerView.computeVerticalScrollOffset(),
                    recyclerView.computeVerticalScrollRange());
        }
    };

    public FastScrollBar(Context context) {
        this(context, null);
    }

    public FastScrollBar(Context context, @Nullable AttributeSet attrs) {
        super(context, attrs);
        mThumbPaint.setColor(0x66000000);
    }

    /** Follows a RecyclerView's scroll position; detaches from any previous target. */
    public void attachToRecyclerView(@Nullable RecyclerView recyclerView) {
        if (mRecyclerView == recyclerView) {
            return;
        }
        if (mRecyclerView != null) {
            mRecyclerView.removeOnScrollListener(mScrollListener);
        }
        mRecyclerView = recyclerView;
        mTarget = recyclerView;
        if (recyclerView != null) {
            recyclerView.addOnScrollListener(mScrollListener);
        }
    }

    /** Follows any view that reports its scroll through View#computeVerticalScrollOffset. */
    public void attach(@NonNull View target) {
        attachToRecyclerView(null);
        mTarget = target;
        target.setOnScrollChangeListener((v, x, y, oldX, oldY) -> invalidate());
    }

    public void setOnDragListener(@Nullable OnDragListener listener) {
        mDragListener = listener;
    }

    @Override
    public boolean onTouchEvent(MotionEvent event) {
        switch (event.getActionMasked()) {
            case MotionEvent.ACTION_DOWN:
                mDragging = true;
                if (mDragListener != null) {
                    mDragListener.onDragStart();
                }
                return true;
            case MotionEvent.ACTION_UP:
            case MotionEvent.ACTION_CANCEL:
                mDragging = false;
                if (mDragListener != null) {
                    mDragListener.onDragEnd(mThumbOffset);
                }
                postDelayed(this::invalidate, HIDE_DELAY_MS);
                return true;
            default:
                return super.onTouchEvent(event);
        }
    }

    @Override
    protected void onDraw(Canvas canvas) {
        float thumbHeight = Math.max(MIN_THUMB_HEIGHT_DP * getResources().getDisplayMetrics().density,
                getHeight() / 8f);
        canvas.drawRect(0, mThumbOffset, getWidth(), mThumbOffset + thumbHeight, mThumbPaint);
    }

    protected void updateThumb(int offset, int range) {
        if (range <= getHeight()) {
            mThumbOffset = 0;
        } else {
            mThumbOffset = (getHeight() - MIN_THUMB_HEIGHT_DP) * (offset / (float) (range - getHeight()));
        }
        invalidate();
    }

    /** Drag callbacks, for pausing image loading while the user flings through a long list. */
    public interface OnDragListener {
        void onDragStart();

        void onDragEnd(float thumbOffset);
    }
}
