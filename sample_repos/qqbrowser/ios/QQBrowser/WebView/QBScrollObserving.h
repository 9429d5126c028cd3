//
//  QBScrollObserving.h
//  QQBrowser
//
//  Copyright 2024 The QQBrowser Authors. All rights reserved.
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@class QBWebViewController;

/// Told when a web page scrolls; the fast-scroll bar and the toolbar adopt it.
@protocol QBScrollObserving <NSObject>

@required
- (void)webViewController:(QBWebViewController *)controller didScrollToOffset:(CGPoint)offset;

@optional
- (void)webViewControllerDidEndDragging:(QBWebViewController *)controller;
+ (BOOL)wantsFastScroll;
@property(nonatomic, readonly) CGFloat scrollThreshold;

@end

NS_ASSUME_NONNULL_END
