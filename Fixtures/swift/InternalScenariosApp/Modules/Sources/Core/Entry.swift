public struct Entry {
    public let amount: Int
}
