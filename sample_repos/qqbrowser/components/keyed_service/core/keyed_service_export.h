// Copyright 2024 The QQBrowser Authors. All rights reserved.

#ifndef COMPONENTS_KEYED_SERVICE_CORE_KEYED_SERVICE_EXPORT_H_
#define COMPONENTS_KEYED_SERVICE_CORE_KEYED_SERVICE_EXPORT_H_

#if defined(COMPONENT_BUILD)
#define KEYED_SERVICE_EXPORT __attribute__((visibility("default")))
#else
#define KEYED_SERVICE_EXPORT
#endif

#endif  // COMPONENTS_KEYED_SERVICE_CORE_KEYED_SERVICE_EXPORT_H_
