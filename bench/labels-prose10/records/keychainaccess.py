# Hand-written records for kishikawakatsumi/KeychainAccess (Swift, v4.2.2+24; the whole library is
# Lib/KeychainAccess/Keychain.swift). Keychain (final class: init(service:), chained configuration that returns a new
# Keychain — accessibility(_:), synchronizable(_:), label(_:), authenticationPrompt(_:) — then get/getString/getData,
# set(_:key:), remove, removeAll, contains, allKeys, subscripts), the Accessibility and ItemClass enums, the
# AuthenticationPolicy option set, Attributes and the Status error enum. KeychainSwift's, SAMKeychain's and Valet's names
# (delete, clear, getBool, setPassword, removeAllObjects) are the k1 a model brings; UserDefaults' (removeObject,
# string(forKey:), synchronize) on Keychain are k5. (form, kind, label, target, sugg, text[, also])
LANG = "swift"
MODULES = ("KeychainAccess",)
ANC = {}
RECORDS = [
    # --- true, English
    ("en", "true", "true", "Keychain.getString", None,
     "Session summary: token reads now go through `try keychain.getString(\"refresh_token\")`, so a locked keychain surfaces as an error instead of nil."),
    ("en", "true", "true", "Keychain.accessibility", None,
     "Rule: background refresh needs the token after a reboot, so the keychain is configured with `Keychain(service: id).accessibility(.afterFirstUnlock)`.",
     ["Accessibility.afterFirstUnlock"]),
    ("en", "true", "true", "Keychain.removeAll", None,
     "On sign-out call `try keychain.removeAll()`; removing the keys one by one missed the ones written by the old build."),
    ("en", "true", "true", "Keychain.synchronizable", None,
     "Handover: iCloud Keychain sync is opt-in per item via `.synchronizable(true)` on the Keychain before `set`."),
    ("en", "true", "true", "Keychain.authenticationPrompt", None,
     "Review: the Face ID prompt text comes from `authenticationPrompt(\"Unlock your vault\")`; without it iOS shows a generic message."),
    ("en", "true", "true", "Status.itemNotFound", None,
     "Missing items are not an error for us: catch `Status.itemNotFound` and fall back to a fresh login."),
    ("en", "true", "true", "AuthenticationPolicy.touchIDAny", None,
     "Old code still passes `.touchIDAny`; the AuthenticationPolicy keeps it as a deprecated alias of biometryAny.",
     ["AuthenticationPolicy.biometryAny"]),
    # --- true, Chinese
    ("zh", "true", "true", "Keychain.getData", None,
     "证书等二进制数据用 `keychain.getData(\"cert\")` 读取。"),
    ("zh", "true", "true", "Keychain.contains", None,
     "启动时先调用 `try keychain.contains(\"device_id\")`，不存在才生成新 ID。"),
    ("zh", "true", "true", "AuthenticationPolicy.biometryCurrentSet", None,
     "高安全级别的条目使用 `.biometryCurrentSet`，用户新增指纹后旧条目会失效。"),
    ("zh", "true", "true", "Keychain.allKeys", None,
     "调试页面列出 `keychain.allKeys()` 的结果，方便确认迁移是否完成。"),
    ("zh", "true", "true", "Accessibility.whenUnlockedThisDeviceOnly", None,
     "不希望备份到新设备的数据使用 `Accessibility.whenUnlockedThisDeviceOnly`。"),
    # --- true, Japanese
    ("ja", "true", "true", "Keychain.generatePassword", None,
     "初期パスワードは `Keychain.generatePassword()` で生成して共有 Web クレデンシャルに保存する。"),
    ("ja", "true", "true", "Keychain.label", None,
     "キーチェーンアクセスで見分けやすいように `.label(\"MyApp token\")` を付けている。"),
    ("ja", "true", "true", "Attributes.modificationDate", None,
     "`keychain[attributes: \"token\"]?.modificationDate` で最終更新日時を確認できる。"),
    # --- bare references
    ("bare", "true", "true", "Keychain.authenticationUI", None, "Keychain.authenticationUI"),
    ("bare", "true", "true", "Keychain.setSharedPassword", None, "Keychain.setSharedPassword(_:account:completion:)"),
    ("bare", "true", "true", "Keychain.requestSharedWebCredential", None, "Keychain.requestSharedWebCredential"),
    ("bare", "true", "true", "ItemClass.internetPassword", None, "ItemClass.internetPassword"),
    ("bare", "true", "true", "Status.userCanceled", None, "Status.userCanceled"),
    ("bare", "true", "true", "Attributes.persistentRef", None, "Attributes.persistentRef"),
    ("bare", "true", "true", "Lib/KeychainAccess/Keychain.swift", None, "Lib/KeychainAccess/Keychain.swift"),
    ("bare", "true", "true", "ProtocolType.https", None, "ProtocolType.https"),
    ("bare", "true", "true", "Keychain.authenticationContext", None, "Keychain.authenticationContext"),
    # --- k1: KeychainSwift / SAMKeychain / Valet names bound to Keychain
    ("en", "k1", "false", "Keychain.delete", "Keychain.remove",
     "Expired tokens are dropped with `keychain.delete(\"access_token\")` on the KeychainAccess `Keychain`."),
    ("zh", "k1", "false", "Keychain.clear", "Keychain.removeAll",
     "退出登录时调用 KeychainAccess `Keychain` 的 `clear()` 清空所有条目。"),
    ("ja", "k1", "false", "Keychain.getBool", "Keychain.getString",
     "フラグは Keychain の `getBool(\"onboarded\")` で読む。"),
    ("bare", "k1", "false", "Keychain.setPassword", "Keychain.set", "Keychain.setPassword"),
    # --- k2: typo-level variants of the library's own names
    ("en", "k2", "false", "AuthenticationPolicy.biometricAny", "AuthenticationPolicy.biometryAny",
     "Protected items require `.biometricAny` so that any enrolled finger or face unlocks them."),
    ("zh", "k2", "false", "Accessibility.afterFirstUnlockThisDevice", "Accessibility.afterFirstUnlockThisDeviceOnly",
     "推送扩展读取的条目设置为 `Accessibility.afterFirstUnlockThisDevice`。"),
    ("bare", "k2", "false", "Keychain.synchronisable", "Keychain.synchronizable", "Keychain.synchronisable"),
    ("bare", "k2", "false", "Keychain.getStrings", "Keychain.getString", "Keychain.getStrings"),
    # --- k3: invented types decorating the real ones
    ("en", "k3", "false", "KeychainStore.set", "Keychain.set",
     "Secrets are written through `KeychainStore.set(_:key:)`, a thin layer over KeychainAccess."),
    ("zh", "k3", "false", "SecureKeychain.getString", "Keychain.getString",
     "读取统一走 `SecureKeychain.getString`。"),
    ("ja", "k3", "false", "KeychainItem.accessibility", "Keychain.accessibility",
     "項目ごとの設定は `KeychainItem.accessibility` で行う。"),
    # --- k4: a case or member of the sibling type on the wrong one
    ("en", "k4", "false", "Accessibility.userPresence", "AuthenticationPolicy.userPresence",
     "Require the passcode with `Accessibility.userPresence` when writing the item."),
    ("zh", "k4", "false", "Keychain.biometryAny", "AuthenticationPolicy.biometryAny",
     "生物识别策略用 `Keychain.biometryAny`。"),
    ("bare", "k4", "false", "AuthenticationPolicy.whenUnlocked", "Accessibility.whenUnlocked", "AuthenticationPolicy.whenUnlocked"),
    ("bare", "k4", "false", "Keychain.persistentRef", "Attributes.persistentRef", "Keychain.persistentRef"),
    # --- k5: UserDefaults' API taken for Keychain's
    ("en", "k5", "false", "Keychain.removeObject", "Keychain.remove",
     "Like UserDefaults, the `Keychain` drops a value with `removeObject(forKey:)`."),
    ("zh", "k5", "false", "Keychain.synchronize", None,
     "写入后调用 KeychainAccess `Keychain` 的 `synchronize()` 确保落盘。"),
    ("ja", "k5", "false", "Keychain.dictionaryRepresentation", "Keychain.allItems",
     "Keychain の `dictionaryRepresentation()` で全項目をダンプする。"),
    # --- external
    ("en", "ext", "external", "SecItemCopyMatching", None,
     "Under the hood every read is a `SecItemCopyMatching` call; KeychainAccess only builds the query."),
    ("zh", "ext", "external", "LAContext.evaluatePolicy", None,
     "先用 `LAContext.evaluatePolicy` 判断设备是否支持 Face ID，再决定 AuthenticationPolicy。"),
    ("ja", "ext", "external", "UserDefaults.standard", None,
     "機密でない設定は `UserDefaults.standard` に置く。"),
    # --- added: members supplied by extensions, a code fence with a chain
    ("ja", "true", "true", "Status.errorCode", None,
     "KeychainAccess の `Status` は CustomNSError に準拠しているので、`status.errorCode` で OSStatus の値が取れる。"),
    ("ja", "true", "true", "Keychain.description", None,
     "`print(keychain)` すると Keychain の `description`（extension で定義）に全項目が出る。"),
    ("en", "k2", "false", "Keychain.accessability", "Keychain.accessibility",
     "Chained config, as written in the handover:\n\n```swift\nlet keychain = Keychain(service: \"com.example.app\")\n    .accessability(.afterFirstUnlock)\n    .synchronizable(false)\n```",
     ["Keychain.synchronizable"]),
]
