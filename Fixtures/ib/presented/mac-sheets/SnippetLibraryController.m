#import "SnippetLibraryController.h"

@implementation SnippetLibraryController

- (instancetype)init
{
    return [super initWithWindowNibName:@"SnippetLibrary"];
}

@end
