//
//  QBWebViewController+FastScroll.m
//  QQBrowser
//
//  Copyright 2024 The QQBrowser Authors. All rights reserved.
//

#import "QBWebViewController+FastScroll.h"

#import <objc/runtime.h>

static const void *kQBFastScrollBarKey = &kQBFastScrollBarKey;

@implementation QBWebViewController (FastScroll)

- (BOOL)isFastScrollAttached {
  return objc_getAssociatedObject(self, kQBFastScrollBarKey) != nil;
}

- (void)attachFastScrollTo:(UIView *)containerView animated:(BOOL)animated {
  if (self.fastScrollAttached) {
    return;
  }
  UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, [[self class] fastScrollBarWidth], 48)];
  objc_setAssociatedObject(self, kQBFastScrollBarKey, bar, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
  [containerView addSubview:bar];
  bar.alpha = animated ? 0.0 : 1.0;
}

- (void)detachFastScroll {
  UIView *bar = objc_getAssociatedObject(self, kQBFastScrollBarKey);
  [bar removeFromSuperview];
  objc_setAssociatedObject(self, kQBFastScrollBarKey, nil, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
}

+ (CGFloat)fastScrollBarWidth {
  return 6.0;
}

@end
