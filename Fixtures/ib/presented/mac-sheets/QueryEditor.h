// Fixture: a controller that keeps a sheet's window controller in an instance variable.
#import <Cocoa/Cocoa.h>

@class BookmarksSheetController;
@class SnippetLibraryController;

@interface QueryEditor : NSViewController {
    BookmarksSheetController *bookmarksController;
    SnippetLibraryController *snippetLibrary;
}
@end
