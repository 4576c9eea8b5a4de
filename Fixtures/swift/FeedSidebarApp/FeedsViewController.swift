import UIKit

struct FeedNode: Hashable {
    let title: String
    let depth: Int
}

/// An iPad sidebar whose list takes the sidebar appearance only on iPad (a condition picks it)
/// and whose rows come from the app's data, indented under their folders: no file says how deep
/// the tree goes, so hig-lint asks a person to check it stays within two levels.
final class FeedsViewController: UICollectionViewController {
    var dataSource: UICollectionViewDiffableDataSource<String, FeedNode>!

    func makeLayout() -> UICollectionViewLayout {
        let usesSidebar = traitCollection.userInterfaceIdiom == .pad
        let configuration = UICollectionLayoutListConfiguration(appearance: usesSidebar ? .sidebar : .insetGrouped)
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    func configureDataSource() {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, FeedNode> { cell, _, node in
            var content = cell.defaultContentConfiguration()
            content.text = node.title
            cell.contentConfiguration = content
            cell.indentationLevel = node.depth
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, node in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: node)
        }
    }

    func reload(_ nodes: [FeedNode]) {
        var snapshot = NSDiffableDataSourceSnapshot<String, FeedNode>()
        snapshot.appendSections(["feeds"])
        snapshot.appendItems(nodes)
        dataSource.apply(snapshot)
    }
}
