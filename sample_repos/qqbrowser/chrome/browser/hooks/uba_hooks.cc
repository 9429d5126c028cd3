// Copyright 2024 The QQBrowser Authors. All rights reserved.

#include "chrome/browser/hooks/uba_hooks.h"

#include "chrome/browser/profiles/profile.h"
#include "chrome/browser/uba/uba_service.h"
#include "chrome/browser/uba/uba_service_factory.h"
#include "content/public/browser/web_contents.h"

namespace hooks {

namespace {

Profile* ProfileFor(content::WebContents* web_contents) {
  return Profile::FromBrowserContext(web_contents->GetBrowserContext());
}

}  // namespace

// static
void UbaHooks::OnPageLoaded(content::WebContents* web_contents,
                            const std::string& url) {
  OnPageLoaded(web_contents, url, /*load_time_ms=*/0);
}

// static
void UbaHooks::OnPageLoaded(content::WebContents* web_contents,
                            const std::string& url,
                            int64_t load_time_ms) {
  uba::UbaService* service =
      internal::GetUbaServiceForProfile(ProfileFor(web_contents));
  if (service)
    service->ReportEvent(uba::UbaEventType::kPageLoad, url);
}

// static
void UbaHooks::OnTabClosed(content::WebContents* web_contents) {
  uba::UbaService* service =
      internal::GetUbaServiceForProfile(ProfileFor(web_contents));
  if (service)
    service->ReportEvent(uba::UbaEventType::kTabClose);
}

// static
bool UbaHooks::IsUbaEnabled(Profile* profile) {
  uba::UbaService* service = internal::GetUbaServiceForProfile(profile);
  return service && service->IsEnabled();
}

void RecordStartupEvent(Profile* profile) {
  if (uba::UbaService* service = internal::GetUbaServiceForProfile(profile))
    service->ReportEvent(uba::UbaEventType::kStartup);
}

void RecordShutdownEvent(Profile* profile) {
  if (uba::UbaService* service = internal::GetUbaServiceForProfile(profile)) {
    service->ReportEvent(uba::UbaEventType::kShutdown);
    service->Flush();
  }
}

namespace internal {

uba::UbaService* GetUbaServiceForProfile(Profile* profile) {
  if (!profile || profile->IsOffTheRecord())
    return nullptr;
  return uba::UbaServiceFactory::GetForProfile(profile);
}

}  // namespace internal

}  // namespace hooks
