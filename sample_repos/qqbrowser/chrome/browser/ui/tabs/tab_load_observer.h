// Copyright 2024 The QQBrowser Authors. All rights reserved.

#ifndef CHROME_BROWSER_UI_TABS_TAB_LOAD_OBSERVER_H_
#define CHROME_BROWSER_UI_TABS_TAB_LOAD_OBSERVER_H_

#include "content/public/browser/web_contents_observer.h"
#include "content/public/browser/web_contents_user_data.h"

// Watches one tab and tells the hooks layer when a page finishes loading.
class TabLoadObserver
    : public content::WebContentsObserver,
      public content::WebContentsUserData<TabLoadObserver> {
 public:
  ~TabLoadObserver() override;

  // content::WebContentsObserver:
  void DidFinishLoad(content::RenderFrameHost* render_frame_host,
                     const GURL& validated_url) override;
  void WebContentsDestroyed() override;

 private:
  explicit TabLoadObserver(content::WebContents* web_contents);
  friend class content::WebContentsUserData<TabLoadObserver>;

  int64_t navigation_start_ms_ = 0;
};

#endif  // CHROME_BROWSER_UI_TABS_TAB_LOAD_OBSERVER_H_
