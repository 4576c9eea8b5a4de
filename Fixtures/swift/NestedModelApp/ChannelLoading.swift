import Foundation

struct ChannelLoader {
    var state: ChannelPage.Loading = .idle
}
