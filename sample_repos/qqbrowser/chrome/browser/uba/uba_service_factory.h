// Copyright 2024 The QQBrowser Authors. All rights reserved.

#ifndef CHROME_BROWSER_UBA_UBA_SERVICE_FACTORY_H_
#define CHROME_BROWSER_UBA_UBA_SERVICE_FACTORY_H_

#include "base/no_destructor.h"
#include "chrome/browser/profiles/profile_keyed_service_factory.h"

class Profile;

namespace uba {

class UbaService;

// Owns the UbaService of every regular profile.
class UbaServiceFactory : public ProfileKeyedServiceFactory {
 public:
  static UbaService* GetForProfile(Profile* profile);
  static UbaServiceFactory* GetInstance();

 private:
  friend class base::NoDestructor<UbaServiceFactory>;

  UbaServiceFactory();
  ~UbaServiceFactory() override;

  // BrowserContextKeyedServiceFactory:
  KeyedService* BuildServiceInstanceFor(Profile* profile) const override;
};

}  // namespace uba

#endif  // CHROME_BROWSER_UBA_UBA_SERVICE_FACTORY_H_
