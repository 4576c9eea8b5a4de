import Panes

public struct Shell {
    public init() {}
}
