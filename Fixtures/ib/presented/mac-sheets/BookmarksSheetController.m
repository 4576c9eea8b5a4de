#import "BookmarksSheetController.h"

@implementation BookmarksSheetController

- (instancetype)init
{
    return [super initWithWindowNibName:@"Bookmarks"];
}

@end
