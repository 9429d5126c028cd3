// Copyright 2024 The QQBrowser Authors. All rights reserved.

#ifndef COMPONENTS_KEYED_SERVICE_CORE_KEYED_SERVICE_H_
#define COMPONENTS_KEYED_SERVICE_CORE_KEYED_SERVICE_H_

#include "components/keyed_service/core/keyed_service_export.h"

// Base class for the services a profile owns, one instance per profile. The
// owning factory calls Shutdown() on every service before deleting any of them.
class KEYED_SERVICE_EXPORT KeyedService {
 public:
  KeyedService();
  KeyedService(const KeyedService&) = delete;
  KeyedService& operator=(const KeyedService&) = delete;
  virtual ~KeyedService();

  // Drops references to other services; they may already be shut down.
  virtual void Shutdown() {}
};

#endif  // COMPONENTS_KEYED_SERVICE_CORE_KEYED_SERVICE_H_
