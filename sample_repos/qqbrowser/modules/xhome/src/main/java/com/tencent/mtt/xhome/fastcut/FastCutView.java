package com.tencent.mtt.xhome.fastcut;

import android.content.Context;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.widget.FrameLayout;
import android.widget.ImageView;
import android.widget.TextView;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

/** One tile of the direct page: icon and title; a long press starts editing. */
public class FastCutView extends FrameLayout {
    private ImageView mIcon;
    private TextView mTitle;
    @Nullable
    private FastCutItem mItem;
    @Nullable
    private OnFastCutClickListener mListener;

    public FastCutView(@NonNull Context context) {
        this(context, null);
    }

    public FastCutView(@NonNull Context context, @Nullable AttributeSet attrs) {
        super(context, attrs);
        LayoutInflater.from(context).inflate(R.layout.xhome_fast_cut_item, this, true);
        mIcon = findViewById(R.id.fast_cut_icon);
        mTitle = findViewById(R.id.fast_cut_title);
        setOnClickListener(v -> {
            if (mListener != null && mItem != null) {
                mListener.onFastCutClick(mItem);
            }
        });
        setOnLongClickListener(v -> mListener != null && mItem != null && mListener.onFastCutLongClick(mItem));
    }

    public void bind(@NonNull FastCutItem item) {
        mItem = item;
        mTitle.setText(item.getTitle());
        mIcon.setContentDescription(item.getTitle());
    }

    @Nullable
    public FastCutItem getItem() {
        return mItem;
    }

    public void setOnFastCutClickListener(@Nullable OnFastCutClickListener listener) {
        mListener = listener;
    }

    public interface OnFastCutClickListener {
        void onFastCutClick(@NonNull FastCutItem item);

        boolean onFastCutLongClick(@NonNull FastCutItem item);
    }
}
