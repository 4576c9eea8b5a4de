import AppKit

/// A stack of panes the Editor shows side by side.
public final class PaneStack: NSStackView {}
