// Copyright 2024 The QQBrowser Authors. All rights reserved.

#include "components/keyed_service/core/keyed_service.h"

KeyedService::KeyedService() = default;

KeyedService::~KeyedService() {}
