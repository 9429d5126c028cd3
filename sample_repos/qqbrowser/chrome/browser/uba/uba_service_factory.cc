// Copyright 2024 The QQBrowser Authors. All rights reserved.

#include "chrome/browser/uba/uba_service_factory.h"

#include "chrome/browser/uba/uba_service.h"

namespace uba {

// static
UbaService* UbaServiceFactory::GetForProfile(Profile* profile) {
  return static_cast<UbaService*>(
      GetInstance()->GetServiceForBrowserContext(profile, /*create=*/true));
}

// static
UbaServiceFactory* UbaServiceFactory::GetInstance() {
  static base::NoDestructor<UbaServiceFactory> instance;
  return instance.get();
}

UbaServiceFactory::UbaServiceFactory()
    : ProfileKeyedServiceFactory("UbaService") {}

UbaServiceFactory::~UbaServiceFactory() = default;

KeyedService* UbaServiceFactory::BuildServiceInstanceFor(
    Profile* profile) const {
  return new UbaService(profile);
}

}  // namespace uba
