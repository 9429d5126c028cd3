package com.tencent.mtt.bookmark;

import android.content.Context;
import android.view.View;
import android.view.ViewGroup;
import android.widget.FrameLayout;
import android.widget.TextView;

import androidx.annotation.NonNull;
import androidx.recyclerview.widget.RecyclerView;

import com.tencent.mtt.view.FastScrollBarCompat;
import com.tencent.mtt.view.recycler.QBListView;
import com.tencent.mtt.view.recycler.QBRecyclerView;

import java.util.ArrayList;
import java.util.List;

/** The bookmark list: a QBListView with a fast scroll bar, the usual pairing on QB pages. */
public class BookmarkListPage extends FrameLayout {
    private final QBListView mListView;
    private final FastScrollBarCompat mScrollBar;
    private final BookmarkAdapter mAdapter = new BookmarkAdapter();

    public BookmarkListPage(@NonNull Context context) {
        super(context);
        mListView = new QBListView(context);
        mListView.setAdapter(mAdapter);
        addView(mListView);
        mScrollBar = new FastScrollBarCompat(context);
        // A QB list: attachToQBRecyclerView, not attachToRecyclerView (header offset).
        mScrollBar.attachToQBRecyclerView(mListView, true);
        addView(mScrollBar);
    }

    public void setBookmarks(@NonNull List<Bookmark> bookmarks) {
        mAdapter.submit(bookmarks);
    }

    public static final class Bookmark {
        public final String title;
        public final String url;

        public Bookmark(String title, String url) {
            this.title = title;
            this.url = url;
        }
    }

    private final class BookmarkAdapter extends RecyclerView.Adapter<BookmarkHolder> {
        private final List<Bookmark> mItems = new ArrayList<>();

        void submit(List<Bookmark> items) {
            mItems.clear();
            mItems.addAll(items);
            notifyDataSetChanged();
        }

        @NonNull
        @Override
        public BookmarkHolder onCreateViewHolder(@NonNull ViewGroup parent, int viewType) {
            return new BookmarkHolder(new TextView(parent.getContext()));
        }

        @Override
        public void onBindViewHolder(@NonNull BookmarkHolder holder, int position) {
            holder.bind(mItems.get(position));
        }

        @Override
        public int getItemCount() {
            return mItems.size();
        }
    }

    static final class BookmarkHolder extends QBRecyclerView.QBViewHolder {
        BookmarkHolder(@NonNull View itemView) {
            super(itemView);
        }

        @Override
        public void bind(@NonNull Object item) {
            mBoundItem = item;
            ((TextView) itemView).setText(((Bookmark) item).title);
        }
    }
}
