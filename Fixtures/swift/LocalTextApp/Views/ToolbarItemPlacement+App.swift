import SwiftUI

// The app's own placements: one system placement per platform, named for where they put an item.
public extension ToolbarItemPlacement {
  static var barLeading: ToolbarItemPlacement {
    #if os(iOS)
      .navigationBarLeading
    #else
      .automatic
    #endif
  }

  static var barTrailing: ToolbarItemPlacement {
    #if os(iOS)
      .navigationBarTrailing
    #else
      .automatic
    #endif
  }
}
