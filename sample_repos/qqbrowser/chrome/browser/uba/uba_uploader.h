// Copyright 2024 The QQBrowser Authors. All rights reserved.

#ifndef CHROME_BROWSER_UBA_UBA_UPLOADER_H_
#define CHROME_BROWSER_UBA_UBA_UPLOADER_H_

#include <vector>

#include "chrome/browser/uba/uba_event.h"
#include "net/url_request/url_request.h"

namespace uba {

// Sends batches of events to the analytics endpoint. The network stack lives
// outside this repository, so the delegate interface it implements does too.
class UbaUploader : public net::URLRequest::Delegate {
 public:
  UbaUploader();
  ~UbaUploader() override;

  void Upload(std::vector<UbaEvent> events, int64_t ttl_ms);

  // net::URLRequest::Delegate:
  void OnResponseStarted(net::URLRequest* request, int net_error) override;

 private:
  int pending_requests_ = 0;
};

}  // namespace uba

#endif  // CHROME_BROWSER_UBA_UBA_UPLOADER_H_
