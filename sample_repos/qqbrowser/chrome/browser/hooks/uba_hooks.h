// Copyright 2024 The QQBrowser Authors. All rights reserved.

#ifndef CHROME_BROWSER_HOOKS_UBA_HOOKS_H_
#define CHROME_BROWSER_HOOKS_UBA_HOOKS_H_

#include <cstdint>
#include <string>

class Profile;

namespace content {
class WebContents;
}  // namespace content

namespace uba {
class UbaService;
}  // namespace uba

namespace hooks {

// The only way into user behaviour analytics (chrome/browser/uba/) from the
// rest of the browser. Callers never include uba_service.h: these hooks check
// the profile (incognito profiles record nothing) and the kill switch first.
class UbaHooks {
 public:
  UbaHooks() = delete;

  static void OnPageLoaded(content::WebContents* web_contents,
                           const std::string& url);
  static void OnPageLoaded(content::WebContents* web_contents,
                           const std::string& url,
                           int64_t load_time_ms);
  static void OnTabClosed(content::WebContents* web_contents);
  static bool IsUbaEnabled(Profile* profile);
};

// For code that has a profile but no tab.
void RecordStartupEvent(Profile* profile);
void RecordShutdownEvent(Profile* profile);

namespace internal {

// Null for incognito and guest profiles.
uba::UbaService* GetUbaServiceForProfile(Profile* profile);

}  // namespace internal

}  // namespace hooks

#endif  // CHROME_BROWSER_HOOKS_UBA_HOOKS_H_
