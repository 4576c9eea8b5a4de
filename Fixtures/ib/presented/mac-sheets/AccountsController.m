// Fixture: a window controller that runs its own window as a sheet.
#import "AccountsController.h"

@implementation AccountsController

- (instancetype)init
{
    return [super initWithWindowNibName:@"Accounts"];
}

- (void)beginSheetModalForWindow:(NSWindow *)parent completionHandler:(void (^)(void))done
{
    [parent beginSheet:self.window completionHandler:^(NSModalResponse returnCode) {
        done();
    }];
}

@end
