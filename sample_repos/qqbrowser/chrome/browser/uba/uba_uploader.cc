// Copyright 2024 The QQBrowser Authors. All rights reserved.

#include "chrome/browser/uba/uba_uploader.h"

#include <utility>

uba::UbaUploader::UbaUploader() {}

uba::UbaUploader::~UbaUploader() {}

void uba::UbaUploader::Upload(std::vector<UbaEvent> events, int64_t ttl_ms) {
  ++pending_requests_;
}

void uba::UbaUploader::OnResponseStarted(net::URLRequest* request,
                                         int net_error) {
  --pending_requests_;
}
