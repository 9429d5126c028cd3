// Copyright 2024 The QQBrowser Authors. All rights reserved.

#ifndef CHROME_BROWSER_UBA_UBA_SERVICE_H_
#define CHROME_BROWSER_UBA_UBA_SERVICE_H_

#include <memory>
#include <string>
#include <vector>

#include "chrome/browser/uba/uba_event.h"
#include "components/keyed_service/core/keyed_service.h"

class Profile;

// Events are dropped, oldest first, once this many wait for upload.
#define UBA_MAX_PENDING_EVENTS 256

namespace uba {

class UbaUploader;

// User behaviour analytics for one profile. Code outside chrome/browser/uba/
// must not include this header: it goes through chrome/browser/hooks/uba_hooks.h.
class UbaService : public KeyedService {
 public:
  static constexpr size_t kMaxPendingEvents = UBA_MAX_PENDING_EVENTS;

  // Told about every event that is recorded (tests and the debug page).
  class Observer {
   public:
    virtual ~Observer() = default;
    virtual void OnEventRecorded(const UbaEvent& event) = 0;
  };

  explicit UbaService(Profile* profile);
  UbaService(const UbaService&) = delete;
  UbaService& operator=(const UbaService&) = delete;
  ~UbaService() override;

  void ReportEvent(UbaEventType type);
  void ReportEvent(UbaEventType type, const std::string& detail);
  void Flush();
  bool IsEnabled() const;

  void AddObserver(Observer* observer);
  void RemoveObserver(Observer* observer);

  // KeyedService:
  void Shutdown() override;

 private:
  void UploadPending();

  Profile* profile_;
  std::unique_ptr<UbaUploader> uploader_;
  std::vector<UbaEvent> pending_;
  std::vector<Observer*> observers_;
  bool enabled_ = true;
};

}  // namespace uba

#endif  // CHROME_BROWSER_UBA_UBA_SERVICE_H_
