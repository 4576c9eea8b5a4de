#import <Foundation/Foundation.h>
#import "MessageStore.h"

// Model code: no chrome, no note.
@implementation MessageStore

- (NSArray *)unreadMessages {
    return [self.messages filteredArrayUsingPredicate:[NSPredicate predicateWithFormat:@"read == NO"]];
}

@end
