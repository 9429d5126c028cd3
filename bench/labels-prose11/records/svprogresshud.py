# Hand-written records for SVProgressHUD/SVProgressHUD (Objective-C, 2.3.1+6). One class, SVProgressHUD (a UIView
# used through class methods: show, showWithStatus:, showProgress:status:, showSuccessWithStatus:, showImage:status:,
# dismissWithDelay:completion:, popActivity, isVisible, and the appearance setters setDefaultStyle:, setDefaultMaskType:,
# setMinimumDismissTimeInterval:, setHapticsEnabled:), the enums SVProgressHUDStyle/MaskType/AnimationType and the
# notifications (not used as targets: the checker reads no enum case or extern constant of Objective-C), and the helper views SVIndefiniteAnimatedView, SVProgressAnimatedView, SVRadialGradientLayer.
# MBProgressHUD (showHUDAddedTo:animated:, hideAnimated:), PKHUD/JGProgressHUD and UIActivityIndicatorView are the
# k1/k5 a model brings; the 1.x `...maskType:` variants were removed in 7d77e4d (time set).
# (form, kind, label, target, sugg, text[, also])
LANG = "objc"
MODULES = ()
ANC = {}
RECORDS = [
    # --- true, English
    ("en", "true", "true", "SVProgressHUD.showWithStatus:", None,
     "Session summary: the upload screen calls `[SVProgressHUD showWithStatus:@\"Uploading…\"]` before the request and `[SVProgressHUD dismiss]` in both completion paths.",
     ["SVProgressHUD.dismiss"]),
    ("en", "true", "true", "SVProgressHUD.setDefaultMaskType:", None,
     "Rule: the app delegate sets `[SVProgressHUD setDefaultMaskType:SVProgressHUDMaskTypeBlack]` once; screens never pass a mask type per call."),
    ("en", "true", "true", "SVProgressHUD.showProgress:status:", None,
     "The download cell drives the ring with `[SVProgressHUD showProgress:fraction status:@\"Downloading\"]` from the progress KVO callback."),
    ("en", "true", "true", "SVProgressHUD.dismissWithDelay:completion:", None,
     "Fixed the pop-before-dismiss crash: `[SVProgressHUD dismissWithDelay:0.5 completion:^{ [self.navigationController popViewControllerAnimated:YES]; }]`."),
    ("en", "true", "true", "SVProgressHUD.setMinimumDismissTimeInterval:", None,
     "Review note: short success messages vanished too fast; `setMinimumDismissTimeInterval:1.5` keeps every HUD on screen at least 1.5 s."),
    ("en", "true", "true", "SVProgressHUD.popActivity", None,
     "Handover: nested loads each call `show` and `popActivity`; the HUD only goes away when the activity count is back to zero."),
    ("en", "true", "true", "SVProgressHUD.setFadeOutAnimationDuration:", None,
     "Design asked for a snappier exit, so `[SVProgressHUD setFadeOutAnimationDuration:0.1]` is set next to the other appearance calls."),
    # --- true, Chinese
    ("zh", "true", "true", "SVProgressHUD.showSuccessWithStatus:", None,
     "保存成功后调用 `[SVProgressHUD showSuccessWithStatus:@\"已保存\"]`，会自动消失。"),
    ("zh", "true", "true", "SVProgressHUD.setDefaultStyle:", None,
     "暗色模式下用 setDefaultStyle:SVProgressHUDStyleDark，别手动改背景色。"),
    ("zh", "true", "true", "SVProgressHUD.isVisible", None,
     "弹新的 HUD 之前先判断 `[SVProgressHUD isVisible]`，避免闪烁。"),
    ("zh", "true", "true", "SVProgressHUD.setContainerView:", None,
     "在 App Extension 里必须先 `setContainerView:`，否则没有 keyWindow 可以挂载。"),
    ("zh", "true", "true", "SVProgressHUD.setHapticsEnabled:", None,
     "成功/失败提示带震动：启动时 `[SVProgressHUD setHapticsEnabled:YES]`。"),
    ("zh", "true", "true", "SVProgressHUD.showImage:status:", None,
     "自定义图标用 `+[SVProgressHUD showImage:status:]`，图片会按 tint 着色。"),
    # --- true, Japanese
    ("ja", "true", "true", "SVProgressHUD.showErrorWithStatus:", None,
     "通信エラー時は `[SVProgressHUD showErrorWithStatus:error.localizedDescription]` を出す。"),
    ("ja", "true", "true", "SVProgressHUD.setGraceTimeInterval:", None,
     "一瞬で終わる処理で HUD がちらつくので、`setGraceTimeInterval:0.3` を設定した。"),
    ("ja", "true", "true", "SVProgressHUD.dismissWithCompletion:", None,
     "画面遷移は `dismissWithCompletion:` のブロックの中で行う（SVProgressHUD）。"),
    ("ja", "true", "true", "SVProgressHUD.setOffsetFromCenter:", None,
     "キーボード表示中は `+setOffsetFromCenter:` で HUD を上にずらし、閉じたら resetOffsetFromCenter で戻す。",
     ["SVProgressHUD.resetOffsetFromCenter"]),
    ("ja", "true", "true", "SVIndefiniteAnimatedView.strokeThickness", None,
     "くるくるの線の太さは SVIndefiniteAnimatedView の strokeThickness で決まる。"),
    # --- true, bare
    ("bare", "true", "true", "+[SVProgressHUD show]", None, "+[SVProgressHUD show]"),
    ("bare", "true", "true", "SVProgressHUD.displayDurationForString:", None, "+[SVProgressHUD displayDurationForString:]"),
    ("bare", "true", "true", "SVProgressHUD.setBorderColor:", None, "+[SVProgressHUD setBorderColor:]"),
    ("bare", "true", "true", "SVProgressHUD.setHudViewCustomBlurEffect:", None, "setHudViewCustomBlurEffect:"),
    ("bare", "true", "true", "SVProgressAnimatedView.strokeEnd", None, "SVProgressAnimatedView.strokeEnd"),
    ("bare", "true", "true", "SVRadialGradientLayer.gradientCenter", None, "`SVRadialGradientLayer.gradientCenter`"),
    ("bare", "true", "true", "SVProgressHUD/SVProgressHUD.bundle/", None, "SVProgressHUD/SVProgressHUD.bundle/"),
    # --- false k1: MBProgressHUD / PKHUD names on SVProgressHUD
    ("en", "k1", "false", "SVProgressHUD.showHUDAddedTo:animated:", "SVProgressHUD.show",
     "Session summary: the login form now calls `[SVProgressHUD showHUDAddedTo:self.view animated:YES]` so the HUD only covers the form."),
    ("zh", "k1", "false", "SVProgressHUD.hideAnimated:afterDelay:", "SVProgressHUD.dismissWithDelay:",
     "请求结束后 `[SVProgressHUD hideAnimated:YES afterDelay:1]`。"),
    ("ja", "k1", "false", "SVProgressHUD.hideHUDForView:animated:", "SVProgressHUD.dismiss",
     "画面を閉じる前に `[SVProgressHUD hideHUDForView:self.view animated:YES]` を呼ぶ。"),
    ("en", "k1", "false", "SVProgressHUD.flash:", None,
     "Rule: one-shot confirmations use `SVProgressHUD.flash(.success)`; do not keep a reference."),
    ("bare", "k1", "false", "SVProgressHUD.showWithMaskType:", "SVProgressHUD.setDefaultMaskType:", "+[SVProgressHUD showWithMaskType:]"),
    # --- false k2: near misses
    ("en", "k2", "false", "SVProgressHUD.showSuccessWithMessage:", "SVProgressHUD.showSuccessWithStatus:",
     "Fixed: the toast now uses `[SVProgressHUD showSuccessWithMessage:@\"Done\"]`."),
    ("zh", "k2", "false", "SVProgressHUD.setMinimumDismissInterval:", "SVProgressHUD.setMinimumDismissTimeInterval:",
     "提示停留太短，调大 `setMinimumDismissInterval:`（SVProgressHUD）。"),
    ("ja", "k2", "false", "SVProgressHUD.dismissAfterDelay:", "SVProgressHUD.dismissWithDelay:",
     "`[SVProgressHUD dismissAfterDelay:2.0]` で 2 秒後に消す。"),
    ("bare", "k2", "false", "SVProgressHUD.setDefaultMask:", "SVProgressHUD.setDefaultMaskType:", "+[SVProgressHUD setDefaultMask:]"),
    ("bare", "k2", "false", "SVProgressHUD.setRingNoTextRadious:", "SVProgressHUD.setRingNoTextRadius:", "+[SVProgressHUD setRingNoTextRadious:]"),
    # --- false k3: invented types
    ("en", "k3", "false", "SVProgressHUDConfiguration.ringThickness", "SVProgressHUD.ringThickness",
     "Appearance lives in one `SVProgressHUDConfiguration` object; set `ringThickness` there."),
    ("zh", "k3", "false", "SVProgressHUDManager.showWithStatus:", "SVProgressHUD.showWithStatus:",
     "统一走 `[SVProgressHUDManager showWithStatus:]`，方便以后替换。"),
    ("bare", "k3", "false", "SVProgressRingView.strokeThickness", "SVProgressAnimatedView.strokeThickness", "SVProgressRingView.strokeThickness"),
    # --- false k4: a member on the wrong class
    ("en", "k4", "false", "SVIndefiniteAnimatedView.strokeEnd", "SVProgressAnimatedView.strokeEnd",
     "Review: the spinner's `strokeEnd` on the SVIndefiniteAnimatedView is what animates the arc."),
    ("zh", "k4", "false", "SVProgressAnimatedView.showProgress:", "SVProgressHUD.showProgress:",
     "直接调用 SVProgressAnimatedView 的 `showProgress:` 更新进度环。"),
    ("ja", "k4", "false", "SVRadialGradientLayer.setDefaultMaskType:", "SVProgressHUD.setDefaultMaskType:",
     "グラデーションのマスクは SVRadialGradientLayer の `setDefaultMaskType:` で切り替える。"),
    ("bare", "k4", "false", "SVIndefiniteAnimatedView.gradientCenter", "SVRadialGradientLayer.gradientCenter", "SVIndefiniteAnimatedView.gradientCenter"),
    # --- false k5: UIActivityIndicatorView on SVProgressHUD
    ("en", "k5", "false", "SVProgressHUD.startAnimating", "SVProgressHUD.show",
     "Session summary: the refresh control now calls `[SVProgressHUD startAnimating]` when the fetch begins."),
    ("zh", "k5", "false", "SVProgressHUD.stopAnimating", "SVProgressHUD.dismiss",
     "数据回来后 `[SVProgressHUD stopAnimating]`。"),
    ("ja", "k5", "false", "SVProgressHUD.hidesWhenStopped", None,
     "SVProgressHUD の `hidesWhenStopped` を YES にしておけば止めたときに消える。"),
    # --- external
    ("en", "ext", "external", "MBProgressHUD.showHUDAddedTo:animated:", None,
     "The legacy settings module still uses `+[MBProgressHUD showHUDAddedTo:animated:]`; leave it until the rewrite."),
    ("zh", "ext", "external", "UIActivityIndicatorView", None, "列表底部的加载用系统的 `UIActivityIndicatorView`，不要用 HUD。"),
    ("bare", "ext", "external", "UINotificationFeedbackGenerator", None, "UINotificationFeedbackGenerator"),
    # --- more bare references
    ("bare", "true", "true", "SVProgressHUD.setRingRadius:", None, "+[SVProgressHUD setRingRadius:]"),
    ("bare", "true", "true", "SVProgressHUD.setMaximumDismissTimeInterval:", None, "SVProgressHUD setMaximumDismissTimeInterval:"),
    ("bare", "k2", "false", "SVProgressHUD.showInfo:", "SVProgressHUD.showInfoWithStatus:", "+[SVProgressHUD showInfo:]"),
    ("bare", "k2", "false", "SVProgressHUD.setDefaultAnimation:", "SVProgressHUD.setDefaultAnimationType:", "+[SVProgressHUD setDefaultAnimation:]"),
]
