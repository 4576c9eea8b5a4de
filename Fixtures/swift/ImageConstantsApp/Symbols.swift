import SwiftUI
import UIKit

/// The app's symbol names, kept once.
enum SymbolName {
    static let info = "info.circle"
    static let compose = "square.and.pencil.circle"
    static let gear = "gearshape"
}

/// The app's images, made from those names.
enum Icons {
    struct System {
        static let info = Image(systemName: SymbolName.info)
        static let gear = Image(systemName: SymbolName.gear)
        static let star = Image(systemName: "star.circle")
        static let starFill = Image(systemName: "star.circle.fill")
    }
    /// An asset, not a symbol: a divider the app draws between controls.
    static let separator = Image("separator")
}

extension UIImage {
    static let compose = UIImage(systemName: SymbolName.compose)!
    static let share = UIImage(systemName: "square.and.arrow.up.circle")
}
