/// UIKit's system bar button items (`UIBarButtonItem.SystemItem`, Interface Builder's `systemItem`):
/// the kind of item each is, its role, and the label and symbol it shows. Since iOS 26 the bars
/// draw Done as a checkmark and Cancel and Close as an xmark in their glass, so those are symbol
/// items; the label stays what VoiceOver reads, and Done keeps its role (and its prominence).
public enum SystemBarItems {
    public static let uikit: [String: (kind: String, role: String?, label: String?, symbol: String?)] = [
        "flexibleSpace": ("flexibleSpace", nil, nil, nil), "fixedSpace": ("space", nil, nil, nil),
        "done": ("button", "done", "Done", "checkmark"), "cancel": ("button", "cancel", "Cancel", "xmark"), "save": ("button", "save", "Save", nil),
        "edit": ("button", "edit", "Edit", nil), "add": ("button", "add", "Add", "plus"), "trash": ("button", "delete", "Delete", "trash"),
        "action": ("button", "share", "Share", "square.and.arrow.up"), "search": ("search", "search", "Search", "magnifyingglass"),
        "compose": ("button", nil, "Compose", "square.and.pencil"), "reply": ("button", nil, "Reply", "arrowshape.turn.up.left"),
        "refresh": ("button", nil, "Refresh", "arrow.clockwise"), "bookmarks": ("button", nil, "Bookmarks", "book"),
        "organize": ("button", nil, "Organize", "folder"), "camera": ("button", nil, "Camera", "camera"),
        "play": ("button", nil, "Play", "play.fill"), "pause": ("button", nil, "Pause", "pause.fill"), "stop": ("button", nil, "Stop", "stop.fill"),
        "rewind": ("button", nil, "Rewind", "backward.fill"), "fastForward": ("button", nil, "Fast Forward", "forward.fill"),
        "undo": ("button", nil, "Undo", "arrow.uturn.backward"), "redo": ("button", nil, "Redo", "arrow.uturn.forward"),
        "close": ("button", "close", "Close", "xmark"),
    ]
}
