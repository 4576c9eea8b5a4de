import UIKit

// An iPad app's main destinations, shared by its tab bar and its sidebar.
enum Destination: String, CaseIterable {
    case feed = "Feed"
    case explore = "Explore"
    case create = "Create"
    case activity = "Activity"
    case account = "Account"

    var title: String { rawValue }

    var icon: UIImage? {
        switch self {
        case .feed: return UIImage(systemName: "house")
        case .explore: return UIImage(systemName: "magnifyingglass")
        case .create: return UIImage(systemName: "plus.square")
        case .activity: return UIImage(systemName: "heart")
        case .account: return UIImage(systemName: "person.crop.circle")
        }
    }
}

// The primary column of a split view: a collection view list in the sidebar appearance,
// every icon painted white whatever accent colour people chose.
final class DestinationsViewController: UICollectionViewController {
    enum Section { case main }

    private var dataSource: UICollectionViewDiffableDataSource<Section, Destination>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: .init(appearance: .sidebar), layoutEnvironment: environment)
        }
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, Destination> { cell, _, destination in
            var content = cell.defaultContentConfiguration()
            content.text = destination.title
            content.image = destination.icon
            content.imageProperties.tintColor = .white
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, destination in
            view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: destination)
        }
        var rows = NSDiffableDataSourceSectionSnapshot<Destination>()
        rows.append(Destination.allCases)
        dataSource.apply(rows, to: .main, animatingDifferences: false)
    }
}
