# Hand-written records for facebookarchive/KVOController (Objective-C, 1.2). FBKVOController is an NSObject whose
# observe:keyPath:options:block:/action:/context: and keyPaths: variants register observations; the NSObject category
# adds KVOController and KVOControllerNonRetaining. RAC/Swift KVO names (observe:keyPath:changeHandler:, rac_) are k1.
# (form, kind, label, target, sugg, text[, also])
LANG = "objc"
MODULES = ()
ANC = {}
RECORDS = [
    ("en", "true", "true", "FBKVOController.observe:keyPath:options:block:", None,
     "Fixed the stale badge: the cell now registers with `[self.KVOController observe:item keyPath:@\"unread\" options:NSKeyValueObservingOptionNew block:...]`."),
    ("en", "true", "true", "FBKVOController.unobserveAll", None,
     "Rule: call `[self.KVOController unobserveAll]` in prepareForReuse, never rely on dealloc for reused cells."),
    ("en", "true", "true", "FBKVOController.controllerWithObserver:", None,
     "The view model builds its own controller with `[FBKVOController controllerWithObserver:self]`."),
    ("en", "true", "true", "NSObject.KVOControllerNonRetaining", None,
     "Review: use `self.KVOControllerNonRetaining` when observing the parent, otherwise the two objects retain each other."),
    ("zh", "true", "true", "FBKVOController.unobserve:keyPath:", None,
     "切换账号时只停掉一个 key path：`[self.KVOController unobserve:user keyPath:@\"avatar\"]`。"),
    ("zh", "true", "true", "FBKVOController.observe:keyPaths:options:block:", None,
     "多个属性一起监听用 observe:keyPaths:options:block:，一个 block 处理。"),
    ("ja", "true", "true", "FBKVOController.initWithObserver:retainObserved:", None,
     "監視対象を保持したくないので `initWithObserver:retainObserved:` に NO を渡している。"),
    ("bare", "true", "true", "FBKVOController.observe:keyPath:options:action:", None, "-[FBKVOController observe:keyPath:options:action:]"),
    ("en", "k1", "false", "FBKVOController.observe:keyPath:changeHandler:", "FBKVOController.observe:keyPath:options:block:",
     "Handover: the player state is watched with `[self.KVOController observe:player keyPath:@\"rate\" changeHandler:^...]`."),
    ("zh", "k1", "false", "FBKVOController.removeAllObservers", "FBKVOController.unobserveAll",
     "dealloc 里记得调用 `[self.KVOController removeAllObservers]`。"),
    ("ja", "k1", "false", "FBKVOController.invalidate", None,
     "画面を閉じるときに `[self.KVOController invalidate]` で監視を全部止める。"),
    ("en", "k2", "false", "FBKVOController.unObserveAll", "FBKVOController.unobserveAll",
     "Fixed the crash on logout by calling `[self.KVOController unObserveAll]` before the model is released."),
    ("bare", "k2", "false", "NSObject.KVOControllerNonretaining", "NSObject.KVOControllerNonRetaining", "-[NSObject KVOControllerNonretaining]"),
    ("en", "k3", "false", "FBKVOObserver.observe:keyPath:options:block:", "FBKVOController.observe:keyPath:options:block:",
     "Each screen owns one `FBKVOObserver` and registers its key paths through observe:keyPath:options:block:."),
    ("ja", "k3", "false", "FBKVOControllerManager.unobserveAll", "FBKVOController.unobserveAll",
     "`FBKVOControllerManager` の unobserveAll でまとめて解除する。"),
    ("zh", "ext", "external", "NSNotificationCenter.addObserverForName:object:queue:usingBlock:", None,
     "登录状态不走 KVO，改用 `[NSNotificationCenter.defaultCenter addObserverForName:object:queue:usingBlock:]`。"),
]
