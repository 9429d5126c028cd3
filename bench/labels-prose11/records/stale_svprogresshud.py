# Time set: SVProgressHUD at 1.1.3 (2015-03-15), checked against the pinned 2.3.1+6 head. The `...maskType:` variants
# were deprecated in 4419e5d (2015-08-27) and removed in 7d77e4d ("Remove deprecated methods", 2023-10-30); LICENSE.txt
# went in b2a68e7 ("Delete LICENSE.txt", 2018-02-18, LICENSE now); the demo xibs in 2fecc47 (2017-09-07);
# SVProgressHUD-Framework.h in 7e3ac5c ("removes unused headers", 2015-10-24). Found with
# `git diff -M --name-status 1.1.3 HEAD`, `git log -S` and a diff of the class methods of SVProgressHUD.h.
# (form, label, target, sugg, text, "cited_file:line", note)
# Found but left out to keep the time set near 30 vanished references: the demo xibs and SVProgressHUD-Framework.h.
OLD = "611a434ca64645f8d1534ab3718f2fd15f3ae161"  # tag 1.1.3
OLD_DATE = "2015-03-15"
SOURCE_GLOBS = ["*.h", "*.m"]
MODULES = ()
ANC = {}
ROWS = [
    ("en", "false", "SVProgressHUD.showWithMaskType:", "SVProgressHUD.setDefaultMaskType:",
     "Blocking calls use `[SVProgressHUD showWithMaskType:SVProgressHUDMaskTypeClear]` so taps do not go through.",
     "SVProgressHUD/SVProgressHUD.h:1", "deprecated in 4419e5d (2015-08-27), removed in 7d77e4d (2023-10-30, Remove deprecated methods)"),
    ("zh", "false", "SVProgressHUD.showWithStatus:maskType:", "SVProgressHUD.showWithStatus:",
     "加载时调用 `showWithStatus:maskType:`，同时设置遮罩。",
     "SVProgressHUD/SVProgressHUD.h:1", "removed in 7d77e4d (2023-10-30)"),
    ("ja", "false", "SVProgressHUD.showSuccessWithStatus:maskType:", "SVProgressHUD.showSuccessWithStatus:",
     "成功表示は `+[SVProgressHUD showSuccessWithStatus:maskType:]` で出す。",
     "SVProgressHUD/SVProgressHUD.h:1", "removed in 7d77e4d (2023-10-30)"),
    ("bare", "false", "SVProgressHUD.showProgress:status:maskType:", "SVProgressHUD.showProgress:status:",
     "+[SVProgressHUD showProgress:status:maskType:]", "SVProgressHUD/SVProgressHUD.h:1", "removed in 7d77e4d (2023-10-30)"),
    ("en", "false", "LICENSE.txt", "./LICENSE",
     "The MIT notice is in `LICENSE.txt` at the root.", "README.md:1", "deleted in b2a68e7 (2018-02-18, Delete LICENSE.txt)"),
    ("ja", "true", "SVProgressHUD.popActivity", None, "入れ子の読み込みは `popActivity` で数を減らす。", "SVProgressHUD/SVProgressHUD.h:1", ""),
]
