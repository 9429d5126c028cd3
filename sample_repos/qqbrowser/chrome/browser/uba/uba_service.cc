// Copyright 2024 The QQBrowser Authors. All rights reserved.

#include "chrome/browser/uba/uba_service.h"

#include <algorithm>
#include <utility>

#include "chrome/browser/uba/uba_uploader.h"

namespace uba {

namespace {

// Events older than a week are not worth uploading.
constexpr int64_t kEventTtlMs = 7LL * 24 * 3600 * 1000;

bool IsReportable(UbaEventType type) {
  return type != UbaEventType::kUnknown;
}

}  // namespace

UbaService::UbaService(Profile* profile)
    : profile_(profile), uploader_(std::make_unique<UbaUploader>()) {}

UbaService::~UbaService() = default;

void UbaService::ReportEvent(UbaEventType type) {
  ReportEvent(type, std::string());
}

void UbaService::ReportEvent(UbaEventType type, const std::string& detail) {
  if (!enabled_ || !IsReportable(type))
    return;
  if (pending_.size() >= kMaxPendingEvents)
    pending_.erase(pending_.begin());
  UbaEvent event;
  event.type = type;
  event.detail = detail.substr(0, kMaxDetailLength);
  pending_.push_back(event);
  for (Observer* observer : observers_)
    observer->OnEventRecorded(event);
}

void UbaService::Flush() {
  UploadPending();
}

bool UbaService::IsEnabled() const {
  return enabled_;
}

void UbaService::AddObserver(Observer* observer) {
  observers_.push_back(observer);
}

void UbaService::RemoveObserver(Observer* observer) {
  observers_.erase(std::remove(observers_.begin(), observers_.end(), observer),
                   observers_.end());
}

void UbaService::Shutdown() {
  UploadPending();
  enabled_ = false;
}

void UbaService::UploadPending() {
  if (pending_.empty())
    return;
  uploader_->Upload(std::move(pending_), kEventTtlMs);
  pending_.clear();
}

}  // namespace uba
