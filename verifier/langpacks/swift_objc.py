"""Swift and Objective-C: the standard library protocols, NSObject, and Foundation/UIKit delegate
protocols, whose methods all start with the delegating object's name."""
from . import LanguagePack, bases

NSOBJECT = (
    "alloc allocWithZone init new copy mutableCopy dealloc finalize description debugDescription hash isEqual class "
    "superclass self isKindOfClass isMemberOfClass respondsToSelector conformsToProtocol performSelector "
    "performSelectorOnMainThread performSelectorInBackground methodForSelector instanceMethodForSelector "
    "instancesRespondToSelector retain release autorelease retainCount zone isProxy load initialize valueForKey "
    "setValue:forKey: setValue:forKeyPath: setValue:forUndefinedKey: valueForKeyPath setValuesForKeysWithDictionary dictionaryWithValuesForKeys mutableArrayValueForKey "
    "mutableSetValueForKey addObserver removeObserver observeValueForKeyPath willChangeValueForKey "
    "didChangeValueForKey automaticallyNotifiesObserversForKey keyPathsForValuesAffectingValueForKey awakeFromNib "
    "prepareForInterfaceBuilder copyWithZone mutableCopyWithZone forwardingTargetForSelector forwardInvocation "
    "methodSignatureForSelector instanceMethodSignatureForSelector doesNotRecognizeSelector resolveInstanceMethod "
    "resolveClassMethod cancelPreviousPerformRequestsWithTarget setNilValueForKey valueForUndefinedKey "
    "classForCoder replacementObjectForCoder awakeAfterUsingCoder observationInfo className validateValue "
    "attemptRecoveryFromError classFallbacksForKeyedArchiver isSubclassOfClass"
)
_SEQUENCE = (
    "makeIterator underestimatedCount withContiguousStorageIfAvailable map filter reduce compactMap flatMap forEach "
    "contains first allSatisfy min max sorted reversed enumerated joined split elementsEqual starts prefix suffix "
    "dropFirst dropLast drop lazy shuffled count"
)
_COLLECTION = _SEQUENCE + (
    " startIndex endIndex index indices isEmpty firstIndex lastIndex randomElement distance formIndex subscript "
    "popFirst removeFirst last"
)
_DELEGATES = {
    "NSURLSessionDelegate": ("prefix:URLSession",), "NSURLSessionTaskDelegate": ("prefix:URLSession",),
    "NSURLSessionDataDelegate": ("prefix:URLSession",), "NSURLSessionDownloadDelegate": ("prefix:URLSession",),
    "NSURLSessionStreamDelegate": ("prefix:URLSession",), "NSURLSessionWebSocketDelegate": ("prefix:URLSession",),
    "URLSessionDelegate": ("prefix:urlSession",), "URLSessionTaskDelegate": ("prefix:urlSession",),
    "URLSessionDataDelegate": ("prefix:urlSession",), "URLSessionDownloadDelegate": ("prefix:urlSession",),
    "UITableViewDelegate": ("prefix:tableView", "prefix:scrollView", "prefix:indexPathForPreferredFocusedView"),
    "UITableViewDataSource": ("prefix:tableView", "prefix:numberOfSections", "prefix:sectionIndexTitles"),
    "UICollectionViewDelegate": ("prefix:collectionView", "prefix:scrollView", "prefix:indexPathForPreferredFocusedView"),
    "UICollectionViewDataSource": ("prefix:collectionView", "prefix:numberOfSections", "prefix:indexTitles"),
    "UIScrollViewDelegate": ("prefix:scrollView", "prefix:viewForZooming"),
    "UITextFieldDelegate": ("prefix:textField",), "UITextViewDelegate": ("prefix:textView",),
    "WKNavigationDelegate": ("prefix:webView",), "WKUIDelegate": ("prefix:webView",),
    "UIGestureRecognizerDelegate": ("prefix:gestureRecognizer",), "NSCacheDelegate": ("prefix:cache",),
    "CAAnimationDelegate": ("prefix:animationDid",),
    # Foundation's and AppKit's/UIKit's other delegating protocols, named the same way: every method
    # starts with the delegating object's name (`stream:handleEvent:`, `connection:didReceiveData:`),
    # an app delegate's also with `application` and its `window` property.
    "NSStreamDelegate": ("prefix:stream",), "NSPortDelegate": ("prefix:handlePortMessage",),
    "NSMachPortDelegate": ("prefix:handleMachMessage", "prefix:handlePortMessage"),
    "NSURLConnectionDelegate": ("prefix:connection",), "NSURLConnectionDataDelegate": ("prefix:connection",),
    "NSURLConnectionDownloadDelegate": ("prefix:connection",),
    "NSXMLParserDelegate": ("prefix:parser",), "NSKeyedArchiverDelegate": ("prefix:archiver",),
    "NSKeyedUnarchiverDelegate": ("prefix:unarchiver",), "NSNetServiceDelegate": ("prefix:netService",),
    "NSNetServiceBrowserDelegate": ("prefix:netServiceBrowser",),
    "UIApplicationDelegate": ("prefix:application", "prefix:window"),
    "NSApplicationDelegate": ("prefix:application",),
    "UIActionSheetDelegate": ("prefix:actionSheet", "prefix:willPresentActionSheet", "prefix:didPresentActionSheet"),
    "UIAlertViewDelegate": ("prefix:alertView", "prefix:willPresentAlertView", "prefix:didPresentAlertView"),
    "UIWebViewDelegate": ("prefix:webView",), "UISearchBarDelegate": ("prefix:searchBar",),
    "UIPickerViewDelegate": ("prefix:pickerView",),
    "UIPickerViewDataSource": ("prefix:pickerView", "prefix:numberOfComponentsInPickerView"),
    "UINavigationControllerDelegate": ("prefix:navigationController",),
    "UITabBarControllerDelegate": ("prefix:tabBarController",), "UITabBarDelegate": ("prefix:tabBar",),
    "UIImagePickerControllerDelegate": ("prefix:imagePickerController",),
    "UIPageViewControllerDelegate": ("prefix:pageViewController",),
    "UIPageViewControllerDataSource": ("prefix:pageViewController", "prefix:presentationCountForPageViewController",
                                       "prefix:presentationIndexForPageViewController"),
    "UIDocumentPickerDelegate": ("prefix:documentPicker",),
    "NSLayoutManagerDelegate": ("prefix:layoutManager",), "NSTextStorageDelegate": ("prefix:textStorage",),
    "NSWindowDelegate": ("prefix:window",), "NSTableViewDelegate": ("prefix:tableView", "prefix:selectionShouldChangeInTableView"),
    "NSTableViewDataSource": ("prefix:tableView", "prefix:numberOfRowsInTableView"),
    "CLLocationManagerDelegate": ("prefix:locationManager",), "MKMapViewDelegate": ("prefix:mapView",),
    "AVAudioPlayerDelegate": ("prefix:audioPlayer",), "AVAudioRecorderDelegate": ("prefix:audioRecorder",),
    "NSFetchedResultsControllerDelegate": ("prefix:controller",),
}
_RAW_VALUE = "rawValue init hash hashValue =="
_SWIFT_ROOTS = bases(
    Sendable="", AnyObject="", Equatable="==", Hashable="hash hashValue ==", Comparable="< <= > >= == compareTo",
    Strideable="distance advanced Stride < <= > >= ==",
    Identifiable="id ID", CaseIterable="allCases AllCases", RawRepresentable="rawValue init RawValue",
    CustomStringConvertible="description", CustomDebugStringConvertible="debugDescription",
    Codable="init encode", Encodable="encode", Decodable="init", Error="localizedDescription",
    LocalizedError="errorDescription failureReason recoverySuggestion helpAnchor localizedDescription",
    CustomNSError="errorDomain errorCode errorUserInfo localizedDescription",
    # An enum's raw type, written where a base goes (`enum E: Int, CustomNSError`): its cases get rawValue
    # and init(rawValue:), and nothing else comes from it.
    Int=_RAW_VALUE, Int8=_RAW_VALUE, Int16=_RAW_VALUE, Int32=_RAW_VALUE, Int64=_RAW_VALUE, UInt=_RAW_VALUE,
    UInt8=_RAW_VALUE, UInt16=_RAW_VALUE, UInt32=_RAW_VALUE, UInt64=_RAW_VALUE, String=_RAW_VALUE,
    Character=_RAW_VALUE, Double=_RAW_VALUE, Float=_RAW_VALUE,
    ExpressibleByArrayLiteral="init", ExpressibleByDictionaryLiteral="init", ExpressibleByStringLiteral="init",
    ExpressibleByIntegerLiteral="init", ExpressibleByBooleanLiteral="init", ExpressibleByNilLiteral="init",
    ExpressibleByFloatLiteral="init", ExpressibleByUnicodeScalarLiteral="init",
    ExpressibleByExtendedGraphemeClusterLiteral="init", ExpressibleByStringInterpolation="init",
    Sequence=_SEQUENCE, Collection=_COLLECTION, BidirectionalCollection=_COLLECTION + " index",
    RandomAccessCollection=_COLLECTION, IteratorProtocol="next",
    NSObject=NSOBJECT, NSCopying="copyWithZone copy", NSMutableCopying="mutableCopyWithZone mutableCopy",
    NSCoding="encodeWithCoder initWithCoder encode init", NSSecureCoding="supportsSecureCoding encodeWithCoder initWithCoder",
    NSObjectProtocol=NSOBJECT,
    **_DELEGATES,
)
# The class prefixes of Apple's frameworks (UIView, NSObject, CALayer, WKWebView, ...).
_APPLE_PREFIXES = ("UI", "NS", "CA", "CG", "WK", "AV", "SK", "MK")
# `func open(...) -> Buffer`.
# (parameters nest three deep: Nimble's `_ expression: @autoclosure () -> (() throws -> T)`)
# (a subscript is declared without `func`: `subscript(key key: String) -> JSON`)
_SWIFT_RETURN = r"(?:\bfunc\s+|(?<![\w.])(?=subscript\b)){n}\s*(?:<[^>]*>)?\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)[^{{]*?->\s*(?P<ret>[A-Z]\w*)"
SWIFT = LanguagePack(
    name="swift",
    implicit_types=frozenset("Result Error Set Array Dictionary String Substring Int Double Float Bool Character Optional Task Never Void Any AnyObject Data URL Date UUID Range Sequence Collection Equatable Hashable Comparable Codable Identifiable Notification Timer Thread Bundle Locale Calendar TimeZone Decimal URLRequest URLSession URLResponse HTTPURLResponse JSONEncoder JSONDecoder".split()),
    implicit=frozenset("init self Type".split()),
    known_bases=_SWIFT_ROOTS,
    override_marker=__import__("re").compile(r"\boverride\b"),
    override_required=False,   # protocol requirements are implemented without `override`
    platform_type_prefixes=_APPLE_PREFIXES,
    return_pattern=_SWIFT_RETURN,
)
# What an Objective-C property or getter gives: `@property (nonatomic, strong) FBKVOController *KVOController;`,
# a block property's result (`MASConstraint * (^equalTo)(id attr);`), `- (FBKVOController *)KVOController`.
_OBJC_RETURN = (r"(?:@property\s*(?:\([^)]*\)\s*)?(?:(?:nullable|nonnull|readonly)\s+)*(?P<ret>[A-Z]\w*)\s*\*?\s*"
                r"(?:\(\s*\^\s*)?{n}\b(?!\s*:)"
                r"|^[-+]\s*\(\s*(?:(?:nullable|nonnull)\s+)?(?P<ret2>[A-Z]\w*)\s*\*?\s*(?:\(\s*\^\s*\)\s*\([^()]*\)\s*)?\)"
                r"\s*{n}\b(?!\s*:))")
OBJC = LanguagePack(
    name="objc",
    implicit=frozenset("alloc init new class description copy dealloc self".split()),
    known_bases=_SWIFT_ROOTS,
    accessors=True,
    platform_type_prefixes=_APPLE_PREFIXES,
    return_pattern=_OBJC_RETURN,
)


# Namespaces of Apple's SDKs (platform, standard library, well-known libraries): a reference rooted
# in one that the repository does not define is outside what the repository can settle.
EXTERNAL_ROOTS = frozenset((
    "Combine Dispatch Foundation NSObject Swift SwiftUI UIKit UIView UIViewController"
).split())
# Simple names Apple's SDKs use for their own types: prose says "Socket.close()" of the platform's
# type as often as of a repository's own, so a miss on a repository type of such a name needs more
# evidence (resolve's platform_homonym and homonym_defined_here rules).
PLATFORM_HOMONYMS = frozenset((
    "Application Array Color Data Date Error Image Result Set String Task Thread Timer URL View "
    " Window"
).split())
# Foundation classes whose public ancestry is known, each to its superclass ("NSObject" for the
# roots): where a class is listed, the platform classes it inherits from are exactly these. A
# category on NSDictionary reaches NSMutableDictionary, never NSArray.
FOUNDATION_SUPERCLASSES = {
    **{root: "NSObject" for root in (
        "NSArray NSDictionary NSSet NSOrderedSet NSString NSAttributedString NSData NSValue NSURL NSDate "
        "NSError NSIndexSet NSCharacterSet NSURLRequest NSURLResponse NSValueTransformer NSFormatter "
        "NSNotification NSUUID NSLocale NSTimeZone NSCalendar NSUserDefaults NSBundle NSFileManager").split()},
    "NSMutableArray": "NSArray", "NSMutableDictionary": "NSDictionary", "NSMutableSet": "NSSet",
    "NSCountedSet": "NSMutableSet", "NSMutableOrderedSet": "NSOrderedSet", "NSMutableString": "NSString",
    "NSMutableAttributedString": "NSAttributedString", "NSMutableData": "NSData", "NSNumber": "NSValue",
    "NSDecimalNumber": "NSNumber", "NSMutableIndexSet": "NSIndexSet", "NSMutableCharacterSet": "NSCharacterSet",
    "NSMutableURLRequest": "NSURLRequest", "NSHTTPURLResponse": "NSURLResponse",
    "NSDateFormatter": "NSFormatter", "NSNumberFormatter": "NSFormatter",
}


def foundation_ancestors(name: str) -> tuple[str, ...] | None:
    """The platform classes `name` inherits from (itself first), or None where that is not known here."""
    if name not in FOUNDATION_SUPERCLASSES:
        return None
    chain = [name]
    while chain[-1] in FOUNDATION_SUPERCLASSES:
        chain.append(FOUNDATION_SUPERCLASSES[chain[-1]])
    return tuple(chain)


# Packages of Apple's SDKs' platform SDK, as qualified names start: a base imported from one is the
# platform's, whose members every developer knows without the repository writing them down, and which
# cannot declare a member named after one of this repository's types.
PLATFORM_PACKAGES: tuple[str, ...] = ("UIKit.", "Foundation.")
