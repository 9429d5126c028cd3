// Copyright 2024 The QQBrowser Authors. All rights reserved.

#ifndef CHROME_BROWSER_UBA_UBA_EVENT_H_
#define CHROME_BROWSER_UBA_UBA_EVENT_H_

#include <cstdint>
#include <string>

namespace uba {

// What the user did. Values are persisted in the upload protocol: append only.
enum class UbaEventType {
  kUnknown = 0,
  kPageLoad = 1,
  kTabClose = 2,
  kStartup = 3,
  kShutdown = 4,
};

// Upper bound of an event's detail string; longer details are truncated.
constexpr size_t kMaxDetailLength = 512;

// One recorded user action, waiting in UbaService until the next upload.
struct UbaEvent {
  UbaEventType type = UbaEventType::kUnknown;
  std::string detail;
  int64_t timestamp_ms = 0;

  bool IsValid() const { return type != UbaEventType::kUnknown; }
};

}  // namespace uba

#endif  // CHROME_BROWSER_UBA_UBA_EVENT_H_
