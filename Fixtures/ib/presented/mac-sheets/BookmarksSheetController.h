#import <Cocoa/Cocoa.h>

@interface BookmarksSheetController : NSWindowController
@end
