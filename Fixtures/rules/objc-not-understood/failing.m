#import <UIKit/UIKit.h>
#import "InboxViewController.h"

@implementation InboxViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Inbox", nil);
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCompose
                                                                                           target:self
                                                                                           action:@selector(compose:)];
}

- (void)compose:(id)sender {
}

@end
