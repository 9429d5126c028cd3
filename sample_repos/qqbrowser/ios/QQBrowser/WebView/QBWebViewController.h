//
//  QBWebViewController.h
//  QQBrowser
//
//  Copyright 2024 The QQBrowser Authors. All rights reserved.
//

#import <UIKit/UIKit.h>
#import <WebKit/WebKit.h>

#import "QBScrollObserving.h"

NS_ASSUME_NONNULL_BEGIN

FOUNDATION_EXPORT NSString *const QBWebViewErrorDomain;

typedef NS_ENUM(NSInteger, QBLoadState) {
  QBLoadStateIdle = 0,
  QBLoadStateLoading,
  QBLoadStateFinished,
  QBLoadStateFailed,
};

typedef void (^QBLoadCompletion)(BOOL success, NSError *_Nullable error);

/// Shows one tab's page. Subclasses UIKit's view controller; adopts the scroll
/// protocol so that it can forward scrolling to its own observers.
@interface QBWebViewController : UIViewController <QBScrollObserving, WKNavigationDelegate>

@property(nonatomic, strong, readonly) WKWebView *webView;
@property(nonatomic, assign, readonly) QBLoadState loadState;
@property(nonatomic, copy, nullable) QBLoadCompletion loadCompletion;

+ (instancetype)controllerWithURL:(NSURL *)url;
- (instancetype)initWithURL:(NSURL *)url
              configuration:(nullable WKWebViewConfiguration *)configuration NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
                         bundle:(nullable NSBundle *)nibBundleOrNil NS_UNAVAILABLE;
- (instancetype)initWithCoder:(NSCoder *)coder NS_UNAVAILABLE;

- (void)loadURL:(NSURL *)url;
- (void)loadURL:(NSURL *)url completion:(nullable QBLoadCompletion)completion;
- (void)reload;

@end

NS_ASSUME_NONNULL_END
