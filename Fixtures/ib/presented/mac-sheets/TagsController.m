// Fixture: a sheet kept in an outlet of its own, begun the way older AppKit code does.
#import "TagsController.h"

@implementation TagsController

- (IBAction)editTags:(id)sender
{
    [NSApp beginSheet:tagsSheet modalForWindow:[self window] modalDelegate:self didEndSelector:nil contextInfo:NULL];
}

@end
