// Fixture: Bookmarks.xib runs as a sheet on the editor's window; the snippet library is a window of its own.
#import "QueryEditor.h"
#import "BookmarksSheetController.h"
#import "SnippetLibraryController.h"

@implementation QueryEditor

- (IBAction)manageBookmarks:(id)sender
{
    bookmarksController = [[BookmarksSheetController alloc] init];
    /* [NSApp runModalForWindow:[snippetLibrary window]]; is not code */
    [[[self view] window] beginSheet:[bookmarksController window] completionHandler:nil];
}

- (IBAction)showSnippets:(id)sender
{
    if (!snippetLibrary) snippetLibrary = [[SnippetLibraryController alloc] init];
    [snippetLibrary showWindow:self];
}

@end
