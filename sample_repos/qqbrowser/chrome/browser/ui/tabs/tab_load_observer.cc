// Copyright 2024 The QQBrowser Authors. All rights reserved.

#include "chrome/browser/ui/tabs/tab_load_observer.h"

#include "chrome/browser/hooks/uba_hooks.h"
#include "content/public/browser/render_frame_host.h"

TabLoadObserver::TabLoadObserver(content::WebContents* web_contents)
    : content::WebContentsObserver(web_contents),
      content::WebContentsUserData<TabLoadObserver>(*web_contents) {}

TabLoadObserver::~TabLoadObserver() = default;

void TabLoadObserver::DidFinishLoad(content::RenderFrameHost* render_frame_host,
                                    const GURL& validated_url) {
  // Only the main frame counts as a page load; and only through the hooks layer.
  if (render_frame_host->GetParent())
    return;
  hooks::UbaHooks::OnPageLoaded(web_contents(), validated_url.spec());
}

void TabLoadObserver::WebContentsDestroyed() {
  hooks::UbaHooks::OnTabClosed(web_contents());
}

WEB_CONTENTS_USER_DATA_KEY_IMPL(TabLoadObserver);
