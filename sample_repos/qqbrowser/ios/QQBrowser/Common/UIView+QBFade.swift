import UIKit

/// Fade helpers on UIKit's UIView; the `qb_` prefix keeps them apart from UIKit's own names.
extension UIView {
    static let qb_defaultFadeDuration: TimeInterval = 0.25

    func qb_fadeIn(duration: TimeInterval = UIView.qb_defaultFadeDuration, completion: (() -> Void)? = nil) {
        alpha = 0
        isHidden = false
        UIView.animate(withDuration: duration, animations: { self.alpha = 1 }) { _ in completion?() }
    }

    func qb_fadeOut(duration: TimeInterval = UIView.qb_defaultFadeDuration) {
        UIView.animate(withDuration: duration, animations: { self.alpha = 0 }) { _ in self.isHidden = true }
    }
}
