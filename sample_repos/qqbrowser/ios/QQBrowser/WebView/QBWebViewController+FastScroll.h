//
//  QBWebViewController+FastScroll.h
//  QQBrowser
//
//  Copyright 2024 The QQBrowser Authors. All rights reserved.
//

#import "QBWebViewController.h"

NS_ASSUME_NONNULL_BEGIN

/// The fast-scroll bar of long pages. Attach it after the page has loaded;
/// attaching twice is a no-op.
@interface QBWebViewController (FastScroll)

@property(nonatomic, readonly, getter=isFastScrollAttached) BOOL fastScrollAttached;

- (void)attachFastScrollTo:(UIView *)containerView animated:(BOOL)animated;
- (void)detachFastScroll;
+ (CGFloat)fastScrollBarWidth;

@end

NS_ASSUME_NONNULL_END
