//
//  QBWebViewController.m
//  QQBrowser
//
//  Copyright 2024 The QQBrowser Authors. All rights reserved.
//

#import "QBWebViewController.h"

NSString *const QBWebViewErrorDomain = @"com.tencent.mtt.webview";

static const NSTimeInterval kQBLoadTimeout = 30.0;

@interface QBWebViewController () <UIScrollViewDelegate>
@property(nonatomic, strong, readwrite) WKWebView *webView;
@property(nonatomic, assign, readwrite) QBLoadState loadState;
@property(nonatomic, strong) NSURL *initialURL;
@end

@implementation QBWebViewController {
  NSInteger _retryCount;
}

+ (instancetype)controllerWithURL:(NSURL *)url {
  return [[self alloc] initWithURL:url configuration:nil];
}

- (instancetype)initWithURL:(NSURL *)url
              configuration:(WKWebViewConfiguration *)configuration {
  self = [super initWithNibName:nil bundle:nil];
  if (self) {
    _initialURL = [url copy];
    WKWebViewConfiguration *config = configuration ?: [[WKWebViewConfiguration alloc] init];
    _webView = [[WKWebView alloc] initWithFrame:CGRectZero configuration:config];
  }
  return self;
}

- (void)viewDidLoad {
  [super viewDidLoad];
  self.webView.navigationDelegate = self;
  self.webView.scrollView.delegate = self;
  [self.view addSubview:self.webView];
  [self loadURL:self.initialURL];
}

- (void)loadURL:(NSURL *)url {
  [self loadURL:url completion:nil];
}

- (void)loadURL:(NSURL *)url completion:(QBLoadCompletion)completion {
  self.loadCompletion = completion;
  self.loadState = QBLoadStateLoading;
  NSURLRequest *request = [NSURLRequest requestWithURL:url
                                           cachePolicy:NSURLRequestUseProtocolCachePolicy
                                       timeoutInterval:kQBLoadTimeout];
  [self.webView loadRequest:request];
}

- (void)reload {
  _retryCount += 1;
  [self.webView reload];
}

#pragma mark - QBScrollObserving

- (void)webViewController:(QBWebViewController *)controller didScrollToOffset:(CGPoint)offset {
}

- (CGFloat)scrollThreshold {
  return 44.0;
}

#pragma mark - WKNavigationDelegate

- (void)webView:(WKWebView *)webView didFinishNavigation:(WKNavigation *)navigation {
  self.loadState = QBLoadStateFinished;
  if (self.loadCompletion) {
    self.loadCompletion(YES, nil);
  }
}

@end
