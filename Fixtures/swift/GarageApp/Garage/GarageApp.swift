import SwiftUI
import UIKit

// The target lists macosx among its SDKs, but this file imports UIKit with no #if around it:
// the app cannot build for the Mac, so its views are checked for iPhone and iPad only.
final class GarageDelegate: NSObject, UIApplicationDelegate {}

@main
struct GarageApp: App {
    @UIApplicationDelegateAdaptor(GarageDelegate.self) var delegate

    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
